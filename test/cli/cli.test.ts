// The `sr-bench` command as a user runs it: `import` writes to the database the environment
// selects; `serve` prints its URL, answers GraphQL and GraphiQL, and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { scenarioPath } from '../helpers/fixtures.ts';
import { BIN, runCli } from '../helpers/process.ts';

let env: NodeJS.ProcessEnv;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  env = { ...process.env, SR_BENCH_DATA_DIR: mkdtempSync(join(tmpdir(), 'srb-cli-')), DATABASE_URL: fresh?.url ?? '' };
});
afterAll(async () => {
  await drop?.();
});

const run = (args: string[], timeoutMs = 60_000) => runCli(args, env, timeoutMs);

describe('sr-bench import', () => {
  it('imports a store, then reports a repeat as a no-op', async () => {
    const first = await run(['import', scenarioPath('b_failed_partial')]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Imported 5 run\(s\)/);
    expect(first.stdout).toMatch(/; 5 report\(s\) stored\./);
    const again = await run(['import', scenarioPath('b_failed_partial')]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/imported before; nothing changed/);
  });

  it('exits non-zero with a clear message for a path that is no store', async () => {
    const result = await run(['import', tmpdir()]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is not an sr-bench store: it has no journal\.sqlite3/);
  });

  it('prints usage and exits 2 without a path', async () => {
    const result = await run(['import']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Usage: sr-bench import/);
  });
});

describe('sr-bench serve', () => {
  it('prints the URL, serves GraphQL and GraphiQL, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, 'serve'], { env: { ...env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr.on('data', (d) => (output += d));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 60_000);
      child.stdout.on('data', (d) => {
        output += d;
        const match = /GraphQL(?: \+ GraphiQL)?: (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ runs(first: 1) { totalCount } }' }),
      });
      expect(await response.json()).toEqual({ data: { runs: { totalCount: 5 } } });
      const page = await fetch(url, { headers: { accept: 'text/html' } });
      expect(await page.text()).toMatch(/<title>sr-bench-server<\/title>/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGTERM: shutting down/);
  });
});
