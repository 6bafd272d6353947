/**
 * MT19937 exactly as Python's `random.Random(seed)` uses it for an integer seed
 * (docs/comparison.md "The bootstrap diagnostic"): `init_by_array` over the 32-bit words of |seed| (least significant
 * first; seed 0 is the single word 0), `genrand_int32`, and `random()` built from two
 * outputs as a 53-bit fraction. Every 32-bit product goes through `Math.imul`, so it is
 * exact modulo 2^32.
 */

const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;

/** The 32-bit words of |seed|, least significant first, as CPython's `random_seed` builds its key. */
export function seedKey(seed: number | bigint): number[] {
  if (typeof seed === 'number' && !Number.isSafeInteger(seed)) {
    throw new RangeError(`Seed must be a safe integer or a bigint, got ${seed}`);
  }
  let rest = BigInt(seed);
  if (rest < 0n) rest = -rest;
  const key: number[] = [];
  while (rest > 0n) {
    key.push(Number(rest & 0xffffffffn));
    rest >>= 32n;
  }
  return key.length === 0 ? [0] : key;
}

export class MersenneTwister {
  // Signed storage holds the same 32-bit patterns; int32 reads avoid boxed doubles in V8.
  private readonly mt = new Int32Array(N);
  private index = N + 1;

  /** Python's `random.Random(seed)` for an integer seed. */
  constructor(seed: number | bigint) {
    this.initByArray(seedKey(seed));
  }

  private initGenrand(s: number): void {
    const mt = this.mt;
    mt[0] = s;
    for (let i = 1; i < N; i++) {
      const prev = mt[i - 1]!;
      mt[i] = (Math.imul(1812433253, prev ^ (prev >>> 30)) + i) >>> 0;
    }
    this.index = N;
  }

  private initByArray(key: readonly number[]): void {
    const mt = this.mt;
    this.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k > 0; k--) {
      const prev = mt[i - 1]!;
      // Sum of three terms below 2^34: exact as a double, then reduced modulo 2^32.
      mt[i] = (((mt[i]! ^ Math.imul(prev ^ (prev >>> 30), 1664525)) >>> 0) + key[j]! + j) >>> 0;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1]!;
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k > 0; k--) {
      const prev = mt[i - 1]!;
      mt[i] = (((mt[i]! ^ Math.imul(prev ^ (prev >>> 30), 1566083941)) >>> 0) - i) >>> 0;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1]!;
        i = 1;
      }
    }
    mt[0] = 0x80000000; // MSB is 1, assuring a non-zero initial array
  }

  // Branch-free: `-(y & 1) & MATRIX_A` is MATRIX_A for odd y, else 0 (the same 32-bit pattern
  // the Int32Array stores); a data-dependent branch here mispredicts half the time.
  private twist(): void {
    const mt = this.mt;
    let kk = 0;
    for (; kk < N - M; kk++) {
      const y = (mt[kk]! & UPPER_MASK) | (mt[kk + 1]! & LOWER_MASK);
      mt[kk] = mt[kk + M]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    }
    for (; kk < N - 1; kk++) {
      const y = (mt[kk]! & UPPER_MASK) | (mt[kk + 1]! & LOWER_MASK);
      mt[kk] = mt[kk + (M - N)]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    }
    const y = (mt[N - 1]! & UPPER_MASK) | (mt[0]! & LOWER_MASK);
    mt[N - 1] = mt[M - 1]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    this.index = 0;
  }

  /** The next tempered output as a signed 32-bit pattern (stays a small integer in V8). */
  private nextInt32(): number {
    if (this.index >= N) this.twist();
    let y = this.mt[this.index++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    return y ^ (y >>> 18);
  }

  /** `genrand_int32`: the next tempered 32-bit output, as an unsigned integer. */
  nextUint32(): number {
    return this.nextInt32() >>> 0;
  }

  /** Python's `random()`: a 53-bit fraction in [0, 1) from two outputs (a >> 5, b >> 6). */
  random(): number {
    const a = this.nextInt32() >>> 5;
    const b = this.nextInt32() >>> 6;
    return (a * 67108864 + b) / 9007199254740992;
  }
}
