// A provider that hangs (README "Fault tolerance"; docs/transport.md "Timeouts and the watchdog", "Error texts"; docs/runs.md "Cancel"), with real
// processes: the simulated provider runs alone and stalls on purpose, the server (and, on
// Postgres, a separate worker) run as operators run them. A stall longer than the idle timeout
// ends the call with `ReadTimeout` within the run's timeouts (before any response header, and
// mid-stream with the partial body kept); a cancel during a hang cuts the call at once. The
// provider sees each request once and sees the client leave. (test/e2e/faults.test.ts covers the
// same transport rules in process.)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { gqlAt, spawnServer, type ServerProcess } from '../helpers/process.ts';
import { spawnSimulator, type SimulatorProcess } from '../helpers/simulator-process.ts';
import { readRunRows, runProblems } from './integrity.ts';
import { openForChecks, pacedSimulatorConfig, prepareStore, sleep, spawnWorker, storeEnv, TERMINAL, waitForState, type WorkerProcess } from './support.ts';

const PRICE = { input: 0.1, cached_input: 0.025, cache_write: 0.125, output: 0.4 };
const HANGING = ['sim/hang-headers', 'sim/hang-mid'] as const;

const dir = mkdtempSync(join(tmpdir(), 'srb-hang-'));
let simulator: SimulatorProcess;
let api: ServerProcess;
let worker: WorkerProcess | null = null;
let store: { databaseUrl?: string; dataDir?: string };
let datasetId: string;
const drops: (() => Promise<void>)[] = [];
const runs: { runId: string; mark: number }[] = [];
let keys = 0;

beforeAll(async () => {
  const config = pacedSimulatorConfig(300);
  simulator = await spawnSimulator(
    {
      ...config,
      models: [...(config.models ?? []), ...HANGING.map((name) => ({ name, ttft_ms: 10, latency_ms: 300 }))],
      // Longer than any timeout below; the provider still never hangs past its own bound.
      max_stall_ms: 60_000,
      faults: [
        { kind: 'stall_before_headers', model: 'sim/hang-headers', times: 'always', stall_ms: 60_000 },
        { kind: 'stall_mid_stream', model: 'sim/hang-mid', after_chunks: 2, times: 'always', stall_ms: 60_000 },
      ],
    },
    dir,
  );
  const fresh = await freshDatabaseUrl();
  if (fresh) drops.push(fresh.drop);
  store = fresh ? { databaseUrl: fresh.url } : { dataDir: mkdtempSync(join(tmpdir(), 'srb-hang-data-')) };
  datasetId = await prepareStore(
    store,
    simulator,
    HANGING.map((model) => ({
      id: model.replace('sim/', 'sim-'),
      kind: 'single',
      model,
      base_url: simulator.url,
      prices: { [model]: PRICE },
    })),
  );
  // On Postgres the cancel travels between processes: API server and worker apart.
  api = await spawnServer(fresh ? ['--no-worker'] : [], storeEnv(store));
  if (fresh) worker = await spawnWorker(storeEnv(store));
});
afterAll(async () => {
  await worker?.stop('SIGKILL');
  await api?.stop('SIGKILL');
  await simulator?.stop();
  for (const drop of drops) await drop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
  if (store?.dataDir) rmSync(store.dataDir, { recursive: true, force: true });
});

/** Starts a one-cell run against `targetId` and returns its id and when it started. */
async function startOne(targetId: string, limits: Record<string, unknown>): Promise<{ runId: string; startedMs: number; mark: number }> {
  const mark = await simulator.mark();
  const planned = await gqlAt(
    api.url,
    `mutation Test_HangPlan($input: PlanInput!) {
    planRun(input: { plan: $input }) { plan { manifestText } userErrors { code message } }
  }`,
    {
      input: { datasetId, profile: 'SMOKE', targetIds: [targetId], executionCells: [{ caseId: 'mmlu-pro/demo-001', targetId }], limits },
    },
  );
  expect(planned.errors).toBeUndefined();
  expect(planned.data.planRun.userErrors).toEqual([]);
  const started = await gqlAt(
    api.url,
    `mutation Test_HangStart($p: JSON!, $k: String!) {
    startRun(input: { manifest: $p, idempotencyKey: $k }) { run { runId } userErrors { code message } }
  }`,
    {
      p: planned.data.planRun.plan.manifestText,
      k: `hang-${randomBytes(3).toString('hex')}-${(keys += 1)}`,
    },
  );
  expect(started.errors).toBeUndefined();
  expect(started.data.startRun.userErrors).toEqual([]);
  const runId = started.data.startRun.run.runId as string;
  runs.push({ runId, mark });
  return { runId, startedMs: Date.now(), mark };
}

async function onlyCall(runId: string): Promise<{ status: string; error: string | null; latencySeconds: number | null }> {
  const view = await gqlAt(api.url, `query Test_HangCall($id: ID!) { run(id: $id) { calls(first: 5) { edges { node { status error latencySeconds } } } } }`, {
    id: runId,
  });
  const calls = view.data.run.calls.edges.map((e: { node: unknown }) => e.node) as { status: string; error: string | null; latencySeconds: number | null }[];
  expect(calls).toHaveLength(1);
  return calls[0] as { status: string; error: string | null; latencySeconds: number | null };
}

/** The provider got exactly one request for the run and (bounded wait) saw the client go. */
async function expectOneRequestReleased(mark: number): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const requests = await simulator.requests(mark);
    expect(requests).toHaveLength(1);
    if (!requests[0]?.in_flight) return;
    await sleep(100);
  }
  throw new Error('the provider still holds the request 5 s after the client gave up');
}

describe('a provider that hangs', () => {
  it('no response headers for longer than the idle timeout: ReadTimeout after ~1 s, the run fails closed', async () => {
    const { runId, startedMs, mark } = await startOne('sim-hang-headers', { idleTimeoutS: 1, totalTimeoutS: 30 });
    const state = await waitForState(api.url, runId, (s) => TERMINAL.has(s.status), 60_000, 'terminal');
    expect(state.status).toBe('FAILED');
    expect(state.error).toBe('Case mmlu-pro/demo-001, target sim-hang-headers: Target idle/read timeout');
    expect(Date.now() - startedMs).toBeLessThan(30_000);
    const call = await onlyCall(runId);
    expect(call).toMatchObject({ status: 'FAILED', error: 'ReadTimeout' });
    expect(call.latencySeconds).toBeGreaterThanOrEqual(0.9);
    expect(call.latencySeconds).toBeLessThan(10);
    await expectOneRequestReleased(mark);
  });

  it('silence mid-stream for longer than the idle timeout: ReadTimeout, the partial body kept as evidence', async () => {
    const { runId, mark } = await startOne('sim-hang-mid', { idleTimeoutS: 1, totalTimeoutS: 30 });
    const state = await waitForState(api.url, runId, (s) => TERMINAL.has(s.status), 60_000, 'terminal');
    expect(state.status).toBe('FAILED');
    expect(await onlyCall(runId)).toMatchObject({ status: 'FAILED', error: 'ReadTimeout' });
    await expectOneRequestReleased(mark);
  });

  it('cancelRun during a hang (idle timeout 60 s) interrupts the call within a few seconds', async () => {
    const { runId, mark } = await startOne('sim-hang-headers', { idleTimeoutS: 60, totalTimeoutS: 120 });
    await waitForState(api.url, runId, (s) => s.active === 1, 60_000, 'call in flight');
    for (let i = 0; i < 100 && !(await simulator.requests(mark)).some((r) => r.in_flight); i += 1) await sleep(100);
    const cancelledAt = Date.now();
    const cancelled = await gqlAt(
      api.url,
      `mutation Test_HangCancel($id: ID!) {
      cancelRun(input: { id: $id }) { run { runId } userErrors { code message } }
    }`,
      { id: runId },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data.cancelRun.userErrors).toEqual([]);
    const state = await waitForState(api.url, runId, (s) => TERMINAL.has(s.status), 30_000, 'cancelled');
    expect(state.status).toBe('CANCELLED');
    expect(Date.now() - cancelledAt).toBeLessThan(5_000);
    expect(await onlyCall(runId)).toMatchObject({ status: 'CANCELLED', error: 'cancelled' });
    await expectOneRequestReleased(mark);
  });

  it('every saved row of those runs is intact, and the evidence of the mid-stream stall is the partial body', async () => {
    const requests = await simulator.requests(-1);
    if (!store.databaseUrl) expect(await api.stop('SIGTERM')).toBe(0);
    const database = await openForChecks(store);
    try {
      for (const [i, { runId, mark }] of runs.entries()) {
        const rows = await readRunRows(database.db, runId);
        // Runs are sequential: this run's requests are those between its mark and the next run's.
        const next = runs[i + 1]?.mark ?? Number.POSITIVE_INFINITY;
        const own = requests.filter((r) => r.index > mark && r.index <= next);
        expect(runProblems(rows, { requests: own }), runId).toEqual([]);
        expect(rows.calls).toHaveLength(1);
        const [call] = rows.calls;
        const bytes = rows.evidence.get(call?.row.id ?? '')?.[0]?.bytes ?? Buffer.alloc(0);
        if (call?.data.model === 'sim/hang-mid') {
          expect(bytes.length).toBeGreaterThan(0);
          expect(bytes.toString('utf8')).not.toContain('[DONE]');
        } else {
          expect(bytes.length).toBe(0);
        }
      }
    } finally {
      await database.close();
    }
  });
});
