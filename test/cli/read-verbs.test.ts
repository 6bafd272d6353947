// The read verbs as a user runs them: a real `sr-bench serve --demo` (fresh database, example
// stores imported), then `sr-bench runs|show|report|compare --url …` as child processes.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { gqlAt, runCli, spawnServer, type ServerProcess } from '../helpers/process.ts';

const BASE = 'run-43b7f1d15eed43d68830';
const CANDIDATE = 'run-8aed1daf5db84891be2a';
let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer(['--demo'], { SR_BENCH_DATA_DIR: mkdtempSync(join(tmpdir(), 'srb-cli-read-')), DATABASE_URL: fresh?.url ?? '' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await drop?.();
});

const cli = (args: string[], timeoutMs = 60_000) =>
  runCli([...args, '--url', server!.url], { ...process.env, SR_BENCH_URL: '', SR_BENCH_TOKEN: '' }, timeoutMs);

describe('sr-bench runs', () => {
  it('--json lists the imported example runs, newest first', async () => {
    const result = await cli(['runs', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const runs = JSON.parse(result.stdout) as { runId: string; status: string; createdAt: string }[];
    const ids = runs.map((r) => r.runId);
    expect(ids).toContain(BASE);
    expect(ids).toContain(CANDIDATE);
    expect(new Set(ids).size).toBe(ids.length);
    const api = await gqlAt<{ runs: { totalCount: number } }>(server!.url, '{ runs { totalCount } }');
    expect(runs).toHaveLength(api.data!.runs.totalCount);
  });

  it('filters by --search and --status, and --limit bounds the list', async () => {
    const searched = JSON.parse((await cli(['runs', '--json', '--search', BASE])).stdout) as { runId: string }[];
    expect(searched.map((r) => r.runId)).toEqual([BASE]);
    const completed = JSON.parse((await cli(['runs', '--json', '--status', 'completed'])).stdout) as { status: string }[];
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((r) => r.status === 'COMPLETED')).toBe(true);
    expect(JSON.parse((await cli(['runs', '--json', '--limit', '2'])).stdout)).toHaveLength(2);
  });

  it('prints a table by default and rejects an unknown status with exit 2', async () => {
    const table = await cli(['runs']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^RUN\s+STATUS\s+MODE/);
    expect(table.stdout).toContain(BASE);
    const bad = await cli(['runs', '--status', 'bogus']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--status must be one of/);
  });
});

describe('sr-bench show', () => {
  it('prints the run record as a table, or as JSON', async () => {
    const result = await cli(['show', BASE]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^run\\s+${BASE}`, 'm'));
    expect(result.stdout).toMatch(/^status\s+completed/m);
    expect(result.stdout).toMatch(/^TARGET\s+KIND\s+MODEL/m);
    const json = JSON.parse((await cli(['show', BASE, '--json'])).stdout) as { runId: string; progress: { total: number } };
    expect(json.runId).toBe(BASE);
    expect(json.progress.total).toBeGreaterThan(0);
  });

  it('an imported unfinished run says it is imported and where from', async () => {
    const running = 'run-1e75ec955a8345efaa33'; // g_comparisons leaves it running
    const result = await cli(['show', running]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^status\s+running \(imported\)$/m);
    expect(result.stdout).toMatch(/^imported from\s+g_comparisons \(sha256 [0-9a-f]{64}, .*\); history, never executed or cancelled here$/m);
    const listed = await cli(['runs', '--search', running]);
    expect(listed.stdout).toMatch(new RegExp(`^${running}\\s+running \\(imported\\)`, 'm'));
    const cancel = await cli(['cancel', running]);
    expect(cancel.code).toBe(1);
    expect(cancel.stderr).toContain('imported from another store');
  });

  it('--calls pages with --limit and --after', async () => {
    const api = await gqlAt<{ run: { calls: { totalCount: number; edges: { node: { callId: string } }[] } } }>(
      server!.url,
      'query ($id: ID!) { run(id: $id) { calls(first: 100) { totalCount edges { node { callId } } } } }',
      { id: BASE },
    );
    const all = api.data!.run.calls.edges.map((e) => e.node.callId);
    const first = JSON.parse((await cli(['show', BASE, '--calls', '--limit', '3', '--json'])).stdout) as {
      totalCount: number;
      calls: { callId: string }[];
      pageInfo: { endCursor: string; hasNextPage: boolean };
    };
    expect(first.totalCount).toBe(api.data!.run.calls.totalCount);
    expect(first.calls.map((c) => c.callId)).toEqual(all.slice(0, 3));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = JSON.parse((await cli(['show', BASE, '--calls', '--after', first.pageInfo.endCursor, '--limit', '500', '--json'])).stdout) as { calls: { callId: string }[] };
    expect(second.calls.map((c) => c.callId)).toEqual(all.slice(3));
    const table = await cli(['show', BASE, '--calls', '--limit', '2']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^CALL\s+ROLE\s+STATUS/);
    expect(table.stdout).toMatch(/2 of \d+ call\(s\); next page: --after \S+/);
    const active = JSON.parse((await cli(['show', BASE, '--calls', '--active', '--json'])).stdout) as { calls: unknown[] };
    expect(active.calls).toEqual([]);
    expect((await cli(['show', BASE, '--calls', '--limit', '501'])).code).toBe(2);
  });

  it('an unknown run exits 1 with the server message and NOT_FOUND', async () => {
    const result = await cli(['show', 'run-00000000000000000000']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^sr-bench: .*run-00000000000000000000.* \(NOT_FOUND\)$/m);
  });
});

describe('sr-bench report', () => {
  it('--json prints exactly the API reportDocument; --output writes it exclusively', async () => {
    const api = await gqlAt<{ run: { reportDocument: unknown } }>(server!.url, 'query ($id: ID!) { run(id: $id) { reportDocument } }', { id: BASE });
    const result = await cli(['report', BASE, '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(api.data!.run.reportDocument);

    const file = join(mkdtempSync(join(tmpdir(), 'srb-report-')), 'report.json');
    const written = await cli(['report', BASE, '--output', file]);
    expect(written.code).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(api.data!.run.reportDocument);
    const again = await cli(['report', BASE, '--output', file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/never overwritten \(FILE_EXISTS\)/);
  });

  it('prints a per-target summary table by default', async () => {
    const result = await cli(['report', BASE]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^TARGET\s+ACCURACY\s+WILSON 95%/m);
    expect(result.stdout).toMatch(/^single-small\s+\d/m);
  });

  it('an unknown run exits 1 with NOT_FOUND', async () => {
    const result = await cli(['report', 'run-00000000000000000000', '--json']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/\(NOT_FOUND\)/);
  });
});

describe('sr-bench compare', () => {
  const query = 'query ($b: ID!, $c: [ID!]!) { compare(baselineRunId: $b, candidateRunIds: $c) { json csv } }';

  it('--json prints the json export and --csv the csv export', async () => {
    const api = await gqlAt<{ compare: { json: { baseline_run_id: string; comparisons: unknown[] }; csv: string } }>(server!.url, query, { b: BASE, c: [CANDIDATE] });
    const json = await cli(['compare', BASE, CANDIDATE, '--json']);
    expect(json.stderr).toBe('');
    expect(json.code).toBe(0);
    const document = JSON.parse(json.stdout) as { baseline_run_id: string; comparisons: unknown[] };
    expect(document.baseline_run_id).toBe(BASE);
    expect(document.comparisons).toHaveLength(1);
    // exported_at is stamped per request; everything else is the API's export
    expect({ ...document, exported_at: null }).toEqual({ ...api.data!.compare.json, exported_at: null });
    const csv = await cli(['compare', BASE, CANDIDATE, '--csv']);
    expect(csv.code).toBe(0);
    expect(csv.stdout.trimEnd()).toBe(api.data!.compare.csv.trimEnd());
    expect(csv.stdout).toContain(CANDIDATE);
  });

  it('prints the paired items as a table by default', async () => {
    const result = await cli(['compare', BASE, CANDIDATE]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${BASE} → ${CANDIDATE}`);
    expect(result.stdout).toMatch(/^BASELINE\s+CANDIDATE\s+METRIC/m);
  });

  it('an unknown baseline exits 1 with NOT_FOUND; usage errors exit 2', async () => {
    const result = await cli(['compare', 'run-00000000000000000000', CANDIDATE, '--json']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\(NOT_FOUND\)/);
    expect((await cli(['compare', BASE])).code).toBe(2);
    expect((await cli(['compare', BASE, CANDIDATE, '--json', '--csv'])).code).toBe(2);
  });
});
