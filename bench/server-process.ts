// The measured server as its own process (`sr-bench serve`), as an operator runs it, so its RSS
// is the server's alone and not the benchmark client's. Every wait is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ProcRss } from './proc-rss.ts';

const BIN = fileURLToPath(new URL('../bin/sr-bench.js', import.meta.url));

/** Where the server's database is: a PGlite folder (no other handle may be open) or a URL. */
export type ServerDatabase = { dataDir: string } | { databaseUrl: string };

export interface ServerOptions {
  database: ServerDatabase;
  /** Run the in-process worker (only the fan-out needs one: it executes a live run). */
  worker?: boolean;
  demo?: boolean;
  /** Extra environment (limits, a targets file). */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  pid: number;
  rss: ProcRss;
  output(): string;
  stop(): Promise<void>;
}

export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  const args = ['serve', ...(options.demo ? ['--demo'] : []), ...(options.worker ? [] : ['--no-worker'])];
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The database and targets are the ones given here, never the caller's environment.
  for (const name of ['DATABASE_URL', 'SR_BENCH_DATA_DIR', 'SR_BENCH_TARGETS']) delete env[name];
  Object.assign(env, { HOST: '127.0.0.1', PORT: '0', SR_BENCH_DEMO: options.demo ? '1' : '0' }, options.env);
  if ('dataDir' in options.database) env.SR_BENCH_DATA_DIR = options.database.dataDir;
  else env.DATABASE_URL = options.database.databaseUrl;
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const append = (d: Buffer) => {
    output += String(d);
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = () => stopChild(child, exited);
  try {
    const url = await waitForUrl(child, () => output, options.startTimeoutMs ?? 120_000);
    const pid = child.pid;
    if (pid === undefined) throw new Error('The server process has no pid');
    const rss = new ProcRss(pid);
    return {
      url,
      pid,
      rss,
      output: () => output,
      stop: async () => {
        rss.stop();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForUrl(child: ChildProcess, output: () => string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`sr-bench serve did not start within ${timeoutMs} ms:\n${output()}`)), timeoutMs);
    const check = () => {
      const found = /GraphQL(?: \+ GraphiQL)?: (http:\/\/127\.0\.0\.1:\d+\/graphql)/.exec(output());
      if (found?.[1]) done(null, found[1]);
    };
    const onExit = (code: number | null) => done(new Error(`sr-bench serve exited with ${code}:\n${output()}`));
    function done(error: Error | null, url?: string) {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(url ?? '');
    }
    child.stdout?.on('data', check);
    child.once('exit', onExit);
  });
}

/** SIGTERM (a clean shutdown closes the database), SIGKILL after 20 s. */
async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}
