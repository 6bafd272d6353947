// A Postgres restart mid-run (README "Fault tolerance"), on a private cluster so the machine's
// shared Postgres is never touched: the API server and a separate worker keep running; while the
// database is down the API answers with a clear error and works again after; the worker fails the
// run closed (a journal write failed: restart recovery, never re-send; docs/runs.md "Restart recovery", "Never re-sent") and the
// run ends `interrupted` once the database is back. Continuing is explicit: an `undispatched`
// recovery child (docs/runs.md "Recovery runs") dispatches exactly the cells the parent never dispatched. The provider's
// own log proves no (case, target, role, turn) request was sent twice across both attempts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../src/schema/request-errors.ts';
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from '../helpers/private-postgres.ts';
import { gqlAt, spawnServer, type ServerProcess } from '../helpers/process.ts';
import { spawnSimulator, type SimulatorProcess } from '../helpers/simulator-process.ts';
import { readRunRows, requestKey, runProblems, statusCounts } from './integrity.ts';
import {
  CELLS,
  openForChecks,
  pacedSimulatorConfig,
  planAndStart,
  prepareStore,
  sleep,
  spawnWorker,
  storeEnv,
  TERMINAL,
  waitForState,
  type WorkerProcess,
} from './support.ts';

const skip = privateClusterUnavailable();
const dir = mkdtempSync(join(tmpdir(), 'srb-restart-'));
let simulator: SimulatorProcess;
let cluster: PrivateCluster;
let api: ServerProcess | undefined;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  if (skip) return;
  // Slower calls: some are streaming when the database goes away.
  simulator = await spawnSimulator(pacedSimulatorConfig(1_500), dir);
  cluster = await startPrivateCluster();
});
afterAll(async () => {
  await api?.stop('SIGKILL');
  await worker?.stop('SIGKILL');
  await simulator?.stop();
  await cluster?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(skip !== null)(`a Postgres restart mid-run${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('fails the run closed (interrupted, nothing re-sent, rows intact); both processes survive; an undispatched child finishes the rest', async () => {
    const store = { databaseUrl: await cluster.createDatabase('srb_restart') };
    const datasetId = await prepareStore(store, simulator);
    api = await spawnServer(['--no-worker'], storeEnv(store));
    worker = await spawnWorker(storeEnv(store));
    const mark = await simulator.mark();
    const runId = await planAndStart(api.url, datasetId, 'restart-1', { limits: { concurrency: 2 } });
    await waitForState(api.url, runId, (s) => s.progress.completed >= 2 && s.active >= 1, 120_000, 'mid-run');

    // The database goes away for a few seconds while calls stream.
    await cluster.stop();
    const down = await gqlAt(api.url, `query Test_Down($id: ID!) { run(id: $id) { status } }`, { id: runId });
    expect(down.errors?.[0]?.message).toBe(DATABASE_UNAVAILABLE);
    expect(down.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    await sleep(2_500);
    await cluster.start();

    // The API works again; the worker recovers the run as soon as the database answers.
    const state = await waitForState(api.url, runId, (s) => TERMINAL.has(s.status), 90_000, 'terminal after the restart');
    const diagnostics = `\n--- worker ---\n${worker.output()}\n--- api ---\n${api.output()}`;
    expect(state.status, diagnostics).toBe('INTERRUPTED');
    expect(api.child.exitCode, diagnostics).toBeNull();
    expect(worker.child.exitCode, diagnostics).toBeNull();
    expect(worker.output()).toMatch(/journal write failed/);
    expect(worker.output()).toMatch(new RegExp(`"event":"run_recovered","runId":"${runId}","status":"interrupted","cause":"journal_lost"`));

    // Nothing more reaches the provider; every saved row is intact.
    const atRecovery = await simulator.requests(mark);
    await sleep(1_500);
    const parentRequests = await simulator.requests(mark);
    expect(parentRequests.length).toBe(atRecovery.length);
    const database = await openForChecks(store);
    try {
      const parent = await readRunRows(database.db, runId);
      expect(runProblems(parent, { requests: parentRequests })).toEqual([]);
      expect(statusCounts(parent.results).completed ?? 0).toBeGreaterThanOrEqual(2);
      const dispatched = new Set(parent.results.map((r) => r.caseId));
      const never = CELLS.filter((c) => !dispatched.has(c.caseId));
      expect(never.length).toBeGreaterThanOrEqual(1);

      // Continuing is explicit: the recovery plan offers exactly the never-dispatched cells.
      const plan = await gqlAt(
        api.url,
        `mutation Test_RestartPlan($id: ID!) { recoveryPlan(input: { runId: $id, mode: UNDISPATCHED }) {
        recoveryPlan { document eligibleCells { caseId targetId } excluded { caseId reason } } userErrors { code message } } }`,
        { id: runId },
      );
      expect(plan.errors).toBeUndefined();
      expect(plan.data.recoveryPlan.userErrors).toEqual([]);
      const eligible = plan.data.recoveryPlan.recoveryPlan.eligibleCells as { caseId: string; targetId: string }[];
      expect(eligible.map((c) => c.caseId).sort()).toEqual(never.map((c) => c.caseId).sort());
      const childMark = await simulator.mark();
      const recovered = await gqlAt(
        api.url,
        `mutation Test_RestartRecover($id: ID!, $plan: JSON!) {
        recover(input: { runId: $id, plan: $plan, idempotencyKey: "restart-1-child" }) { run { runId } userErrors { code message } } }`,
        { id: runId, plan: plan.data.recoveryPlan.recoveryPlan.document },
      );
      expect(recovered.errors).toBeUndefined();
      expect(recovered.data.recover.userErrors).toEqual([]);
      const childId = recovered.data.recover.run.runId as string;
      const childState = await waitForState(api.url, childId, (s) => TERMINAL.has(s.status), 120_000, 'child finished');
      expect(childState.status, worker.output()).toBe('COMPLETED');

      const childRequests = await simulator.requests(childMark);
      const child = await readRunRows(database.db, childId);
      expect(runProblems(child, { requests: childRequests })).toEqual([]);
      expect(child.results.map((r) => r.caseId).sort()).toEqual(never.map((c) => c.caseId).sort());
      // Across both attempts no request reached the provider twice.
      const all = await simulator.requests(mark);
      const keys = all.map((r) => requestKey(r.body));
      expect(new Set(keys).size).toBe(keys.length);
      expect(all.length).toBe(parentRequests.length + childRequests.length);
    } finally {
      await database.close();
    }
    expect(await worker.stop('SIGTERM')).toBe(0);
    expect(await api.stop('SIGTERM')).toBe(0);
  }, 300_000);
});
