/**
 * Seeded property tests for the numeric primitives (docs/reports.md "Numeric primitives"): the Wilson interval,
 * the weighted Hoeffding interval and `percentile`.
 *
 * test/domain/compare/properties.test.ts already checks the Hoeffding interval on three core
 * benchmarks with normalised weights and a uniform delta (within [-1, 1], holds the delta,
 * never a point). The Hoeffding block here adds what that one leaves out: any number of strata
 * and any benchmark names, deltas that are the real weighted paired means and the edges ±1/0,
 * other alphas, and the structural facts (only group sizes matter, key order does not, more
 * pairs or a larger alpha never widen it, mirror symmetry).
 */
import { describe, expect, it } from 'vitest';
import { hoeffdingRadius, pairedConservativeInterval } from '../../../src/domain/stats/hoeffding.ts';
import { percentile } from '../../../src/domain/stats/percentile.ts';
import { wilson } from '../../../src/domain/stats/wilson.ts';
import { prng, type Prng } from '../../helpers/prng.ts';

const EPS = Number.EPSILON;

// ---------------------------------------------------------------------------------------
// Wilson (docs/reports.md "Numeric primitives")
// ---------------------------------------------------------------------------------------

/** A random (correct, total) pair with correct ≤ total; edges (0, total, ±1) are frequent. */
function wilsonPair(r: Prng): [number, number] {
  const total = r.pick([() => r.int(1, 12), () => r.int(1, 500), () => r.int(1, 100_000), () => r.int(1, 2 ** 31), () => r.int(1, 2 ** 45)])();
  const correct = r.pick([() => 0, () => total, () => Math.min(total, 1), () => Math.max(0, total - 1), () => r.int(0, total), () => r.int(0, total)])();
  return [correct, total];
}

const WILSON_TRIALS = 20_000;
const wilsonPairs = (() => {
  const r = prng(2026_0918);
  return Array.from({ length: WILSON_TRIALS }, () => wilsonPair(r));
})();

describe('wilson: an empty denominator has no interval', () => {
  it('total 0, null or undefined → null', () => {
    expect(wilson(0, 0)).toBeNull();
    expect(wilson(0, null)).toBeNull();
    expect(wilson(0, undefined)).toBeNull();
  });
});

describe('wilson: bounds stay within [0, 1] and are ordered', () => {
  it(`holds for ${WILSON_TRIALS} random pairs (incl. correct = 0 and correct = total)`, () => {
    expect(wilsonPairs.some(([c]) => c === 0)).toBe(true);
    expect(wilsonPairs.some(([c, t]) => c === t)).toBe(true);
    for (const [correct, total] of wilsonPairs) {
      const interval = wilson(correct, total);
      expect(interval, `wilson(${correct}, ${total})`).not.toBeNull();
      const [lo, hi] = interval!;
      const ok = Number.isFinite(lo) && Number.isFinite(hi) && 0 <= lo && lo < hi && hi <= 1;
      expect(ok, `wilson(${correct}, ${total}) = [${lo}, ${hi}]`).toBe(true);
    }
  });

  it('every pair with total ≤ 400 (exhaustive)', () => {
    for (let total = 1; total <= 400; total++) {
      for (let correct = 0; correct <= total; correct++) {
        const [lo, hi] = wilson(correct, total)!;
        if (!(0 <= lo && lo < hi && hi <= 1)) expect.fail(`wilson(${correct}, ${total}) = [${lo}, ${hi}]`);
      }
    }
  });
});

describe('wilson: the interval contains correct / total', () => {
  it('exactly whenever 0 < correct < total', () => {
    let checked = 0;
    for (const [correct, total] of wilsonPairs) {
      if (correct === 0 || correct === total) continue;
      const [lo, hi] = wilson(correct, total)!;
      const p = correct / total;
      if (!(lo <= p && p <= hi)) expect.fail(`wilson(${correct}, ${total}) = [${lo}, ${hi}] misses ${p}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(WILSON_TRIALS / 3);
  });

  it('at the edges (0 or total correct) within one unit in the last place of 1', () => {
    // The prescribed operation order (center − half, center + half) lands one rounding step
    // away from 0 or 1 for some totals; that is what the original computes too (worked-example values
    // below), so the property is stated to within 2^-52.
    for (let total = 1; total <= 20_000; total++) {
      const [lo0] = wilson(0, total)!;
      const [, hiAll] = wilson(total, total)!;
      if (!(lo0 <= EPS && hiAll >= 1 - EPS)) expect.fail(`total ${total}: wilson(0) lo ${lo0}, wilson(total) hi ${hiAll}`);
    }
    for (const [correct, total] of wilsonPairs) {
      const [lo, hi] = wilson(correct, total)!;
      const p = correct / total;
      if (!(lo <= p + EPS && p - EPS <= hi)) expect.fail(`wilson(${correct}, ${total}) = [${lo}, ${hi}] misses ${p}`);
    }
  });

  it('the edge artefact is the original formula’s own double (operation order)', () => {
    // Values of the Wilson formula (docs/reports.md "Numeric primitives") evaluated in CPython 3.11 (the original's runtime).
    expect(wilson(0, 3)).toEqual([5.551115123125783e-17, 0.5614970317550454]);
    expect(wilson(0, 6)).toEqual([2.7755575615628914e-17, 0.3903342879021653]);
    expect(wilson(10, 10)).toEqual([0.7224672001371107, 0.9999999999999999]);
    // ... while other totals clip to the integers 0 and 1 (fixture vectors).
    expect(wilson(0, 5)).toEqual([0, 0.43448246478317476]);
    expect(wilson(5, 5)).toEqual([0.5655175352168251, 1]);
  });
});

describe('wilson: monotone in correct, mirror-symmetric in correct ↔ total − correct', () => {
  it('both bounds never decrease as correct grows (every total ≤ 600)', () => {
    for (let total = 1; total <= 600; total++) {
      let [plo, phi] = wilson(0, total)!;
      for (let correct = 1; correct <= total; correct++) {
        const [lo, hi] = wilson(correct, total)!;
        if (lo < plo || hi < phi) expect.fail(`wilson(${correct}, ${total}) = [${lo}, ${hi}] below [${plo}, ${phi}]`);
        [plo, phi] = [lo, hi];
      }
    }
  });

  it('wilson(c, t) mirrors 1 − wilson(t − c, t) to within a few ulps', () => {
    for (const [correct, total] of wilsonPairs) {
      const [lo, hi] = wilson(correct, total)!;
      const [mlo, mhi] = wilson(total - correct, total)!;
      expect(Math.abs(lo - (1 - mhi)), `lo of (${correct}, ${total})`).toBeLessThanOrEqual(4 * EPS);
      expect(Math.abs(hi - (1 - mlo)), `hi of (${correct}, ${total})`).toBeLessThanOrEqual(4 * EPS);
    }
  });
});

// ---------------------------------------------------------------------------------------
// Weighted Hoeffding (docs/reports.md "Numeric primitives"): what compare/properties.test.ts does not cover
// ---------------------------------------------------------------------------------------

const NAMES = [
  'arc-agi-2',
  'gpqa-diamond',
  'hle',
  'livecodebench',
  'mmlu-pro',
  'scicode',
  'simpleqa-verified',
  'tau3',
  'terminal-bench-2.1',
  'Z-upper',
  'ext-bench',
  'é-accent',
  '10-digits',
  'a',
];

interface Strata {
  groups: Record<string, number[]>;
  weights: Record<string, number>;
  /** The weighted paired mean Σ w_b · mean(diffs_b), as the comparison computes its delta. */
  pairedDelta: number;
}

function randomStrata(r: Prng): Strata {
  const names = r.shuffle(NAMES).slice(0, r.int(1, 9));
  const groups: Record<string, number[]> = {};
  const raw: Record<string, number> = {};
  for (const name of names) {
    const size = r.pick([1, 1, 2, 3, r.int(1, 30), r.int(1, 2000)]);
    // Skewed outcome mixes: all ties, all wins, all losses, or mixed.
    const mix = r.pick(['ties', 'wins', 'losses', 'mixed', 'mixed']);
    groups[name] = Array.from({ length: size }, () => (mix === 'ties' ? 0 : mix === 'wins' ? 1 : mix === 'losses' ? -1 : r.int(-1, 1)));
    raw[name] = r.pick([0.1, 0.15, 1, r.next() + 1e-9]);
  }
  let sum = 0;
  for (const name of Object.keys(raw).sort()) sum += raw[name]!;
  const weights = Object.fromEntries(Object.entries(raw).map(([b, w]) => [b, w / sum]));
  let pairedDelta = 0;
  for (const name of Object.keys(groups).sort()) {
    const diffs = groups[name]!;
    pairedDelta += weights[name]! * (diffs.reduce((a, d) => a + d, 0) / diffs.length);
  }
  // Rounding can push an all-wins/all-losses mean one ulp past ±1; a delta is in [-1, 1].
  return { groups, weights, pairedDelta: Math.max(-1, Math.min(1, pairedDelta)) };
}

const ALPHAS = [0.05, 0.05, 0.01, 0.1, 0.2, 0.5, 0.9, 1e-6];
const HOEFFDING_TRIALS = 3000;
const strataTrials = (() => {
  const r = prng(31337);
  return Array.from({ length: HOEFFDING_TRIALS }, () => {
    const strata = randomStrata(r);
    const delta = r.pick([strata.pairedDelta, strata.pairedDelta, -1, 0, 1, r.next() * 2 - 1]);
    return { ...strata, delta, alpha: r.pick(ALPHAS), seedShuffle: r.int(0, 2 ** 31) };
  });
})();

describe('Hoeffding: within [-1, 1], holds the delta, never a point, for any strata and alpha', () => {
  it(`${HOEFFDING_TRIALS} random strata (1–9 benchmarks, 1–2000 pairs, deltas incl. ±1 and 0)`, () => {
    expect(strataTrials.some((t) => t.delta === 1)).toBe(true);
    expect(strataTrials.some((t) => t.delta === -1)).toBe(true);
    expect(strataTrials.some((t) => Object.keys(t.groups).length === 9)).toBe(true);
    for (const { groups, weights, delta, alpha } of strataTrials) {
      const [lo, hi] = pairedConservativeInterval(delta, groups, weights, alpha);
      const ok = -1 <= lo && lo <= delta && delta <= hi && hi <= 1 && lo < hi;
      if (!ok) expect.fail(`delta ${delta}, alpha ${alpha}, sizes ${JSON.stringify(Object.values(groups).map((g) => g.length))} → [${lo}, ${hi}]`);
    }
  });
});

describe('Hoeffding: only group sizes and weights matter, not the outcomes nor key order', () => {
  it('replacing every paired difference keeps the interval bit for bit', () => {
    const r = prng(99);
    for (const { groups, weights, delta, alpha } of strataTrials.slice(0, 1000)) {
      const other = Object.fromEntries(Object.entries(groups).map(([b, d]) => [b, d.map(() => r.int(-1, 1))]));
      expect(pairedConservativeInterval(delta, other, weights, alpha)).toEqual(pairedConservativeInterval(delta, groups, weights, alpha));
    }
  });

  it('the insertion order of benchmarks (groups and weights) never changes a bit', () => {
    for (const { groups, weights, delta, alpha, seedShuffle } of strataTrials.slice(0, 1000)) {
      const r = prng(seedShuffle);
      const g2 = Object.fromEntries(r.shuffle(Object.entries(groups)));
      const w2 = Object.fromEntries(r.shuffle(Object.entries(weights)));
      expect(pairedConservativeInterval(delta, g2, w2, alpha)).toEqual(pairedConservativeInterval(delta, groups, weights, alpha));
    }
  });
});

describe('Hoeffding: more pairs or a larger alpha never widen it; negating the delta mirrors it', () => {
  it('adding pairs to one stratum never increases the radius', () => {
    const r = prng(4242);
    for (const { groups, weights, alpha } of strataTrials.slice(0, 1500)) {
      const name = r.pick(Object.keys(groups));
      const grown = { ...groups, [name]: [...groups[name]!, ...Array.from({ length: r.int(1, 50) }, () => r.int(-1, 1))] };
      expect(hoeffdingRadius(grown, weights, alpha)).toBeLessThanOrEqual(hoeffdingRadius(groups, weights, alpha));
    }
  });

  it('the radius is non-increasing in alpha', () => {
    const sorted = [...new Set(ALPHAS)].sort((a, b) => a - b);
    for (const { groups, weights } of strataTrials.slice(0, 1500)) {
      const radii = sorted.map((alpha) => hoeffdingRadius(groups, weights, alpha));
      for (let i = 1; i < radii.length; i++) expect(radii[i]!).toBeLessThanOrEqual(radii[i - 1]!);
      expect(radii.every((radius) => radius > 0)).toBe(true);
    }
  });

  it('interval(−delta) = −reverse(interval(delta)) exactly', () => {
    for (const { groups, weights, delta, alpha } of strataTrials) {
      const [lo, hi] = pairedConservativeInterval(delta, groups, weights, alpha);
      const [mlo, mhi] = pairedConservativeInterval(-delta, groups, weights, alpha);
      expect(mlo).toBe(-hi);
      expect(mhi).toBe(-lo);
    }
  });
});

// ---------------------------------------------------------------------------------------
// percentile (docs/reports.md "Numeric primitives")
// ---------------------------------------------------------------------------------------

function randomValues(r: Prng): number[] {
  const n = r.pick([1, 2, 3, r.int(1, 10), r.int(1, 300)]);
  const scale = r.pick([1, 1e-3, 60, 1e6, 1e-9]);
  const kind = r.pick(['uniform', 'ints', 'constant', 'signed', 'heavy']);
  const c = r.next() * scale;
  return Array.from({ length: n }, () => {
    switch (kind) {
      case 'ints':
        return r.int(0, 5);
      case 'constant':
        return c;
      case 'signed':
        return (r.next() * 2 - 1) * scale;
      case 'heavy':
        return (1 / (r.next() + 1e-6)) * scale;
      default:
        return r.next() * scale;
    }
  });
}

const PERCENTILE_TRIALS = 4000;
const percentileTrials = (() => {
  const r = prng(7_000_001);
  return Array.from({ length: PERCENTILE_TRIALS }, () => {
    const values = randomValues(r);
    const qs = [0, 0.5, 0.95, 1, ...Array.from({ length: 12 }, () => r.next())].sort((a, b) => a - b);
    return { values, qs, shuffleSeed: r.int(0, 2 ** 31) };
  });
})();

describe('percentile: between min and max, at its closest ranks', () => {
  it(`${PERCENTILE_TRIALS} random lists × 16 quantiles`, () => {
    for (const { values, qs } of percentileTrials) {
      const sorted = [...values].sort((a, b) => a - b);
      const min = sorted[0]!;
      const max = sorted[sorted.length - 1]!;
      for (const q of qs) {
        const p = percentile(values, q);
        if (p === null || !(min <= p && p <= max)) expect.fail(`percentile(${JSON.stringify(values)}, ${q}) = ${p}`);
        // Linear interpolation between the closest ranks: within [v[floor(at)], v[ceil(at)]].
        const at = (sorted.length - 1) * q;
        const below = sorted[Math.floor(at)]!;
        const above = sorted[Math.ceil(at)]!;
        if (!(below <= p && p <= above)) expect.fail(`percentile(…, ${q}) = ${p} outside [${below}, ${above}]`);
      }
    }
  });

  it('q = 0 is the minimum and q = 1 the maximum, exactly; one value is every percentile', () => {
    for (const { values, qs } of percentileTrials) {
      expect(percentile(values, 0)).toBe(Math.min(...values));
      expect(percentile(values, 1)).toBe(Math.max(...values));
      for (const q of qs) expect(percentile([values[0]!], q)).toBe(values[0]);
    }
  });

  it('an empty list has no percentile', () => {
    for (const q of [0, 0.5, 0.95, 1]) expect(percentile([], q)).toBeNull();
  });
});

describe('percentile: monotone in q', () => {
  it('non-decreasing along 16 sorted quantiles of every list', () => {
    for (const { values, qs } of percentileTrials) {
      let previous = -Infinity;
      for (const q of qs) {
        const p = percentile(values, q)!;
        if (p < previous) expect.fail(`percentile(${JSON.stringify(values)}): q ${q} gives ${p} < ${previous}`);
        previous = p;
      }
      expect(percentile(values, 0.5)!).toBeLessThanOrEqual(percentile(values, 0.95)!);
    }
  });
});

describe('percentile: depends on the multiset only and leaves its input alone', () => {
  it('any order of the same values gives the same bits; the input is not mutated', () => {
    for (const { values, qs, shuffleSeed } of percentileTrials.slice(0, 1500)) {
      const copy = [...values];
      const shuffled = prng(shuffleSeed).shuffle(values);
      for (const q of qs) expect(percentile(shuffled, q)).toBe(percentile(values, q));
      expect(values).toEqual(copy);
    }
  });
});
