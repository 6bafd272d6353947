/**
 * Python's default `json.dumps(value)` text: keys in insertion order, `", "` and `": "`
 * separators, no indentation. The judge's user message (service.md 9.4: `ensure_ascii=False`)
 * and the 2 MiB display limit of a public case (service.md 8.7: plain `json.dumps`, so
 * `ensure_ascii=True`) are measured in this text, which differs from `JSON.stringify`.
 *
 * Scalars are written by `canonical()` (same escapes and Python float text); only the
 * container layout differs. Note that JavaScript objects list integer-like keys first,
 * whatever their insertion order: build objects with non-numeric keys when order matters.
 */
import { canonical } from '../hashing/canonical.ts';
import { isJsonObject } from '../accounting/json-values.ts';

export interface PythonDumpsOptions {
  /** Python's `ensure_ascii` (default false here, as every caller in this project needs it). */
  readonly ensureAscii?: boolean;
}

function write(value: unknown, parts: string[]): void {
  if (Array.isArray(value)) {
    parts.push('[');
    value.forEach((item: unknown, i) => {
      if (i > 0) parts.push(', ');
      write(item, parts);
    });
    parts.push(']');
    return;
  }
  if (isJsonObject(value)) {
    parts.push('{');
    Object.entries(value).forEach(([key, item], i) => {
      if (i > 0) parts.push(', ');
      parts.push(canonical(key), ': ');
      write(item, parts);
    });
    parts.push('}');
    return;
  }
  parts.push(canonical(value)); // scalars; canonical() rejects what JSON cannot hold
}

const NON_ASCII = /[\u0080-\uffff]/g;

/** `json.dumps(value, ensure_ascii=...)` with Python's default separators. */
export function pythonJsonDumps(value: unknown, options: PythonDumpsOptions = {}): string {
  const parts: string[] = [];
  write(value, parts);
  const text = parts.join('');
  // Non-ASCII occurs only inside strings, so escaping the finished text is exact;
  // Python writes each UTF-16 unit as a lowercase \uXXXX escape.
  return options.ensureAscii
    ? text.replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : text;
}
