// `sr-bench serve` as a child process, as an operator runs it; bounded waits only.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleServerBuild } from '../../scripts/built-package.ts';
import { seedEmbeddedDataDir } from './database.ts';

const BUILT_BIN = fileURLToPath(new URL('../../bin/sr-bench.js', import.meta.url));
const SOURCE_BIN = fileURLToPath(new URL('../../scripts/sr-bench-dev.js', import.meta.url));

/**
 * `sr-bench` as the tests run it: the built command when dist/ holds exactly the sources as they
 * are (`npm test` builds first; it starts in a fraction of the time), otherwise the sources under
 * tsx, so an edit without a build is never tested stale. test/package/ runs the installed package.
 */
export const BIN = staleServerBuild() === null ? BUILT_BIN : SOURCE_BIN;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Sends `signal` and resolves with the exit code (or null when killed). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartedProcess {
  child: ChildProcess;
  /** The first capture group of `ready` in the output. */
  match: string;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** An embedded data folder the command will create gets the run's migrated database (database.ts). */
function seed(env: NodeJS.ProcessEnv): void {
  if (!env.DATABASE_URL && env.SR_BENCH_DATA_DIR) seedEmbeddedDataDir(env.SR_BENCH_DATA_DIR);
}

/** `sr-bench <args>` as a child process; resolves once its output matches `ready` (bounded). */
export async function spawnSrBench(args: string[], env: NodeJS.ProcessEnv, ready: RegExp, timeoutMs: number): Promise<StartedProcess> {
  seed(env);
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const match = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sr-bench ${args[0]} did not start:\n${output}`)), timeoutMs);
    const check = () => {
      const found = ready.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sr-bench ${args[0]} exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    match,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function spawnServer(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<ServerProcess> {
  const started = await spawnSrBench(
    ['serve', ...args],
    { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    /GraphQL(?: \+ GraphiQL)?: (http:\/\/\S+)/,
    timeoutMs,
  );
  return { child: started.child, url: started.match, output: started.output, stop: started.stop };
}

// biome-ignore lint/suspicious/noExplicitAny: untyped test documents
export async function gqlAt<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.json()) as { data?: T };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `sr-bench <args>` to completion (bounded), capturing its output. */
export function runCli(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<CliResult> {
  seed(env);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`sr-bench ${args.join(' ')} timed out\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
