// `npm run bench [-- --scale small] [--repeats N] [--cold-repeats N] [--budget-s S] [--backend pglite|postgres|all] [--keep]`
// Generates the synthetic store, imports it into each database, measures the server over HTTP,
// prints the tables and writes bench/out/results-<timestamp>.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openFreshPostgres, openPglite, type Backend, type BenchDatabase } from './databases.ts';
import { figureTable, importTable, storeTable } from './format.ts';
import { generateStore, type GeneratedStore } from './generate-store.ts';
import { measureImport, type ImportFigure } from './import-bench.ts';
import type { Figure } from './measure.ts';
import type { Scale } from './profile.ts';
import { RssSampler } from './rss-sampler.ts';
import { measureServer } from './scenarios.ts';

interface Options {
  scale: Scale;
  repeats: number;
  coldRepeats: number;
  budgetMs: number;
  backends: Backend[];
  keep: boolean;
}

interface BackendResult {
  backend: Backend;
  location: string;
  openMs: number;
  import: ImportFigure;
  figures: Figure[];
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
      'budget-s': { type: 'string', default: '300' },
      backend: { type: 'string' },
      keep: { type: 'boolean', default: false },
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
    budgetMs: bounded('budget-s', values['budget-s'], 5, 3600) * 1000,
    backends,
    keep: values.keep,
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

async function runBackend(backend: Backend, store: GeneratedStore, options: Options, sampler: RssSampler): Promise<BackendResult> {
  log(`\n== ${backend} ==`);
  const target: BenchDatabase = backend === 'pglite' ? await openPglite(options.keep) : await openFreshPostgres(process.env.DATABASE_URL ?? '');
  cleanups.push(() => target.dispose());
  try {
    log(`  database ${target.location}; importing…`);
    const figure = await measureImport(target, store, sampler);
    log(importTable(figure, target.openMs));
    const [baseline, candidate] = store.runs;
    if (!baseline || !candidate) throw new Error('The store lacks its two runs');
    const figures = await measureServer({
      database: target.database, baselineRunId: baseline.id, candidateRunId: candidate.id,
      baselineTargets: baseline.targets.length, candidateTargets: candidate.targets.length, totalRuns: store.runs.length,
      repeats: options.repeats, coldRepeats: options.coldRepeats, budgetMs: options.budgetMs,
      requestTimeoutMs: Math.max(60_000, options.budgetMs), sampler, log,
    });
    log(`\n${backend}: server figures (in-process server; RSS is the whole process)`);
    log(figureTable(figures));
    return { backend, location: target.location, openMs: target.openMs, import: figure, figures };
  } finally {
    cleanups.pop();
    await target.dispose();
  }
}

/** Undo steps for an interrupted run (temp folders, the Postgres database). */
const cleanups: (() => Promise<void>)[] = [];

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const cpu = cpus();
  const machine = {
    cores: cpu.length, cpu: cpu[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version, platform: `${process.platform}-${process.arch}`,
  };
  const source = sourceState();
  log(`sr-bench-server benchmark: scale ${options.scale}, backends ${options.backends.join('+')}, ` +
    `repeats ${options.repeats} (cold ${options.coldRepeats}), budget ${options.budgetMs / 1000} s per figure`);
  log(`machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, node ${machine.node}, ${machine.platform}`);
  log(`source: ${source.commit ?? 'unknown commit'}${source.dirty ? ' + uncommitted changes in src/' : ''}`);
  // Other work on the machine skews every figure: the load average is printed and saved.
  const loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  log(`load average at start: ${loadAtStart.join(' ')}`);

  const sampler = new RssSampler(50);
  const storeDir = mkdtempSync(join(tmpdir(), 'srbench-bench-store-'));
  if (!options.keep) cleanups.push(async () => rmSync(storeDir, { recursive: true, force: true }));
  try {
    log(`\ngenerating the store in ${storeDir}…`);
    const store = generateStore(storeDir, options.scale, log);
    log(storeTable(store));
    const results: BackendResult[] = [];
    for (const backend of options.backends) results.push(await runBackend(backend, store, options, sampler));

    const loadAtEnd = loadavg().map((l) => Math.round(l * 100) / 100);
    const outDir = fileURLToPath(new URL('./out/', import.meta.url));
    mkdirSync(outDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(outDir, `results-${stamp}.json`);
    writeFileSync(file, JSON.stringify({
      version: 1, at: new Date().toISOString(), machine, source, loadAverage: { start: loadAtStart, end: loadAtEnd }, options,
      store: { ...store, dir: options.keep ? store.dir : null, journalPath: undefined },
      backends: results, overallPeakRssMb: sampler.overallPeakMb(),
    }, null, 2) + '\n');
    log(`\noverall peak RSS ${Math.round(sampler.overallPeakMb())} MB; load average at end: ${loadAtEnd.join(' ')}; results written to ${file}`);
    return 0;
  } finally {
    while (cleanups.length > 0) await cleanups.pop()?.().catch((e: unknown) => console.error('cleanup failed:', e));
    await sampler.stop();
  }
}

let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) process.exit(130);
  interrupted = true;
  console.error('\ninterrupted; cleaning up…');
  void (async () => {
    while (cleanups.length > 0) await cleanups.pop()?.().catch(() => {});
    process.exit(130);
  })();
});

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : error);
    process.exit(1);
  },
);
