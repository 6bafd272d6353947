/**
 * Python `str` helpers the graders need bit-for-bit (service.md 9.2–9.4): the original
 * graders call `str.strip()`, `str.splitlines()` and regexes whose `\s` is `str.isspace()`.
 * JavaScript's `trim()` and `\s` differ at the edges (U+FEFF is space in JS, U+001C–U+001F
 * and U+0085 only in Python), so the exact Python sets are spelled out here.
 */

/** The characters for which Python's `str.isspace()` is true, as a regex class body. */
export const PY_SPACE_CLASS =
  '\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

/** Python's `\s` in a `str` pattern. */
export const PY_SPACE = `[${PY_SPACE_CLASS}]`;

const LEADING = new RegExp(`^${PY_SPACE}+`);
const TRAILING = new RegExp(`${PY_SPACE}+$`);

/** Python `text.strip()`. */
export function pyStrip(text: string): string {
  return text.replace(LEADING, '').replace(TRAILING, '');
}

// `str.splitlines()` boundaries: \r\n first, then every single-character line break.
const LINE_BREAK = /\r\n|[\n\x0b\x0c\r\x1c\x1d\x1e\x85\u2028\u2029]/;

/** Python `text.splitlines()` (no `keepends`): a trailing break does not add an empty line. */
export function pySplitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(LINE_BREAK);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
