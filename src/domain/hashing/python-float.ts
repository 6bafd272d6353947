/**
 * Python's `repr(float)` for a JavaScript double (docs/plans.md "Canonical JSON and hashes").
 *
 * Both languages pick the same shortest round-trip digits for a double; only the layout
 * differs. Python writes fixed notation when the decimal exponent `e` (value = d.ddd × 10^e)
 * satisfies −4 ≤ e < 16, always with a fractional part (`1.0`, `-0.0`), and otherwise
 * `<digits>e<sign><at least two exponent digits>` (`1e-07`, `1e+16`).
 */

/** Shortest round-trip digits (no leading/trailing zeros) and the exponent of the first digit. */
export interface ShortestDecimal {
  /** `true` for negative values, including −0. */
  negative: boolean;
  /** Significant digits, `"0"` for zero. */
  digits: string;
  /** Decimal exponent of the first digit: value = d1.d2d3… × 10^exponent. */
  exponent: number;
}

/**
 * Splits a finite double into its shortest round-trip digits and exponent, read off
 * ECMAScript `Number::toString`, which is specified to produce the shortest digits.
 */
export function shortestDecimal(value: number): ShortestDecimal {
  if (!Number.isFinite(value)) throw new RangeError(`Out of range float value: ${value}`);
  const negative = value < 0 || Object.is(value, -0);
  const text = String(Math.abs(value));
  if (text === '0') return { negative, digits: '0', exponent: 0 };
  const eAt = text.indexOf('e');
  if (eAt >= 0) {
    // `d.ddde±x` or `de±x`
    const mantissa = text.slice(0, eAt).replace('.', '');
    return { negative, digits: mantissa, exponent: Number(text.slice(eAt + 1)) };
  }
  const dot = text.indexOf('.');
  const intPart = dot >= 0 ? text.slice(0, dot) : text;
  const fracPart = dot >= 0 ? text.slice(dot + 1) : '';
  if (intPart !== '0') {
    const digits = (intPart + fracPart).replace(/0+$/, '');
    return { negative, digits, exponent: intPart.length - 1 };
  }
  const leadingZeros = fracPart.length - fracPart.replace(/^0+/, '').length;
  return { negative, digits: fracPart.slice(leadingZeros), exponent: -leadingZeros - 1 };
}

/** `repr(x)` of a Python float; NaN and ±Infinity are rejected (json.dumps allow_nan=False). */
export function pythonFloatRepr(value: number): string {
  const { negative, digits, exponent } = shortestDecimal(value);
  const sign = negative ? '-' : '';
  if (digits === '0') return `${sign}0.0`;
  if (exponent >= -4 && exponent < 16) {
    if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
    const intLength = exponent + 1;
    if (digits.length <= intLength) return `${sign}${digits}${'0'.repeat(intLength - digits.length)}.0`;
    return `${sign}${digits.slice(0, intLength)}.${digits.slice(intLength)}`;
  }
  const mantissa = digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`;
  const expSign = exponent < 0 ? '-' : '+';
  return `${sign}${mantissa}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
}
