// Run progress (docs/reports.md "Inputs"): `failed` counts every result status other than completed,
// running and timeout; pending = planned − every cell with a row.
import type { JsonRecord } from '../json/json-value.ts';
import { plannedCellsOfRecord } from '../plan/planned-cells.ts';

export interface RunProgress {
  total: number;
  completed: number;
  failed: number;
  timeout: number;
  running: number;
  pending: number;
}

/** From per-status row counts (what a grouped SQL count returns). */
export function progressFromCounts(plannedCells: number, counts: Iterable<{ status: string; n: number }>): RunProgress {
  const progress: RunProgress = { total: plannedCells, completed: 0, failed: 0, timeout: 0, running: 0, pending: 0 };
  for (const { status, n } of counts) {
    if (status === 'completed') progress.completed += n;
    else if (status === 'running') progress.running += n;
    else if (status === 'timeout') progress.timeout += n;
    else progress.failed += n;
  }
  progress.pending = plannedCells - progress.completed - progress.failed - progress.timeout - progress.running;
  return progress;
}

/** From one status per result row. */
export function progressFromStatuses(plannedCells: number, statuses: Iterable<string>): RunProgress {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return progressFromCounts(
    plannedCells,
    [...counts].map(([status, n]) => ({ status, n })),
  );
}

/** A child attempt's `progress` as the report document shows it (docs/reports.md "Inputs"; no `pending`). */
export function runProgress(manifest: Readonly<JsonRecord>, resultStatuses: Iterable<string>): Omit<RunProgress, 'pending'> {
  const { pending: _pending, ...progress } = progressFromStatuses(plannedCellsOfRecord(manifest).length, resultStatuses);
  return progress;
}
