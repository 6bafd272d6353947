// Test-only: a seeded pseudo-random source for property tests. The generator itself is the
// mulberry32 `seededRandom` the comparison tests already use; this adds the small helpers a
// property test needs (integers, picks, coin flips, shuffles), all reproducible from one seed.
import { seededRandom } from '../domain/compare/synthetic.ts';

export { seededRandom };

export interface Prng {
  /** The seed this source was made from (print it in failure messages). */
  readonly seed: number;
  /** A double in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(values: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(values: readonly T[]): T[];
}

export function prng(seed: number): Prng {
  const random = seededRandom(seed);
  const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  return {
    seed,
    next: random,
    int,
    chance: (p) => random() < p,
    pick: <T>(values: readonly T[]): T => {
      if (values.length === 0) throw new RangeError('pick from an empty list');
      return values[int(0, values.length - 1)] as T;
    },
    shuffle: <T>(values: readonly T[]): T[] => {
      const out = [...values];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}
