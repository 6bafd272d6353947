// Money for run evidence: simulated and cheap calls cost fractions of a cent, which the shared
// `usd` would show as $0.0000; keep two significant digits instead. Unknown stays a word.
export function cost(value: number | null | undefined, unknown = 'Unknown'): string {
  if (value === null || value === undefined) return unknown;
  if (value === 0 || Math.abs(value) >= 0.01) return `$${value.toFixed(2)}`;
  return `$${Number(value.toPrecision(2)).toString()}`;
}
