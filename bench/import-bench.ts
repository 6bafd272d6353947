// Import throughput: the store goes in through `importStore`, the path `sr-bench import` uses.
import { importStore, type ImportCounts } from '../src/import/import-store.ts';
import type { BenchDatabase } from './databases.ts';
import type { GeneratedStore } from './generate-store.ts';
import type { RssSampler } from './rss-sampler.ts';

export interface PhaseTiming {
  /** The importer's progress phase; its segment runs from the previous phase's last report to its own last one. */
  phase: string;
  seconds: number;
  rows: number;
  rowsPerSecond: number | null;
}

export interface ImportFigure {
  seconds: number;
  /** runs + results + calls + events + provenance rows written. */
  rows: number;
  rowsPerSecond: number;
  journalMbPerSecond: number;
  counts: ImportCounts;
  phases: PhaseTiming[];
  peakRssMb: number;
}

export async function measureImport(target: BenchDatabase, store: GeneratedStore, sampler: RssSampler): Promise<ImportFigure> {
  sampler.reset();
  const marks: { phase: string; at: number; done: number }[] = [];
  const started = performance.now();
  const summary = await importStore(target.database, store.dir, (phase, done) => {
    const last = marks.at(-1);
    if (last && last.phase === phase) {
      last.at = performance.now();
      last.done = done;
    } else {
      marks.push({ phase, at: performance.now(), done });
    }
  });
  const seconds = (performance.now() - started) / 1000;
  if (summary.alreadyImported || summary.importedRunIds.length !== store.runs.length) {
    throw new Error(`The import did not write the generated runs (${JSON.stringify(summary.importedRunIds)})`);
  }
  let previous = started;
  const phases = marks.map((mark) => {
    const segment = (mark.at - previous) / 1000;
    previous = mark.at;
    const rows = mark.phase === 'done' || mark.phase === 'checking' ? 0 : mark.done;
    return { phase: mark.phase, seconds: segment, rows, rowsPerSecond: rows > 0 && segment > 0 ? rows / segment : null };
  });
  const c = summary.counts;
  const rows = c.runs + c.results + c.calls + c.events + c.provenance;
  return {
    seconds,
    rows,
    rowsPerSecond: rows / seconds,
    journalMbPerSecond: store.bytes / 1024 / 1024 / seconds,
    counts: c,
    phases,
    peakRssMb: sampler.peakMb(),
  };
}
