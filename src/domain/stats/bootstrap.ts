/**
 * The stratified bootstrap diagnostic of report.md 6.6. It must match the original draw for
 * draw: a fresh `random.Random(20260918)` per call, 2000 replicates, and per replicate, per
 * benchmark in sorted order, `choices(group, k=len(group))` (unweighted form:
 * `group[floor(random() · n)]`, see choices.ts), the integer mean of the picks times the
 * weight, summed left to right from 0. Output: the 50th and 1950th sorted values.
 *
 * The picks depend only on the stratum sizes, never on the differences: every candidate
 * target paired against one baseline shares them. They are drawn once per size list and kept
 * (bounded), so each further interval is one tight typed-array pass (issue 8).
 *
 * A diagnostic only: a `[0, 0]` interval does not prove equivalence.
 */
import { MersenneTwister } from './mt19937.ts';
import { strataInOrder } from './paired-groups.ts';
import type { PairedGroups, StratumWeights } from './paired-groups.ts';

export const BOOTSTRAP_SEED = 20260918;
export const BOOTSTRAP_REPLICATES = 2000;
/** 0-based indices of the reported order statistics in the sorted replicates. */
export const BOOTSTRAP_LOW_INDEX = 49;
export const BOOTSTRAP_HIGH_INDEX = 1949;

/** Kept pick tables: a few size lists, at most this many picks each (2 bytes per pick). */
const KEPT_TABLES = 2;
const MAX_KEPT_PICKS = 16_000_000;

type Picks = Uint16Array | Uint32Array;
const kept = new Map<string, Picks>();

/** Every replicate's picks, stratum after stratum: indices into each stratum, in draw order. */
function drawPicks(sizes: readonly number[]): Picks {
  const perReplicate = sizes.reduce((a, b) => a + b, 0);
  const total = perReplicate * BOOTSTRAP_REPLICATES;
  const picks = Math.max(0, ...sizes) <= 0x10000 ? new Uint16Array(total) : new Uint32Array(total);
  const rng = new MersenneTwister(BOOTSTRAP_SEED);
  let k = 0;
  for (let r = 0; r < BOOTSTRAP_REPLICATES; r++) {
    for (const n of sizes) for (let i = 0; i < n; i++) picks[k++] = Math.floor(rng.random() * n);
  }
  return picks;
}

function picksFor(sizes: readonly number[]): Picks {
  const key = sizes.join(',');
  const found = kept.get(key);
  if (found !== undefined) {
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const picks = drawPicks(sizes);
  if (picks.length <= MAX_KEPT_PICKS) {
    kept.set(key, picks);
    while (kept.size > KEPT_TABLES) kept.delete(kept.keys().next().value as string);
  }
  return picks;
}

export function bootstrapInterval(groups: PairedGroups, weights: StratumWeights): [number, number] {
  const strata = strataInOrder(groups, weights);
  const sizes = strata.map((s) => s.diffs.length);
  const offsets = new Int32Array(strata.length);
  let width = 0;
  strata.forEach((s, g) => {
    offsets[g] = width;
    width += s.diffs.length;
  });
  const values = new Float64Array(width);
  strata.forEach((s, g) => values.set(s.diffs, offsets[g]));
  const stratumWeights = Float64Array.from(strata, (s) => s.weight);
  const counts = Int32Array.from(sizes);
  const picks = picksFor(sizes);
  const samples = new Float64Array(BOOTSTRAP_REPLICATES);
  let k = 0;
  for (let r = 0; r < BOOTSTRAP_REPLICATES; r++) {
    let replicate = 0;
    for (let g = 0; g < counts.length; g++) {
      const n = counts[g]!;
      const base = offsets[g]!;
      // Integer picks: the sum is exact, then one correctly rounded division (report.md 0).
      let sum = 0;
      for (let i = 0; i < n; i++) sum += values[base + picks[k++]!]!;
      replicate += (sum / n) * stratumWeights[g]!;
    }
    samples[r] = replicate;
  }
  samples.sort();
  return [samples[BOOTSTRAP_LOW_INDEX]!, samples[BOOTSTRAP_HIGH_INDEX]!];
}
