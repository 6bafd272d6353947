// Words for the discovery scan's metadata (clients.md §7.1 "empty / partial").
import type { OptionList } from './use-compare-options.ts';

const EMPTY_REASONS: Record<string, string> = {
  baseline_not_completed_live_single: 'This run cannot be a baseline: only completed live runs with a single-model target can.',
  evidence_size_limit: 'Some saved evidence exceeded the verification limit, so no pair could be verified.',
  no_compatible_saved_runs: 'No comparable results yet.',
};

export function emptyReasonText(reason: string | null): string {
  if (reason === null) return 'No comparable results yet.';
  return EMPTY_REASONS[reason] ?? `No comparable results yet (${reason}).`;
}

/** Notes under a list: an unfinished search, or a scan that hit its verification limit. */
export function scanNotes(list: OptionList): string[] {
  const notes: string[] = [];
  if (list.options.length === 0 && list.hasNextPage) notes.push('The search is not finished: load more to continue it.');
  if (list.scanLimited) notes.push('Some saved evidence exceeded the per-page verification limit; more runs may appear as you load more.');
  return notes;
}

export function optionLabel(option: { name: string; profile: string; caseCount: number }): string {
  return `${option.name} · ${option.profile} · ${option.caseCount} cases`;
}
