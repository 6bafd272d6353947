/**
 * String order by Unicode code point, as Python compares `str` (docs/reports.md "Conventions",
 * 8.4 canonical key order). JavaScript's default `<` compares UTF-16 code units, which puts
 * astral characters (surrogate pairs) before U+E000..U+FFFF; this comparator does not.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (D800–DFFF) encode code points above FFFF: move them past E000–FFFF.
    if (x >= 0xd800 && y >= 0xd800) {
      x = x < 0xe000 ? x + 0x2000 : x - 0x800;
      y = y < 0xe000 ? y + 0x2000 : y - 0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** Own enumerable keys of an object, sorted by code point. */
export function sortedKeys(object: object): string[] {
  return Object.keys(object).sort(compareCodePoints);
}
