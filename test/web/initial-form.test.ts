// The create form's first state and its dataset labels, without a browser: the dataset a link
// names, else the only stored dataset, else the catalog defaults; generated names as titles.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, initialForm } from '../../web/src/views/create/form-state.ts';
import { datasetLabel } from '../../web/src/views/datasets/dataset-label.ts';

const dataset = (datasetId: string, benchmarks: string[]) => ({
  datasetId,
  profile: 'QUICK' as const,
  benchmarks: benchmarks.map((benchmarkId) => ({ benchmarkId })),
});

describe('initialForm', () => {
  it('starts from the only stored dataset', () => {
    expect(initialForm([dataset('a1', ['mmlu-pro', 'hle'])], null)).toEqual({
      ...DEFAULT_FORM,
      profile: 'QUICK',
      datasetId: 'a1',
      benchmarks: ['mmlu-pro', 'hle'],
    });
  });

  it('starts from the dataset a link names, among several', () => {
    expect(initialForm([dataset('a1', ['hle']), dataset('b2', ['gpqa-diamond'])], 'b2')).toMatchObject({ datasetId: 'b2', benchmarks: ['gpqa-diamond'] });
  });

  it('keeps the defaults with several datasets and no link, with none, or with a link to a missing one', () => {
    expect(initialForm([dataset('a1', ['hle']), dataset('b2', ['hle'])], null)).toEqual(DEFAULT_FORM);
    expect(initialForm([], null)).toEqual(DEFAULT_FORM);
    expect(initialForm([dataset('a1', ['hle'])], 'gone')).toEqual(DEFAULT_FORM);
  });
});

describe('datasetLabel', () => {
  const titles = new Map([
    ['mmlu-pro', 'MMLU-Pro'],
    ['hle', 'Humanity’s Last Exam'],
    ['gpqa-diamond', 'GPQA Diamond'],
    ['arc-agi-2', 'ARC-AGI-2'],
  ]);
  const benchmarks = (ids: string[]) => ids.map((benchmarkId) => ({ benchmarkId }));

  it('reads a generated name as benchmark titles', () => {
    expect(datasetLabel({ name: 'mmlu-pro+hle/smoke', benchmarks: benchmarks(['mmlu-pro', 'hle']) }, titles)).toBe('MMLU-Pro, Humanity’s Last Exam');
    expect(
      datasetLabel({ name: 'arc-agi-2+gpqa-diamond+hle+mmlu-pro/quick', benchmarks: benchmarks(['arc-agi-2', 'gpqa-diamond', 'hle', 'mmlu-pro']) }, titles),
    ).toBe('ARC-AGI-2, GPQA Diamond, Humanity’s Last Exam +1 more');
  });

  it('keeps a name someone chose', () => {
    expect(datasetLabel({ name: 'Router tuning set', benchmarks: benchmarks(['hle']) }, titles)).toBe('Router tuning set');
  });
});
