/**
 * Quality rows (docs/comparison.md "Comparable outcomes", "Quality rows"): one terminal outcome per planned case and target, with
 * failed and timed-out outcomes counted as incorrect. Stored data is never modified.
 */
import { ComparisonError, incompleteMessage, notUniqueMessage } from './errors.ts';
import type { QualityLabel } from './errors.ts';

/** Checked against run statuses and result statuses alike (a run is never `timeout`). */
export const COMPARABLE_STATUSES: ReadonlySet<string> = new Set(['completed', 'failed', 'timeout']);

/** The fields of a result row's `data` that quality reads (docs/reports.md "Inputs"). */
export interface QualityResult {
  readonly case_id?: unknown;
  readonly target_id?: unknown;
  readonly status?: unknown;
  readonly correct?: unknown;
}

/** target id → case id → outcome counted for pairing (`true` only for a correct completion). */
export type QualityRows = Map<string, Map<string, boolean>>;

/**
 * Builds the rows for `targetIds` from results in store order. Rows of other targets are
 * ignored. Throws `<label> quality results lack unique terminal outcomes` for a repeated or
 * unplanned case, a non-comparable status, or a completed row whose `correct` is not a
 * boolean; then `<label> quality results are incomplete` unless every target covers
 * `expected` exactly.
 */
export function qualityRows(targetIds: readonly string[], results: readonly QualityResult[], expected: ReadonlySet<string>, label: QualityLabel): QualityRows {
  const rows: QualityRows = new Map();
  for (const id of targetIds) rows.set(id, new Map());
  for (const row of results) {
    const byCase = typeof row.target_id === 'string' ? rows.get(row.target_id) : undefined;
    if (byCase === undefined) continue;
    const caseId = row.case_id;
    const status = row.status;
    if (
      typeof caseId !== 'string' ||
      byCase.has(caseId) ||
      !expected.has(caseId) ||
      typeof status !== 'string' ||
      !COMPARABLE_STATUSES.has(status) ||
      (status === 'completed' && typeof row.correct !== 'boolean')
    ) {
      throw new ComparisonError(notUniqueMessage(label));
    }
    byCase.set(caseId, status === 'completed' ? (row.correct as boolean) : false);
  }
  // Every stored case is unique and expected, so equal sizes mean equal sets.
  for (const byCase of rows.values()) {
    if (byCase.size !== expected.size) throw new ComparisonError(incompleteMessage(label));
  }
  return rows;
}
