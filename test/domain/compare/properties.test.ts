/**
 * Seeded property tests: the Hoeffding interval stays within [-1, 1] and holds the point
 * estimate (docs/reports.md "Numeric primitives"); savings are null whenever a cost they need is unknown, with the
 * documented reasons (docs/reports.md "Conventions"; docs/comparison.md "Costs and savings").
 */
import { describe, expect, it } from 'vitest';
import { compareRuns } from '../../../src/domain/compare/document.ts';
import type { ComparisonDocument } from '../../../src/domain/compare/document.ts';
import {
  INCOMPLETE_BASELINE_COST_REASON,
  INCOMPLETE_CANDIDATE_COST_REASON,
  UNPRICED_POLICY_REASON,
  ZERO_COST_BASELINE_REASON,
} from '../../../src/domain/compare/labels.ts';
import { pairedConservativeInterval } from '../../../src/domain/stats/hoeffding.ts';
import { cases, seededRandom, syntheticInput } from './synthetic.ts';
import type { SynthOutcome, SynthTarget } from './synthetic.ts';

const BENCHMARKS = ['mmlu-pro', 'gpqa-diamond', 'hle'];

describe('weighted Hoeffding interval: within [-1, 1], contains the delta, never a point', () => {
  it('holds on 2000 random strata', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 2000; trial++) {
      const groups: Record<string, number[]> = {};
      const raw: Record<string, number> = {};
      for (const b of BENCHMARKS) {
        if (random() < 0.3 && Object.keys(groups).length > 0) continue;
        const n = 1 + Math.floor(random() ** 3 * 400);
        groups[b] = Array.from({ length: n }, () => Math.floor(random() * 3) - 1);
        raw[b] = [0.1, 0.15, 1][Math.floor(random() * 3)]!;
      }
      let sum = 0;
      for (const b of Object.keys(raw).sort()) sum += raw[b]!;
      const weights = Object.fromEntries(Object.entries(raw).map(([b, w]) => [b, w / sum]));
      const delta = random() * 2 - 1;
      const [lo, hi] = pairedConservativeInterval(delta, groups, weights);
      expect(lo).toBeGreaterThanOrEqual(-1);
      expect(hi).toBeLessThanOrEqual(1);
      expect(lo).toBeLessThanOrEqual(delta);
      expect(hi).toBeGreaterThanOrEqual(delta);
      expect(lo).toBeLessThan(hi);
    }
  });
});

interface Scenario {
  document: ComparisonDocument;
  /** Both runs are `require_priced`. */
  pricedPolicy: boolean;
  label: string;
}

/** A random baseline/candidate pair; candidate costs and usage randomly unknown or missing. */
function scenario(seed: number): Scenario {
  const random = seededRandom(seed);
  const spec: Record<string, number> = {};
  for (const b of BENCHMARKS) if (random() < 0.7 || Object.keys(spec).length === 0) spec[b] = 1 + Math.floor(random() * 8);
  const list = cases(spec);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const chance = (p: number): boolean => random() < p;

  const outcome = (costs: { nullCost: number; nullUsage: number; noCall: number; zero: boolean }): SynthOutcome => {
    const status = chance(0.1) ? pick(['failed', 'timeout']) : 'completed';
    const result: SynthOutcome = { status, correct: status === 'completed' ? chance(0.6) : undefined };
    if (costs.zero) result.cost = 0;
    else result.cost = chance(costs.nullCost) ? null : Math.round(random() * 1000) / 1e5;
    if (chance(costs.nullUsage)) result.usage = null;
    if (chance(costs.noCall)) result.noCall = true;
    return result;
  };
  const frozen = (id: string, kind: 'single' | 'mom', costs: Parameters<typeof outcome>[0]): SynthTarget => {
    const outcomes = list.map(() => outcome(costs));
    return { id, kind, outcome: (i) => outcomes[i]! };
  };

  const baselineZero = chance(0.1);
  const baselineUnknown = chance(0.15) ? 0.3 : 0;
  const singles = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, k) =>
    frozen(`single-${k}`, 'single', { nullCost: baselineUnknown, nullUsage: 0.02, noCall: 0, zero: baselineZero }),
  );
  const candidateCosts = { nullCost: pick([0, 0.05, 0.3]), nullUsage: pick([0, 0.05, 0.3]), noCall: pick([0, 0, 0.1]), zero: false };
  const candidates = Array.from({ length: 1 + Math.floor(random() * 2) }, (_, k) => frozen(`mom-${k}`, 'mom', candidateCosts));
  const policies = [chance(0.85), chance(0.85)].map((p) => (p ? 'require_priced' : 'capability_only'));
  const baseline = syntheticInput({
    id: `run-b-${seed}`,
    costPolicy: policies[0]!,
    cases: list,
    targets: singles,
  });
  const candidate = syntheticInput({
    id: `run-c-${seed}`,
    costPolicy: policies[1]!,
    cases: list,
    targets: candidates,
  });
  return {
    document: compareRuns({ input: baseline }, { input: candidate }),
    pricedPolicy: policies.every((p) => p === 'require_priced'),
    label: `seed ${seed}`,
  };
}

const scenarios = Array.from({ length: 60 }, (_, i) => scenario(1000 + i));

describe('comparison items: intervals and counts', () => {
  it.each(scenarios)('$label', ({ document }) => {
    for (const item of document.comparisons) {
      const [lo, hi] = item.quality_delta_ci95;
      expect(-1 <= lo && lo <= item.quality_delta && item.quality_delta <= hi && hi <= 1).toBe(true);
      expect(lo).toBeLessThan(hi);
      const [blo, bhi] = item.quality_delta_bootstrap_ci95;
      expect(-1 <= blo && blo <= bhi && bhi <= 1).toBe(true);
      expect(item.wins + item.losses + item.ties).toBe(item.paired_cases);
      expect(item.micro_quality_delta).toBe((item.wins - item.losses) / item.paired_cases);
    }
  });
});

describe('savings are null whenever a needed cost is unknown', () => {
  it.each(scenarios)('$label', ({ document, pricedPolicy }) => {
    for (const item of document.comparisons) {
      const eligible = document.baseline_cost_comparison_eligible && pricedPolicy;
      const savings: [number | null, number | null, number | null][] = [
        [item.subject_cost_saving_percent, item.baseline_subject_cost_usd, item.candidate_subject_cost_usd],
        [item.total_cost_saving_percent, item.baseline_total_cost_usd, item.candidate_total_cost_usd],
        [item.cache_neutral_cost_saving_percent, item.cache_neutral_baseline_cost_usd, item.cache_neutral_candidate_cost_usd],
      ];
      for (const [saving, b, c] of savings) {
        if (!eligible || b === null || c === null || b === 0) expect(saving).toBeNull();
        else expect(saving).toBe((1 - c / b) * 100);
      }
      // Reasons, first that applies.
      const reason = item.total_cost_comparison_reason;
      if (!document.baseline_cost_comparison_eligible) {
        expect(reason).toBe(INCOMPLETE_BASELINE_COST_REASON);
        expect(document.baseline_cost_comparison_reason).toBe(INCOMPLETE_BASELINE_COST_REASON);
      } else if (!pricedPolicy) {
        expect(reason).toBe(UNPRICED_POLICY_REASON);
      } else if (item.candidate_total_cost_usd === null) {
        expect(reason).toBe(INCOMPLETE_CANDIDATE_COST_REASON);
      } else if (item.baseline_total_cost_usd === 0) {
        expect(reason).toBe(ZERO_COST_BASELINE_REASON);
      } else {
        expect(reason).toBeNull();
        expect(item.total_cost_saving_percent).not.toBeNull();
      }
    }
  });

  it('the generator exercises every branch', () => {
    const items = scenarios.flatMap(({ document }) => document.comparisons);
    const reasons = new Set(items.map((i) => i.total_cost_comparison_reason));
    expect(reasons).toEqual(
      new Set([null, INCOMPLETE_BASELINE_COST_REASON, UNPRICED_POLICY_REASON, INCOMPLETE_CANDIDATE_COST_REASON, ZERO_COST_BASELINE_REASON]),
    );
    expect(items.some((i) => i.candidate_subject_cost_usd === null)).toBe(true);
    expect(items.some((i) => i.cache_neutral_candidate_cost_usd === null && i.candidate_subject_cost_usd !== null)).toBe(true);
    expect(items.some((i) => i.subject_cost_saving_percent !== null)).toBe(true);
  });
});
