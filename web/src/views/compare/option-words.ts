// Words for the discovery scan's metadata (docs/dashboard.md "Choosing runs").
import type { ComparisonOptionsEmptyReason, ProfileId } from '../../gql/graphql.ts';
import { profileWord } from '../../ui/enum-words.ts';
import type { OptionList } from './use-compare-options.ts';

const EMPTY_REASONS: Record<ComparisonOptionsEmptyReason, string> = {
  BASELINE_NOT_COMPLETED_LIVE_SINGLE: 'This run cannot be a baseline: only completed live runs with a single-model target can.',
  EVIDENCE_SIZE_LIMIT: 'Some saved evidence exceeded the verification limit, so no pair could be verified.',
  NO_COMPATIBLE_SAVED_RUNS: 'No comparable results yet.',
};

export function emptyReasonText(reason: ComparisonOptionsEmptyReason | null): string {
  return reason === null ? 'No comparable results yet.' : EMPTY_REASONS[reason];
}

/** Notes under a list: an unfinished search, or a scan that hit its verification limit. */
export function scanNotes(list: OptionList): string[] {
  const notes: string[] = [];
  if (list.options.length === 0 && list.hasNextPage) notes.push('The search is not finished: load more to continue it.');
  if (list.scanLimited) notes.push('Some saved evidence exceeded the per-page verification limit; more runs may appear as you load more.');
  return notes;
}

/** An option's profile as words: a listed option carries the enum, a run from the link its name. */
export function optionProfile(option: { profile: ProfileId | null } | { profileName: string }): string {
  return 'profileName' in option ? option.profileName : profileWord(option.profile);
}

/** A run as a choice: its name, profile and size, and the start of its id, since names repeat (the default is "sr-bench"). */
export function optionLabel(option: { runId: string; name: string; caseCount: number } & ({ profile: ProfileId | null } | { profileName: string })): string {
  return `${option.name} · ${optionProfile(option)} · ${option.caseCount} cases · ${option.runId.slice(0, 12)}`;
}
