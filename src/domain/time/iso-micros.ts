/**
 * Exact parsing of the Python ISO-8601 timestamps stored by sr-bench
 * (`2026-09-18T00:00:04.007000+00:00`; the fraction is omitted when zero).
 * A JavaScript Date keeps milliseconds only; report wall times need microseconds
 * (docs/reports.md "Conventions"; `summary.wall_time_s` in "The document").
 */
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Microseconds since the Unix epoch as an integer. Values up to year ~2255 stay below
 * 2^53, so plain number arithmetic on them is exact. Without an offset the time is UTC.
 */
export function parseIsoMicros(text: string): number {
  const m = ISO_RE.exec(text);
  if (m === null) throw new RangeError(`Invalid ISO timestamp: ${text}`);
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  let micros = ms * 1000 + (frac === undefined ? 0 : Number(frac.padEnd(6, '0')));
  if (zone !== undefined && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4));
    micros -= sign * offsetMinutes * 60_000_000;
  }
  return micros;
}

/** `later − earlier` in seconds: exact microsecond difference divided once by 1e6. */
export function secondsBetween(earlier: string, later: string): number {
  return (parseIsoMicros(later) - parseIsoMicros(earlier)) / 1e6;
}
