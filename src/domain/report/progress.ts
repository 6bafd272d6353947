import { progressFromStatuses } from '../run/progress.ts';
import type { Manifest, RunProgress } from './input.ts';
import { plannedCells } from './planned-cells.ts';

/** A child attempt's `progress` as the report document shows it (report.md §1.1; no `pending`). */
export function runProgress(manifest: Manifest, resultStatuses: Iterable<string>): RunProgress {
  const { pending: _pending, ...progress } = progressFromStatuses(plannedCells(manifest).length, resultStatuses);
  return progress;
}
