// The package as an operator installs it (docs/packaging.md). The build must match the sources
// (it is built here when it does not: `npm test` builds it once before the suite); `npm pack`
// holds the compiled code and what it reads at run time, and no sources; the tarball, installed
// into an empty folder from the npm cache alone with runtime dependencies only, runs
// `sr-bench serve --demo`: GraphQL answers, the dashboard is at /, the example stores are
// imported, the shipped trusted documents are known, and a smoke run of the demo suite (its
// harness benchmarks included) completes with the report code version and source digests the
// sources give. Nothing here reaches past 127.0.0.1: an install that would need the network fails.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, installOffline, pack, ROOT } from '../../scripts/built-package.ts';
import { EXAMPLE_NAMES } from '../../src/cli/serve.ts';
import { digest } from '../../src/domain/hashing/canonical.ts';
import { reportCodeVersion } from '../../src/services/report-code-version.ts';
import { sourceFileDigests } from '../../src/services/runner-provenance.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';

/** Runs in the example stores (the demo imports them before anything else is stored). */
const EXAMPLE_RUNS = 28;
/** Packages only the build, the tests or the dashboard's bundle use: an install must not have them. */
const DEVELOPMENT_ONLY = [
  'tsx',
  'typescript',
  'vite',
  'vitest',
  'esbuild',
  'react',
  'react-dom',
  'react-router',
  'recharts',
  'urql',
  '@urql/exchange-persisted',
  'drizzle-kit',
];

const work = mkdtempSync(join(tmpdir(), 'srb-package-'));
let files: string[] = [];
let installed: { bin: string; packageDir: string; output: string };
const drops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  await ensureBuilt((line) => console.log(`package test: ${line}`));
  const packed = await pack(join(work, 'pack'));
  files = packed.files;
  installed = await installOffline(packed.tarball, join(work, 'install'));
}, 900_000);

afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
});

interface GraphQLBody<T> {
  data?: T;
  errors?: { message: string }[];
}

async function gql<T>(url: string, body: Record<string, unknown>): Promise<GraphQLBody<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.json()) as GraphQLBody<T>; // a GraphQL response; each caller names its data
}

/** The installed command's environment: plain Node (no loader options from the test runner), this test's database. */
function installedEnv(database: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0', ...database };
  for (const name of ['NODE_OPTIONS', 'SR_BENCH_TARGETS', 'SR_BENCH_TOKENS', 'SR_BENCH_TOKENS_FILE', 'SR_BENCH_DEMO']) delete env[name];
  return env;
}

describe('the packed tarball', () => {
  it('holds the compiled code, the dashboard and what the demo reads, and no sources', () => {
    for (const path of [
      'bin/sr-bench.js',
      'dist/cli/main.js',
      'dist/source-digests.json',
      'dist/db/migrations/meta/_journal.json',
      'dist/cli/gql/persisted-documents.json',
      'dist/harness/local/main.js',
      'dist/worker/harness/process-guard.js',
      'web/dist/index.html',
      'web/src/gql/persisted-documents.json',
      'examples/demo-smoke.yaml',
      ...EXAMPLE_NAMES.map((store) => `test/fixtures/srbench/${store}/journal.sqlite3`),
    ]) {
      expect(files, path).toContain(path);
    }
    expect(files.filter((path) => path.startsWith('src/') || path.endsWith('.ts'))).toEqual([]);
    expect(files.filter((path) => path.startsWith('test/') && !path.startsWith('test/fixtures/srbench/'))).toEqual([]);
  });
});

describe('the installed package', () => {
  it('has its runtime dependencies only, installed without an engine warning on this Node', () => {
    expect(installed.output).not.toMatch(/EBADENGINE/);
    const present = DEVELOPMENT_ONLY.filter((name) => existsSync(join(installed.packageDir, '../..', 'node_modules', name)));
    expect(present).toEqual([]);
    expect(existsSync(join(installed.packageDir, '../graphql-ws/package.json'))).toBe(true);
    expect(existsSync(join(installed.packageDir, 'src'))).toBe(false);
  });

  it('answers --help from its command', () => {
    const result = spawnSync(installed.bin, ['--help'], { env: installedEnv({}), encoding: 'utf8', timeout: 30_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: sr-bench <command>/);
  });

  it('carries the report code version its sources give', () => {
    const script = `const m = await import(${JSON.stringify(join(installed.packageDir, 'dist/services/report-code-version.js'))}); console.log(m.reportCodeVersion());`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: installedEnv({}), encoding: 'utf8', timeout: 30_000 });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(reportCodeVersion());
  });

  it('serves the demo: GraphQL, the dashboard, the example stores, trusted documents and a smoke run of the suite', async () => {
    const fresh = await freshDatabaseUrl();
    if (fresh) drops.push(fresh.drop);
    const database: Record<string, string> = fresh ? { DATABASE_URL: fresh.url } : { DATABASE_URL: '', SR_BENCH_DATA_DIR: join(work, 'data') };
    const installDir = join(installed.packageDir, '../..');
    const child: ChildProcess = spawn(installed.bin, ['serve', '--demo'], { cwd: installDir, env: installedEnv(database), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => (output += String(d)));
    child.stderr?.on('data', (d) => (output += String(d)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`serve --demo printed no URL within 180 s:\n${output}`)), 180_000);
        const check = () => {
          const found = /GraphQL \+ GraphiQL: (http:\/\/\S+)/.exec(output);
          if (found?.[1] && /paste into GraphiQL/.test(output)) {
            clearTimeout(timer);
            resolve(found[1]);
          }
        };
        child.stdout?.on('data', check);
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`serve --demo exited with ${code}:\n${output}`));
        });
      });
      expect(output.match(/^example: imported \d+ run\(s\) from \w+$/gm)).toHaveLength(EXAMPLE_NAMES.length);

      const runs = await gql<{ runs: { totalCount: number } }>(url, { query: '{ runs(first: 1) { totalCount } }' });
      expect(runs).toEqual({ data: { runs: { totalCount: EXAMPLE_RUNS } } });
      const page = await fetch(url.replace(/\/graphql$/, '/'), { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<div id="root">/);
      const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(new URL(script ?? '', url), { signal: AbortSignal.timeout(30_000) });
      expect(asset.status).toBe(200);
      await asset.arrayBuffer();

      // The dashboard and the CLI send only a document's hash: the installed server must hold both manifests.
      for (const manifest of [
        join(installed.packageDir, 'web/src/gql/persisted-documents.json'),
        join(installed.packageDir, 'dist/cli/gql/persisted-documents.json'),
      ]) {
        const [documentId] = Object.keys(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>); // id → text
        const answer = await gql(url, { documentId, variables: {} });
        expect(JSON.stringify(answer), manifest).not.toMatch(/PersistedQueryNotFound/);
      }
      const cli = spawnSync(installed.bin, ['runs', '--url', url, '--json', '--limit', '1'], { env: installedEnv({}), encoding: 'utf8', timeout: 60_000 });
      expect(cli.stderr).toBe('');
      expect(cli.status).toBe(0);

      // The demo's printed smoke evaluation, on one target: the worker, the simulated provider and
      // the harness processes, all from the installed package.
      const datasetId = /datasetId: "([0-9a-f]+)"/.exec(output)?.[1];
      expect(datasetId).toBeDefined();
      const planned = await gql<{ planRun: { plan: { planSha256: string } | null; userErrors: unknown[] } }>(url, {
        query: `mutation Plan($datasetId: ID!) { planRun(input: { plan: { datasetId: $datasetId, profile: SMOKE, targetIds: ["sim-small"] } }) { plan { planSha256 } userErrors { code message } } }`,
        variables: { datasetId },
      });
      expect(planned.data?.planRun.userErrors).toEqual([]);
      const started = await gql<{ startRun: { run: { runId: string } | null; userErrors: unknown[] } }>(url, {
        query: `mutation Start($sha: String!) { startRun(input: { planSha256: $sha, idempotencyKey: "package-smoke-1" }) { run { runId } userErrors { code message } } }`,
        variables: { sha: planned.data?.planRun.plan?.planSha256 },
      });
      expect(started.data?.startRun.userErrors).toEqual([]);
      const runId = started.data?.startRun.run?.runId;
      let status = '';
      for (const deadline = Date.now() + 300_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
        const polled = await gql<{ run: { status: string } }>(url, { query: 'query Status($id: ID!) { run(id: $id) { status } }', variables: { id: runId } });
        status = polled.data?.run.status ?? '';
        if (['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED'].includes(status)) break;
      }
      expect(status, output).toBe('COMPLETED');
      const report = await gql<{
        run: { report: { provenance: { runner: { source_sha256: string; environment: { packages: Record<string, string | null> } } } } };
      }>(url, {
        query: 'query Report($id: ID!) { run(id: $id) { report { provenance } } }',
        variables: { id: runId },
      });
      const runner = report.data?.run.report.provenance.runner;
      expect(runner?.source_sha256).toBe(digest(sourceFileDigests(ROOT)));
      expect(Object.entries(runner?.environment.packages ?? {}).filter(([, version]) => version === null)).toEqual([]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    const code = await Promise.race([exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 60_000))]);
    if (code === 'hung') child.kill('SIGKILL');
    expect(code).toBe(0);
  }, 600_000);
});
