// A seeded random stream for the synthetic store: the project's own MT19937 (Python's
// `random.Random`) with a few drawing helpers. Nothing here touches Math.random.
import { MersenneTwister } from '../src/domain/stats/mt19937.ts';

const HEX = '0123456789abcdef';

export class Rng {
  private readonly mt: MersenneTwister;

  constructor(seed: number | bigint) {
    this.mt = new MersenneTwister(seed);
  }

  /** An independent stream for one named part of the store (a run, a cell, a text). */
  static derive(seed: number, ...parts: readonly number[]): Rng {
    // Mix the parts into one 64-bit key; MT19937 seeds from all of its 32-bit words.
    let key = BigInt(seed);
    for (const part of parts) key = (key * 1_000_003n + BigInt(part) + 1n) & 0xffff_ffff_ffff_ffffn;
    return new Rng(key);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.mt.random();
  }

  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.mt.random();
  }

  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.mt.random() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.mt.random() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.mt.random() * items.length)];
    if (item === undefined) throw new RangeError('pick() from an empty list');
    return item;
  }

  /** Picks by relative weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let x = this.mt.random() * total;
    for (const [item, w] of items) {
      x -= w;
      if (x < 0) return item;
    }
    const last = items.at(-1);
    if (!last) throw new RangeError('weighted() from an empty list');
    return last[0];
  }

  /** Log-normal-ish positive value around `median` (spread = multiplicative sigma). */
  skewed(median: number, spread: number): number {
    // Sum of three uniforms: a cheap bell curve in [-1.5, 1.5].
    const z = this.mt.random() + this.mt.random() + this.mt.random() - 1.5;
    return median * Math.exp(z * Math.log(spread));
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += HEX[this.mt.nextUint32() & 15];
    return out;
  }
}
