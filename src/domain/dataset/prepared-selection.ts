// Which prepared datasets a profile can reuse, with zero model requests (docs/preparation.md
// "Collections"). Each benchmark's rows inside a
// dataset form a group with a fingerprint; a benchmark is eligible when every prepared dataset of
// the profile holding it holds the same group, and the one chosen is the dataset with the fewest
// benchmarks, then the smallest, then the lowest id. Eligible benchmarks must agree on the seed.
import { isJsonObject } from '../accounting/json-values.ts';
import { digest } from '../hashing/canonical.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import type { DatasetCase } from './artifact.ts';
import { preparationEntry } from './composition.ts';

export type SelectionReasonCode = 'not_prepared' | 'source_conflict' | 'seed_conflict';

/** A prepared dataset as selection sees it. */
export interface PreparedDataset {
  readonly id: string;
  readonly profile: string;
  readonly seed: number;
  readonly customSubset: boolean;
  /** Bytes of its cases. */
  readonly size: number;
  /** Benchmark → the fingerprint of its group (`benchmarkGroups`). */
  readonly groups: Readonly<Record<string, string>>;
}

export interface BenchmarkChoice {
  readonly benchmark: string;
  readonly eligible: boolean;
  /** The dataset chosen for it; kept when a seed conflict makes it ineligible, empty otherwise. */
  readonly sourceIds: readonly string[];
  /** The chosen dataset's seed. */
  readonly seed: number | null;
  readonly reasonCode: SelectionReasonCode | null;
}

/**
 * The fingerprint of each benchmark's group in a dataset: the digest of its sorted
 * `(id, case digest)` pairs with its source, seed and split, and its preparation entry, so a
 * history-bound selection of the same rows is another version.
 */
export function benchmarkGroups(manifest: Readonly<Record<string, unknown>>, cases: readonly DatasetCase[]): Record<string, string> {
  const pairs = new Map<string, [string, string][]>();
  for (const row of cases) pairs.set(row.benchmark, [...(pairs.get(row.benchmark) ?? []), [row.id, digest(row)]]);
  const sources = isJsonObject(manifest['sources']) ? manifest['sources'] : {};
  const groups: Record<string, string> = {};
  for (const [benchmark, members] of pairs) {
    groups[benchmark] = digest({
      cases: members.sort(([a], [b]) => compareCodePoints(a, b)),
      source: Object.hasOwn(sources, benchmark) ? sources[benchmark] : null,
      seed: manifest['seed'] ?? null,
      split: manifest['split'] ?? null,
      preparation: preparationEntry(manifest, benchmark) ?? null,
    });
  }
  return groups;
}

/** Per requested benchmark, what the profile's prepared datasets (custom subsets skipped) offer. */
export function selectPrepared(datasets: readonly PreparedDataset[], profile: string, benchmarks: readonly string[]): BenchmarkChoice[] {
  const usable = datasets.filter((dataset) => dataset.profile === profile && !dataset.customSubset);
  const choices = benchmarks.map((benchmark): BenchmarkChoice => {
    const holders = usable.filter((dataset) => Object.hasOwn(dataset.groups, benchmark));
    if (holders.length === 0) return { benchmark, eligible: false, sourceIds: [], seed: null, reasonCode: 'not_prepared' };
    if (new Set(holders.map((dataset) => dataset.groups[benchmark])).size > 1) {
      return { benchmark, eligible: false, sourceIds: [], seed: null, reasonCode: 'source_conflict' };
    }
    const [chosen] = [...holders].sort(
      (a, b) => Object.keys(a.groups).length - Object.keys(b.groups).length || a.size - b.size || compareCodePoints(a.id, b.id),
    );
    return { benchmark, eligible: true, sourceIds: [chosen!.id], seed: chosen!.seed, reasonCode: null };
  });
  const seeds = new Set(choices.filter((choice) => choice.eligible).map((choice) => choice.seed));
  if (seeds.size <= 1) return choices;
  return choices.map((choice) => (choice.eligible ? { ...choice, eligible: false, reasonCode: 'seed_conflict' } : choice));
}
