import { secondsBetween } from '../time/iso-micros.ts';

/**
 * `summary.wall_time_s` (docs/reports.md "The document"): `updated_at − created_at` as an exact microsecond
 * difference divided once by 1e6.
 */
export function wallTimeSeconds(run: { created_at: string; updated_at: string }): number {
  return secondsBetween(run.created_at, run.updated_at);
}
