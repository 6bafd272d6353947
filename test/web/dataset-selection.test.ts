// The create flow's choice of stored datasets for catalog benchmarks (docs/preparation.md "What users see
// in the dashboard"), without a browser: custom subsets skipped, the dataset with the fewest
// benchmarks, then the fewest questions, then the smallest id; missing benchmarks prepared with
// the stored ones' seed; stored datasets that disagree on the seed serve nothing.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SELECTION_SEED, planSelection, profileSelection, SEED_CONFLICT, type StoredDataset } from '../../web/src/views/create/dataset-selection.ts';

const dataset = (datasetId: string, benchmarks: string[], options: Partial<StoredDataset> = {}): StoredDataset => ({
  datasetId,
  name: `${benchmarks.join('+')}/smoke`,
  profile: 'SMOKE',
  seed: 7,
  caseCount: benchmarks.length * 10,
  customSubset: false,
  benchmarks: benchmarks.map((benchmarkId) => ({ benchmarkId })),
  ...options,
});

const CATALOG = ['gpqa-diamond', 'hle', 'mmlu-pro'];
const kinds = (datasets: StoredDataset[]) =>
  Object.fromEntries(
    [...profileSelection(datasets, 'SMOKE', CATALOG).sources].map(([id, source]) => [id, source.kind === 'stored' ? source.dataset.datasetId : source.kind]),
  );

describe('which stored dataset serves a benchmark', () => {
  it('skips custom subsets, other profiles and datasets without a seed', () => {
    expect(
      kinds([dataset('a', ['mmlu-pro'], { customSubset: true }), dataset('b', ['mmlu-pro'], { profile: 'QUICK' }), dataset('c', ['mmlu-pro'], { seed: null })]),
    ).toEqual({ 'gpqa-diamond': 'not_prepared', hle: 'not_prepared', 'mmlu-pro': 'not_prepared' });
  });

  it('prefers the fewest benchmarks, then the fewest questions, then the smallest id', () => {
    expect(kinds([dataset('a', ['mmlu-pro', 'hle']), dataset('z', ['mmlu-pro'])])['mmlu-pro']).toBe('z');
    expect(kinds([dataset('a', ['mmlu-pro'], { caseCount: 20 }), dataset('z', ['mmlu-pro'], { caseCount: 14 })])['mmlu-pro']).toBe('z');
    expect(kinds([dataset('b', ['mmlu-pro']), dataset('a', ['mmlu-pro'])])['mmlu-pro']).toBe('a');
  });

  it('makes every stored benchmark unavailable when the chosen datasets disagree on the seed', () => {
    const selection = profileSelection([dataset('a', ['mmlu-pro'], { seed: 1 }), dataset('b', ['hle'], { seed: 2 })], 'SMOKE', CATALOG);
    expect(selection.sources.get('mmlu-pro')).toEqual({ kind: 'seed_conflict', reason: SEED_CONFLICT });
    expect(selection.sources.get('hle')).toEqual({ kind: 'seed_conflict', reason: SEED_CONFLICT });
    expect(selection.sources.get('gpqa-diamond')).toEqual({ kind: 'not_prepared' });
    expect(selection.seed).toBe(DEFAULT_SELECTION_SEED);
  });
});

describe('what review does with the chosen benchmarks', () => {
  it('reuses stored groups, prepares the missing ones with their seed, and composes when a dataset holds more', () => {
    const selection = profileSelection([dataset('a', ['mmlu-pro', 'hle'])], 'SMOKE', CATALOG);
    expect(planSelection(selection, ['mmlu-pro', 'gpqa-diamond'])).toEqual({
      storedIds: ['a'],
      storedExtra: true,
      missing: ['gpqa-diamond'],
      blocked: [],
      seed: 7,
    });
    expect(planSelection(selection, ['mmlu-pro', 'hle'])).toEqual({ storedIds: ['a'], storedExtra: false, missing: [], blocked: [], seed: 7 });
  });

  it('prepares everything with the default seed when nothing is stored', () => {
    expect(planSelection(profileSelection([], 'SMOKE', CATALOG), ['hle'])).toEqual({
      storedIds: [],
      storedExtra: false,
      missing: ['hle'],
      blocked: [],
      seed: DEFAULT_SELECTION_SEED,
    });
  });

  it('names the benchmarks that can be neither reused nor prepared', () => {
    const selection = profileSelection([dataset('a', ['mmlu-pro'], { seed: 1 }), dataset('b', ['hle'], { seed: 2 })], 'SMOKE', CATALOG);
    expect(planSelection(selection, ['mmlu-pro', 'scicode']).blocked).toEqual([
      { benchmark: 'mmlu-pro', reason: SEED_CONFLICT },
      { benchmark: 'scicode', reason: 'Not in the catalog.' },
    ]);
  });
});
