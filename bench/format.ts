// Plain-text tables for the console.
import type { GeneratedStore } from './generate-store.ts';
import type { ImportFigure } from './import-bench.ts';
import type { Figure } from './measure.ts';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n >= 100 ? int(n) : n.toFixed(1));

function table(header: readonly string[], rows: readonly (readonly string[])[], rightFrom = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i >= rightFrom ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function storeTable(store: GeneratedStore): string {
  const rows = store.runs.map((r) => [
    r.label, r.id, r.status, String(r.targets.length), int(r.cells), String(r.failedCells),
    int(r.calls.subject ?? 0), int(r.calls.judge ?? 0), int(r.calls.simulator ?? 0),
    ((r.calls.subject ?? 0) / r.cells).toFixed(2),
  ]);
  return [
    `store: ${int(store.cases)} cases, journal ${(store.bytes / 1024 / 1024).toFixed(1)} MB, generated in ${store.seconds.toFixed(1)} s; ` +
      `rows: ${int(store.rows.results)} results, ${int(store.rows.calls)} calls, ${int(store.rows.events)} events`,
    table(['run', 'id', 'status', 'targets', 'cells', 'failed', 'subject', 'judge', 'simulator', 'subj/cell'], rows, 3),
  ].join('\n');
}

export function importTable(figure: ImportFigure, openMs: number): string {
  const head =
    `open + migrate ${ms(openMs)} ms; import ${figure.seconds.toFixed(2)} s: ${int(figure.rows)} rows, ` +
    `${int(figure.rowsPerSecond)} rows/s, ${figure.journalMbPerSecond.toFixed(1)} MB/s of journal, peak RSS ${int(figure.peakRssMb)} MB`;
  const rows = figure.phases.map((p) => [p.phase, p.seconds.toFixed(2), p.rows ? int(p.rows) : '', p.rowsPerSecond ? int(p.rowsPerSecond) : '']);
  return `${head}\n${table(['import phase', 's', 'rows', 'rows/s'], rows)}`;
}

export function figureTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    f.name, `${f.samples}${f.truncated ? '*' : ''}`, ms(f.medianMs), ms(f.minMs), ms(f.maxMs), int(f.peakRssMb),
    (f.responseBytes / 1024).toFixed(1),
  ]);
  return table(['figure', 'n', 'median ms', 'min ms', 'max ms', 'peak RSS MB', 'resp KB'], rows);
}
