// The harness supervisor against a harness that misbehaves (docs/harness.md): an operator's
// upstream environment (a pinned git checkout whose worker module speaks the protocol) runs one
// scenario per run. Every model request goes through the bridge and is journaled; the simulated
// provider's record shows nothing sent beyond the call rows.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putBenchmarkOptions } from '../../src/db/queries/benchmark-options.ts';
import { nowIsoMicros } from '../../src/db/timestamps.ts';
import { HARNESS_FAILED, HARNESS_RESULT_INVALID, HARNESS_STOPPED } from '../../src/domain/harness/protocol.ts';
import { artifactDirectory } from '../../src/worker/harness/harness-cell.ts';
import { fakeUpstreamHarness } from '../helpers/fake-upstream-harness.ts';
import { waitUntilGone } from '../helpers/process-state.ts';
import { START_STORED, useLiveStack, waitForRun } from '../helpers/live.ts';

const upstream = fakeUpstreamHarness();
const dataDir = mkdtempSync(join(tmpdir(), 'srb-harness-data-'));
// The interpreter itself, not a version manager's shim (which adds variables of its own).
process.env['SR_BENCH_TAU3_PYTHON'] = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();
process.env['SR_BENCH_TAU3_ROOT'] = upstream.root;
process.env['SR_BENCH_DATA_DIR'] = dataDir;
process.env['SR_BENCH_TEST_SECRET'] = 'must-not-leak';

const live = useLiveStack();

beforeAll(async () => {
  await putBenchmarkOptions(
    live.tdb.database.db,
    'tau3',
    {
      source_revision: upstream.revision,
      simulator: 'sim-user',
      judge: 'sim-judge',
      release: '1.0.1',
      max_steps: 20,
    },
    nowIsoMicros(),
  );
});
afterAll(() => {
  for (const path of [upstream.root, dataDir]) rmSync(path, { recursive: true, force: true });
});

interface Outcome {
  runId: string;
  status: string;
  result: { status: string; error: string | null; correct: boolean | null };
  calls: { role: string; status: string }[];
  sent: number;
  artifacts: string;
}

const caseOf = (scenario: string) => ({ id: `tau3/airline/${scenario}`, benchmark: 'tau3', metadata: { split: 'dev', domain: 'airline', scenario } });

const PLAN_MANIFEST = `mutation Test_PlanManifest($manifest: JSON!) {
  planRun(input: { manifest: $manifest }) { plan { planSha256 } userErrors { code message } }
}`;

function manifestFor(scenario: string, limits: Record<string, number>) {
  return { version: 'sr-bench-1.0', profile: 'smoke', cases: [caseOf(scenario)], targets: [{ id: 'sim-small' }], limits };
}

async function planAndStart(scenario: string, limits: Record<string, number>): Promise<string> {
  const planned = await live.api.gql(PLAN_MANIFEST, { manifest: manifestFor(scenario, limits) });
  const plan = planned.data?.planRun as { plan: { planSha256: string } | null; userErrors: unknown[] };
  if (planned.errors || !plan.plan) throw new Error(`planRun failed: ${JSON.stringify(planned.errors ?? plan.userErrors)}`);
  const started = await live.api.gql(START_STORED, { sha: plan.plan.planSha256, key: `harness-${scenario}` });
  const run = started.data?.startRun as { run: { runId: string } | null; userErrors: unknown[] };
  if (started.errors || !run.run) throw new Error(`startRun failed: ${JSON.stringify(started.errors ?? run.userErrors)}`);
  return run.run.runId;
}

async function runScenario(scenario: string, limits: Record<string, number> = {}, during?: (runId: string) => Promise<void>): Promise<Outcome> {
  const before = live.demo.simulator.chatRequests().length;
  const runId = await planAndStart(scenario, limits);
  if (during) await during(runId);
  const status = await waitForRun(live.api, runId, 90_000);
  const response = await live.api.gql(
    `query Test_Harness($id: ID!) { run(id: $id) {
    results(first: 5) { edges { node { status error correct } } }
    calls(first: 100) { totalCount edges { node { role status } } }
  } }`,
    { id: runId },
  );
  expect(response.errors).toBeUndefined();
  const run = response.data?.run as {
    results: { edges: { node: Outcome['result'] }[] };
    calls: { edges: { node: { role: string; status: string } }[] };
  };
  return {
    runId,
    status,
    result: run.results.edges[0]?.node as Outcome['result'],
    calls: run.calls.edges.map((e) => e.node),
    sent: live.demo.simulator.chatRequests().length - before,
    artifacts: artifactDirectory(process.env, runId, caseOf(scenario).id, 'sim-small'),
  };
}

const log = (outcome: Outcome) => readFileSync(join(outcome.artifacts, 'harness.log'), 'utf8');

/** The harness process the scenario ran is gone (waits up to 5 s). */
const harnessGone = (outcome: Outcome) => waitUntilGone(Number(readFileSync(join(outcome.artifacts, 'pid'), 'utf8')), 5_000);

describe('a harness run through the bridge', () => {
  it('grades the cell from the result file; every call is journaled and sent once', async () => {
    const outcome = await runScenario('ok');
    expect(outcome.status).toBe('COMPLETED');
    expect(outcome.result).toMatchObject({ status: 'COMPLETED', correct: true });
    expect(outcome.calls.map((c) => c.role).sort()).toEqual(['SIMULATOR', 'SUBJECT']);
    expect(outcome.sent).toBe(outcome.calls.length);
    const request = JSON.parse(readFileSync(join(outcome.artifacts, 'harness-input.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(request).sort()).toEqual(['artifact_dir', 'case', 'config', 'limits', 'seed', 'source_root']);
    expect(request['source_root']).toBe(upstream.root);
    expect(request['config']).toMatchObject({ source_revision: upstream.revision, release: '1.0.1' });
    expect(statSync(join(outcome.artifacts, 'harness-input.json')).mode & 0o777).toBe(0o600);
    // The run's provenance names the harness environment that ran it.
    const report = await live.api.gql(`query Test_Provenance($id: ID!) { run(id: $id) { report { provenance } } }`, { id: outcome.runId });
    const runner = (report.data!.run as { report: { provenance: { runner: { harnesses: Record<string, Record<string, unknown>> } } } }).report.provenance
      .runner;
    expect(runner.harnesses['tau3']).toMatchObject({
      source_revision: upstream.revision,
      environment: { harness: 'upstream', source_root: upstream.root },
      environment_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Only the documented variables reach the harness.
    const env = JSON.parse(/env (\[.*\])/.exec(log(outcome))?.[1] ?? '[]') as string[];
    expect(env).toContain('SR_BENCH_BRIDGE');
    expect(env).toContain('SR_BENCH_BRIDGE_TOKEN');
    expect(env).not.toContain('SR_BENCH_TEST_SECRET');
    expect(env).not.toContain('DATABASE_URL');
    expect(
      env.filter(
        (name) =>
          !['PATH', 'HOME', 'TMPDIR', 'LANG', 'SSL_CERT_FILE', 'DOCKER_HOST', 'SR_BENCH_BRIDGE', 'SR_BENCH_BRIDGE_TOKEN', 'PYTHONUNBUFFERED'].includes(name),
      ),
    ).toEqual([]);
  });

  it('a non-zero exit fails the cell and keeps the log', async () => {
    const outcome = await runScenario('exit');
    expect(outcome.status).toBe('FAILED');
    expect(outcome.result).toMatchObject({ status: 'FAILED', error: HARNESS_FAILED });
    expect(log(outcome)).toContain('request');
    expect(outcome.sent).toBe(outcome.calls.length);
  });

  it('an exit without a result fails the cell', async () => {
    const outcome = await runScenario('no-result');
    expect(outcome.result).toMatchObject({ status: 'FAILED', error: HARNESS_FAILED });
  });

  it('a result without a terminal graded outcome fails the cell', async () => {
    const outcome = await runScenario('invalid');
    expect(outcome.result).toMatchObject({ status: 'FAILED', error: HARNESS_RESULT_INVALID });
  });

  it('a harness that hangs is stopped at the case deadline', async () => {
    const outcome = await runScenario('hang', { case_timeout_s: 4 });
    // A cell stopped at its deadline is cancelled, as any cell cut by its deadline.
    expect(outcome.result).toMatchObject({ status: 'CANCELLED', error: HARNESS_STOPPED });
    expect(log(outcome)).toContain('hanging');
    expect(await harnessGone(outcome)).toBe(true);
    expect(outcome.sent).toBe(outcome.calls.length);
  });

  it('a harness that ignores SIGTERM is killed after the grace period', async () => {
    const started = Date.now();
    const outcome = await runScenario('hang-ignoring-term', { case_timeout_s: 3 });
    expect(outcome.result).toMatchObject({ status: 'CANCELLED', error: HARNESS_STOPPED });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000 + 10_000);
    expect(await harnessGone(outcome)).toBe(true);
  }, 60_000);

  it('a harness that floods its log is stopped at max_log_bytes; the partial log is kept', async () => {
    const outcome = await runScenario('flood', { max_log_bytes: 1_048_576 });
    expect(outcome.result).toMatchObject({ status: 'FAILED', error: HARNESS_STOPPED });
    const size = statSync(join(outcome.artifacts, 'harness.log')).size;
    expect(size).toBeGreaterThan(1_048_576);
    // Measured twenty times a second, a flood is stopped within a bounded overshoot.
    expect(size).toBeLessThan(512 * 1_048_576);
  });

  it('after a failed bridge call every further request is refused and the harness is stopped', async () => {
    const outcome = await runScenario('after-failure', { max_calls_per_case: 3 });
    expect(outcome.result).toMatchObject({ status: 'FAILED', error: HARNESS_STOPPED });
    // Three calls were journaled and sent; the refused ones never left the server.
    expect(outcome.calls).toHaveLength(3);
    expect(outcome.sent).toBe(3);
    const statuses = join(outcome.artifacts, 'statuses.json');
    if (existsSync(statuses)) {
      // The harness got to ask once more before it was stopped: refused too.
      expect(JSON.parse(readFileSync(statuses, 'utf8'))).toEqual([200, 200, 200, 502, 502]);
    }
  });

  it('cancelling the run during a harness step stops the harness', async () => {
    const outcome = await runScenario('slow', {}, async (runId) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !existsSync(join(artifactDirectory(process.env, runId, caseOf('slow').id, 'sim-small'), 'harness.log'))) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const cancelled = await live.api.gql(`mutation Test_Cancel($id: ID!) { cancelRun(input: { id: $id }) { userErrors { code } } }`, { id: runId });
      expect(cancelled.errors).toBeUndefined();
    });
    expect(outcome.status).toBe('CANCELLED');
    expect(outcome.result).toMatchObject({ status: 'CANCELLED', error: HARNESS_STOPPED });
    expect(outcome.sent).toBe(outcome.calls.length);
  });
});

describe('harness preflight', () => {
  it('a plan naming an upstream harness whose environment is missing is refused with the variables to set', async () => {
    const saved = process.env['SR_BENCH_TAU3_PYTHON'];
    delete process.env['SR_BENCH_TAU3_PYTHON'];
    try {
      const planned = await live.api.gql(PLAN_MANIFEST, { manifest: manifestFor('ok', {}) });
      const errors = planned.data?.planRun?.userErrors as { code: string; message: string }[];
      expect(errors).toEqual([
        expect.objectContaining({
          code: 'BAD_USER_INPUT',
          message: 'Install pinned tau3 environment and set SR_BENCH_TAU3_PYTHON and SR_BENCH_TAU3_ROOT',
        }),
      ]);
    } finally {
      process.env['SR_BENCH_TAU3_PYTHON'] = saved;
    }
  });
});
