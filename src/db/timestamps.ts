// Postgres prints timestamptz as `2026-09-18 00:00:04.007+00` in a UTC session; the API and
// the sr-bench documents use Python's isoformat: `2026-09-18T00:00:04.007000+00:00`, with the
// fraction omitted when it is zero (docs/runs.md "Identifiers and timestamps").
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:\+00(?::00)?|Z)$/;

export function toIsoMicros(value: string): string {
  const match = PG_TIMESTAMP.exec(value);
  if (!match) throw new Error(`Unexpected timestamp text from the database: ${value}`);
  const [, date, time, fraction] = match;
  const micros = (fraction ?? '').padEnd(6, '0');
  return micros === '000000' ? `${date}T${time}+00:00` : `${date}T${time}.${micros}+00:00`;
}

export function toIsoMicrosOrNull(value: string | null | undefined): string | null {
  return value == null ? null : toIsoMicros(value);
}

/** Now, in the same microsecond format. */
export function nowIsoMicros(): string {
  return toIsoMicros(new Date().toISOString().replace('Z', '+00'));
}
