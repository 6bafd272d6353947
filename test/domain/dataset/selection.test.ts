/**
 * Stratified hash order and profile slices (docs/datasets.md "Selection and splits"). The expected orders were
 * computed independently with Python (the original's algorithm as docs/datasets.md describes it).
 */
import { describe, expect, it } from 'vitest';
import { PROFILE_SIZES } from '../../../src/domain/catalog/benchmarks.ts';
import { benchmarkOrder, selectForProfile, stratifiedOrder, stratumOf } from '../../../src/domain/dataset/selection.ts';

// 40 cases over five strata (one astral, one full-width, one accented) plus cases without metadata.
const CASES: { id: string; metadata?: { stratum: string } }[] = [
  { id: 'b/q00', metadata: { stratum: 'math' } },
  { id: 'b/q01', metadata: { stratum: 'ｚ' } },
  { id: 'b/q02', metadata: { stratum: 'ｚ' } },
  { id: 'b/q03', metadata: { stratum: 'math' } },
  { id: 'b/q04', metadata: { stratum: 'Économie' } },
  { id: 'b/q05', metadata: { stratum: 'ｚ' } },
  { id: 'b/q06', metadata: { stratum: '𝔸lpha' } },
  { id: 'b/q07' },
  { id: 'b/q08', metadata: { stratum: 'ｚ' } },
  { id: 'b/q09', metadata: { stratum: 'law' } },
  { id: 'b/q10', metadata: { stratum: 'ｚ' } },
  { id: 'b/q11', metadata: { stratum: 'law' } },
  { id: 'b/q12', metadata: { stratum: '𝔸lpha' } },
  { id: 'b/q13', metadata: { stratum: 'Économie' } },
  { id: 'b/q14', metadata: { stratum: 'ｚ' } },
  { id: 'b/q15', metadata: { stratum: 'math' } },
  { id: 'b/q16', metadata: { stratum: 'math' } },
  { id: 'b/q17' },
  { id: 'b/q18', metadata: { stratum: '𝔸lpha' } },
  { id: 'b/q19', metadata: { stratum: 'ｚ' } },
  { id: 'b/q20', metadata: { stratum: 'ｚ' } },
  { id: 'b/q21', metadata: { stratum: '𝔸lpha' } },
  { id: 'b/q22', metadata: { stratum: '𝔸lpha' } },
  { id: 'b/q23' },
  { id: 'b/q24', metadata: { stratum: 'math' } },
  { id: 'b/q25', metadata: { stratum: 'math' } },
  { id: 'b/q26' },
  { id: 'b/q27', metadata: { stratum: 'math' } },
  { id: 'b/q28', metadata: { stratum: 'ｚ' } },
  { id: 'b/q29', metadata: { stratum: '𝔸lpha' } },
  { id: 'b/q30' },
  { id: 'b/q31', metadata: { stratum: 'law' } },
  { id: 'b/q32' },
  { id: 'b/q33', metadata: { stratum: 'law' } },
  { id: 'b/q34', metadata: { stratum: 'math' } },
  { id: 'b/q35', metadata: { stratum: 'ｚ' } },
  { id: 'b/q36', metadata: { stratum: 'law' } },
  { id: 'b/q37', metadata: { stratum: 'Économie' } },
  { id: 'b/q38', metadata: { stratum: 'law' } },
  { id: 'b/q39', metadata: { stratum: 'Économie' } },
];

const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);

describe('stratifiedOrder', () => {
  it('matches the reference order for seed 20260918 (first of each group, then interleaved)', () => {
    expect(ids(stratifiedOrder(CASES, 20260918))).toEqual([
      'b/q32',
      'b/q38',
      'b/q24',
      'b/q39',
      'b/q28',
      'b/q06',
      'b/q02',
      'b/q27',
      'b/q30',
      'b/q11',
      'b/q12',
      'b/q37',
      'b/q14',
      'b/q15',
      'b/q20',
      'b/q17',
      'b/q36',
      'b/q22',
      'b/q16',
      'b/q19',
      'b/q26',
      'b/q09',
      'b/q34',
      'b/q13',
      'b/q01',
      'b/q18',
      'b/q10',
      'b/q00',
      'b/q23',
      'b/q33',
      'b/q29',
      'b/q05',
      'b/q25',
      'b/q04',
      'b/q08',
      'b/q07',
      'b/q31',
      'b/q21',
      'b/q03',
      'b/q35',
    ]);
  });

  it('balanced (tau3) round-robins the groups, seed 7', () => {
    expect(ids(stratifiedOrder(CASES, 7, { balanced: true }))).toEqual([
      'b/q07',
      'b/q09',
      'b/q27',
      'b/q39',
      'b/q35',
      'b/q22',
      'b/q26',
      'b/q31',
      'b/q15',
      'b/q37',
      'b/q02',
      'b/q06',
      'b/q30',
      'b/q33',
      'b/q25',
      'b/q13',
      'b/q20',
      'b/q29',
      'b/q23',
      'b/q38',
      'b/q03',
      'b/q04',
      'b/q19',
      'b/q18',
      'b/q17',
      'b/q36',
      'b/q00',
      'b/q08',
      'b/q21',
      'b/q32',
      'b/q11',
      'b/q34',
      'b/q05',
      'b/q12',
      'b/q24',
      'b/q28',
      'b/q16',
      'b/q14',
      'b/q10',
      'b/q01',
    ]);
    expect(ids(benchmarkOrder('tau3', CASES, 7))).toEqual(ids(stratifiedOrder(CASES, 7, { balanced: true })));
  });

  it('does not depend on the input order', () => {
    expect(ids(stratifiedOrder([...CASES].reverse(), 20260918))).toEqual(ids(stratifiedOrder(CASES, 20260918)));
  });

  it('starts with one case of every stratum, groups in code-point order', () => {
    const order = stratifiedOrder(CASES, 20260918);
    expect(order.slice(0, 6).map(stratumOf)).toEqual(['all', 'law', 'math', 'Économie', 'ｚ', '𝔸lpha']);
  });

  it('reads strata like Python str(); default all', () => {
    expect(stratumOf({ id: 'x' })).toBe('all');
    expect(stratumOf({ id: 'x', metadata: {} })).toBe('all');
    expect(stratumOf({ id: 'x', metadata: { stratum: null } })).toBe('None');
    expect(stratumOf({ id: 'x', metadata: { stratum: 3 } })).toBe('3');
  });

  it('rejects seeds outside 0..2^53-1', () => {
    for (const seed of [-1, 1.5, 2 ** 53]) expect(() => stratifiedOrder(CASES, seed)).toThrow(RangeError);
  });
});

describe('selectForProfile', () => {
  const ordered = stratifiedOrder(CASES, 20260918);
  const sizes = { smoke: 3, quick: 10, standard: 20 };

  it('smoke ⊂ quick, standard follows quick (disjoint), splits marked', () => {
    const smoke = selectForProfile(ordered, { profile: 'smoke', sizes });
    const quick = selectForProfile(ordered, { profile: 'quick', sizes });
    const standard = selectForProfile(ordered, { profile: 'standard', sizes, sourceRevision: 'r1' });
    expect(ids(smoke.cases)).toEqual(ids(quick.cases).slice(0, 3));
    expect(ids(standard.cases)).toEqual(ids(ordered).slice(10, 30));
    expect(ids(standard.cases).some((id) => ids(quick.cases).includes(id))).toBe(false);
    expect(quick.cases.every((c) => c.metadata.split === 'dev')).toBe(true);
    expect(standard.cases.every((c) => c.metadata.split === 'holdout' && c.metadata.source_revision === 'r1')).toBe(true);
    expect([smoke.split, quick.split, standard.split, quick.customSubset]).toEqual(['dev', 'dev', 'holdout', false]);
    expect(ordered.some((c) => c.metadata !== undefined && 'split' in c.metadata)).toBe(false); // inputs untouched
  });

  it('limit takes a prefix and marks a custom subset', () => {
    const limited = selectForProfile(ordered, { profile: 'quick', sizes, limit: 4 });
    expect(ids(limited.cases)).toEqual(ids(ordered).slice(0, 4));
    expect(limited.customSubset).toBe(true);
    for (const limit of [0, 11, 2.5])
      expect(() => selectForProfile(ordered, { profile: 'quick', sizes, limit })).toThrow('limit must be a positive integer within the profile budget');
  });

  it('too few source cases is an error', () => {
    expect(() => selectForProfile(ordered, { profile: 'standard', sizes: { smoke: 1, quick: 30, standard: 20 } })).toThrow(
      'Source has insufficient tasks for disjoint standard: need 50, found 40',
    );
  });

  it('uses the sr-bench sizes by benchmark', () => {
    expect(Object.values(PROFILE_SIZES).reduce((sum, s) => sum + s.smoke, 0)).toBe(36);
    expect(Object.values(PROFILE_SIZES).reduce((sum, s) => sum + s.quick, 0)).toBe(740);
    expect(Object.values(PROFILE_SIZES).reduce((sum, s) => sum + s.standard, 0)).toBe(3183);
    expect(ids(selectForProfile(ordered, { profile: 'smoke', benchmark: 'gpqa-diamond' }).cases)).toEqual(ids(ordered).slice(0, 4));
  });
});
