/**
 * JSON values that keep Python's int/float distinction (docs/plans.md "Canonical JSON and hashes").
 *
 * `case_sha256` hashes the cases with plain canonical JSON, where `1` and `1.0` are
 * different texts, so stored JSON must be parsed without merging them before it is hashed
 * again. Representation:
 *
 * - `number` that is an integer  → a Python int (JSON lexeme without `.`/exponent);
 * - `number` that is not integral → a Python float;
 * - `PyFloat`                     → a Python float whose value is integral (`1.0`, `-0.0`, `1e16`);
 * - `bigint`                      → a Python int beyond 2^53 in magnitude, kept exact.
 *
 * A plain JavaScript `-0` is therefore the int `0`; write `new PyFloat(-0)` for `-0.0`.
 */

/** A Python float whose value is integral; the wrapper is what tells `1.0` apart from `1`. */
export class PyFloat {
  readonly value: number;
  constructor(value: number) {
    this.value = value;
  }
  valueOf(): number {
    return this.value;
  }
  toJSON(): number {
    return this.value;
  }
}

export type PyJsonValue = null | boolean | number | bigint | string | PyFloat | PyJsonArray | PyJsonObject;
export type PyJsonArray = PyJsonValue[];
export interface PyJsonObject {
  [key: string]: PyJsonValue;
}

/** The JSON value of a Python float: integral values are wrapped so they stay floats. */
export function pyFloat(value: number): number | PyFloat {
  return Number.isInteger(value) ? new PyFloat(value) : value; // includes -0
}

/** A JSON number (int, float or big int) as a double; big ints round to nearest. */
export function numericValue(value: number | bigint | PyFloat): number {
  if (value instanceof PyFloat) return value.value;
  return typeof value === 'bigint' ? Number(value) : value;
}

export class JsonSyntaxError extends SyntaxError {
  /** What was wrong, without the position (`Expecting value`). */
  readonly reason: string;
  /** UTF-16 index into the parsed text. */
  readonly position: number;
  constructor(reason: string, position: number) {
    super(`${reason} at position ${position}`);
    this.name = 'JsonSyntaxError';
    this.reason = reason;
    this.position = position;
  }
}

export interface ParseJsonOptions {
  /**
   * Accept `NaN`, `Infinity` and `-Infinity` as Python's `json.loads` does (upstream files are
   * read that way); they parse to non-finite numbers, which canonical() refuses later.
   */
  readonly pythonConstants?: boolean;
}

const NUMBER_RE = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/**
 * Parses strict JSON (RFC 8259; no NaN/Infinity literals unless `pythonConstants`, no raw
 * control characters in strings) into lexeme-preserving values. Duplicate keys keep the last value, like
 * Python's `json.loads`; lone surrogate escapes are kept as-is.
 */
export function parseJson(text: string, options: ParseJsonOptions = {}): PyJsonValue {
  const parser = new Parser(text, options.pythonConstants ?? false);
  parser.skipWhitespace();
  const value = parser.value();
  parser.skipWhitespace();
  if (parser.pos !== text.length) throw new JsonSyntaxError('Extra data', parser.pos);
  return value;
}

class Parser {
  pos = 0;
  private readonly text: string;
  private readonly pythonConstants: boolean;
  constructor(text: string, pythonConstants: boolean) {
    this.text = text;
    this.pythonConstants = pythonConstants;
  }

  skipWhitespace(): void {
    const { text } = this;
    let pos = this.pos;
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
      else break;
    }
    this.pos = pos;
  }

  value(): PyJsonValue {
    const c = this.text[this.pos];
    switch (c) {
      case '{':
        return this.object();
      case '[':
        return this.array();
      case '"':
        return this.string();
      case 't':
        return this.literal('true', true);
      case 'f':
        return this.literal('false', false);
      case 'n':
        return this.literal('null', null);
      case 'N':
        if (this.pythonConstants) return this.literal('NaN', NaN);
        throw new JsonSyntaxError('Expecting value', this.pos);
      case 'I':
        if (this.pythonConstants) return this.literal('Infinity', Infinity);
        throw new JsonSyntaxError('Expecting value', this.pos);
      default:
        if (this.pythonConstants && this.text.startsWith('-Infinity', this.pos)) return this.literal('-Infinity', -Infinity);
        if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
        throw new JsonSyntaxError('Expecting value', this.pos);
    }
  }

  private literal<T extends PyJsonValue>(word: string, result: T): T {
    if (!this.text.startsWith(word, this.pos)) throw new JsonSyntaxError('Expecting value', this.pos);
    this.pos += word.length;
    return result;
  }

  private number(): number | bigint | PyFloat {
    NUMBER_RE.lastIndex = this.pos;
    const m = NUMBER_RE.exec(this.text);
    if (m === null) throw new JsonSyntaxError('Expecting value', this.pos);
    const lexeme = m[0];
    this.pos += lexeme.length;
    if (m[1] === undefined && m[2] === undefined) {
      // An int: exact, as a bigint once it leaves the safe range. `-0` is the int 0.
      if (lexeme.length <= 15) return Number(lexeme) || 0;
      const big = BigInt(lexeme);
      return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
    }
    // A float: ECMAScript string-to-number is correctly rounded, like Python's float().
    // Overflow gives ±Infinity, as Python does; canonical() rejects it later.
    const value = Number(lexeme);
    return Number.isFinite(value) ? pyFloat(value) : value;
  }

  private string(): string {
    const { text } = this;
    const start = this.pos;
    let pos = start + 1;
    let out = '';
    let chunkStart = pos;
    for (;;) {
      const c = text.charCodeAt(pos);
      if (Number.isNaN(c)) throw new JsonSyntaxError('Unterminated string starting', start);
      if (c === 0x22) {
        out += text.slice(chunkStart, pos);
        this.pos = pos + 1;
        return out;
      }
      if (c < 0x20) throw new JsonSyntaxError('Invalid control character', pos);
      if (c !== 0x5c) {
        pos++;
        continue;
      }
      out += text.slice(chunkStart, pos);
      const e = text[pos + 1];
      if (e === 'u') {
        const hex = text.slice(pos + 2, pos + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new JsonSyntaxError('Invalid \\uXXXX escape', pos);
        out += String.fromCharCode(parseInt(hex, 16));
        pos += 6;
      } else {
        const decoded = e === undefined ? undefined : ESCAPES[e];
        if (decoded === undefined) throw new JsonSyntaxError('Invalid \\escape', pos);
        out += decoded;
        pos += 2;
      }
      chunkStart = pos;
    }
  }

  private array(): PyJsonArray {
    this.pos++;
    const out: PyJsonArray = [];
    this.skipWhitespace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipWhitespace();
      out.push(this.value());
      this.skipWhitespace();
      const c = this.text[this.pos++];
      if (c === ']') return out;
      if (c !== ',') throw new JsonSyntaxError("Expecting ',' delimiter", this.pos - 1);
    }
  }

  private object(): PyJsonObject {
    this.pos++;
    const out: PyJsonObject = {};
    this.skipWhitespace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.pos] !== '"') {
        throw new JsonSyntaxError('Expecting property name enclosed in double quotes', this.pos);
      }
      const key = this.string();
      this.skipWhitespace();
      if (this.text[this.pos++] !== ':') throw new JsonSyntaxError("Expecting ':' delimiter", this.pos - 1);
      this.skipWhitespace();
      setKey(out, key, this.value());
      this.skipWhitespace();
      const c = this.text[this.pos++];
      if (c === '}') return out;
      if (c !== ',') throw new JsonSyntaxError("Expecting ',' delimiter", this.pos - 1);
    }
  }
}

/** Plain assignment of `__proto__` would replace the prototype instead of adding a key. */
function setKey(target: PyJsonObject, key: string, value: PyJsonValue): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}
