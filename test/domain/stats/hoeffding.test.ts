import { describe, expect, it } from 'vitest';
import { hoeffdingRadius, pairedConservativeInterval, TWO_LN_40 } from '../../../src/domain/stats/hoeffding.ts';
import type { PairedGroups, StratumWeights } from '../../../src/domain/stats/paired-groups.ts';
import { plain, unitVectors } from '../hashing/unit-vectors.ts';

const zeros = (n: number): number[] => new Array<number>(n).fill(0);
const radius = (groups: PairedGroups, weights: StratumWeights): number => hoeffdingRadius(groups, weights);

describe('report.paired_conservative_interval vectors', () => {
  const cases = unitVectors('report.paired_conservative_interval').map((v) => {
    const [delta, groups, weights] = plain<[number, PairedGroups, StratumWeights]>(v.args);
    const alpha = plain<{ alpha?: number }>(v.kwargs).alpha;
    return { delta, groups, weights, alpha, expected: plain<[number, number]>(v.result ?? null) };
  });

  it.each(cases)('delta $delta, alpha $alpha', ({ delta, groups, weights, alpha, expected }) => {
    expect(pairedConservativeInterval(delta, groups, weights, alpha)).toEqual(expected);
  });
});

describe('radius = sqrt(2·ln(2/alpha)·Σ w_b²/n_b)', () => {
  it('2·ln 40 is the pinned constant', () => {
    expect(TWO_LN_40).toBe(7.3777589082278725);
    expect(2 * Math.log(40)).toBe(TWO_LN_40);
  });

  it.each([
    ['25 zeros, weight 1', { b: zeros(25) }, { b: 1 }, 0.5432406062962478],
    ['100 zeros, weight 1', { b: zeros(100) }, { b: 1 }, 0.2716203031481239],
    ['10 and 90 zeros, 0.5/0.5', { a: zeros(10), b: zeros(90) }, { a: 0.5, b: 0.5 }, 0.45270050524687316],
  ])('%s', (_name, groups, weights, expected) => {
    expect(radius(groups, weights)).toBe(expected);
  });

  it('never collapses to a point when every pair ties', () => {
    expect(pairedConservativeInterval(0, { b: zeros(25) }, { b: 1 })).toEqual([-0.5432406062962478, 0.5432406062962478]);
  });

  it('is clipped to [-1, 1]', () => {
    expect(radius({ a: [1] }, { a: 1 })).toBe(2.716203031481239);
    expect(pairedConservativeInterval(1, { a: [1] }, { a: 1 })).toEqual([-1, 1]);
  });

  const w = { 'gpqa-diamond': 0.15 / 0.25, 'mmlu-pro': 0.1 / 0.25 };
  it('two benchmarks, 30 and 20 pairs', () => {
    expect(radius({ 'gpqa-diamond': zeros(30), 'mmlu-pro': zeros(20) }, w)).toBe(0.38412911652796833);
    expect(pairedConservativeInterval(0.1, { 'gpqa-diamond': zeros(30), 'mmlu-pro': zeros(20) }, w)).toEqual([-0.28412911652796835, 0.4841291165279683]);
  });

  it('two benchmarks, 3 and 2 pairs', () => {
    expect(radius({ 'gpqa-diamond': zeros(3), 'mmlu-pro': zeros(2) }, w)).toBe(1.2147229238166104);
    expect(pairedConservativeInterval(0.2, { 'gpqa-diamond': zeros(3), 'mmlu-pro': zeros(2) }, w)).toEqual([-1, 1]);
  });
});

describe('strata errors', () => {
  it('a group without a weight', () => {
    expect(() => pairedConservativeInterval(0, { a: [0] }, {})).toThrow('No weight for benchmark a');
  });

  it('an empty group', () => {
    expect(() => pairedConservativeInterval(0, { a: [] }, { a: 1 })).toThrow(RangeError);
  });
});
