// Plain-text tables for the CLI's human output (`--json` prints documents instead). Money and
// percentages use the formats of the dashboard and the HTML report (docs/formats.md).
import { formatUsd } from '../format/money.ts';
import { formatPercent } from '../format/percent.ts';

export type Cell = string | number | boolean | null | undefined;

export function cell(value: Cell): string {
  if (value === null || value === undefined) return '—';
  return String(value);
}

/** Left-aligned columns separated by two spaces; numbers align right. */
export function table(headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map(cell));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number' || r[i] === null || r[i] === undefined));
  const line = (values: string[], header = false) =>
    values
      .map((v, i) => (numeric[i] && !header ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    line(headers, true),
    line(
      widths.map((w) => '-'.repeat(w)),
      true,
    ),
    ...text.map((r) => line(r)),
  ].join('\n');
}

/** Two columns: a label and its value. */
export function keyValues(pairs: [string, Cell][]): string {
  const width = Math.max(...pairs.map(([k]) => k.length));
  return pairs.map(([k, v]) => `${k.padEnd(width)}  ${cell(v)}`).join('\n');
}

export const fixed = (digits: number) => (value: number | null | undefined) => (value === null || value === undefined ? null : value.toFixed(digits));
export const percent = (value: number | null | undefined) => (value === null || value === undefined ? null : formatPercent(value));
export const usd = (value: number | null | undefined) => (value === null || value === undefined ? null : formatUsd(value));
export const interval = (ci: readonly number[] | null | undefined, format: (v: number) => string | null) =>
  ci && ci.length === 2 ? `[${format(ci[0]!)}, ${format(ci[1]!)}]` : null;
