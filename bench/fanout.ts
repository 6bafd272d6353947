// runProgress fan-out: `subscribers` graphql-ws clients follow one live run that the server's own
// worker executes against the simulated provider (started through the API: planRun, startRun),
// so every progress change is a real cell claim or finish written by the worker's write path and
// announced by its notices. See bench/README.md "runProgress fan-out".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'graphql-ws';
import { payloadResult, postGraphQL } from './graphql-client.ts';
import { startSimulator } from './live-stack.ts';
import { LoopProbe, type ProbeStats } from './loop-probe.ts';
import { median } from './measure.ts';
import type { RssSampler } from './rss-sampler.ts';
import { deliveryStats, isoToEpochMs, type DeliveryStats, type Received } from './fanout-stats.ts';
import { startServerProcess, type ServerDatabase, type ServerProcess } from './server-process.ts';
import { connectSubscribers } from './subscribers.ts';

export interface FanoutOptions {
  server: ServerDatabase;
  subscribers: number;
  /** Server processes sharing the subscribers (2 needs Postgres: the others follow over LISTEN/NOTIFY). */
  processes: 1 | 2;
  repeats: number;
  budgetMs: number;
  sampler: RssSampler;
  log: (line: string) => void;
}

export interface FanoutRepeat extends DeliveryStats {
  runId: string;
  /** The longest a loop probe waited on the process that runs the worker (loop-probe.ts). */
  loopLagMaxMs: number;
  runSeconds: number;
  errors: number;
  serverPeakRssMb: number;
}

export interface FanoutFigure {
  subscribers: number;
  processes: number;
  repeats: FanoutRepeat[];
  /** Median / min / max over repeats of each repeat's p50 and p99. */
  p50Ms: { median: number; min: number; max: number };
  p99Ms: { median: number; min: number; max: number };
  serverPeakRssMb: number;
  clientPeakRssMb: number;
  truncated: boolean;
  loopLagMaxMs: number;
}

const SUBSCRIPTION = `subscription BenchProgress($runId: ID!) {
  runProgress(runId: $runId) { status updatedAt progress { total completed failed running pending } }
}`;
const PLAN = `mutation BenchPlan($input: PlanInput!) { planRun(input: { plan: $input }) { plan { manifestText total } userErrors { code message } } }`;
const START = `mutation BenchStart($plan: JSON!, $key: String!) { startRun(input: { manifest: $plan, idempotencyKey: $key }) { run { runId } userErrors { code message } } }`;
const CANCEL = `mutation BenchCancel($id: ID!) { cancelRun(input: { id: $id }) { run { status } userErrors { code message } } }`;
const CASES = `query BenchCases($id: ID!) { dataset(id: $id) { cases(first: 5, benchmark: ["mmlu-pro", "gpqa-diamond"]) { edges { node { caseId } } } } }`;
const RUN_TIMEOUT_MS = 180_000;
const now = () => performance.timeOrigin + performance.now();

const spread = (values: number[]) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

export async function measureFanout(options: FanoutOptions): Promise<FanoutFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'srbench-bench-fanout-'));
  const simulator = await startSimulator(dir, { ttftMs: 150, latencyMs: 250 });
  let server: ServerProcess | null = null;
  let second: ServerProcess | null = null;
  try {
    // --demo stores the demo dataset and the judge/user-simulator options; the targets file
    // points the demo targets at the simulator process. The cap is raised for this server only.
    server = await startServerProcess({
      database: options.server,
      demo: true,
      worker: true,
      env: { SR_BENCH_TARGETS: simulator.targetsFile, SR_BENCH_MAX_SUBSCRIPTIONS_PER_ACTOR: String(options.subscribers + 16) },
    });
    const datasetId = await demoDatasetId(server);
    if (!datasetId) throw new Error(`The demo server printed no dataset id:\n${server.output()}`);
    const servers = [server];
    if (options.processes === 2) {
      if (!('databaseUrl' in options.server)) throw new Error('Two server processes need Postgres');
      // The second process has no worker: its subscribers learn of the run's changes through NOTIFY.
      second = await startServerProcess({
        database: options.server,
        worker: false,
        env: { SR_BENCH_TARGETS: simulator.targetsFile, SR_BENCH_MAX_SUBSCRIPTIONS_PER_ACTOR: String(options.subscribers + 16) },
      });
      servers.push(second);
    }
    options.log(`  connecting ${options.subscribers} WebSocket subscribers to ${servers.length} server process(es)…`);
    const pools = [];
    try {
      for (const [i, each] of servers.entries()) {
        const share = Math.floor(options.subscribers / servers.length) + (i < options.subscribers % servers.length ? 1 : 0);
        pools.push(await connectSubscribers(each.url, share, 120_000));
      }
      const clients = pools.flatMap((p) => p.clients);
      options.sampler.reset();
      const repeats: FanoutRepeat[] = [];
      const started = performance.now();
      for (let i = 0; i < options.repeats; i++) {
        if (i > 0 && performance.now() - started > options.budgetMs) break;
        const repeat = await oneRun(servers, clients, datasetId, i);
        options.log(
          `  run ${i + 1}: ${repeat.changes} changes × ${repeat.subscribers} subscribers, p50 ${repeat.p50Ms.toFixed(1)} ms, ` +
            `p99 ${repeat.p99Ms.toFixed(1)} ms, max ${repeat.maxMs.toFixed(1)} ms, missed ${repeat.missed}, errors ${repeat.errors}, server peak RSS ${Math.round(repeat.serverPeakRssMb)} MB`,
        );
        repeats.push(repeat);
      }
      return {
        subscribers: options.subscribers,
        processes: servers.length,
        repeats,
        p50Ms: spread(repeats.map((r) => r.p50Ms)),
        p99Ms: spread(repeats.map((r) => r.p99Ms)),
        serverPeakRssMb: Math.max(...repeats.map((r) => r.serverPeakRssMb)),
        clientPeakRssMb: options.sampler.peakMb(),
        loopLagMaxMs: Math.max(...repeats.map((r) => r.loopLagMaxMs)),
        truncated: repeats.length < options.repeats,
      };
    } finally {
      for (const pool of pools) await pool.dispose();
    }
  } finally {
    await second?.stop();
    await server?.stop();
    await simulator.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The demo prints its dataset id right after the URL; bounded wait. */
async function demoDatasetId(server: ServerProcess): Promise<string | null> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const id = /datasetId: "([^"]+)"/.exec(server.output())?.[1];
    if (id || Date.now() > deadline) return id ?? null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function oneRun(servers: readonly ServerProcess[], clients: readonly Client[], datasetId: string, index: number): Promise<FanoutRepeat> {
  const server = servers[0] as ServerProcess;
  // Five multiple-choice cells, one at a time: ~10 progress changes (a claim and a finish each).
  const cases = await postGraphQL(server.url, CASES, { id: datasetId }, 30_000);
  const edges = (cases.data.dataset as { cases: { edges: { node: { caseId: string } }[] } }).cases.edges;
  const executionCells = edges.map((e) => ({ caseId: e.node.caseId, targetId: 'sim-small' }));
  const planned = await postGraphQL(
    server.url,
    PLAN,
    {
      input: { datasetId, profile: 'SMOKE', targetIds: ['sim-small'], name: `bench fan-out ${index + 1}`, limits: { concurrency: 1 }, executionCells },
    },
    30_000,
  );
  const manifestText = String(payloadResult<{ manifestText: string }>(planned.data.planRun, 'plan').manifestText);
  for (const each of servers) each.rss.reset();
  const probe = new LoopProbe(server.url);
  let repeat: Omit<FanoutRepeat, 'loopLagMaxMs'>;
  let lag: ProbeStats;
  try {
    repeat = await followRun(servers, clients, manifestText, index);
  } finally {
    lag = await probe.stop();
  }
  return { ...repeat, loopLagMaxMs: lag.maxMs };
}

async function followRun(
  servers: readonly ServerProcess[],
  clients: readonly Client[],
  manifestText: string,
  index: number,
): Promise<Omit<FanoutRepeat, 'loopLagMaxMs'>> {
  const server = servers[0] as ServerProcess;
  const runStarted = performance.now();
  const startedRun = await postGraphQL(server.url, START, { plan: manifestText, key: `bench-fanout-${process.pid}-${Date.now()}-${index}` }, 30_000);
  const runId = String(payloadResult<{ runId: string }>(startedRun.data.startRun, 'run').runId);
  const streams: Received[][] = clients.map(() => []);
  let errors = 0;
  const done = clients.map(
    (client, i) =>
      new Promise<void>((resolve) => {
        client.subscribe<{ runProgress: { updatedAt: string } }>(
          { query: SUBSCRIPTION, variables: { runId } },
          {
            next: (message) => {
              const atMs = now();
              const updatedAt = message.data?.runProgress.updatedAt;
              if (updatedAt) streams[i]?.push({ atMs, updatedMs: isoToEpochMs(updatedAt) });
              else errors += 1;
            },
            error: () => {
              errors += 1;
              resolve();
            },
            complete: resolve,
          },
        );
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    Promise.all(done).then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), RUN_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    await postGraphQL(server.url, CANCEL, { id: runId }, 30_000).catch(() => undefined);
    throw new Error(`The fan-out run ${runId} did not finish within ${RUN_TIMEOUT_MS / 1000} s`);
  }
  return {
    runId,
    runSeconds: (performance.now() - runStarted) / 1000,
    errors,
    serverPeakRssMb: Math.max(...servers.map((each) => each.rss.peakMb())),
    ...deliveryStats(streams),
  };
}
