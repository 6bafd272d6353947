// Which stored dataset serves each benchmark of a profile when the user chooses benchmarks
// rather than one dataset (docs/preparation.md "What users
// see in the dashboard"): prepared datasets of the profile, skipping custom subsets and datasets that record
// no seed (nothing can be composed with them); per benchmark the dataset with the fewest
// benchmarks, then the fewest questions, then the smallest id. A benchmark no such dataset holds
// is prepared automatically at review, with the stored ones' common seed.
import type { ProfileId } from '../../gql/graphql.ts';

/** What the rule reads of a stored dataset (the create view's dataset list gives these fields). */
export interface StoredDataset {
  readonly datasetId: string;
  readonly name: string;
  readonly profile?: ProfileId | null;
  readonly seed?: number | null;
  readonly caseCount: number;
  readonly customSubset: boolean;
  readonly benchmarks: readonly { readonly benchmarkId: string }[];
}

/** The selection seed the server uses when none is given (PrepareDatasetInput.seed). */
export const DEFAULT_SELECTION_SEED = 20260918;

export type BenchmarkSource =
  | { readonly kind: 'stored'; readonly dataset: StoredDataset }
  | { readonly kind: 'not_prepared' }
  /** Stored datasets disagree on the selection seed: they cannot be composed. */
  | { readonly kind: 'seed_conflict'; readonly reason: string };

export interface ProfileSelection {
  /** Per catalog benchmark. */
  readonly sources: ReadonlyMap<string, BenchmarkSource>;
  /** The seed stored and prepared groups share: the stored datasets', else the default. */
  readonly seed: number;
}

export const SEED_CONFLICT = 'Stored datasets of this size disagree on the selection seed; choose a specific dataset.';

const byPreference = (a: StoredDataset, b: StoredDataset) =>
  a.benchmarks.length - b.benchmarks.length || a.caseCount - b.caseCount || (a.datasetId < b.datasetId ? -1 : a.datasetId > b.datasetId ? 1 : 0);

export function profileSelection(datasets: readonly StoredDataset[], profile: ProfileId, benchmarkIds: readonly string[]): ProfileSelection {
  const candidates = datasets.filter((d) => d.profile === profile && !d.customSubset && typeof d.seed === 'number').sort(byPreference);
  const chosen = new Map<string, StoredDataset>();
  for (const benchmark of benchmarkIds) {
    const holder = candidates.find((d) => d.benchmarks.some((b) => b.benchmarkId === benchmark));
    if (holder) chosen.set(benchmark, holder);
  }
  const seeds = new Set([...chosen.values()].flatMap((d) => (typeof d.seed === 'number' ? [d.seed] : [])));
  const sources = new Map<string, BenchmarkSource>();
  for (const benchmark of benchmarkIds) {
    const dataset = chosen.get(benchmark);
    if (!dataset) sources.set(benchmark, { kind: 'not_prepared' });
    else if (seeds.size > 1) sources.set(benchmark, { kind: 'seed_conflict', reason: SEED_CONFLICT });
    else sources.set(benchmark, { kind: 'stored', dataset });
  }
  const [common] = seeds;
  return { sources, seed: seeds.size === 1 && common !== undefined ? common : DEFAULT_SELECTION_SEED };
}

export interface SelectionPlan {
  /** Stored datasets holding the chosen benchmarks they serve (distinct ids). */
  readonly storedIds: string[];
  /** Whether the stored datasets alone hold more than the chosen benchmarks (compose to pin). */
  readonly storedExtra: boolean;
  /** Chosen benchmarks no stored dataset holds: one preparation job prepares them. */
  readonly missing: string[];
  /** Chosen benchmarks that can be neither reused nor prepared, with why. */
  readonly blocked: { benchmark: string; reason: string }[];
  readonly seed: number;
}

/** What review does for the chosen benchmarks: reuse, prepare, or refuse each. */
export function planSelection(selection: ProfileSelection, chosen: readonly string[]): SelectionPlan {
  const stored = new Map<string, StoredDataset>();
  const missing: string[] = [];
  const blocked: { benchmark: string; reason: string }[] = [];
  for (const benchmark of chosen) {
    const source = selection.sources.get(benchmark);
    if (!source) blocked.push({ benchmark, reason: 'Not in the catalog.' });
    else if (source.kind === 'stored') stored.set(source.dataset.datasetId, source.dataset);
    else if (source.kind === 'not_prepared') missing.push(benchmark);
    else blocked.push({ benchmark, reason: source.reason });
  }
  const held = new Set([...stored.values()].flatMap((d) => d.benchmarks.map((b) => b.benchmarkId)));
  const wanted = new Set(chosen.filter((b) => !missing.includes(b)));
  return {
    storedIds: [...stored.keys()],
    storedExtra: [...held].some((b) => !wanted.has(b)),
    missing,
    blocked,
    seed: selection.seed,
  };
}
