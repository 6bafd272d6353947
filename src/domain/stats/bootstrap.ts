/**
 * The stratified bootstrap diagnostic of report.md 6.6. It must match the original draw for
 * draw: a fresh `random.Random(20260918)` per call, 2000 replicates, and per replicate, per
 * benchmark in sorted order, `choices(group, k=len(group))` (unweighted form:
 * `group[floor(random() · n)]`, see choices.ts), the integer mean of the picks times the
 * weight, summed left to right from 0. Output: the 50th and 1950th sorted values.
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

export function bootstrapInterval(groups: PairedGroups, weights: StratumWeights): [number, number] {
  const strata = strataInOrder(groups, weights);
  const values = strata.map((s) => Float64Array.from(s.diffs));
  const stratumWeights = Float64Array.from(strata, (s) => s.weight);
  const rng = new MersenneTwister(BOOTSTRAP_SEED);
  const samples = new Float64Array(BOOTSTRAP_REPLICATES);
  for (let r = 0; r < BOOTSTRAP_REPLICATES; r++) {
    let replicate = 0;
    for (let g = 0; g < values.length; g++) {
      const diffs = values[g]!;
      const n = diffs.length;
      // Integer picks: the sum is exact, then one correctly rounded division (report.md 0).
      let sum = 0;
      for (let i = 0; i < n; i++) sum += diffs[Math.floor(rng.random() * n)]!;
      replicate += (sum / n) * stratumWeights[g]!;
    }
    samples[r] = replicate;
  }
  samples.sort();
  return [samples[BOOTSTRAP_LOW_INDEX]!, samples[BOOTSTRAP_HIGH_INDEX]!];
}
