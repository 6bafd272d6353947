// How long a client verb takes to start: `sr-bench --help` from the installed package (packed and
// installed offline into a temp folder, as scripts/built-package.ts does for the tests), beside
// Node's own start (`node -e 0`) and the same verb from the sources under tsx, which is what every
// command cost before the package was built. The goal is a median of at most 150 ms.
// `npm run bench` measures it first; `npm run bench:cli [-- --repeats N]` measures only this.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt, installOffline, pack } from '../scripts/built-package.ts';
import { median } from './measure.ts';

export const CLI_START_GOAL_MS = 150;

export interface CliStartFigure {
  name: string;
  command: string[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  allMs: number[];
}

export interface CliStartResult {
  figures: CliStartFigure[];
  /** The installed `sr-bench --help` median is within CLI_START_GOAL_MS. */
  withinGoal: boolean;
  loadAverage: { start: number[]; end: number[] };
}

const DEV_BIN = fileURLToPath(new URL('../scripts/sr-bench-dev.js', import.meta.url));
const rounded = () => loadavg().map((l) => Math.round(l * 100) / 100);

/** One untimed run (warm file cache), then `repeats` timed runs of the whole process, spawn to exit. */
function time(name: string, command: string[], repeats: number): CliStartFigure {
  const [file, ...args] = command;
  if (!file) throw new Error('no command');
  const once = () => {
    const started = performance.now();
    const result = spawnSync(file, args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 30_000 });
    const ms = performance.now() - started;
    if (result.status !== 0) throw new Error(`${command.join(' ')} exited with ${result.status}: ${String(result.stderr)}`);
    return ms;
  };
  once();
  const allMs = Array.from({ length: repeats }, once);
  return { name, command, medianMs: median(allMs), minMs: Math.min(...allMs), maxMs: Math.max(...allMs), allMs };
}

export async function measureCliStart(options: { repeats: number; log: (line: string) => void }): Promise<CliStartResult> {
  const { repeats, log } = options;
  const work = mkdtempSync(join(tmpdir(), 'srbench-cli-'));
  try {
    await ensureBuilt(log);
    log('  packing the build and installing it offline into a temp folder…');
    const { tarball } = await pack(join(work, 'pack'));
    const { bin } = await installOffline(tarball, join(work, 'install'));
    const start = rounded();
    const figures = [
      time('node -e 0', [process.execPath, '-e', '0'], repeats),
      time('sr-bench --help (installed)', [bin, '--help'], repeats),
      time('sr-bench --help (sources, tsx)', [process.execPath, DEV_BIN, '--help'], repeats),
    ];
    const end = rounded();
    for (const f of figures) {
      log(
        `  ${f.name.padEnd(32)} median ${f.medianMs.toFixed(0).padStart(4)} ms  min ${f.minMs.toFixed(0).padStart(4)}  max ${f.maxMs.toFixed(0).padStart(4)}  (n ${f.allMs.length})`,
      );
    }
    const installed = figures[1]?.medianMs ?? Number.NaN;
    const withinGoal = installed <= CLI_START_GOAL_MS;
    log(`  installed sr-bench --help: ${withinGoal ? 'within' : 'OVER'} the ${CLI_START_GOAL_MS} ms goal; load average ${start.join(' ')} → ${end.join(' ')}`);
    return { figures, withinGoal, loadAverage: { start, end } };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { repeats: { type: 'string', default: '5' } } });
  const repeats = Number(values.repeats);
  if (!Number.isInteger(repeats) || repeats < 1 || repeats > 100) throw new Error(`--repeats must be an integer in 1..100, got ${values.repeats}`);
  console.log(`CLI start (median of ${repeats}; load average ${rounded().join(' ')})`);
  await measureCliStart({ repeats, log: (line) => console.log(line) });
}
