// Display rules (docs/formats.md): null is shown as a word, never as 0. Money and percentages
// use the formats the CLI and the HTML report use.
import { formatSeconds } from '../../../src/format/duration.ts';
import { formatUsd } from '../../../src/format/money.ts';
import { formatPercent } from '../../../src/format/percent.ts';

export const UNKNOWN = '—';

export function usd(value: number | null | undefined, unknown = 'Unknown'): string {
  if (value === null || value === undefined) return unknown;
  return formatUsd(value);
}

export function percent(value: number | null | undefined, digits = 1, unknown = UNKNOWN): string {
  if (value === null || value === undefined) return unknown;
  return formatPercent(value, digits);
}

/** A percentage already expressed in percent points (e.g. cost saving percent). */
export function percentPoints(value: number | null | undefined, digits = 1, unknown = UNKNOWN): string {
  if (value === null || value === undefined) return unknown;
  return `${value.toFixed(digits)}%`;
}

export function count(value: number | null | undefined, unknown = UNKNOWN): string {
  if (value === null || value === undefined) return unknown;
  return value.toLocaleString('en-US');
}

export function seconds(value: number | null | undefined, unknown = 'Not recorded'): string {
  if (value === null || value === undefined) return unknown;
  return formatSeconds(value);
}

export function interval(ci: readonly (number | null)[] | null | undefined, format: (v: number) => string = (v) => percent(v)): string {
  if (ci?.length !== 2 || ci[0] === null || ci[1] === null || ci[0] === undefined || ci[1] === undefined) return UNKNOWN;
  return `${format(ci[0])} – ${format(ci[1])}`;
}

export function dateTime(iso: string | null | undefined, unknown = UNKNOWN): string {
  if (!iso) return unknown;
  return `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })} UTC`;
}

/** A byte count in decimal units ("126.4 kB"); null is unknown. */
export function byteSize(value: number | null | undefined, unknown = UNKNOWN): string {
  if (value === null || value === undefined) return unknown;
  if (value < 1000) return `${value} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let scaled = value / 1000;
  let unit = 0;
  while (scaled >= 1000 && unit < units.length - 1) {
    scaled /= 1000;
    unit += 1;
  }
  return `${scaled.toFixed(1)} ${units[unit]}`;
}
