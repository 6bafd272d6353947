/**
 * Recover idempotency (docs/runs.md "Idempotency", "Recover", step 5): under one `(owner, idempotency_key)` the same
 * parent, the same mode and the same **set** of selected cells is the same attempt (the
 * existing child is returned, nothing is dispatched); anything else is a `CONFLICT`.
 */
import { isJsonObject } from '../accounting/json-values.ts';
import { digest } from '../hashing/canonical.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import { cellKeySet, isExactCell } from './cells.ts';
import type { RecoveryCell } from './cells.ts';

/** What identifies a recovery attempt for idempotency. */
export interface RecoveryAttempt {
  readonly parentRunId: unknown;
  readonly mode: unknown;
  readonly cells: readonly RecoveryCell[];
}

/**
 * A stable identity of an attempt: equal exactly when parent, mode and the set of cells are
 * equal (cell order and repeats do not matter).
 */
export function recoveryAttemptKey(attempt: RecoveryAttempt): string {
  const cells = [...cellKeySet(attempt.cells)].sort(compareCodePoints);
  return digest([attempt.parentRunId ?? null, attempt.mode ?? null, cells]);
}

export function sameRecoveryAttempt(a: RecoveryAttempt, b: RecoveryAttempt): boolean {
  return recoveryAttemptKey(a) === recoveryAttemptKey(b);
}

/**
 * The attempt a stored run represents, read from its `manifest.recovery`; null for a run
 * that is not a recovery child (a key used by `startRun` never matches a recovery).
 */
export function storedRecoveryAttempt(manifest: unknown): RecoveryAttempt | null {
  if (!isJsonObject(manifest)) return null;
  const recovery = manifest.recovery;
  if (!isJsonObject(recovery)) return null;
  const selected = Array.isArray(recovery.selected_cells) ? (recovery.selected_cells as unknown[]) : [];
  return {
    parentRunId: recovery.parent_run_id,
    mode: recovery.mode,
    cells: selected.filter(isExactCell),
  };
}
