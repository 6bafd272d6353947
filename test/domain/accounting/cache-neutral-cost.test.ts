import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cacheNeutralCost } from '../../../src/domain/accounting/cache-neutral-cost.ts';
import type { CacheNeutralCall } from '../../../src/domain/accounting/cache-neutral-cost.ts';
import type { PricingManifest } from '../../../src/domain/accounting/priced-targets.ts';
import { effectiveCalls } from '../../../src/domain/accounting/effective-calls.ts';
import { sumCost } from '../../../src/domain/accounting/sum-cost.ts';
import { fixtureReports, readJournalRun } from './journal.ts';
import type { Json } from './journal.ts';

interface VectorCase {
  args: [PricingManifest, CacheNeutralCall & Json];
  result?: unknown;
}
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/srbench/units/vectors.json', import.meta.url), 'utf8')) as {
  functions: Record<string, VectorCase[]>;
};

describe('cache_neutral_cost: reference vectors', () => {
  const cases = vectors.functions['accounting.cache_neutral_cost'] ?? [];
  it('has the vectors', () => expect(cases).toHaveLength(7));
  it.each(cases.map((c) => [`${String(c.args[1].role)} ${String(c.args[1].target_id)} ${String(c.args[1].case_id)}`, c] as const))('%s', (_label, vector) => {
    expect(cacheNeutralCost(...vector.args)).toBe(vector.result);
  });
});

describe('cache_neutral_cost: rules', () => {
  const manifest = {
    targets: [{ id: 't', kind: 'single', model: 'm', prices: { m: { input: 1, cached_input: 0.1, cache_write: 1.25, output: 3 } } }],
  };
  const usage = { input_tokens: 50, cached_input_tokens: 20, cache_write_tokens: 30, output_tokens: 10 };
  it('every prompt token at the fresh input price', () => {
    expect(cacheNeutralCost(manifest, { role: 'subject', target_id: 't', model: 'm', usage })).toBe(0.00013);
  });
  it('a MoM child without usage makes the whole cost unknown', () => {
    const call = {
      role: 'subject',
      target_id: 't',
      usage,
      model_usage: [
        { model: 'm', usage },
        { model: 'm', usage: null },
      ],
    };
    expect(cacheNeutralCost(manifest, call)).toBeNull();
  });
  it('an unknown subject target is null, not an error', () => {
    expect(cacheNeutralCost(manifest, { role: 'subject', target_id: 'other', model: 'm', usage })).toBeNull();
  });
});

/**
 * Cross-check against every fixture report: per target and per target × benchmark, the
 * sums of the effective calls' costs equal the non-null report figures (docs/reports.md "The per-target metric").
 */
describe('accounting sums over the fixture journals', () => {
  const reports = fixtureReports();
  it('finds the fixture reports', () => expect(reports.length).toBeGreaterThanOrEqual(15));

  it.each(reports.map((r) => [`${r.scenario} ${r.report.pathname.split('/').pop() ?? ''}`, r] as const))('%s', (_label, fixture) => {
    const report = JSON.parse(readFileSync(fixture.report, 'utf8')) as {
      summary: { targets: Json[] };
      benchmarks: Json[];
    };
    const { manifest, calls, correction } = readJournalRun(fixture.journal, fixture.runId);
    const effective = effectiveCalls(calls, correction);
    const benchmarkOf = new Map(((manifest.cases ?? []) as { id: string; benchmark: string }[]).map((c) => [c.id, c.benchmark]));
    const rows: [Json, (typeof effective)[number][]][] = [
      ...report.summary.targets.map((row) => [row, effective.filter((call) => call.target_id === row.id)] as [Json, typeof effective]),
      ...report.benchmarks.map(
        (row) =>
          [row, effective.filter((call) => call.target_id === row.target_id && benchmarkOf.get(call.case_id) === row.benchmark)] as [Json, typeof effective],
      ),
    ];
    for (const [row, scope] of rows) {
      const subject = scope.filter((call) => call.role === 'subject');
      const overhead = scope.filter((call) => call.role !== 'subject');
      if (row.cost_usd !== null) expect(sumCost(subject)).toBe(row.cost_usd);
      if (row.total_spend_usd !== null) expect(sumCost(scope)).toBe(row.total_spend_usd);
      expect(overhead.length === 0 ? 0 : sumCost(overhead)).toBe(row.evaluation_cost_usd);
      if (row.cache_neutral_cost_usd !== null) {
        let total = 0;
        for (const call of subject) total += cacheNeutralCost(manifest, call) as number;
        expect(total).toBe(row.cache_neutral_cost_usd);
      }
    }
    expect(rows.length).toBeGreaterThan(0);
  });
});
