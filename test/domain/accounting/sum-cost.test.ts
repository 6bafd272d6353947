import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { costSavingPercent, knownCost, sumCost } from '../../../src/domain/accounting/sum-cost.ts';

interface VectorCase {
  args: unknown[];
  result?: unknown;
}
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/srbench/units/vectors.json', import.meta.url), 'utf8')) as {
  functions: Record<string, VectorCase[]>;
};
const group = (name: string) => (vectors.functions[name] ?? []).map((c) => [JSON.stringify(c.args), c] as const);

describe('known cost: report._known_cost vectors', () => {
  it('has the vectors', () => expect(group('report._known_cost')).toHaveLength(6));
  it.each(group('report._known_cost'))('%s', (_label, vector) => {
    expect(knownCost(vector.args[0])).toBe(vector.result);
  });
  it('NaN and infinities are unknown', () => {
    expect(knownCost(Number.NaN)).toBe(false);
    expect(knownCost(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('sum_cost: report.sum_cost vectors', () => {
  it('has the vectors', () => expect(group('report.sum_cost')).toHaveLength(7));
  it.each(group('report.sum_cost'))('%s', (_label, vector) => {
    expect(sumCost(vector.args[0] as { cost_usd?: unknown }[])).toBe(vector.result);
  });
  it('thirteen 0.002 costs sum left to right, uncompensated', () => {
    expect(sumCost(Array.from({ length: 13 }, () => ({ cost_usd: 0.002 })))).toBe(0.02600000000000001);
  });
});

describe('savings: report._cost_saving_percent vectors', () => {
  it('has the vectors', () => expect(group('report._cost_saving_percent')).toHaveLength(6));
  it.each(group('report._cost_saving_percent'))('%s', (_label, vector) => {
    const [baseline, candidate, eligible] = vector.args as [number | null, number | null, boolean];
    expect(costSavingPercent(baseline, candidate, eligible)).toBe(vector.result);
  });
  it('saving examples', () => {
    expect(costSavingPercent(0.0001375, 0.000058, true)).toBe(57.81818181818181);
    expect(costSavingPercent(0.003, 0.0005, true)).toBe(83.33333333333334);
    expect(costSavingPercent(0.00013, 0.00013, true)).toBe(0);
    expect(costSavingPercent(2, 3, true)).toBe(-50);
  });
});
