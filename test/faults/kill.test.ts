// Fault tolerance with real processes (README "Fault tolerance"; docs/runs.md "Restart recovery", "Never re-sent"): kill -9
// of the worker, of the API server and of the combined `serve` mid-run, on Postgres (the API server
// and the worker as separate processes) and on the embedded database (one process, restarted on
// the same data folder). The simulated provider runs as its own process and keeps the only
// independent record of what was sent; the checks prove no (case, target, role, turn) request
// was sent twice and every saved row is intact (test/faults/integrity.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from '../helpers/private-postgres.ts';
import { gqlAt, spawnServer, type ServerProcess } from '../helpers/process.ts';
import { spawnSimulator, type LoggedRequest, type SimulatorProcess } from '../helpers/simulator-process.ts';
import { readRunRows, runProblems, statusCounts, type RunRows } from './integrity.ts';
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
  type RunState,
  type WorkerProcess,
} from './support.ts';

type Store = { databaseUrl?: string; dataDir?: string };

const dir = mkdtempSync(join(tmpdir(), 'srb-kill-'));
const dataDirs: string[] = [];
let simulator: SimulatorProcess;
let cluster: PrivateCluster | null = null;
const processes: { stop(signal?: NodeJS.Signals): Promise<number | null> }[] = [];
const drops: (() => Promise<void>)[] = [];

// Postgres for the multi-process cases: DATABASE_URL when set, else a private cluster.
const postgresSkip = process.env.DATABASE_URL ? null : privateClusterUnavailable();

beforeAll(async () => {
  simulator = await spawnSimulator(pacedSimulatorConfig(900), dir);
  if (!process.env.DATABASE_URL && postgresSkip === null) cluster = await startPrivateCluster();
});
afterAll(async () => {
  for (const p of processes) await p.stop('SIGKILL');
  await simulator?.stop();
  for (const drop of drops) await drop().catch(() => undefined);
  await cluster?.destroy();
  for (const path of [dir, ...dataDirs]) rmSync(path, { recursive: true, force: true });
});

async function postgresStore(): Promise<Store> {
  const fresh = await freshDatabaseUrl();
  if (fresh) {
    drops.push(fresh.drop);
    return { databaseUrl: fresh.url };
  }
  if (!cluster) throw new Error('no Postgres');
  return { databaseUrl: await cluster.createDatabase(`srb_kill_${randomBytes(4).toString('hex')}`) };
}

async function server(args: string[], store: Store): Promise<ServerProcess> {
  const started = await spawnServer(args, storeEnv(store));
  processes.push(started);
  return started;
}

async function worker(store: Store): Promise<WorkerProcess> {
  const started = await spawnWorker(storeEnv(store));
  processes.push(started);
  return started;
}

/** Starts the nine-cell run and waits (bounded) until cells have completed and a call is in flight. */
async function startAndWaitMidRun(url: string, datasetId: string, key: string): Promise<{ runId: string; mark: number }> {
  const mark = await simulator.mark();
  const runId = await planAndStart(url, datasetId, key, { limits: { concurrency: 2 } });
  await waitForState(url, runId, (s) => s.progress.completed >= 2 && s.active >= 1 && s.status === 'RUNNING', 120_000, 'mid-run');
  return { runId, mark };
}

/** Kills with SIGKILL and returns the provider's requests for the run at that moment. */
async function killMidRun(victim: { stop(signal?: NodeJS.Signals): Promise<number | null> }, mark: number): Promise<LoggedRequest[]> {
  await victim.stop('SIGKILL');
  return simulator.requests(mark);
}

/** No request reaches the provider after recovery: the count at the kill stays (checked over 1.5 s). */
async function expectNothingResent(mark: number, atKill: number): Promise<LoggedRequest[]> {
  await sleep(1_500);
  const after = await simulator.requests(mark);
  expect(after.length).toBe(atKill);
  return after;
}

async function rowsOf(store: Store, runId: string): Promise<RunRows> {
  const database = await openForChecks(store);
  try {
    return await readRunRows(database.db, runId);
  } finally {
    await database.close();
  }
}

/** The interrupted run of docs/runs.md "Restart recovery": in-flight work is sent_unknown, finished work intact, the rest never dispatched. */
function expectInterrupted(rows: RunRows, requests: LoggedRequest[], state: RunState): void {
  expect(runProblems(rows, { requests })).toEqual([]);
  // The API's progress is the saved cells: nothing running, undispatched cells pending.
  expect(state.progress).toMatchObject({
    total: CELLS.length,
    running: 0,
    completed: statusCounts(rows.results).completed ?? 0,
    pending: CELLS.length - rows.results.length,
  });
  expect(rows.run.status).toBe('interrupted');
  const cells = statusCounts(rows.results);
  expect(cells.completed ?? 0).toBeGreaterThanOrEqual(2);
  expect(cells.sent_unknown ?? 0).toBeGreaterThanOrEqual(1);
  expect(rows.results.length).toBeLessThanOrEqual(CELLS.length);
  expect(statusCounts(rows.calls.map((c) => c.row)).sent_unknown ?? 0).toBeGreaterThanOrEqual(1);
}

/** A reader paging the run's events over the API sees exactly the saved events (no gaps). */
async function expectEventsPageWithoutGaps(url: string, runId: string, rows: RunRows): Promise<void> {
  const kinds: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const response: { data?: { run: { events: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { kindName: string } }[] } } } } =
      await gqlAt(
        url,
        `query Test_FaultEvents($id: ID!, $after: String) { run(id: $id) {
      events(first: 25, after: $after) { pageInfo { hasNextPage endCursor } edges { node { kindName } } } } }`,
        { id: runId, after },
      );
    const events = response.data?.run.events;
    if (!events) throw new Error(`events page failed: ${JSON.stringify(response)}`);
    kinds.push(...events.edges.map((e) => e.node.kindName));
    if (!events.pageInfo.hasNextPage) break;
    after = events.pageInfo.endCursor;
  }
  expect(kinds).toEqual(rows.events.map((e) => e.kind));
}

describe.skipIf(postgresSkip !== null)(`kill -9 mid-run on Postgres${postgresSkip ? ` (skipped: ${postgresSkip})` : ''}`, () => {
  it('the worker process: a new worker applies restart recovery; nothing is re-sent; every row is intact', async () => {
    const store = await postgresStore();
    const datasetId = await prepareStore(store, simulator);
    const api = await server(['--no-worker'], store);
    const first = await worker(store);
    const { runId, mark } = await startAndWaitMidRun(api.url, datasetId, 'kill-worker');
    const atKill = await killMidRun(first, mark);
    expect(atKill.length).toBeGreaterThanOrEqual(3);

    const second = await worker(store);
    const state = await waitForState(api.url, runId, (s) => TERMINAL.has(s.status), 60_000, 'recovered');
    expect(state.status).toBe('INTERRUPTED');
    expect(state.progress.running).toBe(0);
    const requests = await expectNothingResent(mark, atKill.length);
    const rows = await rowsOf(store, runId);
    expectInterrupted(rows, requests, state);
    await expectEventsPageWithoutGaps(api.url, runId, rows);
    // The recovery is one structured line naming the run and why; nothing failed unexpectedly.
    expect(second.output()).toMatch(new RegExp(`"event":"run_recovered","runId":"${runId}","status":"interrupted","cause":"(worker_gone|lease_expired)"`));
    expect(second.output()).not.toMatch(/on an unexpected error|"event":"cell_crashed"/);
    // The checks have teeth: a request sent twice, or a call left `sent`, is reported.
    expect(runProblems(rows, { requests: [...requests, requests[0] as LoggedRequest] }).join('\n')).toMatch(/provider received 2 request/);
    const halfWritten = { ...rows, calls: rows.calls.map((c, i) => (i === 0 ? { ...c, row: { ...c.row, status: 'sent' } } : c)) };
    expect(runProblems(halfWritten, { requests }).join('\n')).toMatch(/status sent in a terminal run/);
  });

  it('the API server process: the separate worker finishes the run; a new server shows it; every row is intact', async () => {
    const store = await postgresStore();
    const datasetId = await prepareStore(store, simulator);
    const api = await server(['--no-worker'], store);
    const running = await worker(store);
    const { runId, mark } = await startAndWaitMidRun(api.url, datasetId, 'kill-server');
    await api.stop('SIGKILL');

    const replacement = await server(['--no-worker'], store);
    const state = await waitForState(replacement.url, runId, (s) => TERMINAL.has(s.status), 120_000, 'finished by the worker');
    expect(state.status).toBe('COMPLETED');
    expect(state.progress.completed).toBe(CELLS.length);
    const requests = await simulator.requests(mark);
    const rows = await rowsOf(store, runId);
    expect(runProblems(rows, { requests })).toEqual([]);
    // Every call was sent exactly once: one provider request per call row, all completed.
    expect(statusCounts(rows.calls.map((c) => c.row))).toEqual({ completed: requests.length });
    await expectEventsPageWithoutGaps(replacement.url, runId, rows);
    expect(running.output()).not.toMatch(/on an unexpected error|"event":"cell_crashed"|journal write failed/);
  });

  it('the combined serve process (server + worker): after a restart the run is interrupted; nothing is re-sent', async () => {
    const store = await postgresStore();
    const datasetId = await prepareStore(store, simulator);
    const first = await server([], store);
    const { runId, mark } = await startAndWaitMidRun(first.url, datasetId, 'kill-serve');
    const atKill = await killMidRun(first, mark);

    const second = await server([], store);
    const state = await waitForState(second.url, runId, (s) => TERMINAL.has(s.status), 60_000, 'recovered');
    expect(state.status).toBe('INTERRUPTED');
    const requests = await expectNothingResent(mark, atKill.length);
    const rows = await rowsOf(store, runId);
    expectInterrupted(rows, requests, state);
    expect(await second.stop('SIGTERM')).toBe(0);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('kill -9 mid-run on the embedded database', () => {
  it('serve on a data folder, killed and started again on it: the run is interrupted; nothing is re-sent; every row is intact', async () => {
    const store: Store = { dataDir: mkdtempSync(join(tmpdir(), 'srb-kill-data-')) };
    dataDirs.push(store.dataDir as string);
    const datasetId = await prepareStore(store, simulator);
    const first = await server([], store);
    const { runId, mark } = await startAndWaitMidRun(first.url, datasetId, 'kill-embedded');
    const atKill = await killMidRun(first, mark);

    const second = await server([], store);
    const state = await waitForState(second.url, runId, (s) => TERMINAL.has(s.status), 60_000, 'recovered');
    expect(state.status).toBe('INTERRUPTED');
    const requests = await expectNothingResent(mark, atKill.length);
    // One process owns the folder: read the rows after it stopped cleanly.
    expect(await second.stop('SIGTERM')).toBe(0);
    const rows = await rowsOf(store, runId);
    expectInterrupted(rows, requests, state);
  });
});
