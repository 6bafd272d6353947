/**
 * Exact rationals on BigInt for weighted quality and baseline ties (docs/comparison.md "Baseline selection", "Comparison items").
 * Float macro accuracy can split an exact tie (0.2 vs 0.19999999999999998); these cannot.
 * Values are always normalised: denominator > 0 and gcd(numerator, denominator) = 1.
 */

export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

export const ZERO: Rational = Object.freeze({ num: 0n, den: 1n });
export const ONE: Rational = Object.freeze({ num: 1n, den: 1n });

function abs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function toBigInt(x: bigint | number, what: string): bigint {
  if (typeof x === 'bigint') return x;
  if (!Number.isSafeInteger(x)) throw new RangeError(`${what} must be an integer, got ${x}`);
  return BigInt(x);
}

/** `num/den` in lowest terms; a zero denominator is an error (Python's ZeroDivisionError). */
export function rational(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = toBigInt(num, 'numerator');
  let d = toBigInt(den, 'denominator');
  if (d === 0n) throw new RangeError(`Fraction(${n}, 0)`);
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g === 1n ? { num: n, den: d } : { num: n / g, den: d / g };
}

/**
 * The exact value of a double's shortest decimal representation (`0.1 → 1/10`,
 * `0.15 → 3/20`, `1e-7 → 1/10000000`): what Python's `Fraction(str(x))` gives.
 */
export function fromShortestDecimal(x: number): Rational {
  if (!Number.isFinite(x)) throw new RangeError(`Cannot convert ${x} to a rational`);
  // ECMAScript prints the same shortest digits as Python's repr; only the layout differs.
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(x));
  if (m === null) throw new RangeError(`Unexpected number text ${String(x)}`);
  const [, sign, intDigits, fracDigits = '', exp = '0'] = m;
  const exponent = Number(exp) - fracDigits.length;
  let num = BigInt(`${sign}${intDigits}${fracDigits}`);
  let den = 1n;
  if (exponent >= 0) num *= 10n ** BigInt(exponent);
  else den = 10n ** BigInt(-exponent);
  return rational(num, den);
}

export function add(a: Rational, b: Rational): Rational {
  return a.den === b.den ? rational(a.num + b.num, a.den) : rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Rational, b: Rational): Rational {
  return add(a, { num: -b.num, den: b.den });
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

export function div(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new RangeError('Fraction division by zero');
  return rational(a.num * b.den, a.den * b.num);
}

/** Negative, zero or positive as `a <`, `==`, `> b`. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

export function equals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

const TWO_POW_53 = 2n ** 53n;

/**
 * The nearest double (ties to even), one correctly rounded conversion like Python's
 * `float(Fraction)` (int true division). Overflow is an error, as in Python.
 */
export function toNumber(r: Rational): number {
  const { num, den } = r;
  if (num === 0n) return 0;
  const negative = num < 0n;
  const a = negative ? -num : num;
  // Both operands exact as doubles: IEEE division is itself correctly rounded.
  if (a <= TWO_POW_53 && den <= TWO_POW_53) return (negative ? -1 : 1) * (Number(a) / Number(den));
  // Scale so the integer quotient has at least 55 bits, then round by hand.
  const shift = 55 - (bitLength(a) - bitLength(den));
  const q0 = shift >= 0 ? (a << BigInt(shift)) / den : a / (den << BigInt(-shift));
  const sticky = shift >= 0 ? (a << BigInt(shift)) % den !== 0n : a % (den << BigInt(-shift)) !== 0n;
  // value = q0 · 2^−shift (plus a sticky remainder). Keep 53 bits, or fewer when subnormal.
  let drop = bitLength(q0) - 53;
  const minDrop = -1074 + shift; // the result's unit in the last place is at least 2^−1074
  if (drop < minDrop) drop = minDrop;
  let m: bigint;
  if (drop <= 0) {
    m = q0 << BigInt(-drop); // exact; sticky is false here (the quotient fits)
  } else {
    m = q0 >> BigInt(drop);
    const rest = q0 & ((1n << BigInt(drop)) - 1n);
    const half = 1n << BigInt(drop - 1);
    if (rest > half || (rest === half && (sticky || (m & 1n) === 1n))) m += 1n;
  }
  const exponent = drop - shift; // value ≈ m · 2^exponent
  const value = Number(m) * 2 ** Math.max(exponent, -1022) * 2 ** Math.min(exponent + 1022, 0);
  if (!Number.isFinite(value)) throw new RangeError('integer division result too large for a float');
  return negative ? -value : value;
}
