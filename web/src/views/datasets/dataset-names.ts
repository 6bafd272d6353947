// Friendly words for datasets (docs/dashboard.md "Library"): benchmark titles instead of ids, a badge that
// says Holdout for holdout sets and the profile otherwise.
import type { ProfileId, Split } from '../../gql/graphql.ts';
import type { ShellData } from '../../shell/shell-data.tsx';
import { storedWord } from '../../ui/enum-words.ts';

export function benchmarkTitles(catalog: ShellData['catalog']): Map<string, string> {
  return new Map(catalog.benchmarks.map((b) => [b.benchmarkId, b.title]));
}

export function datasetBadge(split: Split | null | undefined, profile: ProfileId | null | undefined): string {
  if (split === 'HOLDOUT') return 'Holdout';
  if (!profile) return 'Custom';
  const word = storedWord(profile);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export { benchmarkSummary, datasetLabel } from './dataset-label.ts';
