/**
 * Recovery modes and the seven exclusion reasons (docs/runs.md "Recovery plan"): for each planned cell the
 * first matching rule excludes it; a cell no rule matches is eligible.
 */
import { RecoveryError, RECOVERY_MESSAGES } from './recovery-error.ts';

export const RECOVERY_MODES = ['undispatched', 'failed'] as const;
export type RecoveryMode = (typeof RECOVERY_MODES)[number];
export const DEFAULT_RECOVERY_MODE: RecoveryMode = 'undispatched';

/** The reasons in rule order (the first match wins). */
export const EXCLUSION_REASONS = [
  'completed_evidence_is_preserved',
  'already_claimed_by_child_attempt',
  'ambiguous_dispatch_requires_reconciliation',
  'ambiguous_saved_result_requires_reconciliation',
  'already_dispatched_requires_explicit_new_attempt',
  'never_dispatched_use_undispatched_mode',
  'unfinished_or_unknown_accounting_requires_reconciliation',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

/** Rule 7: what a finished call with settled accounting looks like. */
export const SETTLED_FINISH_REASONS: ReadonlySet<unknown> = new Set(['stop', 'tool_calls', 'function_call', 'length']);
export const SETTLED_CALL_STATUSES: ReadonlySet<unknown> = new Set(['completed', 'failed', 'cancelled']);
/** Rule 3: calls whose request may have reached the provider without a known outcome. */
export const AMBIGUOUS_CALL_STATUSES: ReadonlySet<unknown> = new Set(['sent', 'sent_unknown']);

/** The call fields the rules read (a missing field reads as null, like Python's `dict.get`). */
export interface CellCall {
  readonly status?: unknown;
  readonly usage?: unknown;
  readonly cost_usd?: unknown;
  readonly finish_reason?: unknown;
}

/** What is known about one planned cell of the parent. */
export interface CellFacts {
  /** The result row's status; undefined/null when the cell has no row (pending). */
  readonly resultStatus?: string | null;
  /** A recovery child already claimed the cell. */
  readonly claimed: boolean;
  /** The parent's (effective) calls of this cell, all roles. */
  readonly calls: readonly CellCall[];
}

/** `mode` ∈ {undispatched, failed}; absent (undefined/null) means `undispatched`. */
export function recoveryMode(mode: unknown): RecoveryMode {
  if (mode === undefined || mode === null) return DEFAULT_RECOVERY_MODE;
  if (typeof mode === 'string' && (RECOVERY_MODES as readonly string[]).includes(mode)) return mode as RecoveryMode;
  throw new RecoveryError('BAD_USER_INPUT', RECOVERY_MESSAGES.mode);
}

function isNull(value: unknown): boolean {
  return value === null || value === undefined;
}

/** Rule 7's per-call test: unfinished, or usage/cost/finish reason not settled. */
export function hasUnsettledAccounting(call: CellCall): boolean {
  return (
    isNull(call.usage) || isNull(call.cost_usd) || !SETTLED_FINISH_REASONS.has(call.finish_reason ?? null) || !SETTLED_CALL_STATUSES.has(call.status ?? null)
  );
}

/** The first matching reason of the table in docs/runs.md "Recovery plan", or null when the cell is eligible. */
export function exclusionReason(cell: CellFacts, mode: RecoveryMode): ExclusionReason | null {
  if (cell.resultStatus === 'completed') return 'completed_evidence_is_preserved';
  if (cell.claimed) return 'already_claimed_by_child_attempt';
  if (cell.calls.some((call) => AMBIGUOUS_CALL_STATUSES.has(call.status))) {
    return 'ambiguous_dispatch_requires_reconciliation';
  }
  if (cell.resultStatus === 'sent_unknown') return 'ambiguous_saved_result_requires_reconciliation';
  const dispatched = cell.calls.length > 0;
  if (mode === 'undispatched' && dispatched) return 'already_dispatched_requires_explicit_new_attempt';
  if (mode === 'failed' && !dispatched) return 'never_dispatched_use_undispatched_mode';
  if (mode === 'failed' && cell.calls.some(hasUnsettledAccounting)) {
    return 'unfinished_or_unknown_accounting_requires_reconciliation';
  }
  return null;
}
