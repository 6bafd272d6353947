// Real processes (issue: live evaluations): a worker killed mid-run leaves its calls
// `sent_unknown` and the run `interrupted` after a restart, and nothing is re-sent (counted at the
// simulated provider); on Postgres, a subscriber on one server sees a run executed by another's worker,
// and the README's deployment (two servers without workers and one worker process) runs a plan.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatasetArtifact } from '../../src/demo/demo-dataset.ts';
import { demoSimulatorConfig, demoTargets } from '../../src/demo/demo-setup.ts';
import { startSimulator } from '../../src/simulator/index.ts';
import type { SimulatorHandle } from '../../src/simulator/server.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { gqlAt, spawnServer, spawnSrBench, type ServerProcess } from '../helpers/process.ts';

let simulator: SimulatorHandle;
let targetsFile: string;
const datasetId = String(demoDatasetArtifact().manifest.id);
const servers: ServerProcess[] = [];
const drops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  simulator = await startSimulator(demoSimulatorConfig());
  const dir = mkdtempSync(join(tmpdir(), 'srb-proc-'));
  targetsFile = join(dir, 'targets.json');
  writeFileSync(targetsFile, JSON.stringify(demoTargets(simulator.url, simulator.routerUrl)));
});
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  await simulator?.close();
  for (const drop of drops) await drop();
});

/** The database env of a fresh store: Postgres when DATABASE_URL is set, else a PGlite folder. */
async function freshStoreEnv(): Promise<NodeJS.ProcessEnv> {
  const fresh = await freshDatabaseUrl();
  if (fresh) {
    drops.push(fresh.drop);
    return { DATABASE_URL: fresh.url };
  }
  return { DATABASE_URL: '', SR_BENCH_DATA_DIR: mkdtempSync(join(tmpdir(), 'srb-data-')) };
}

async function start(args: string[], env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await spawnServer(args, { ...env, SR_BENCH_TARGETS: targetsFile });
  servers.push(server);
  return server;
}

async function planAndStartAt(url: string, key: string): Promise<string> {
  const planned = await gqlAt(
    url,
    `mutation {
    planRun(input: { plan: { datasetId: "${datasetId}", profile: SMOKE, targetIds: ["sim-small"] } }) { plan { manifestText } userErrors { code message } }
  }`,
  );
  expect(planned.errors).toBeUndefined();
  expect(planned.data.planRun.userErrors).toEqual([]);
  const started = await gqlAt(
    url,
    `mutation S($p: JSON!, $k: String!) {
    startRun(input: { manifest: $p, idempotencyKey: $k }) { run { runId } userErrors { code message } }
  }`,
    { p: planned.data.planRun.plan.manifestText, k: key },
  );
  expect(started.errors).toBeUndefined();
  expect(started.data.startRun.userErrors).toEqual([]);
  return started.data.startRun.run.runId as string;
}

describe('a worker killed mid-run', () => {
  it('leaves the in-flight call sent_unknown and the run interrupted; nothing is re-sent', async () => {
    const env = await freshStoreEnv();
    const first = await start(['--demo'], env);
    simulator.clearRequests();
    simulator.setFaults([{ kind: 'stall_before_first_byte', stall_ms: 60_000, times: 'always' }]);
    const runId = await planAndStartAt(first.url, 'kill-1');
    // Wait (bounded) until the call row exists and its request has reached the provider.
    let sentCalls = 0;
    for (let i = 0; i < 400 && (sentCalls === 0 || simulator.chatRequests().length === 0); i += 1) {
      const view = await gqlAt(first.url, `query Q($id: ID!) { run(id: $id) { calls(filter: { active: true }) { totalCount } } }`, { id: runId });
      sentCalls = view.data?.run.calls.totalCount ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (sentCalls !== 1) {
      const debug = await gqlAt(first.url, `query Q($id: ID!) { run(id: $id) { status error calls(first: 3) { edges { node { status error } } } } }`, {
        id: runId,
      });
      throw new Error(`no call in flight: ${JSON.stringify(debug)}\n${first.output()}`);
    }
    await first.stop('SIGKILL');
    const requestsAtKill = simulator.chatRequests().length;
    expect(requestsAtKill).toBe(1);
    simulator.setFaults([]);

    const second = await start([], env);
    const view = await gqlAt(
      second.url,
      `query Q($id: ID!) { run(id: $id) {
      status error progress { running failed pending }
      calls(first: 10) { edges { node { status } } }
      results(first: 10) { edges { node { status error } } }
    } }`,
      { id: runId },
    );
    const run = view.data.run;
    expect(run.status).toBe('INTERRUPTED');
    expect(run.error).toBe('Service restarted; inspect saved calls before a new run');
    expect(run.calls.edges.map((e: { node: { status: string } }) => e.node.status)).toEqual(['SENT_UNKNOWN']);
    expect(run.results.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { status: 'SENT_UNKNOWN', error: 'Worker stopped; dispatched requests are not retried' },
    ]);
    expect(run.progress.running).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(simulator.chatRequests().length).toBe(requestsAtKill);
    expect(await second.stop('SIGTERM')).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two servers on one Postgres database', () => {
  it('a runProgress subscriber on one server sees the run executed by the other server’s worker', async () => {
    const env = await freshStoreEnv();
    const reader = await start(['--demo', '--no-worker'], env);
    const runner = await start([], env);
    simulator.setFaults([]);
    const runId = await planAndStartAt(reader.url, 'two-servers-1');
    const client = createClient({ url: reader.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    const seen: { status: string; completed: number }[] = [];
    try {
      const deadline = Date.now() + 120_000;
      for await (const result of client.iterate({
        query: `subscription P($id: ID!) { runProgress(runId: $id) { status progress { completed } } }`,
        variables: { id: runId },
      })) {
        const event = result.data?.runProgress as { status: string; progress: { completed: number } };
        seen.push({ status: event.status, completed: event.progress.completed });
        if (Date.now() > deadline) break;
      }
    } finally {
      await client.dispose();
    }
    expect(seen.at(-1)?.status).toBe('COMPLETED');
    expect(seen.filter((e) => e.status === 'RUNNING').length).toBeGreaterThan(1);
    const executedBy = await gqlAt(runner.url, `query Q($id: ID!) { run(id: $id) { status } }`, { id: runId });
    expect(executedBy.data.run.status).toBe('COMPLETED');
    expect(reader.output()).not.toMatch(/worker running/);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the README deployment: two servers and one worker on one Postgres database', () => {
  it('a run planned on one server is executed by the worker process and followed and reported on the other', async () => {
    const env = await freshStoreEnv();
    const front = await start(['--demo', '--no-worker'], env);
    const back = await start(['--no-worker'], env);
    const worker = await spawnSrBench(['worker'], { ...process.env, ...env, SR_BENCH_TARGETS: targetsFile }, /sr-bench worker (\S+) on postgres/, 90_000);
    servers.push({ child: worker.child, url: '', output: worker.output, stop: worker.stop });
    simulator.setFaults([]);
    const runId = await planAndStartAt(front.url, 'deployment-1');
    const report = `query R($id: ID!) { run(id: $id) { status reportDocument } }`;
    const client = createClient({ url: back.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    const statuses: string[] = [];
    const activeReports: { status: string; targets: number }[] = [];
    try {
      const deadline = Date.now() + 120_000;
      for await (const result of client.iterate({ query: `subscription P($id: ID!) { runProgress(runId: $id) { status } }`, variables: { id: runId } })) {
        const status = (result.data!.runProgress as { status: string }).status;
        statuses.push(status);
        if (status === 'RUNNING') {
          // Reports of the run while it is written, from the server that follows it.
          const view = await gqlAt(back.url, report, { id: runId });
          expect(view.errors).toBeUndefined();
          activeReports.push({ status: view.data.run.reportDocument.status, targets: view.data.run.reportDocument.summary.targets.length });
        }
        if (Date.now() > deadline) break;
      }
    } finally {
      await client.dispose();
    }
    expect(statuses.at(-1)).toBe('COMPLETED');
    expect(activeReports.length).toBeGreaterThan(0);
    expect(activeReports.every((r) => r.targets === 1)).toBe(true);
    // Both servers answer the same final report: the worker stored it when the run ended.
    const [a, b] = [await gqlAt(front.url, report, { id: runId }), await gqlAt(back.url, report, { id: runId })];
    expect(a.data.run.status).toBe('COMPLETED');
    expect(JSON.stringify(a.data.run.reportDocument)).toBe(JSON.stringify(b.data.run.reportDocument));
    expect(a.data.run.reportDocument.summary.targets[0].total).toBeGreaterThan(0);
    expect(worker.output()).toMatch(/sr-bench worker/);
    expect(front.output()).not.toMatch(/worker running/);
    expect(back.output()).not.toMatch(/worker running/);
    expect(await worker.stop('SIGTERM')).toBe(0);
  });
});
