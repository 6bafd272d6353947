/**
 * Python's default `json.dumps` text (separators `", "` and `": "`, keys in insertion order,
 * no indentation), where the original's byte counts and messages depend on it: the
 * reservation's `bytes(B)` (docs/runs.md "Cost policy and reservations", `ensure_ascii=False`), the request-parameter size
 * cap (docs/plans.md "Sampling and request parameters", plain `json.dumps`, so `ensure_ascii=True`), the judge's user message (docs/grading.md "Judge-graded answers",
 * `ensure_ascii=False`) and the 2 MiB display limit of a public case (docs/datasets.md "Public and hidden fields", `ensure_ascii=True`).
 *
 * Scalars are written by `canonical()` (same escapes and Python float text); only the
 * container layout differs. Object keys follow JavaScript property order, which is insertion
 * order except that integer-like keys come first: build objects with non-numeric keys when
 * order matters (byte counts never depend on key order).
 */
import { isJsonObject } from '../accounting/json-values.ts';
import { assertUtf8Encodable, canonical } from './canonical.ts';
import { PyFloat } from './json-lexeme.ts';

export interface PythonDumpsOptions {
  /** Python's `ensure_ascii`; default false. */
  readonly ensureAscii?: boolean;
  /** Python's `indent`: each member on its own line, indented by this many spaces per level (separators then `","` and `": "`). */
  readonly indent?: number;
  /** Python's `separators=(",", ":")`: no space after a comma or a colon. */
  readonly compact?: boolean;
}

/** `allow_nan=True`: NaN and ±Infinity as Python writes them, `undefined` as null. */
function lenientScalar(value: unknown): string {
  if (value === undefined) return 'null';
  const n = value instanceof PyFloat ? value.value : value;
  if (typeof n === 'number' && !Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? 'Infinity' : '-Infinity';
  return canonical(value);
}

function write(value: unknown, allowNan: boolean, parts: string[], indent: number | undefined, level: number, compact: boolean): void {
  const open = (bracket: string) => {
    parts.push(bracket);
    if (indent !== undefined) parts.push('\n', ' '.repeat(indent * (level + 1)));
  };
  const between = () => parts.push(...(indent === undefined ? [compact ? ',' : ', '] : [',\n', ' '.repeat(indent * (level + 1))]));
  const close = (bracket: string) => {
    if (indent !== undefined) parts.push('\n', ' '.repeat(indent * level));
    parts.push(bracket);
  };
  if (Array.isArray(value)) {
    if (value.length === 0) return void parts.push('[]');
    open('[');
    value.forEach((item: unknown, i) => {
      if (i > 0) between();
      write(item, allowNan, parts, indent, level + 1, compact);
    });
    close(']');
  } else if (isJsonObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return void parts.push('{}');
    open('{');
    entries.forEach(([key, item], i) => {
      if (i > 0) between();
      parts.push(canonical(key), compact ? ':' : ': ');
      write(item, allowNan, parts, indent, level + 1, compact);
    });
    close('}');
  } else {
    // canonical() rejects what JSON cannot hold (NaN, ±Infinity, undefined, non-plain objects).
    parts.push(allowNan ? lenientScalar(value) : canonical(value));
  }
}

// ensure_ascii escapes everything outside ' '..'~'; canonical() already escaped the ASCII
// controls, `"` and `\` alike, so only U+007F and above remain, one \uXXXX per UTF-16 unit.
const NOT_ASCII_RE = /[\u007f-\uffff]/g;

function dumps(value: unknown, allowNan: boolean, options: PythonDumpsOptions): string {
  const parts: string[] = [];
  write(value, allowNan, parts, options.indent, 0, options.compact ?? false);
  const text = parts.join('');
  return options.ensureAscii ? text.replace(NOT_ASCII_RE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : text;
}

/** `json.dumps(value, ensure_ascii=...)` with Python's defaults otherwise (`allow_nan=True`). */
export function pythonJsonDumps(value: unknown, options: PythonDumpsOptions = {}): string {
  return dumps(value, true, options);
}

/** `json.dumps(value, ensure_ascii=..., allow_nan=False)`: NaN, ±Infinity and `undefined` throw. */
export function strictPythonJsonDumps(value: unknown, options: PythonDumpsOptions = {}): string {
  return dumps(value, false, options);
}

/**
 * `len(json.dumps(value, ensure_ascii=False).encode())`: bytes(B) of the reservation formula
 * (docs/runs.md "Cost policy and reservations"). A lone surrogate has no UTF-8 encoding (Python raises), so it throws.
 */
export function pythonJsonBytes(value: unknown): number {
  const text = pythonJsonDumps(value);
  assertUtf8Encodable(text);
  return Buffer.byteLength(text, 'utf8');
}

/** `len(json.dumps(value).encode())` with Python's defaults (`ensure_ascii=True`): ASCII only. */
export function pythonAsciiJsonBytes(value: unknown): number {
  return pythonJsonDumps(value, { ensureAscii: true }).length;
}
