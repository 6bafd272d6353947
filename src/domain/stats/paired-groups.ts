/**
 * The strata shared by the Hoeffding interval and the bootstrap (docs/reports.md "Numeric primitives"; docs/comparison.md "The bootstrap diagnostic"):
 * benchmark → paired differences (−1, 0 or 1), and benchmark → normalised weight.
 * Both always walk benchmarks in sorted (code point) order (docs/reports.md "Conventions").
 */
import { compareCodePoints } from '../hashing/code-point-order.ts';

export type PairedGroups = Readonly<Record<string, readonly number[]>>;
export type StratumWeights = Readonly<Record<string, number>>;

export interface Stratum {
  benchmark: string;
  diffs: readonly number[];
  weight: number;
}

/** The strata in sorted benchmark order; every group needs a weight and at least one pair. */
export function strataInOrder(groups: PairedGroups, weights: StratumWeights): Stratum[] {
  return Object.keys(groups)
    .sort(compareCodePoints)
    .map((benchmark) => {
      const diffs = groups[benchmark]!;
      const weight = weights[benchmark];
      if (weight === undefined) throw new RangeError(`No weight for benchmark ${benchmark}`);
      if (diffs.length === 0) throw new RangeError(`No paired differences for benchmark ${benchmark}`);
      return { benchmark, diffs, weight };
    });
}
