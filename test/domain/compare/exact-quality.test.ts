import { describe, expect, it } from 'vitest';
import { exactQuality } from '../../../src/domain/compare/exact-quality.ts';
import type { BenchmarkWeights, QualityReport } from '../../../src/domain/compare/exact-quality.ts';
import { rational, toNumber } from '../../../src/domain/stats/rational.ts';
import { plain, unitVectors } from '../hashing/unit-vectors.ts';

describe('report._exact_quality vectors', () => {
  const cases = unitVectors('report._exact_quality').map((v) => {
    const [report, targetId, weights] = plain<[QualityReport, string, BenchmarkWeights]>(v.args);
    const result = plain<{ fraction: [number, number]; float: number }>(v.result ?? null);
    return { report, targetId, weights, result };
  });

  it.each(cases)('target $targetId', ({ report, targetId, weights, result }) => {
    const q = exactQuality(report, targetId, weights);
    expect(q).toEqual(rational(result.fraction[0], result.fraction[1]));
    expect(toNumber(q)).toBe(result.float);
  });
});

// The exact tie (`E5`): cases 0,1 mmlu-pro; 2,3,4 gpqa-diamond; weights 0.10 / 0.15.
const E5: QualityReport = {
  benchmarks: [
    { benchmark: 'gpqa-diamond', target_id: 'expensive', correct: 1, total: 3 },
    { benchmark: 'mmlu-pro', target_id: 'expensive', correct: 0, total: 2 },
    { benchmark: 'gpqa-diamond', target_id: 'cheap', correct: 0, total: 3 },
    { benchmark: 'mmlu-pro', target_id: 'cheap', correct: 1, total: 2 },
  ],
  summary: {
    targets: [
      { id: 'expensive', total_spend_usd: 8 },
      { id: 'cheap', total_spend_usd: 2 },
    ],
  },
};
const WEIGHTS = { 'mmlu-pro': 0.1, 'gpqa-diamond': 0.15, hle: 0.15 };

describe('Q(t) = Σ W_b·correct_b/total_b / Σ W_b, exactly', () => {
  it('both targets are exactly 1/5', () => {
    expect(exactQuality(E5, 'expensive', WEIGHTS)).toEqual(rational(1, 5));
    expect(exactQuality(E5, 'cheap', WEIGHTS)).toEqual(rational(1, 5));
  });

  it('only the target’s own rows and their weights count', () => {
    // hle has a weight but no row: it is not in the denominator.
    expect(toNumber(exactQuality(E5, 'cheap', WEIGHTS))).toBe(0.2);
  });

  it('a row without a weight is an error', () => {
    expect(() => exactQuality(E5, 'cheap', { 'mmlu-pro': 0.1 })).toThrow('No benchmark weight for gpqa-diamond');
  });

  it('a target without rows is an error', () => {
    expect(() => exactQuality(E5, 'missing', WEIGHTS)).toThrow(RangeError);
  });
});
