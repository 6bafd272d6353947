/**
 * Deterministic randomness for the simulated provider: a counter-mode stream over SHA-256
 * of (seed, label, key parts). The same seed and request always give the same draws; no
 * `Math.random` anywhere, so the same seed gives the same bytes.
 */
import { createHash } from 'node:crypto';

export class HashRandom {
  private readonly prefix: string;
  private counter = 0;
  private pool: number[] = [];

  constructor(seed: number, ...parts: readonly string[]) {
    // Length-prefixed parts: ("ab", "c") and ("a", "bc") must not collide.
    this.prefix = [String(seed), ...parts].map((part) => `${part.length}:${part}`).join('|');
  }

  /** A uniform double in [0, 1). */
  next(): number {
    if (this.pool.length === 0) this.refill();
    return (this.pool.shift() as number) / 2 ** 32;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(values: readonly T[]): T {
    if (values.length === 0) throw new RangeError('pick from an empty list');
    return values[this.int(0, values.length - 1)] as T;
  }

  private refill(): void {
    const digest = createHash('sha256')
      .update(`${this.prefix}#${this.counter++}`)
      .digest();
    for (let i = 0; i < digest.length; i += 4) this.pool.push(digest.readUInt32BE(i));
  }
}

/** Lowercase hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
