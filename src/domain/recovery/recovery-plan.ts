/**
 * `recoveryPlan(runId, mode)` (docs/runs.md "Recovery plan"): which planned cells of a terminal live parent
 * a child attempt may take, and why the others are excluded. Pure: zero model requests,
 * nothing stored. The caller loads the parent, its results, its calls (summary), its
 * accounting correction in force and its recovery claims.
 */
import { effectiveCalls } from '../accounting/effective-calls.ts';
import type { AccountingCorrectionInput, CorrectableCall } from '../accounting/effective-calls.ts';
import { isJsonObject } from '../accounting/json-values.ts';
import { digest } from '../hashing/canonical.ts';
import type { PyFloat } from '../hashing/json-lexeme.ts';
import { plannedCellsOfRecord } from '../plan/planned-cells.ts';
import { cellKey, cellKeySet, exactCell } from './cells.ts';
import type { RecoveryCell } from './cells.ts';
import { exclusionReason, recoveryMode } from './exclusion.ts';
import type { ExclusionReason, RecoveryMode } from './exclusion.ts';
import { parentSnapshot } from './parent-snapshot.ts';
import type { ParentSnapshot } from './parent-snapshot.ts';
import { RecoveryError, RECOVERY_MESSAGES } from './recovery-error.ts';
import { isTerminalRun } from '../run/status.ts';

export const RECOVERY_SCOPE = 'Selected cells only; parent evidence and spend remain separate.';

export interface RecoveryParentRun {
  /** The natural run id (`run-…`). */
  readonly id: string;
  readonly status: string;
  /**
   * The frozen manifest parsed lexeme-preserving (`parseJson`): `limits.max_cost_usd` and
   * `plan_sha256` go into the hashed document, so `5.0` must stay a float.
   */
  readonly manifest: Readonly<Record<string, unknown>>;
}

/** A result row's data; only the cell and status are read. */
export interface RecoveryResultRow {
  readonly case_id: string;
  readonly target_id: string;
  readonly status: string;
}

/** A call summary (docs/reports.md "Inputs"), in insertion order; `target_id` is the cell's subject target. */
export interface RecoveryCallRow extends CorrectableCall {
  readonly id: string;
  readonly case_id: string;
  readonly target_id: string;
  readonly status?: unknown;
  readonly finish_reason?: unknown;
}

/** A recovery-claim row of the parent (docs/runs.md "The child run"). */
export interface RecoveryClaimRow {
  readonly case_id: string;
  readonly target_id: string;
  readonly child_run_id?: string;
}

export interface RecoveryPlanInput {
  readonly parent: RecoveryParentRun;
  readonly results: readonly RecoveryResultRow[];
  /** The stored call summaries; the correction below is overlaid here (docs/accounting.md "Effective calls"). */
  readonly calls: readonly RecoveryCallRow[];
  readonly claims: readonly RecoveryClaimRow[];
  /**
   * The newest accounting correction (the full artifact, parsed lexeme-preserving), or null.
   * Its rows make the effective calls; the artifact without `calls` is the snapshot's
   * `accounting_correction`. Calls that are already effective may be passed as well: the
   * overlay is idempotent.
   */
  readonly accountingCorrection?: (AccountingCorrectionInput & Readonly<Record<string, unknown>>) | null;
}

export interface ExcludedCell {
  case_id: string;
  target_id: string;
  reason: ExclusionReason;
}

/** The document of docs/runs.md "Recovery plan", keys in the order built; numbers lexeme-preserving. */
export interface RecoveryPlanDocument {
  parent_run_id: string;
  mode: RecoveryMode;
  eligible_cells: RecoveryCell[];
  excluded: ExcludedCell[];
  counts: { eligible: number; excluded: number };
  parent: ParentSnapshot;
  /** The parent's `limits.max_cost_usd` as frozen (a `PyFloat` for `5.0`), null if absent. */
  new_attempt_budget_usd: number | bigint | PyFloat | null;
  requires_new_attempt_acknowledgment: boolean;
  scope: string;
  plan_sha256: string;
}

/** The preconditions of docs/runs.md "Recovery plan": mode first, then a terminal live parent. */
export function assertRecoverableParent(parent: RecoveryParentRun): void {
  if (!isTerminalRun(parent.status) || parent.manifest.mode !== 'live') {
    throw new RecoveryError('CONFLICT', RECOVERY_MESSAGES.parentState);
  }
}

function groupCallsByCell<C extends { readonly case_id: string; readonly target_id: string }>(calls: readonly C[]): Map<string, C[]> {
  const byCell = new Map<string, C[]>();
  for (const call of calls) {
    const key = cellKey(call);
    const list = byCell.get(key);
    if (list === undefined) byCell.set(key, [call]);
    else list.push(call);
  }
  return byCell;
}

/** `plan_sha256` of a recovery plan: plain `digest` of the document without it (not the plan-digest rule). */
export function recoveryPlanDigest(document: Readonly<Record<string, unknown>>): string {
  const { plan_sha256: _ignored, ...rest } = document;
  return digest(rest);
}

/** docs/runs.md "Recovery plan". Throws `RecoveryError` for an unknown mode or a parent that cannot be recovered. */
export function recoveryPlan(input: RecoveryPlanInput, mode: unknown = 'undispatched'): RecoveryPlanDocument {
  const recovery = recoveryMode(mode);
  const { parent } = input;
  assertRecoverableParent(parent);

  const calls = effectiveCalls(input.calls, input.accountingCorrection ?? null);
  const callsByCell = groupCallsByCell(calls);
  const resultStatus = new Map<string, string>();
  for (const row of input.results) resultStatus.set(cellKey(row), row.status);
  const claimed = cellKeySet(input.claims);

  const planned = plannedCellsOfRecord(parent.manifest);
  const eligible: RecoveryCell[] = [];
  const excluded: ExcludedCell[] = [];
  for (const cell of planned) {
    const key = cellKey(cell);
    const reason = exclusionReason({ resultStatus: resultStatus.get(key) ?? null, claimed: claimed.has(key), calls: callsByCell.get(key) ?? [] }, recovery);
    if (reason === null) eligible.push(exactCell(cell));
    else excluded.push({ case_id: cell.case_id, target_id: cell.target_id, reason });
  }

  const limits = parent.manifest.limits;
  const budget = isJsonObject(limits) && Object.hasOwn(limits, 'max_cost_usd') ? limits.max_cost_usd : null;
  const document: Omit<RecoveryPlanDocument, 'plan_sha256'> & { plan_sha256?: string } = {
    parent_run_id: parent.id,
    mode: recovery,
    eligible_cells: eligible,
    excluded,
    counts: { eligible: eligible.length, excluded: excluded.length },
    parent: parentSnapshot({
      status: parent.status,
      manifest: parent.manifest,
      resultStatuses: input.results.map((row) => row.status),
      calls,
      accountingCorrection: input.accountingCorrection ?? null,
    }),
    new_attempt_budget_usd: budget as RecoveryPlanDocument['new_attempt_budget_usd'],
    requires_new_attempt_acknowledgment: recovery === 'failed',
    scope: RECOVERY_SCOPE,
  };
  document.plan_sha256 = recoveryPlanDigest(document);
  return document as RecoveryPlanDocument;
}
