import { describe, expect, it } from 'vitest';
import { bootstrapInterval } from '../../../src/domain/stats/bootstrap.ts';

describe('stratified bootstrap diagnostic', () => {
  it.each([
    ['two strata, 0.6/0.4', { 'gpqa-diamond': [1, 0, 0, -1, 1], 'mmlu-pro': [0, 1, 0, 0] }, { 'gpqa-diamond': 0.6, 'mmlu-pro': 0.4 }, [-0.24, 0.66]],
    ['one stratum of ten', { 'mmlu-pro': [1, 0, -1, 1, 0, 0, 1, 1, 0, 1] }, { 'mmlu-pro': 1.0 }, [0.0, 0.8]],
    ['all ties', { 'mmlu-pro': [0, 0, 0, 0, 0] }, { 'mmlu-pro': 1.0 }, [0.0, 0.0]],
  ])('%s', (_name, groups, weights, expected) => {
    expect(bootstrapInterval(groups, weights)).toEqual(expected);
  });

  it('groups {gpqa-diamond: [0,1,0], mmlu-pro: [0,0]}, weights 0.6/0.4 → [0.0, 0.6]', () => {
    const weights = { 'gpqa-diamond': 0.15 / 0.25, 'mmlu-pro': 0.1 / 0.25 };
    expect(bootstrapInterval({ 'gpqa-diamond': [0, 1, 0], 'mmlu-pro': [0, 0] }, weights)).toEqual([0.0, 0.6]);
  });

  it('walks strata in sorted order whatever the key order', () => {
    const sorted = bootstrapInterval({ a: [1, 0, 0], b: [0, -1, 1, 1] }, { a: 0.3, b: 0.7 });
    const reversed = bootstrapInterval({ b: [0, -1, 1, 1], a: [1, 0, 0] }, { b: 0.7, a: 0.3 });
    expect(reversed).toEqual(sorted);
  });

  it('uses a fresh generator per call', () => {
    const groups = { x: [1, 0, -1, 1] };
    expect(bootstrapInterval(groups, { x: 1 })).toEqual(bootstrapInterval(groups, { x: 1 }));
  });
});
