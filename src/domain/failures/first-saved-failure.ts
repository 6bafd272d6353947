/**
 * The first failure as inferred from saved result rows (docs/reports.md "Failure reasons"), used when no live
 * `failure_observed` event exists (e.g. after a service restart).
 */
import { compareCodePoints } from '../hashing/code-point-order.ts';
import { failureReason } from './failure-reason.ts';

/** The first failure of a run: the `failure_observed` event data (docs/reports.md "Failure reasons"). */
export interface FailureObservation {
  case_id: string;
  target_id: string;
  reason: string;
  /** false for the live `failure_observed` event, true when derived from saved results. */
  inferred_from_saved_results: boolean;
}

/** The result-row fields read here (docs/reports.md "Inputs"). */
export interface SavedResultRow {
  readonly case_id: string;
  readonly target_id: string;
  readonly status?: unknown;
  readonly error?: unknown;
  readonly finished_at?: unknown;
}

/** Python truthiness of a stored error value. */
function hasError(error: unknown): boolean {
  if (error === null || error === undefined || error === false || error === 0 || error === '') return false;
  if (Array.isArray(error)) return error.length > 0;
  if (typeof error === 'object') return Object.keys(error).length > 0;
  return true;
}

/**
 * docs/reports.md "Failure reasons": among rows neither `running` nor `completed` that carry an error, the first
 * (in results order) with the smallest `finished_at` compared as a string; null when none.
 */
export function firstSavedFailure(results: readonly SavedResultRow[]): FailureObservation | null {
  let first: SavedResultRow | null = null;
  let firstAt = '';
  for (const row of results) {
    if (row.status === 'running' || row.status === 'completed' || !hasError(row.error)) continue;
    const at = row.finished_at === null || row.finished_at === undefined ? '' : String(row.finished_at);
    // Strictly smaller only: ties keep the earlier row, like Python's min().
    if (first === null || compareCodePoints(at, firstAt) < 0) {
      first = row;
      firstAt = at;
    }
  }
  if (first === null) return null;
  return {
    case_id: first.case_id,
    target_id: first.target_id,
    reason: failureReason(first.error),
    inferred_from_saved_results: true,
  };
}
