// The recovery verbs as a user runs them: a real `sr-bench serve --demo` (fresh database) and a
// separate `sr-bench simulate` whose first request fails its config-hash check, registered as the
// extra MoM target `fault-router`. Two runs over the demo's multiple-choice cases are made through
// the API: one on sim-small that completes (reconcile-usage, regrade), one on fault-router that
// fails closed after its first call (recover-plan and recover in both modes). Then
// `sr-bench reconcile-usage|recover-plan|recover|regrade --url …` run as child processes.
import { demoDatasetArtifact } from '../../src/demo/demo-dataset.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedResults } from '../../src/cli/verbs/regrade.ts';
import { DEMO_CONFIG_HASH, demoSimulatorConfig, demoTargets } from '../../src/demo/demo-setup.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { BIN, gqlAt, runCli, spawnServer, type ServerProcess } from '../helpers/process.ts';

const UNKNOWN_RUN = 'run-00000000000000000000';
const TERMINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED']);

const dir = mkdtempSync(join(tmpdir(), 'srb-cli-recovery-'));
let server: ServerProcess | undefined;
let simulator: ChildProcess | undefined;
let drop: (() => Promise<void>) | undefined;
/** sim-small on the multiple-choice cases: COMPLETED. */
let completedRun = '';
/** fault-router on the same cases: FAILED after its first call, the other cells never dispatched. */
let failedRun = '';

/** `sr-bench simulate --port 0` with `config`; resolves with its base URL (…/v1). Bounded. */
function spawnSimulator(config: Record<string, unknown>): Promise<string> {
  const file = join(dir, 'simulator.json');
  writeFileSync(file, JSON.stringify(config));
  const child = spawn(process.execPath, [BIN, 'simulate', '--config', file, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  simulator = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`simulator did not start:\n${output}`)), 60_000);
    const collect = (data: Buffer) => {
      output += data;
      const match = /Simulated provider: (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`simulator exited with ${code}:\n${output}`));
    });
  });
}

/** The data of a request that succeeded: no top-level error, and no mutation payload in it refused. */
async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await gqlAt<T>(server!.url, query, variables);
  if (response.errors || !response.data) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(response.errors)}`);
  const refused = Object.values(response.data).flatMap((payload) => (payload as { userErrors?: unknown[] } | null)?.userErrors ?? []);
  if (refused.length > 0) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(refused)}`);
  return response.data;
}

async function startRun(datasetId: string, targetId: string, key: string): Promise<string> {
  const { planRun } = await api<{ planRun: { plan: { manifestText: string } } }>(
    'mutation ($input: PlanInput!) { planRun(input: { plan: $input }) { plan { manifestText } userErrors { code message } } }',
    { input: { datasetId, profile: 'SMOKE', targetIds: [targetId] } },
  );
  const { startRun } = await api<{ startRun: { run: { runId: string } } }>(
    'mutation ($plan: JSON!, $key: String!) { startRun(input: { manifest: $plan, idempotencyKey: $key }) { run { runId } userErrors { code message } } }',
    { plan: planRun.plan.manifestText, key },
  );
  return startRun.run.runId;
}

async function waitForRun(runId: string, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { run } = await api<{ run: { status: string } }>('query ($id: ID!) { run(id: $id) { status } }', { id: runId });
    if (TERMINAL.has(run.status)) return run.status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`run ${runId} did not finish within ${timeoutMs} ms`);
}

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer(['--demo'], { SR_BENCH_DATA_DIR: join(dir, 'data'), DATABASE_URL: fresh?.url ?? '' });
  // The demo lines follow the URL line the server is awaited on; they may arrive a moment later.
  for (let i = 0; i < 100 && !/datasetId: "[0-9a-f]+"/.test(server.output()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  const demoUrl = /Demo: simulated provider at (http:\/\/\S+\/v1)/.exec(server.output())?.[1];
  // The printed operations use the demo suite; this test runs the demo dataset, whose id is fixed.
  const demoDataset = /datasetId: "[0-9a-f]+"/.test(server.output()) ? String(demoDatasetArtifact().manifest.id) : undefined;
  if (!demoUrl || !demoDataset) throw new Error(`no demo simulator or dataset in the server output:\n${server.output()}`);

  // The first request to this simulator acknowledges a wrong config hash: the call ends with
  // settled usage and cost but fails, so the run fails closed with one failed cell.
  const faultUrl = await spawnSimulator({ ...demoSimulatorConfig(), faults: [{ kind: 'wrong_config_hash', times: 1 }] });
  const routerUrl = (base: string) => base.replace(/\/v1$/, '/router/v1');
  const targets = demoTargets(demoUrl, routerUrl(demoUrl));
  const demoRouter = targets.find((t) => t.id === 'sim-router')!;
  // registerTargets replaces the registry: the demo targets stay, fault-router is added.
  await api('mutation ($targets: [JSON!]!) { registerTargets(input: { targets: $targets }) { targets { id } userErrors { code message } } }', {
    targets: [...targets, { ...demoRouter, id: 'fault-router', base_url: routerUrl(faultUrl), config_hash: DEMO_CONFIG_HASH }],
  });
  // Multiple-choice cases only: regrade refuses runs with judge-graded cases.
  const { composeDataset } = await api<{ composeDataset: { dataset: { datasetId: string } } }>(
    `mutation ($ids: [ID!]!) {
      composeDataset(input: { datasetIds: $ids, benchmarks: ["mmlu-pro", "gpqa-diamond"] }) { dataset { datasetId } userErrors { code message } }
    }`,
    { ids: [demoDataset] },
  );
  completedRun = await startRun(composeDataset.dataset.datasetId, 'sim-small', 'cli-recovery-completed');
  failedRun = await startRun(composeDataset.dataset.datasetId, 'fault-router', 'cli-recovery-failed');
  expect(await waitForRun(completedRun)).toBe('COMPLETED');
  expect(await waitForRun(failedRun)).toBe('FAILED');
}, 300_000);

afterAll(async () => {
  if (simulator && simulator.exitCode === null && simulator.signalCode === null) {
    const exited = new Promise((resolve) => simulator!.once('exit', resolve));
    simulator.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  await server?.stop();
  await drop?.();
}, 60_000);

const cli = (args: string[], timeoutMs = 90_000) =>
  runCli([...args, '--url', server!.url], { ...process.env, SR_BENCH_URL: '', SR_BENCH_TOKEN: '' }, timeoutMs);

function expectServerError(result: { code: number | null; stdout: string; stderr: string }, code: string, message?: string): void {
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(new RegExp(`^sr-bench: .+ \\(${code}\\)$`, 'm'));
  if (message) expect(result.stderr).toContain(`sr-bench: ${message} (${code})`);
}

function expectUsageError(result: { code: number | null; stderr: string }, verb: string): void {
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(/\(USAGE\)/);
  expect(result.stderr).toContain(`Usage: sr-bench ${verb} RUN`);
}

interface Progress {
  total: number;
  completed: number;
  failed: number;
  pending: number;
}

async function progressOf(runId: string): Promise<Progress> {
  const { run } = await api<{ run: { progress: Progress } }>('query ($id: ID!) { run(id: $id) { progress { total completed failed pending } } }', {
    id: runId,
  });
  return run.progress;
}

const RECOVERY_PLAN = `mutation ($id: ID!, $mode: RecoveryMode!) {
  recoveryPlan(input: { runId: $id, mode: $mode }) { recoveryPlan { document eligibleCells { caseId targetId } } userErrors { code message } }
}`;
interface PlanView {
  document: { eligible_cells: { case_id: string; target_id: string }[] } & Record<string, unknown>;
  eligibleCells: { caseId: string; targetId: string }[];
}

async function recoveryPlan(mode: 'FAILED' | 'UNDISPATCHED'): Promise<PlanView> {
  return (await api<{ recoveryPlan: { recoveryPlan: PlanView } }>(RECOVERY_PLAN, { id: failedRun, mode })).recoveryPlan.recoveryPlan;
}

interface ChildView {
  runId: string;
  parentRunId: string;
  lineage: { recoveryMode: string; selectedCellCount: number; newAttemptAcknowledged: boolean };
}

async function child(runId: string): Promise<ChildView> {
  const { run } = await api<{ run: ChildView }>(
    'query ($id: ID!) { run(id: $id) { runId parentRunId lineage { recoveryMode selectedCellCount newAttemptAcknowledged } } }',
    { id: runId },
  );
  return run;
}

const childId = (stdout: string) => /^child run\s+(run-[0-9a-f]{20})$/m.exec(stdout)?.[1];

describe('sr-bench reconcile-usage', () => {
  it('summarises the correction of a finished live run; a repeat gives the same correction', { timeout: 180_000 }, async () => {
    const result = await cli(['reconcile-usage', completedRun]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const { total } = await progressOf(completedRun);
    expect(result.stdout).toMatch(new RegExp(`^calls\\s+${total} verified, 0 unverifiable, 0 corrected$`, 'm'));
    expect(result.stdout).toMatch(/^known spend\s+\$\d+\.\d{6} original → \$\d+\.\d{6} corrected$/m);
    expect(result.stdout).toMatch(/^qualified\s+yes/m);
    expect(result.stdout).toMatch(/^model requests\s+0$/m);
    const evidence = /^evidence sha256\s+([0-9a-f]{64})$/m.exec(result.stdout)?.[1];
    expect(evidence).toBeDefined();

    // --json is the stored artifact: the same on every repeat, and what the API returns.
    const first = await cli(['reconcile-usage', completedRun, '--json']);
    expect(first.code).toBe(0);
    const document = JSON.parse(first.stdout) as Record<string, unknown>;
    expect(document).toMatchObject({ run_id: completedRun, evidence_sha256: evidence, qualified: true, model_requests: 0 });
    const again = await cli(['reconcile-usage', completedRun, '--json']);
    expect(JSON.parse(again.stdout)).toEqual(document);
    const viaApi = await api<{ reconcileUsage: { correction: { document: unknown } } }>(
      'mutation ($id: ID!) { reconcileUsage(input: { runId: $id }) { correction { document } userErrors { code message } } }',
      { id: completedRun },
    );
    expect(viaApi.reconcileUsage.correction.document).toEqual(document);
  });

  it('an unknown run is NOT_FOUND (exit 1); a missing RUN is a usage error (exit 2)', { timeout: 180_000 }, async () => {
    expectServerError(await cli(['reconcile-usage', UNKNOWN_RUN]), 'NOT_FOUND');
    expectUsageError(await cli(['reconcile-usage']), 'reconcile-usage');
  });
});

describe('sr-bench regrade', () => {
  it('summarises the offline regrade of a completed multiple-choice run; --json is the artifact', { timeout: 180_000 }, async () => {
    const result = await cli(['regrade', completedRun]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const { total } = await progressOf(completedRun);
    expect(result.stdout).toMatch(/^kind\s+offline-regrade$/m);
    expect(result.stdout).toMatch(/^grader version\s+\S+$/m);
    expect(result.stdout).toMatch(new RegExp(`^results\\s+${total} regraded, 0 changed$`, 'm'));
    expect(result.stdout).toMatch(/^model requests\s+0$/m);
    expect(result.stdout).toContain('No result changed');

    const json = await cli(['regrade', completedRun, '--json']);
    expect(json.code).toBe(0);
    const document = JSON.parse(json.stdout) as { kind: string; results: unknown[]; changed_count: number };
    expect(document).toMatchObject({ kind: 'offline-regrade', source_run_id: completedRun, changed_count: 0, model_requests: 0 });
    expect(document.results).toHaveLength(total);
    const viaApi = await api<{ regrade: { regrade: { document: unknown } } }>(
      'mutation ($id: ID!) { regrade(input: { runId: $id }) { regrade { document } userErrors { code message } } }',
      { id: completedRun },
    );
    expect(viaApi.regrade.regrade.document).toEqual(document);
  });

  it('refuses a run that did not complete (CONFLICT) and an unknown run (NOT_FOUND), exit 1', { timeout: 180_000 }, async () => {
    expectServerError(await cli(['regrade', failedRun]), 'CONFLICT', 'Regrading requires a completed live run');
    expectServerError(await cli(['regrade', UNKNOWN_RUN, '--json']), 'NOT_FOUND');
    expectUsageError(await cli(['regrade', completedRun, 'extra']), 'regrade');
  });

  it('changed cells are those whose correctness differs from the saved result', () => {
    const saved = [
      { caseId: 'a', targetId: 't', correct: true },
      { caseId: 'b', targetId: 't', correct: false },
      { caseId: 'c', targetId: 't', correct: null },
    ];
    const regraded = [
      { caseId: 'a', targetId: 't', correct: true, answer: 'A' },
      { caseId: 'b', targetId: 't', correct: true, answer: 'C' },
      { caseId: 'c', targetId: 't', correct: false, answer: null },
    ];
    expect(changedResults(saved, regraded)).toEqual([
      { caseId: 'b', targetId: 't', saved: false, regraded: true, answer: 'C' },
      { caseId: 'c', targetId: 't', saved: null, regraded: false, answer: null },
    ]);
  });
});

describe('sr-bench recover-plan', () => {
  it('FAILED mode: the failed cell is eligible, acknowledgment is required, and the next command says so', { timeout: 180_000 }, async () => {
    const progress = await progressOf(failedRun);
    expect(progress).toMatchObject({ completed: 0, failed: 1, pending: progress.total - 1 });
    const result = await cli(['recover-plan', failedRun, '--mode', 'failed']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^run\\s+${failedRun}$`, 'm'));
    expect(result.stdout).toMatch(/^mode\s+failed$/m);
    expect(result.stdout).toMatch(/^eligible\s+1$/m);
    expect(result.stdout).toMatch(new RegExp(`^excluded\\s+${progress.pending}$`, 'm'));
    expect(result.stdout).toMatch(/^acknowledgment\s+required/m);
    expect(result.stdout).toMatch(/^child budget\s+\$5\.00 /m);
    expect(result.stdout).toMatch(/^model requests\s+0$/m);
    expect(result.stdout).toMatch(/^CASE\s+TARGET$/m);
    expect(result.stdout).toMatch(/^\S+\s+fault-router$/m);
    expect(result.stdout).toMatch(new RegExp(`^never_dispatched_use_undispatched_mode\\s+${progress.pending}$`, 'm'));
    expect(result.stdout).toContain(`sr-bench recover ${failedRun} --plan plan.json --idempotency-key KEY --acknowledge-new-attempt`);

    const json = await cli(['recover-plan', failedRun, '--mode', 'FAILED', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual((await recoveryPlan('FAILED')).document);
  });

  it('UNDISPATCHED mode: the never-dispatched cells, bounded; --output writes the plan document exclusively', { timeout: 180_000 }, async () => {
    const { pending } = await progressOf(failedRun);
    const file = join(dir, 'undispatched-listing.json');
    const result = await cli(['recover-plan', failedRun, '--mode', 'undispatched', '--output', file]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^eligible\\s+${pending}$`, 'm'));
    expect(result.stdout).toMatch(/^acknowledgment\s+not required$/m);
    expect(result.stdout).toMatch(/^already_dispatched_requires_explicit_new_attempt\s+1$/m);
    expect(result.stdout.match(/^\S+\s+fault-router$/gm)).toHaveLength(Math.min(pending, 20));
    expect(result.stdout).toContain(`Wrote the plan to ${file}`);
    expect(result.stdout).toContain(`sr-bench recover ${failedRun} --plan ${file} --idempotency-key KEY\n`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual((await recoveryPlan('UNDISPATCHED')).document);

    const again = await cli(['recover-plan', failedRun, '--mode', 'undispatched', '--output', file]);
    expectServerError(again, 'FILE_EXISTS');
  });

  it('usage errors exit 2; an unknown run is NOT_FOUND', { timeout: 180_000 }, async () => {
    expectUsageError(await cli(['recover-plan', failedRun]), 'recover-plan');
    const bad = await cli(['recover-plan', failedRun, '--mode', 'all']);
    expectUsageError(bad, 'recover-plan');
    expect(bad.stderr).toContain('--mode must be undispatched or failed');
    expectUsageError(await cli(['recover-plan', '--mode', 'failed']), 'recover-plan');
    expectServerError(await cli(['recover-plan', UNKNOWN_RUN, '--mode', 'undispatched']), 'NOT_FOUND');
  });
});

describe('sr-bench recover', () => {
  const planFile = (name: string, document: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(document, null, 2));
    return file;
  };

  it('usage errors exit 2; a missing plan file is IO_ERROR; an unknown run is NOT_FOUND', { timeout: 180_000 }, async () => {
    const file = planFile('any.json', (await recoveryPlan('UNDISPATCHED')).document);
    expectUsageError(await cli(['recover', failedRun, '--plan', file]), 'recover');
    expectUsageError(await cli(['recover', failedRun, '--idempotency-key', 'k']), 'recover');
    expectUsageError(await cli(['recover', '--plan', file, '--idempotency-key', 'k']), 'recover');
    expectServerError(await cli(['recover', failedRun, '--plan', join(dir, 'missing.json'), '--idempotency-key', 'k']), 'IO_ERROR');
    expectServerError(await cli(['recover', UNKNOWN_RUN, '--plan', file, '--idempotency-key', 'k']), 'NOT_FOUND');
  });

  it('UNDISPATCHED: recover-plan --output, narrowed with selected_cells, then recover; the same key returns the same child', { timeout: 240_000 }, async () => {
    const file = join(dir, 'undispatched.json');
    expect((await cli(['recover-plan', failedRun, '--mode', 'undispatched', '--output', file])).code).toBe(0);
    const reviewed = JSON.parse(readFileSync(file, 'utf8')) as PlanView['document'];
    expect(reviewed.eligible_cells.length).toBeGreaterThan(2);
    // The user keeps two cells.
    const narrowed = planFile('undispatched-two.json', { ...reviewed, selected_cells: reviewed.eligible_cells.slice(0, 2) });

    const first = await cli(['recover', failedRun, '--plan', narrowed, '--idempotency-key', 'cli-undispatched-1']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const id = childId(first.stdout);
    expect(id).toBeDefined();
    expect(first.stdout).toMatch(new RegExp(`^parent\\s+${failedRun}$`, 'm'));
    expect(first.stdout).toMatch(/^mode\s+undispatched$/m);
    expect(first.stdout).toMatch(/^cells\s+2$/m);
    expect(first.stdout).toContain(`sr-bench show ${id}`);
    expect(await child(id!)).toEqual({
      runId: id,
      parentRunId: failedRun,
      lineage: { recoveryMode: 'UNDISPATCHED', selectedCellCount: 2, newAttemptAcknowledged: false },
    });

    // A lost answer: the same command returns the same child; --json prints the Run.
    const again = await cli(['recover', failedRun, '--plan', narrowed, '--idempotency-key', 'cli-undispatched-1', '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ runId: id, parentRunId: failedRun, lineage: { recoveryMode: 'UNDISPATCHED', selectedCellCount: 2 } });

    // The same key for other cells is refused; the full plan is stale now that two cells are claimed.
    expectServerError(
      await cli(['recover', failedRun, '--plan', file, '--idempotency-key', 'cli-undispatched-1']),
      'CONFLICT',
      'Idempotency key is bound to another attempt',
    );
    const stale = await cli(['recover', failedRun, '--plan', file, '--idempotency-key', 'cli-undispatched-2']);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('sr-bench: Recovery eligibility changed; inspect a fresh recovery plan (RECOVERY_PLAN_REQUIRED)');
    expect(stale.stderr).toContain(`sr-bench recover-plan ${failedRun} --mode undispatched --output`);

    // A fresh plan (YAML is read too) takes the rest.
    const fresh = await recoveryPlan('UNDISPATCHED');
    expect(fresh.eligibleCells).toHaveLength(reviewed.eligible_cells.length - 2);
    const yaml = join(dir, 'undispatched-rest.yaml');
    writeFileSync(
      yaml,
      `# reviewed\n${Object.entries(fresh.document)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join('\n')}\n`,
    );
    const rest = await cli(['recover', failedRun, '--plan', yaml, '--idempotency-key', 'cli-undispatched-2']);
    expect(rest.code).toBe(0);
    expect(childId(rest.stdout)).not.toBe(id);
    expect(rest.stdout).toMatch(new RegExp(`^cells\\s+${fresh.eligibleCells.length}$`, 'm'));
  });

  it('FAILED: refused without --acknowledge-new-attempt, a child with it, the same child again, and refused again without it', {
    timeout: 180_000,
  }, async () => {
    const file = join(dir, 'failed.json');
    expect((await cli(['recover-plan', failedRun, '--mode', 'failed', '--output', file])).code).toBe(0);
    expect(existsSync(file)).toBe(true);

    const refused = await cli(['recover', failedRun, '--plan', file, '--idempotency-key', 'cli-failed-1']);
    expectServerError(refused, 'BAD_USER_INPUT', 'Failed attempts require explicit new-attempt/spend acknowledgment');
    expect(refused.stderr).toContain('--acknowledge-new-attempt');

    const accepted = await cli(['recover', failedRun, '--plan', file, '--idempotency-key', 'cli-failed-1', '--acknowledge-new-attempt']);
    expect(accepted.stderr).toBe('');
    expect(accepted.code).toBe(0);
    const id = childId(accepted.stdout);
    expect(accepted.stdout).toMatch(/^mode\s+failed$/m);
    expect(accepted.stdout).toMatch(/^new attempt\s+acknowledged/m);
    expect(await child(id!)).toEqual({
      runId: id,
      parentRunId: failedRun,
      lineage: { recoveryMode: 'FAILED', selectedCellCount: 1, newAttemptAcknowledged: true },
    });

    const again = await cli(['recover', failedRun, '--plan', file, '--idempotency-key', 'cli-failed-1', '--acknowledge-new-attempt']);
    expect(again.code).toBe(0);
    expect(childId(again.stdout)).toBe(id);
    // Acknowledgment is checked before the key: a repeat without it is refused, not answered.
    expectServerError(
      await cli(['recover', failedRun, '--plan', file, '--idempotency-key', 'cli-failed-1']),
      'BAD_USER_INPUT',
      'Failed attempts require explicit new-attempt/spend acknowledgment',
    );
  });
});
