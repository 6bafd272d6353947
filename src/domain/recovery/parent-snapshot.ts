/**
 * The parent snapshot of a recovery plan (`parent` of docs/runs.md "Recovery plan"), later frozen into the
 * child as `recovery.parent_snapshot` (docs/runs.md "The child run") and shown as the lineage's parent spend ("Lineage").
 * Parent spend stays the parent's: it is reported here, never added to the child.
 */
import { isJsonObject } from '../accounting/json-values.ts';
import { PyFloat } from '../hashing/json-lexeme.ts';
import { runProgress } from '../run/progress.ts';
import type { RunProgress } from '../run/progress.ts';

/** `{total, completed, failed, timeout, running}` (docs/reports.md "Inputs"). */
export type ParentProgress = Omit<RunProgress, 'pending'>;

export interface ParentSnapshot {
  status: string;
  progress: ParentProgress;
  /** An int `0` when no call has a non-zero cost; otherwise a float (`PyFloat` when integral). */
  known_spend_usd: number | PyFloat;
  spend_complete: boolean;
  plan_sha256: unknown;
  /** The correction in force without its `calls` rows; only present when one exists. */
  accounting_correction?: Record<string, unknown>;
}

/**
 * `known_spend_usd` = Σ (`cost_usd` or 0) over the effective calls, with Python's
 * semantics: a left-to-right double sum from the int 0 in which a falsy cost (null, 0,
 * 0.0) adds the int 0, so the total stays an int until a non-zero float cost is added.
 * The int/float distinction matters because the plan hash is a plain digest.
 */
export function knownSpendUsd(calls: readonly { readonly cost_usd?: unknown }[]): number | PyFloat {
  let total = 0;
  let isFloat = false;
  for (const call of calls) {
    const cost = call.cost_usd;
    if (cost instanceof PyFloat) {
      if (cost.value !== 0) {
        total += cost.value;
        isFloat = true;
      }
    } else if (typeof cost === 'number' && cost !== 0 && !Number.isNaN(cost)) {
      total += cost;
      if (!Number.isInteger(cost)) isFloat = true;
    } else if (typeof cost === 'bigint' && cost !== 0n) {
      total += Number(cost);
    }
  }
  if (!isFloat) return total;
  return Number.isInteger(total) ? new PyFloat(total) : total;
}

/** `spend_complete`: every call's `cost_usd` is non-null (vacuously true without calls). */
export function spendComplete(calls: readonly { readonly cost_usd?: unknown }[]): boolean {
  return calls.every((call) => call.cost_usd !== null && call.cost_usd !== undefined);
}

/** The correction metadata: the artifact without `calls` (docs/accounting.md "Reconciliation"). */
export function correctionMetadata(correction: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(correction)) {
    if (key !== 'calls') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export interface ParentSnapshotInput {
  readonly status: string;
  readonly manifest: Readonly<Record<string, unknown>>;
  readonly resultStatuses: Iterable<string>;
  /** Effective calls (docs/accounting.md). */
  readonly calls: readonly { readonly cost_usd?: unknown }[];
  readonly accountingCorrection?: Readonly<Record<string, unknown>> | null;
}

/** `{status, progress, known_spend_usd, spend_complete, plan_sha256, [accounting_correction]}`. */
export function parentSnapshot(input: ParentSnapshotInput): ParentSnapshot {
  const snapshot: ParentSnapshot = {
    status: input.status,
    progress: runProgress(input.manifest, input.resultStatuses),
    known_spend_usd: knownSpendUsd(input.calls),
    spend_complete: spendComplete(input.calls),
    plan_sha256: Object.hasOwn(input.manifest, 'plan_sha256') ? input.manifest.plan_sha256 : null,
  };
  if (isJsonObject(input.accountingCorrection)) {
    snapshot.accounting_correction = correctionMetadata(input.accountingCorrection);
  }
  return snapshot;
}
