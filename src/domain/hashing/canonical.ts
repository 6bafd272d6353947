/**
 * Canonical JSON and the hash rules of docs/plans.md "Canonical JSON and hashes": the text Python's
 * `json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)`
 * writes, and the SHA-256 digests built on it.
 *
 * Values are read with the conventions of `json-lexeme.ts`: an integral `number` is a
 * Python int, a non-integral `number` or a `PyFloat` is a Python float, a `bigint` is a big
 * int. Only null, booleans, strings, numbers, bigints, `PyFloat`, arrays and plain objects
 * are accepted; anything else (including `undefined`) is an error rather than silently
 * dropped, because a dropped key would change the hash.
 */
import { createHash } from 'node:crypto';
import { compareCodePoints } from './code-point-order.ts';
import { PyFloat } from './json-lexeme.ts';
import { pythonFloatRepr } from './python-float.ts';

// json.dumps escapes exactly these with ensure_ascii=False: control characters, `"` and `\`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what json.dumps escapes
const ESCAPE_RE = /[\u0000-\u001f"\\]/g;
const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};
const LONE_SURROGATE_RE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function escapeChar(c: string): string {
  return SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`; // lowercase hex, as Python
}

function quote(text: string): string {
  return `"${text.replace(ESCAPE_RE, escapeChar)}"`;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function intText(value: number): string {
  // `String(-0)` is "0"; integral doubles beyond 2^53 are written out in full like Python ints.
  return Number.isSafeInteger(value) ? String(value) : BigInt(value).toString();
}

function write(value: unknown, parts: string[], ancestors: object[]): void {
  if (value === null) {
    parts.push('null');
    return;
  }
  switch (typeof value) {
    case 'boolean':
      parts.push(value ? 'true' : 'false');
      return;
    case 'string':
      parts.push(quote(value));
      return;
    case 'bigint':
      parts.push(value.toString());
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new OutOfRangeFloatError(value);
      parts.push(Number.isInteger(value) ? intText(value) : pythonFloatRepr(value));
      return;
    case 'object':
      break;
    default:
      throw new TypeError(`Object of type ${typeof value} is not JSON serializable`);
  }
  if (value instanceof PyFloat) {
    parts.push(pythonFloatRepr(value.value));
    return;
  }
  if (ancestors.includes(value)) throw new TypeError('Circular reference detected');
  ancestors.push(value);
  if (Array.isArray(value)) {
    parts.push('[');
    value.forEach((item: unknown, i) => {
      if (i > 0) parts.push(',');
      write(item, parts, ancestors);
    });
    parts.push(']');
  } else if (isPlainObject(value)) {
    const record = value as Record<string, unknown>;
    parts.push('{');
    Object.keys(record)
      .sort(compareCodePoints)
      .forEach((key, i) => {
        if (i > 0) parts.push(',');
        parts.push(quote(key), ':');
        write(record[key], parts, ancestors);
      });
    parts.push('}');
  } else {
    throw new TypeError(`Object of type ${value.constructor?.name ?? 'object'} is not JSON serializable`);
  }
  ancestors.pop();
}

/** NaN or ±Infinity met while writing JSON, refused like `json.dumps(allow_nan=False)`. */
export class OutOfRangeFloatError extends RangeError {
  constructor(value: number) {
    super(`Out of range float values are not JSON compliant: ${value}`);
  }
}

/** `canonical(v)` (docs/plans.md "Canonical JSON and hashes"). */
export function canonical(value: unknown): string {
  const parts: string[] = [];
  write(value, parts, []);
  return parts.join('');
}

/** Text that cannot be hashed or stored: it came from the caller, so the API answers BAD_USER_INPUT. */
export class NotUtf8EncodableError extends RangeError {
  override name = 'NotUtf8EncodableError';
}

/** Throws when `text` has a lone surrogate, which has no UTF-8 encoding (Python raises too). */
export function assertUtf8Encodable(text: string): void {
  if (LONE_SURROGATE_RE.test(text)) throw new NotUtf8EncodableError('Text contains a lone surrogate; it has no UTF-8 encoding');
}

/** Lowercase hex SHA-256 of UTF-8 text; lone surrogates cannot be encoded (as in Python). */
export function sha256Hex(text: string): string {
  assertUtf8Encodable(text);
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** `digest(v)` = SHA-256 of `canonical(v)`: case_sha256, dataset ids, evidence hashes (docs/plans.md "Canonical JSON and hashes"). */
export function digest(value: unknown): string {
  return sha256Hex(canonical(value));
}

/**
 * `protocol(v)`: every finite integral float becomes an int, recursively (`1.0 → 1`,
 * `-0.0 → 0`, `1e16 → 10000000000000000`); booleans and everything else are untouched.
 */
export function protocol(value: unknown): unknown {
  if (value instanceof PyFloat) {
    const v = value.value;
    if (!Number.isInteger(v)) return v;
    return Number.isSafeInteger(v) ? v + 0 : BigInt(v); // `+ 0` turns −0 into 0
  }
  if (typeof value === 'number') return Object.is(value, -0) ? 0 : value;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => protocol(item));
  if (!isPlainObject(value)) return value; // left for canonical() to reject
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(out, key, { value: protocol(item), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** `canonical(protocol(v))`. */
export function protocolCanonical(value: unknown): string {
  return canonical(protocol(value));
}

/** `plan_sha256` = digest(protocol(manifest without `plan_sha256`)) (docs/plans.md "Canonical JSON and hashes", "Weights and versions"). */
export function planDigest(manifest: Readonly<Record<string, unknown>>): string {
  const { plan_sha256: _ignored, ...rest } = manifest;
  return sha256Hex(protocolCanonical(rest));
}
