// The read verbs as a user runs them: a real `sr-bench serve --demo` (fresh database, example
// stores imported), then `sr-bench runs|show|report|compare --url …` as child processes.
import { demoDatasetArtifact } from '../../src/demo/demo-dataset.ts';
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

  it('--origin lists the runs imported from a store, or only those created on this server', async () => {
    const here = await cli(['runs', '--origin', 'here', '--json']);
    const imported = await cli(['runs', '--origin', 'imported', '--json']);
    const all = await cli(['runs', '--json']);
    for (const result of [here, imported, all]) expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    type Row = { runId: string; importedFrom: { storeName: string } | null };
    const [hereRows, importedRows, allRows] = [here, imported, all].map((r) => JSON.parse(r.stdout) as Row[]);
    expect(importedRows!.map((r) => r.runId)).toContain(BASE);
    expect(importedRows!.every((r) => r.importedFrom !== null)).toBe(true);
    expect(hereRows!.every((r) => r.importedFrom === null)).toBe(true);
    expect([...hereRows!, ...importedRows!].map((r) => r.runId).sort()).toEqual(allRows!.map((r) => r.runId).sort());
    const bad = await cli(['runs', '--origin', 'elsewhere']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--origin must be here or imported/);
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
    const second = JSON.parse((await cli(['show', BASE, '--calls', '--after', first.pageInfo.endCursor, '--limit', '500', '--json'])).stdout) as {
      calls: { callId: string }[];
    };
    expect(second.calls.map((c) => c.callId)).toEqual(all.slice(3));
    const table = await cli(['show', BASE, '--calls', '--limit', '2']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^case \S+ · target \S+ · \d call\(s\)\nSTEP\s+CALL\s+ROLE\s+STATUS/);
    expect(table.stdout).toMatch(/2 of \d+ call\(s\) in [12] cell\(s\); next page: --after \S+/);
    const active = JSON.parse((await cli(['show', BASE, '--calls', '--active', '--json'])).stdout) as { calls: unknown[] };
    expect(active.calls).toEqual([]);
    expect((await cli(['show', BASE, '--calls', '--limit', '501'])).code).toBe(2);
  });

  it('--calls groups a multi-call cell as numbered steps; --case lists one case', { timeout: 180_000 }, async () => {
    // A smoke run on sim-large holds the demo's dialogue tasks: simulated-user turns and replies.
    const datasetId = String(demoDatasetArtifact().manifest.id);
    expect(datasetId).toBeDefined();
    const planned = await gqlAt<{ planRun: { plan: { manifestText: string } } }>(
      server!.url,
      'mutation ($input: PlanInput!) { planRun(input: { plan: $input }) { plan { manifestText } } }',
      {
        input: { datasetId, profile: 'SMOKE', targetIds: ['sim-large'], name: 'cli steps' },
      },
    );
    const started = await gqlAt<{ startRun: { run: { runId: string } } }>(
      server!.url,
      'mutation ($plan: JSON!) { startRun(input: { manifest: $plan, idempotencyKey: "cli-steps" }) { run { runId } } }',
      {
        plan: planned.data!.planRun.plan.manifestText,
      },
    );
    const runId = started.data!.startRun.run.runId;
    const deadline = Date.now() + 120_000;
    let status = '';
    while (Date.now() < deadline && !['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED'].includes(status)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await gqlAt<{ run: { status: string } }>(server!.url, 'query ($id: ID!) { run(id: $id) { status } }', { id: runId })).data!.run.status;
    }
    expect(status).toBe('COMPLETED');

    const one = 'sr-bench-dialogue/1';
    const json = JSON.parse((await cli(['show', runId, '--calls', '--case', one, '--json'])).stdout) as {
      totalCount: number;
      calls: { caseId: string; targetId: string; role: string; step: number; toolCalls: string[] }[];
    };
    expect(json.totalCount).toBe(json.calls.length);
    expect(json.calls.length).toBeGreaterThanOrEqual(3);
    expect(json.calls.every((c) => c.caseId === one && c.targetId === 'sim-large' && c.toolCalls.length === 0)).toBe(true);
    expect(json.calls.map((c) => c.step)).toEqual(json.calls.map((_, i) => i + 1));
    expect(json.calls.map((c) => c.role)).toEqual(json.calls.map((_, i) => (i % 2 === 0 ? 'SIMULATOR' : 'SUBJECT')));

    const text = await cli(['show', runId, '--calls', '--case', one]);
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe(`case ${one} · target sim-large · ${json.calls.length} call(s)`);
    expect(lines[1]).toMatch(/^STEP\s+CALL\s+ROLE\s+STATUS\s+MODEL\s+LATENCY S\s+TOKENS\s+COST\s+TOOL CALLS$/);
    expect(lines[3]).toMatch(/^\s*1\s+call-\S+\s+simulator\s+completed\s+sim\/user-8b\s/);
    expect(lines[4]).toMatch(/^\s*2\s+call-\S+\s+subject\s+completed\s+sim\/large-70b\s/);
    expect(text.stdout).toContain(`${json.calls.length} of ${json.calls.length} call(s) in 1 cell(s)`);

    // The whole run: every dialogue cell is one group, its calls numbered from 1.
    const all = await cli(['show', runId, '--calls', '--limit', '500']);
    for (const caseId of ['sr-bench-dialogue/1', 'sr-bench-dialogue/2', 'sr-bench-dialogue/3']) {
      expect(all.stdout.split('\n').filter((line) => line.startsWith(`case ${caseId} · target sim-large · `))).toHaveLength(1);
    }
    expect((await cli(['show', runId, '--case', one])).code).toBe(2);
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

  it('--html writes the self-contained HTML report, the bytes the API gives, exclusively', async () => {
    const api = await gqlAt<{ run: { reportHtml: string } }>(server!.url, 'query ($id: ID!) { run(id: $id) { reportHtml } }', { id: BASE });
    const html = api.data!.run.reportHtml;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const printed = await cli(['report', BASE, '--html']);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toBe(html);

    const file = join(mkdtempSync(join(tmpdir(), 'srb-report-')), 'report.html');
    const written = await cli(['report', BASE, '--html', '--output', file]);
    expect(written.stderr).toBe('');
    expect(written.code).toBe(0);
    expect(written.stdout).toBe(`Wrote the HTML report of ${BASE} to ${file} (one file; it opens offline)\n`);
    expect(readFileSync(file, 'utf8')).toBe(html);
    // Nothing outside the file: no script, stylesheet, font or image is loaded from anywhere.
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/);
    expect(html).not.toMatch(/<link\b|\bsrc=|@import|url\(/);
    const again = await cli(['report', BASE, '--html', '--output', file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/never overwritten \(FILE_EXISTS\)/);

    const both = await cli(['report', BASE, '--html', '--json']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--html and --json are two formats of one report: choose one/);
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
    const api = await gqlAt<{ compare: { json: { baseline_run_id: string; comparisons: unknown[] }; csv: string } }>(server!.url, query, {
      b: BASE,
      c: [CANDIDATE],
    });
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

describe('every read verb', () => {
  it('ends what it prints with exactly one newline, so a shell prompt starts on its own line', { timeout: 240_000 }, async () => {
    const invocations = [
      ['runs'],
      ['runs', '--json'],
      ['show', BASE],
      ['show', BASE, '--json'],
      ['show', BASE, '--calls', '--limit', '3'],
      ['report', BASE],
      ['report', BASE, '--json'],
      ['report', BASE, '--html'],
      ['cases', BASE],
      ['cases', BASE, '--csv'],
      ['cases', BASE, '--json'],
      ['compare', BASE, CANDIDATE],
      ['compare', BASE, CANDIDATE, '--json'],
      ['compare', BASE, CANDIDATE, '--csv'],
      ['dataset', 'list'],
      ['target', 'list'],
      ['--help'],
    ];
    const endings: Record<string, string> = {};
    for (const args of invocations) {
      const result = await cli(args);
      expect({ args, code: result.code, stderr: result.stderr }).toEqual({ args, code: 0, stderr: '' });
      endings[args.join(' ')] = JSON.stringify(result.stdout.slice(-2).replace(/[^\n]/g, 'x'));
    }
    expect(endings).toEqual(Object.fromEntries(invocations.map((args) => [args.join(' '), '"x\\n"'])));
  });
});
