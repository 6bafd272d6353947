/**
 * Python 3.11 `Random.choices(population, weights=None, *, cum_weights=None, k=1)`,
 * draw for draw. The bootstrap (docs/comparison.md "The bootstrap diagnostic") uses the unweighted form only; the weighted
 * form is here so the generator's whole `choices` contract is pinned by tests.
 */
import type { MersenneTwister } from './mt19937.ts';

export interface ChoicesOptions {
  /** Relative weights, accumulated left to right (the first weight as-is, like `itertools.accumulate`). */
  weights?: readonly number[] | null;
  /** Cumulative weights; mutually exclusive with `weights`. */
  cumWeights?: readonly number[] | null;
  /** Number of picks; `k <= 0` gives none. Default 1. */
  k?: number;
}

/** `bisect.bisect_right(a, x, lo, hi)`. */
export function bisectRight(a: readonly number[], x: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (x < a[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function pick<T>(population: readonly T[], index: number): T {
  if (index >= population.length) throw new RangeError('list index out of range');
  return population[index] as T;
}

export function choices<T>(rng: MersenneTwister, population: readonly T[], options: ChoicesOptions = {}): T[] {
  const { weights = null, k = 1 } = options;
  let cumWeights = options.cumWeights ?? null;
  const out: T[] = [];
  if (cumWeights === null) {
    if (weights === null) {
      // Unweighted: floor(random() * n) with n as a double.
      const n = population.length;
      for (let i = 0; i < k; i++) out.push(pick(population, Math.floor(rng.random() * n)));
      return out;
    }
    const acc: number[] = [];
    let running = 0;
    weights.forEach((w, i) => {
      running = i === 0 ? w : running + w;
      acc.push(running);
    });
    cumWeights = acc;
  } else if (weights !== null) {
    throw new TypeError('Cannot specify both weights and cumulative weights');
  }
  const n = population.length;
  if (cumWeights.length !== n) throw new RangeError('The number of weights does not match the population');
  if (n === 0) throw new RangeError('list index out of range'); // cum_weights[-1] on an empty list
  const total = cumWeights[n - 1]!;
  if (total <= 0) throw new RangeError('Total of weights must be greater than zero');
  if (!Number.isFinite(total)) throw new RangeError('Total of weights must be finite');
  // CPython bisects over [0, n − 1] so a draw can never land past the last item.
  const hi = n - 1;
  for (let i = 0; i < k; i++) out.push(pick(population, bisectRight(cumWeights, rng.random() * total, 0, hi)));
  return out;
}
