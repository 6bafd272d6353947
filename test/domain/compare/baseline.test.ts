import { describe, expect, it } from 'vitest';
import { strongestSingle } from '../../../src/domain/compare/baseline.ts';
import type { BenchmarkWeights, QualityReport } from '../../../src/domain/compare/exact-quality.ts';
import { plain, unitVectors } from '../hashing/unit-vectors.ts';

describe('report._strongest_single vectors', () => {
  const cases = unitVectors('report._strongest_single').map((v) => {
    const [singles, report, weights] = plain<[{ id: string }[], QualityReport, BenchmarkWeights]>(v.args);
    const [best, tied, complete] = plain<[string, string[], boolean]>(v.result ?? null);
    return { singles, report, weights, best, tied, complete };
  });

  it.each(cases)('singles %#', ({ singles, report, weights, best, tied, complete }) => {
    expect(strongestSingle(singles, report, weights)).toEqual({ best, tied, tiedCostsComplete: complete });
  });
});

const WEIGHTS = { 'mmlu-pro': 0.1, 'gpqa-diamond': 0.15 };

/** The exact-tie example's two exactly tied singles (Q = 1/5), under the given ids and total spends. */
function tiedReport(first: [string, number | null], second: [string, number | null]): QualityReport {
  return {
    benchmarks: [
      { benchmark: 'mmlu-pro', target_id: first[0], correct: 1, total: 2 },
      { benchmark: 'gpqa-diamond', target_id: first[0], correct: 0, total: 3 },
      { benchmark: 'mmlu-pro', target_id: second[0], correct: 0, total: 2 },
      { benchmark: 'gpqa-diamond', target_id: second[0], correct: 1, total: 3 },
    ],
    summary: {
      targets: [
        { id: first[0], total_spend_usd: first[1] },
        { id: second[0], total_spend_usd: second[1] },
      ],
    },
  };
}

describe('exact ties prefer known totals, then the cheapest, then the id', () => {
  it.each([
    ['cheap 2 vs expensive 8', ['expensive', 8], ['cheap', 2], 'cheap', ['cheap', 'expensive'], true],
    ['equal totals fall back to id', ['z', 2], ['a', 2], 'a', ['a', 'z'], true],
    ['a known total beats an unknown one', ['a', null], ['z', 2], 'z', ['a', 'z'], false],
    ['both unknown: id order', ['z', null], ['a', null], 'a', ['a', 'z'], false],
    ['zero is a known total', ['b', 0], ['a', 1], 'b', ['a', 'b'], true],
  ] as const)('%s', (_name, first, second, best, tied, complete) => {
    const report = tiedReport([first[0], first[1]], [second[0], second[1]]);
    expect(strongestSingle([{ id: first[0] }, { id: second[0] }], report, WEIGHTS)).toEqual({
      best,
      tied,
      tiedCostsComplete: complete,
    });
  });

  it('a strictly better single wins whatever it costs', () => {
    const report = tiedReport(['x', 100], ['y', 1]);
    const better: QualityReport = {
      ...report,
      benchmarks: report.benchmarks.map((row) => (row.target_id === 'x' ? { ...row, correct: row.total } : row)),
    };
    expect(strongestSingle([{ id: 'x' }, { id: 'y' }], better, WEIGHTS)).toEqual({
      best: 'x',
      tied: ['x'],
      tiedCostsComplete: true,
    });
  });

  it('the tie is judged exactly, not by float macro accuracy', () => {
    // Float: 0.1·0.5/0.25 and 0.15·(1/3)/0.25 differ in the last bit; exactly they are equal.
    const result = strongestSingle([{ id: 'a' }, { id: 'b' }], tiedReport(['a', 3], ['b', 1]), WEIGHTS);
    expect(result.tied).toEqual(['a', 'b']);
  });

  it('no singles is an error', () => {
    expect(() => strongestSingle([], tiedReport(['a', 1], ['b', 1]), WEIGHTS)).toThrow(RangeError);
  });
});
