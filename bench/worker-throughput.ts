// Worker throughput (bench/README.md "Worker throughput"): a server process with its worker runs
// multiple-choice plans, 64 calls in flight in all, against the simulated provider answering at once
// (0 ms to first token, 0 ms of streaming). Every call is journaled as in production: its row
// before the request leaves, its receipt and its raw SSE bytes kept as evidence.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoCases, demoSources } from '../src/demo/demo-dataset.ts';
import { buildArtifact } from '../src/domain/dataset/artifact.ts';
import { payloadResult, postGraphQL } from './graphql-client.ts';
import { LoopProbe, type ProbeStats } from './loop-probe.ts';
import { startSimulator } from './live-stack.ts';
import { startServerProcess, type ServerDatabase } from './server-process.ts';

export interface WorkerThroughputFigure {
  cells: number;
  calls: number;
  concurrency: number;
  /** Runs of the plan started at once (each at most 32 in flight). */
  runs: number;
  seconds: number;
  callsPerSecond: number;
  serverPeakRssMb: number;
  /** The longest a loop probe waited on the server while the runs ran (loop-probe.ts). */
  loopLagMaxMs: number;
}

const IMPORT = `mutation BenchImport($input: ImportDatasetInput!) { importDataset(input: $input) { dataset { datasetId } userErrors { code message } } }`;
const PLAN = `mutation BenchPlan($input: PlanInput!) { planRun(input: { plan: $input }) { plan { manifestText total } userErrors { code message } } }`;
const START = `mutation BenchStart($plan: JSON!, $key: String!) { startRun(input: { manifest: $plan, idempotencyKey: $key }) { run { runId } userErrors { code message } } }`;
const STATUS = `query BenchRun($id: ID!) { run(id: $id) { status error calls { totalCount } } }`;
const TIMEOUT_MS = 60_000;
const MAX_CONCURRENCY = 32;

interface RunView {
  status: string;
  error: string | null;
  calls: { totalCount: number };
}
const RUN_LIMIT_MS = 600_000;

/** `cells` multiple-choice cases made from the demo's mmlu-pro questions, each with its own id. */
function benchDataset(cells: number) {
  const templates = demoCases().filter((c) => c.benchmark === 'mmlu-pro');
  if (templates.length === 0) throw new Error('The demo has no mmlu-pro question to copy');
  const cases = Array.from({ length: cells }, (_, i) => ({ ...templates[i % templates.length]!, id: `bench-mc-${String(i + 1).padStart(5, '0')}` }));
  return buildArtifact(cases, { profile: 'smoke', seed: 1, sources: demoSources(cases), custom_subset: true, selection: 'stratified-hash-v1' });
}

export async function measureWorkerThroughput(options: {
  server: ServerDatabase;
  cells: number;
  concurrency: number;
  log: (line: string) => void;
}): Promise<WorkerThroughputFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'srbench-bench-worker-'));
  const simulator = await startSimulator(dir, { ttftMs: 0, latencyMs: 0 });
  try {
    const server = await startServerProcess({ database: options.server, worker: true, env: { SR_BENCH_TARGETS: simulator.targetsFile } });
    try {
      const artifact = benchDataset(options.cells);
      const imported = await postGraphQL(
        server.url,
        IMPORT,
        {
          input: { manifest: artifact.manifest, casesJsonl: new TextDecoder().decode(artifact.jsonl) },
        },
        TIMEOUT_MS,
      );
      const datasetId = String(payloadResult<{ datasetId: string }>(imported.data.importDataset, 'dataset').datasetId);
      // A plan allows at most 32 calls in flight (MAX_CONCURRENCY): `concurrency` above that is
      // reached with several runs of the same plan at once, as several users' runs would be.
      const runs = Math.ceil(options.concurrency / MAX_CONCURRENCY);
      const planned = await postGraphQL(
        server.url,
        PLAN,
        {
          input: {
            datasetId,
            profile: 'SMOKE',
            seed: 1,
            targetIds: ['sim-small'],
            name: 'bench worker throughput',
            limits: { concurrency: Math.min(options.concurrency, MAX_CONCURRENCY), maxCostUsd: 100, maxRunSeconds: RUN_LIMIT_MS / 1000 },
          },
        },
        TIMEOUT_MS,
      );
      const manifestText = String(payloadResult<{ manifestText: string }>(planned.data.planRun, 'plan').manifestText);
      server.rss.reset();
      const started = performance.now();
      const runIds: string[] = [];
      for (let i = 0; i < runs; i++) {
        const startedRun = await postGraphQL(server.url, START, { plan: manifestText, key: `bench-worker-${process.pid}-${Date.now()}-${i}` }, TIMEOUT_MS);
        runIds.push(String(payloadResult<{ runId: string }>(startedRun.data.startRun, 'run').runId));
      }
      const views = new Map<string, RunView>();
      const probe = new LoopProbe(server.url);
      let lag: ProbeStats;
      try {
        for (;;) {
          if (performance.now() - started > RUN_LIMIT_MS) throw new Error(`The throughput runs did not end within ${RUN_LIMIT_MS / 1000} s`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          for (const id of runIds) views.set(id, (await postGraphQL(server.url, STATUS, { id }, TIMEOUT_MS)).data.run as RunView);
          if ([...views.values()].every((v) => v.status !== 'QUEUED' && v.status !== 'RUNNING')) break;
        }
      } finally {
        lag = await probe.stop();
      }
      const seconds = (performance.now() - started) / 1000;
      const failed = [...views.values()].find((v) => v.status !== 'COMPLETED');
      if (failed) throw new Error(`A throughput run ended ${failed.status}: ${failed.error ?? ''}`);
      const calls = [...views.values()].reduce((n, v) => n + v.calls.totalCount, 0);
      return {
        cells: options.cells * runs,
        calls,
        runs,
        concurrency: options.concurrency,
        seconds,
        callsPerSecond: calls / seconds,
        serverPeakRssMb: server.rss.peakMb(),
        loopLagMaxMs: lag.maxMs,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await simulator.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
