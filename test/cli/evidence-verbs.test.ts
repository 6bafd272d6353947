// The verbs that work from saved evidence, as a user runs them against a real `serve --demo`:
// `cases` (the case × target matrix, also as CSV), `candidate-plan` (a candidate and a routing
// preview on a finished baseline), `replay` (an offline estimate from the two) and
// `export-training` (the training matrix of a dev-split run).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { gqlAt, runCli, spawnServer, type ServerProcess } from '../helpers/process.ts';

let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;
const dir = mkdtempSync(join(tmpdir(), 'srb-cli-evidence-'));
let baseline = '';
let datasetId = '';

const cli = (args: string[], timeoutMs = 120_000) =>
  runCli([...args, '--url', server!.url], { ...process.env, SR_BENCH_URL: '', SR_BENCH_TOKEN: '' }, timeoutMs);

/** Plans `input` into a file and runs it to the end with the CLI; returns the run id. */
async function runPlanned(file: string, key: string): Promise<string> {
  const started = await cli(['run', '--plan', file, '--idempotency-key', key]);
  expect(started.code, started.stderr).toBe(0);
  const runId = /^run\s+(run-[0-9a-f]{20})$/m.exec(started.stdout)?.[1];
  expect(runId, started.stdout).toBeDefined();
  return runId!;
}

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer(['--demo'], { SR_BENCH_DATA_DIR: join(dir, 'data'), DATABASE_URL: fresh?.url ?? '' });
  const datasets = await gqlAt<{ datasets: { edges: { node: { datasetId: string } }[] } }>(
    server.url,
    '{ datasets(first: 100) { edges { node { datasetId name } } } }',
  );
  datasetId = datasets.data!.datasets.edges[0]!.node.datasetId;
  const input = join(dir, 'baseline.json');
  writeFileSync(input, JSON.stringify({ datasetId, profile: 'SMOKE', targetIds: ['sim-small', 'sim-large'], name: 'cli baseline' }));
  const planned = await cli(['plan', '--manifest', input, '--output', join(dir, 'baseline-plan.json')]);
  expect(planned.code, planned.stderr).toBe(0);
  baseline = await runPlanned(join(dir, 'baseline-plan.json'), 'cli-evidence-baseline');
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await drop?.();
});

interface ApiRow {
  caseId: string;
  benchmark: string;
  cells: { targetId: string; outcome: string; result: { correct: boolean | null } | null }[];
}

async function apiRows(view: string): Promise<ApiRow[]> {
  const reply = await gqlAt<{ run: { caseMatrix: { rows: ApiRow[] } } }>(
    server!.url,
    'query ($id: ID!, $view: CaseMatrixView) { run(id: $id) { caseMatrix(first: 100, filter: { view: $view }) { rows { caseId benchmark cells { targetId outcome result { correct } } } } } }',
    { id: baseline, view },
  );
  return reply.data!.run.caseMatrix.rows;
}

describe('sr-bench cases', () => {
  it('prints the matrix, one column per target, and --csv one line per cell', async () => {
    const rows = await apiRows('ALL');
    const printed = await cli(['cases', baseline.slice(0, 12)]);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toMatch(/^CASE\s+BENCHMARK\s+SIM-SMALL\s+SIM-LARGE$/m);
    expect(printed.stdout.trimEnd().endsWith(`${rows.length} cases`)).toBe(true);

    const csv = await cli(['cases', baseline, '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    const lines = csv.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('case_id,benchmark,target_id,outcome,correct,answer,score,cost_usd,latency_s');
    expect(lines).toHaveLength(1 + rows.length * 2);
    const first = rows[0]!;
    expect(
      lines[1]!.startsWith(
        `${first.caseId},${first.benchmark},sim-small,${first.cells[0]!.outcome.toLowerCase()},${String(first.cells[0]!.result?.correct ?? '')},`,
      ),
    ).toBe(true);
  });

  it('--view wrong lists the cases some target got wrong, as the API does', async () => {
    const wrong = await apiRows('WRONG');
    const result = await cli(['cases', baseline, '--view', 'wrong', '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as ApiRow[]).map((r) => r.caseId)).toEqual(wrong.map((r) => r.caseId));
    const bad = await cli(['cases', baseline, '--view', 'worse']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--view must be one of all, wrong, disagree, got "worse"');
  });
});

describe('sr-bench candidate-plan, replay and export-training', () => {
  it('plans a candidate and a routing preview on a single-model baseline, replays the preview offline, and exports the training matrix', async () => {
    // A candidate's baseline is a single-model reference (one single-model target), on benchmarks
    // an offline replay can score.
    const composed = await cli(['dataset', 'compose', '--dataset', datasetId, '--benchmark', 'mmlu-pro', '--benchmark', 'gpqa-diamond', '--json']);
    expect(composed.code, composed.stderr).toBe(0);
    const replayable = (JSON.parse(composed.stdout) as { datasetId: string }).datasetId;
    const input = join(dir, 'reference.json');
    writeFileSync(input, JSON.stringify({ datasetId: replayable, profile: 'SMOKE', targetIds: ['sim-small'], name: 'cli reference' }));
    expect((await cli(['plan', '--manifest', input, '--output', join(dir, 'reference-plan.json')])).code).toBe(0);
    const reference = await runPlanned(join(dir, 'reference-plan.json'), 'cli-evidence-reference');
    const candidateFile = join(dir, 'candidate.json');
    const candidate = await cli(['candidate-plan', reference, '--target', 'sim-router', '--name', 'cli candidate', '--output', candidateFile]);
    expect(candidate.code, candidate.stderr).toBe(0);
    expect(candidate.stdout).toContain('Plan is valid and frozen; nothing was sent (0 model requests).');
    expect(candidate.stdout).toMatch(/^sim-router\s+mom\s+MoM\s+yes$/m);
    expect(candidate.stdout).toContain(`sr-bench run --plan ${candidateFile} --idempotency-key candidate-`);
    const frozen = JSON.parse(readFileSync(candidateFile, 'utf8')) as { plan_sha256: string; mode: string; case_sha256: string };
    const referencePlan = JSON.parse(readFileSync(join(dir, 'reference-plan.json'), 'utf8')) as { case_sha256: string };
    expect(frozen.mode).toBe('live');
    expect(frozen.case_sha256).toBe(referencePlan.case_sha256);

    const previewFile = join(dir, 'preview.json');
    const preview = await cli(['candidate-plan', reference, '--target', 'sim-router', '--preview', '--output', previewFile]);
    expect(preview.code, preview.stderr).toBe(0);
    expect((JSON.parse(readFileSync(previewFile, 'utf8')) as { mode: string }).mode).toBe('preview');
    const previewRun = await runPlanned(previewFile, 'cli-evidence-preview');

    const replay = await cli(['replay', reference, previewRun, '--idempotency-key', 'cli-replay-1']);
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toMatch(/^mode\s+replay$/m);
    const replayRun = /^run\s+(run-[0-9a-f]{20})$/m.exec(replay.stdout)![1]!;
    const again = await cli(['replay', reference, previewRun, '--idempotency-key', 'cli-replay-1']);
    expect(again.stdout).toContain(replayRun);

    const noTarget = await cli(['candidate-plan', reference]);
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toContain('at least one --target ID (a MoM target) is required');

    const exported = await cli(['export-training', baseline]);
    expect(exported.code, exported.stderr).toBe(0);
    const document = JSON.parse(exported.stdout) as { kind: string; source_run_id: string; cases: { targets: unknown[] }[] };
    expect(document.kind).toBe('training-matrix');
    expect(document.source_run_id).toBe(baseline);
    expect(document.cases[0]!.targets).toHaveLength(2);
    const file = join(dir, 'training.json');
    const written = await cli(['export-training', baseline, '--output', file]);
    expect(written.code, written.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(document);
  }, 300_000);
});
