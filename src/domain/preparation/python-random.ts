// Python's `random.Random` seeded with a string, and `shuffle`, as the preparation of some
// benchmarks uses them to order answer options: a text seed becomes the integer of its UTF-8
// bytes followed by their SHA-512 digest; `shuffle` swaps backwards with `_randbelow`, which
// draws `k = n.bit_length()` bits per try until the value is below `n`.
import { createHash } from 'node:crypto';
import { MersenneTwister } from '../stats/mt19937.ts';

export class PythonRandom {
  readonly #mt: MersenneTwister;

  constructor(seed: string) {
    const bytes = Buffer.from(seed, 'utf8');
    const all = Buffer.concat([bytes, createHash('sha512').update(bytes).digest()]);
    this.#mt = new MersenneTwister(BigInt(`0x${all.toString('hex')}`));
  }

  /** `_randbelow(n)` for 0 < n ≤ 2^32. */
  below(n: number): number {
    const bits = n.toString(2).length;
    for (;;) {
      const value = bits === 32 ? this.#mt.nextUint32() : this.#mt.nextUint32() >>> (32 - bits);
      if (value < n) return value;
    }
  }
}

/** `random.shuffle(items)` on a copy. */
export function pythonShuffle<T>(random: PythonRandom, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
