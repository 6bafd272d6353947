// Plain-text tables for the console.
import type { ActiveReportFigure } from './active-report.ts';
import type { GeneratedStore } from './generate-store.ts';
import type { ImportFigure } from './import-bench.ts';
import type { FanoutFigure } from './fanout.ts';
import type { Figure } from './measure.ts';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (n: number | null) => (n === null ? '-' : int(n));
const ms = (n: number) => (n >= 100 ? int(n) : n.toFixed(1));

function table(header: readonly string[], rows: readonly (readonly string[])[], rightFrom = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i >= rightFrom ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function storeTable(store: GeneratedStore): string {
  const rows = store.runs.map((r) => [
    r.label,
    r.id,
    r.status,
    String(r.targets.length),
    int(r.cells),
    String(r.failedCells),
    int(r.calls.subject ?? 0),
    int(r.calls.judge ?? 0),
    int(r.calls.simulator ?? 0),
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
    `${int(figure.rowsPerSecond)} rows/s, ${figure.journalMbPerSecond.toFixed(1)} MB/s of journal, importer peak RSS ${int(figure.peakRssMb)} MB`;
  const rows = figure.phases.map((p) => [p.phase, p.seconds.toFixed(2), p.rows ? int(p.rows) : '', p.rowsPerSecond ? int(p.rowsPerSecond) : '']);
  return `${head}\n${table(['import phase', 's', 'rows', 'rows/s'], rows)}`;
}

export function figureTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    f.name,
    `${f.samples}${f.truncated ? '*' : ''}`,
    ms(f.medianMs),
    ms(f.minMs),
    ms(f.maxMs),
    mb(f.serverPeakRssMb),
    mb(f.clientPeakRssMb),
    (f.responseBytes / 1024).toFixed(1),
    f.loopLagMaxMs === null ? '-' : ms(f.loopLagMaxMs),
  ]);
  return table(['figure', 'n', 'median ms', 'min ms', 'max ms', 'server RSS MB', 'client RSS MB', 'resp KB', 'probe max ms'], rows);
}

export interface SummaryRow {
  backend: string;
  figure: string;
  unit: string;
  n: number;
  truncated: boolean;
  median: number;
  min: number;
  max: number;
  serverPeakRssMb: number | null;
  goal: string;
}

/** Every figure of every backend in one table (the final table). */
export function summaryTable(rows: readonly SummaryRow[]): string {
  const num = (n: number) => (Number.isNaN(n) ? '-' : n >= 100 ? int(n) : n.toFixed(1));
  return table(
    ['backend', 'figure', 'unit', 'n', 'median', 'min', 'max', 'server peak RSS MB', 'goal'],
    rows.map((r) => [r.backend, r.figure, r.unit, `${r.n}${r.truncated ? '*' : ''}`, num(r.median), num(r.min), num(r.max), mb(r.serverPeakRssMb), r.goal]),
    2,
  );
}

export function fanoutLine(figure: FanoutFigure): string {
  const f = (s: { median: number; min: number; max: number }) => `${s.median.toFixed(1)} (${s.min.toFixed(1)}–${s.max.toFixed(1)})`;
  const deliveries = figure.repeats.reduce((n, r) => n + r.deliveries, 0);
  const missed = figure.repeats.reduce((n, r) => n + r.missed, 0);
  return (
    `runProgress fan-out to ${figure.subscribers} subscribers on ${figure.processes} process(es), longest loop-probe wait ${figure.loopLagMaxMs.toFixed(1)} ms, ${figure.repeats.length} run(s), ${int(deliveries)} deliveries, ${missed} missed: ` +
    `p50 ${f(figure.p50Ms)} ms, p99 ${f(figure.p99Ms)} ms (median (min–max) over runs); server peak RSS ${int(figure.serverPeakRssMb)} MB, client ${int(figure.clientPeakRssMb)} MB`
  );
}

export function activeLine(figure: ActiveReportFigure): string {
  const ms = (v: number) => v.toFixed(1);
  return [
    `  first read ${ms(figure.firstReadMs)} ms; then ${figure.requests} requests: p50 ${ms(figure.p50Ms)} ms, p99 ${ms(figure.p99Ms)} ms, max ${ms(figure.maxMs)} ms`,
    `  meanwhile ${figure.probe.count} probes ({ __typename }): p50 ${ms(figure.probe.p50Ms)} ms, p99 ${ms(figure.probe.p99Ms)} ms, max ${ms(figure.probe.maxMs)} ms`,
    `  the writer wrote ${figure.writer.cells} cells (${figure.writer.statements} statements) in ${figure.writer.seconds.toFixed(1)} s; server peak RSS ${Math.round(figure.serverPeakRssMb)} MB`,
  ].join('\n');
}
