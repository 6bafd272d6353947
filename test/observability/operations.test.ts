// What an operator sees of runs without reading the API: /metrics counters moving during a run,
// and one structured log line per run state change, failure (with its reason) and restart
// recovery. A real server and worker on one database, the demo's simulated provider.
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimQueuedRuns } from '../../src/db/writes/runs.ts';
import { setUpDemo, type DemoSetup } from '../../src/demo/demo-setup.ts';
import { processMetrics } from '../../src/server.ts';
import { Worker } from '../../src/worker/worker.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { planAndStart, waitForRun } from '../helpers/live.ts';
import { memoryLogger } from '../helpers/memory-log.ts';

let tdb: TestDatabase;
let demo: DemoSetup;
let api: TestApi;
let worker: Worker | null = null;
const logged = memoryLogger('info');
/** A worker id of this host whose process is gone: its runs are abandoned. */
const DEAD_WORKER = `worker-${hostname()}-4194303-deadbeef`;

beforeAll(async () => {
  tdb = await openTestDatabase();
  demo = await setUpDemo(tdb.database.db);
  const metrics = processMetrics(tdb.database);
  api = await startTestApi(tdb.database, { serve: { log: logged.log, metrics, workerLiveness: () => worker?.liveness() ?? null } });
  // A run claimed by a worker that died before it started: the next worker recovers it.
  const { runId } = await planAndStart(api, { datasetId: demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'] }, 'ops-abandoned');
  abandonedRunId = runId;
  expect(await tdb.database.db.transaction((tx) => claimQueuedRuns(tx, DEAD_WORKER, 15, 10))).toEqual([runId]);
  worker = new Worker(tdb.database, api.server.services.bus, { log: logged.log, metrics });
  await worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await demo?.close();
  await tdb?.close();
});
let abandonedRunId = '';

/** One sample of the scrape: `name{labels} value` lines, by the text before the value. */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(api.url.replace(/\/graphql$/, '/metrics'));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

const sample = (samples: Map<string, number>, key: string): number => samples.get(key) ?? 0;

describe('operations', () => {
  it('logs the recovery of a run whose worker died, with its cause', () => {
    const recovered = logged.lines.filter((line) => line.event === 'run_recovered');
    expect(recovered).toEqual([
      expect.objectContaining({ level: 'warn', runId: abandonedRunId, status: 'interrupted', cause: 'worker_gone', previousWorker: DEAD_WORKER }),
    ]);
    expect(logged.lines.some((line) => line.event === 'worker_started' && line.workerId === worker!.id)).toBe(true);
  });

  it('moves the /metrics counters during a run and logs its start and end', { timeout: 120_000 }, async () => {
    const before = await scrape();
    const { runId } = await planAndStart(api, { datasetId: demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'] }, 'ops-completed');
    expect(await waitForRun(api, runId, 90_000)).toBe('COMPLETED');
    const after = await scrape();
    const calls = await api.gql<{ run: { calls: { totalCount: number } } }>(
      'query ($id: ID!) { run(id: $id) { calls(filter: { role: [SUBJECT] }) { totalCount } } }',
      { id: runId },
    );
    const subjectCalls = calls.data!.run.calls.totalCount;
    expect(subjectCalls).toBeGreaterThan(0);
    const delta = (key: string) => sample(after, key) - sample(before, key);
    expect(delta('sr_bench_run_transitions_total{status="running"}')).toBe(1);
    expect(delta('sr_bench_run_transitions_total{status="completed"}')).toBe(1);
    expect(delta('sr_bench_provider_call_seconds_count{role="subject",outcome="ok"}')).toBe(subjectCalls);
    expect(sample(after, 'sr_bench_provider_calls_in_flight{role="subject"}')).toBe(0);
    expect(delta('sr_bench_graphql_operations_total{type="mutation",outcome="ok"}')).toBe(2);
    expect(delta('sr_bench_graphql_operations_total{type="query",outcome="ok"}')).toBeGreaterThan(0);
    expect(sample(after, 'sr_bench_runs{status="completed"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'sr_bench_runs{status="interrupted"}')).toBe(1);
    expect(sample(after, 'sr_bench_database_up')).toBe(1);
    expect(after.has('nodejs_eventloop_lag_seconds')).toBe(true);

    const lines = logged.lines.filter((line) => line.runId === runId);
    expect(lines.map((line) => [line.event, line.level, line.status ?? null])).toEqual([
      ['run_started', 'info', null],
      ['run_finished', 'info', 'completed'],
    ]);
    expect(lines[1]!.durationMs).toEqual(expect.any(Number));
  });

  it('counts errors by code and logs a failed run with its reason', { timeout: 120_000 }, async () => {
    const before = await scrape();
    const bad = await api.gql('query { run(id: "run-00000000000000000000") { runId } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // A budget below the first call's reservation: the run fails before any model request.
    const { runId } = await planAndStart(
      api,
      { datasetId: demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'], limits: { maxCostUsd: 0.0001 } },
      'ops-failed',
    );
    expect(await waitForRun(api, runId, 90_000)).toBe('FAILED');
    const after = await scrape();
    expect(sample(after, 'sr_bench_graphql_errors_total{code="NOT_FOUND"}') - sample(before, 'sr_bench_graphql_errors_total{code="NOT_FOUND"}')).toBe(1);
    expect(sample(after, 'sr_bench_run_transitions_total{status="failed"}') - sample(before, 'sr_bench_run_transitions_total{status="failed"}')).toBe(1);
    const { data } = await api.gql<{ run: { error: string } }>('query ($id: ID!) { run(id: $id) { error } }', { id: runId });
    const finished = logged.lines.find((line) => line.runId === runId && line.event === 'run_finished');
    expect(finished).toEqual(expect.objectContaining({ level: 'error', status: 'failed', reason: data!.run.error }));
    expect(data!.run.error).not.toBe('');
  });

  it('counts the subscriptions open over WebSocket', { timeout: 60_000 }, async () => {
    const { createClient } = await import('graphql-ws');
    const { default: WebSocket } = await import('ws');
    const client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0 });
    const events: unknown[] = [];
    const stop = client.subscribe(
      { query: 'subscription { runsChanged { runId } }' },
      { next: (e) => void events.push(e), error: () => undefined, complete: () => undefined },
    );
    await expect.poll(async () => sample(await scrape(), 'sr_bench_subscriptions'), { timeout: 10_000 }).toBe(1);
    stop();
    await expect.poll(async () => sample(await scrape(), 'sr_bench_subscriptions'), { timeout: 10_000 }).toBe(0);
    await client.dispose();
  });
});
