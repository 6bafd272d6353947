/**
 * Python `str` semantics the plan rules depend on (service.md 14.11): lengths count code
 * points, and `strip()` uses Python's whitespace set, which differs from `String.trim()`
 * (Python strips `\x1c`–`\x1f` and `\x85`, and keeps U+FEFF).
 */

// str.isspace() characters: the code points strip() removes.
const PY_WHITESPACE = '\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000';
const LEADING_RE = new RegExp(`^[${PY_WHITESPACE}]+`, 'u');
const TRAILING_RE = new RegExp(`[${PY_WHITESPACE}]+$`, 'u');

/** Python `s.strip()`. */
export function pyStrip(text: string): string {
  return text.replace(LEADING_RE, '').replace(TRAILING_RE, '');
}

/** Python `len(s)`: code points, not UTF-16 units. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
