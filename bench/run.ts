// `npm run bench [-- --scale small] [--repeats N] [--cold-repeats N] [--import-repeats N] [--budget-s S]
//   [--backend pglite|postgres|all] [--subscribers N,M] [--fanout-repeats N] [--worker-cells N] [--explain] [--keep]`
// Generates the synthetic store, imports it into each database, measures a server process over
// HTTP and WebSocket, prints the tables and writes bench/out/results-<timestamp>.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openFreshPostgres, openPglite, type Backend, type BenchDatabase } from './databases.ts';
import { explainHotQueries, type ExplainedScenario } from './explain.ts';
import { measureFanout, type FanoutFigure } from './fanout.ts';
import { activeLine, fanoutLine, figureTable, importTable, storeTable, summaryTable } from './format.ts';
import { measureCliStart } from './cli-start.ts';
import { measureActiveReport, type ActiveReportFigure } from './active-report.ts';
import { headlineFigures } from './headline.ts';
import { measureWorkerThroughput, type WorkerThroughputFigure } from './worker-throughput.ts';
import { loadReportInput } from '../src/db/queries/report-input.ts';
import { buildReport } from '../src/domain/report/index.ts';
import { generateStore, type GeneratedStore } from './generate-store.ts';
import { measureImport, type ImportFigure } from './import-bench.ts';
import { materialiseReports } from '../src/services/materialise-reports.ts';
import { median, type Figure } from './measure.ts';
import type { Scale } from './profile.ts';
import { RssSampler } from './rss-sampler.ts';
import { measureServer, middleCallCursor } from './scenarios.ts';
import { summaryRows } from './summary.ts';

interface Options {
  scale: Scale;
  repeats: number;
  coldRepeats: number;
  importRepeats: number;
  budgetMs: number;
  backends: Backend[];
  /** Subscriber counts of the fan-out figures (empty: skip them). */
  subscribers: number[];
  fanoutRepeats: number;
  explain: boolean;
  keep: boolean;
  workerCells: number;
}

export interface BackendResult {
  backend: Backend;
  location: string;
  openMs: number;
  /** One entry per import repeat (each into a fresh database); the first is the one measured. */
  imports: ImportFigure[];
  /** The reports `sr-bench import` stores after importing (their first computation). */
  reports: { runs: number; seconds: number };
  figures: Figure[];
  /** Every fan-out figure: each subscriber count on one process, and on two (Postgres). */
  fanouts: FanoutFigure[];
  explain: ExplainedScenario[] | null;
  /** The baseline's report rebuilt from every row in this process (median of the repeats, ms). */
  rebuildMs: number;
  /** The report of a run while it is written (Postgres: the writer needs its own connection). */
  active: ActiveReportFigure | null;
  /** Journaled calls per second of a server's own worker (null with --worker-cells 0). */
  worker: WorkerThroughputFigure | null;
  /** Why the worker figure is missing, when its runs did not complete. */
  workerError: string | null;
}

function bounded(name: string, value: string, lo: number, hi: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < lo || n > hi) throw new Error(`--${name} must be an integer in ${lo}..${hi}, got ${value}`);
  return n;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string', default: 'standard' },
      repeats: { type: 'string', default: '5' },
      'cold-repeats': { type: 'string', default: '3' },
      'import-repeats': { type: 'string', default: '2' },
      'budget-s': { type: 'string', default: '300' },
      backend: { type: 'string' },
      subscribers: { type: 'string', default: '1000,5000' },
      'fanout-repeats': { type: 'string', default: '3' },
      explain: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      'worker-cells': { type: 'string' },
    },
  });
  const scale = values.scale === 'full' ? 'standard' : values.scale;
  if (scale !== 'standard' && scale !== 'small') throw new Error(`--scale must be small or standard (full), got ${values.scale}`);
  const hasUrl = Boolean(process.env.DATABASE_URL);
  const backend = values.backend ?? (hasUrl ? 'all' : 'pglite');
  const backends: Backend[] = backend === 'all' ? ['pglite', 'postgres'] : backend === 'pglite' || backend === 'postgres' ? [backend] : [];
  if (backends.length === 0) throw new Error(`--backend must be pglite, postgres or all, got ${backend}`);
  if (backends.includes('postgres') && !hasUrl) throw new Error('The postgres backend needs DATABASE_URL (an admin URL on 127.0.0.1)');
  return {
    scale,
    repeats: bounded('repeats', values.repeats, 1, 50),
    coldRepeats: bounded('cold-repeats', values['cold-repeats'], 1, 20),
    importRepeats: bounded('import-repeats', values['import-repeats'], 1, 10),
    budgetMs: bounded('budget-s', values['budget-s'], 5, 3600) * 1000,
    backends,
    subscribers: values.subscribers
      .split(',')
      .map((n) => bounded('subscribers', n.trim(), 0, 10_000))
      .filter((n) => n > 0),
    fanoutRepeats: bounded('fanout-repeats', values['fanout-repeats'], 1, 20),
    explain: values.explain,
    keep: values.keep,
    workerCells: bounded('worker-cells', values['worker-cells'] ?? (scale === 'small' ? '500' : '3000'), 0, 50_000),
  };
}

const log = (line: string) => console.log(line);

/** The code measured: HEAD and whether the working tree differs from it. */
function sourceState(): { commit: string | null; dirty: boolean | null } {
  try {
    const run = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', timeout: 10_000 }).trim();
    return { commit: run('rev-parse', 'HEAD'), dirty: run('status', '--porcelain', '--', 'src').length > 0 };
  } catch {
    return { commit: null, dirty: null };
  }
}

const openTarget = (backend: Backend, keep: boolean): Promise<BenchDatabase> =>
  backend === 'pglite' ? openPglite(keep) : openFreshPostgres(process.env.DATABASE_URL ?? '');

/** Imports into fresh databases `importRepeats` times (within the budget); keeps the first. */
async function importRepeated(
  backend: Backend,
  store: GeneratedStore,
  options: Options,
  sampler: RssSampler,
): Promise<{ target: BenchDatabase; imports: ImportFigure[] }> {
  const imports: ImportFigure[] = [];
  let kept: BenchDatabase | null = null;
  const started = performance.now();
  for (let i = 0; i < options.importRepeats; i++) {
    if (i > 0 && performance.now() - started > options.budgetMs) break;
    const target = await openTarget(backend, options.keep && i === 0);
    cleanups.push(() => target.dispose());
    log(`  import ${i + 1}/${options.importRepeats} into ${target.location}…`);
    const figure = await measureImport(target, store, sampler);
    log(importTable(figure, target.openMs));
    imports.push(figure);
    if (kept === null) {
      kept = target;
    } else {
      cleanups.splice(cleanups.length - 1, 1);
      await target.dispose();
    }
  }
  if (!kept) throw new Error('No import ran');
  return { target: kept, imports };
}

async function runBackend(backend: Backend, store: GeneratedStore, options: Options, sampler: RssSampler): Promise<BackendResult> {
  log(`\n== ${backend} ==`);
  const depth = cleanups.length;
  const { target, imports } = await importRepeated(backend, store, options, sampler);
  try {
    const [baseline, candidate] = store.runs;
    if (!baseline || !candidate) throw new Error('The store lacks its two runs');
    // As `sr-bench import` does: the reports are computed once and stored, so even a freshly
    // started server reads each from one row. Timed on its own: this is the first computation.
    const reportsStarted = performance.now();
    const stored = await materialiseReports(
      target.database,
      store.runs.map((run) => run.id),
    );
    const reports = { runs: stored, seconds: (performance.now() - reportsStarted) / 1000 };
    log(`  stored the reports of ${stored} run(s) in ${reports.seconds.toFixed(2)} s (after the import, as sr-bench import does)`);
    const rebuilds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const input = await loadReportInput(target.database.db, baseline.id);
      if (!input) throw new Error(`No run ${baseline.id}`);
      buildReport(input);
      rebuilds.push(performance.now() - started);
    }
    const rebuildMs = median(rebuilds);
    log(`  full rebuild of the baseline's report (every row read and parsed, in this process): median ${rebuildMs.toFixed(0)} ms of ${rebuilds.length}`);
    const middleCursor = await middleCallCursor(target.database, baseline.id);
    let explain: ExplainedScenario[] | null = null;
    if (options.explain && 'databaseUrl' in target.server) {
      log(`\n${backend}: EXPLAIN (ANALYZE, BUFFERS) of the hot queries`);
      explain = await explainHotQueries(target.server.databaseUrl, { baseline: baseline.id, middleCursor }, log);
    } else if (options.explain) {
      log(`  (--explain: PGlite has no separate connection to explain on; see the postgres backend)`);
    }
    // PGlite allows one open handle: the server processes below open the folder themselves.
    await target.closeHandle();
    const figures = await measureServer({
      server: target.server,
      middleCursor,
      baselineRunId: baseline.id,
      candidateRunId: candidate.id,
      baselineTargets: baseline.targets.length,
      candidateTargets: candidate.targets.length,
      totalRuns: store.runs.length,
      repeats: options.repeats,
      coldRepeats: options.coldRepeats,
      budgetMs: options.budgetMs,
      requestTimeoutMs: Math.max(60_000, options.budgetMs),
      sampler,
      log,
    });
    log(`\n${backend}: server figures (sr-bench serve as its own process; RSS from /proc)`);
    log(figureTable(figures));
    let active: ActiveReportFigure | null = null;
    if ('databaseUrl' in target.server) {
      log(`\n${backend}: the report of a run while it is written (a copy of the baseline, 90 % written)`);
      active = await measureActiveReport({ databaseUrl: target.server.databaseUrl, sourceRunId: baseline.id, requests: 20, log });
      log(activeLine(active));
    } else {
      log(`\n${backend}: the report of a run while it is written: skipped (the writer needs a second connection; PGlite has one)`);
    }
    let worker: WorkerThroughputFigure | null = null;
    let workerError: string | null = null;
    if (options.workerCells > 0) {
      log(`\n${backend}: worker throughput (two runs of ${options.workerCells} cells, 64 calls in flight, the simulated provider answering at once)`);
      try {
        worker = await measureWorkerThroughput({ server: target.server, cells: options.workerCells, concurrency: 64, log });
        log(
          `  ${worker.calls} journaled calls in ${worker.seconds.toFixed(1)} s: ${worker.callsPerSecond.toFixed(0)} calls/s; server peak RSS ${Math.round(worker.serverPeakRssMb)} MB; longest loop-probe wait ${worker.loopLagMaxMs.toFixed(1)} ms`,
        );
      } catch (error) {
        // A run that fails closed (a refused connection, say) gives no rate; the other figures still count.
        workerError = error instanceof Error ? error.message : String(error);
        log(`  no figure: ${workerError}`);
      }
    }
    const fanouts: FanoutFigure[] = [];
    const processCounts: (1 | 2)[] = 'databaseUrl' in target.server ? [1, 2] : [1];
    for (const subscribers of options.subscribers) {
      for (const processes of processCounts) {
        log(
          `\n${backend}: runProgress fan-out to ${subscribers} subscribers on ${processes} server process(es) (a live run on the simulated provider; runs last, it adds the demo's rows)`,
        );
        const fanout = await measureFanout({
          server: target.server,
          subscribers,
          processes,
          repeats: options.fanoutRepeats,
          budgetMs: options.budgetMs,
          sampler,
          log,
        });
        log(fanoutLine(fanout));
        fanouts.push(fanout);
      }
    }
    return { backend, location: target.location, openMs: target.openMs, imports, reports, figures, fanouts, explain, rebuildMs, active, worker, workerError };
  } finally {
    cleanups.splice(depth);
    await target.dispose();
  }
}

/** Undo steps for an interrupted run (temp folders, the Postgres database). */
const cleanups: (() => Promise<void>)[] = [];

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const cpu = cpus();
  const machine = {
    cores: cpu.length,
    cpu: cpu[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
  const source = sourceState();
  log(
    `sr-bench-server benchmark: scale ${options.scale}, backends ${options.backends.join('+')}, ` +
      `repeats ${options.repeats} (cold ${options.coldRepeats}), budget ${options.budgetMs / 1000} s per figure`,
  );
  log(`machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, node ${machine.node}, ${machine.platform}`);
  log(`source: ${source.commit ?? 'unknown commit'}${source.dirty ? ' + uncommitted changes in src/' : ''}`);
  // Other work on the machine skews every figure: the load average is printed and saved.
  const loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  log(`load average at start: ${loadAtStart.join(' ')}`);

  // First, while the machine is quietest; it also builds dist/ when it does not match the sources,
  // which the measured server processes below run (bin/sr-bench.js).
  log(`\nclient verb start (median of ${options.repeats})`);
  const cliStart = await measureCliStart({ repeats: options.repeats, log });

  const sampler = new RssSampler(50);
  const storeDir = mkdtempSync(join(tmpdir(), 'srbench-bench-store-'));
  if (!options.keep) cleanups.push(async () => rmSync(storeDir, { recursive: true, force: true }));
  try {
    log(`\ngenerating the store in ${storeDir}…`);
    const store = generateStore(storeDir, options.scale, log);
    log(storeTable(store));
    const results: BackendResult[] = [];
    for (const backend of options.backends) results.push(await runBackend(backend, store, options, sampler));
    const summary = summaryRows(results);
    log(
      `\nsummary (median/min/max over n repeats; * = cut short by the time budget; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    log(summaryTable(summary));

    const loadAtEnd = loadavg().map((l) => Math.round(l * 100) / 100);
    const outDir = fileURLToPath(new URL('./out/', import.meta.url));
    mkdirSync(outDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(outDir, `results-${stamp}.json`);
    const resultsText = JSON.stringify(
      {
        version: 1,
        at: new Date().toISOString(),
        machine,
        source,
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        options,
        cliStart,
        store: { ...store, dir: options.keep ? store.dir : null, journalPath: undefined },
        figures: headlineFigures(results),
        backends: results,
        summary,
        clientOverallPeakRssMb: sampler.overallPeakMb(),
      },
      null,
      2,
    );
    writeFileSync(file, `${resultsText}\n`);
    log(`\nbenchmark client peak RSS ${Math.round(sampler.overallPeakMb())} MB; load average at end: ${loadAtEnd.join(' ')}; results written to ${file}`);
    return 0;
  } finally {
    while (cleanups.length > 0)
      await cleanups
        .pop()?.()
        .catch((e: unknown) => console.error('cleanup failed:', e));
    await sampler.stop();
  }
}

let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) process.exit(130);
  interrupted = true;
  console.error('\ninterrupted; cleaning up…');
  void (async () => {
    while (cleanups.length > 0)
      await cleanups
        .pop()?.()
        .catch(() => {});
    process.exit(130);
  })();
});

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
