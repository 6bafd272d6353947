/**
 * Python's default `json.dumps` text (separators `", "` and `": "`, keys in insertion order)
 * and `repr` of string lists, where the original's byte counts and messages depend on them:
 * the reservation's `bytes(B)` (service.md 3.5, `ensure_ascii=False`), the request-parameter
 * size cap (2.4, `json.dumps` defaults, so `ensure_ascii=True`) and `unknown limits: [...]`.
 */
import { canonical } from '../hashing/canonical.ts';
import { PyFloat } from '../hashing/json-lexeme.ts';
import { pythonFloatRepr } from '../hashing/python-float.ts';
import { isObject } from './json.ts';

const SHORT: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};
const ESCAPE_ASCII_RE = /[\\"]|[^\x20-\x7e]/g; // Python's ESCAPE_ASCII: everything outside ' '..'~'
const LONE_SURROGATE_RE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unicodeEscape(c: string): string {
  return SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

function quote(text: string, ensureAscii: boolean): string {
  // ensure_ascii=False escapes exactly what canonical() escapes (controls, `"`, `\`).
  return ensureAscii ? `"${text.replace(ESCAPE_ASCII_RE, unicodeEscape)}"` : canonical(text);
}

function numberText(value: number): string {
  if (Number.isNaN(value)) return 'NaN'; // json.dumps default allow_nan=True
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  return canonical(value);
}

function write(value: unknown, ensureAscii: boolean, parts: string[]): void {
  if (value === null || value === undefined) {
    parts.push('null');
  } else if (typeof value === 'boolean') {
    parts.push(value ? 'true' : 'false');
  } else if (typeof value === 'string') {
    parts.push(quote(value, ensureAscii));
  } else if (typeof value === 'number') {
    parts.push(numberText(value));
  } else if (typeof value === 'bigint') {
    parts.push(value.toString());
  } else if (value instanceof PyFloat) {
    parts.push(Number.isFinite(value.value) ? pythonFloatRepr(value.value) : numberText(value.value));
  } else if (Array.isArray(value)) {
    parts.push('[');
    value.forEach((item: unknown, i) => {
      if (i > 0) parts.push(', ');
      write(item, ensureAscii, parts);
    });
    parts.push(']');
  } else if (isObject(value)) {
    parts.push('{');
    Object.entries(value).forEach(([key, item], i) => {
      if (i > 0) parts.push(', ');
      parts.push(quote(key, ensureAscii), ': ');
      write(item, ensureAscii, parts);
    });
    parts.push('}');
  } else {
    throw new TypeError(`Object of type ${typeof value} is not JSON serializable`);
  }
}

/**
 * `json.dumps(value, ensure_ascii=...)` with the default separators. Object keys follow
 * JavaScript property order, which equals insertion order except for integer-like keys;
 * byte counts never depend on key order.
 */
export function pythonJsonDumps(value: unknown, options: { ensureAscii?: boolean } = {}): string {
  const parts: string[] = [];
  write(value, options.ensureAscii ?? false, parts);
  return parts.join('');
}

/**
 * `len(json.dumps(value, ensure_ascii=False).encode())`: bytes(B) of the reservation formula
 * (service.md 3.5). A lone surrogate has no UTF-8 encoding (Python raises), so it throws.
 */
export function pythonJsonBytes(value: unknown): number {
  const text = pythonJsonDumps(value);
  if (LONE_SURROGATE_RE.test(text)) throw new RangeError('Text contains a lone surrogate; it has no UTF-8 encoding');
  return Buffer.byteLength(text, 'utf8');
}

/** `len(json.dumps(value).encode())` with Python's defaults (`ensure_ascii=True`): ASCII only. */
export function pythonAsciiJsonBytes(value: unknown): number {
  return pythonJsonDumps(value, { ensureAscii: true }).length;
}

// str.isprintable() is false for these categories (the ASCII space excepted).
const NON_PRINTABLE_RE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]$/u;

/** Python `repr(str)`. */
export function pyStrRepr(text: string): string {
  const q = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = q;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === q || ch === '\\') out += `\\${ch}`;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch !== ' ' && NON_PRINTABLE_RE.test(ch)) {
      if (cp < 0x100) out += `\\x${cp.toString(16).padStart(2, '0')}`;
      else if (cp < 0x10000) out += `\\u${cp.toString(16).padStart(4, '0')}`;
      else out += `\\U${cp.toString(16).padStart(8, '0')}`;
    } else out += ch;
  }
  return out + q;
}

/** Python `repr(list_of_str)`, e.g. `['a', 'b']`. */
export function pyStrListRepr(items: readonly string[]): string {
  return `[${items.map(pyStrRepr).join(', ')}]`;
}
