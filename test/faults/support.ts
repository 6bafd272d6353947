// Shared pieces of the fault suite (test/faults): a paced simulated provider, stores prepared for
// spawned processes (Postgres or an embedded data folder), a `sr-bench worker` process, and
// bounded GraphQL polling. Every wait is bounded in time and count; everything listens on 127.0.0.1.
import type { ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { replaceRegistry } from '../../src/db/queries/targets.ts';
import { demoSimulatorConfig, demoTargets, setUpDemo } from '../../src/demo/demo-setup.ts';
import { validateRegistry } from '../../src/domain/plan/registry.ts';
import type { SimulatorConfig } from '../../src/simulator/config.ts';
import { gqlAt, spawnSrBench } from '../helpers/process.ts';

/** The demo provider, paced so one call takes about `callMs` (a run lasts seconds, not milliseconds). */
export function pacedSimulatorConfig(callMs = 900): SimulatorConfig {
  const config = demoSimulatorConfig();
  return {
    ...config,
    models: (config.models ?? []).map((model) => ({ ...model, ttft_ms: Math.round(callMs / 6), latency_ms: callMs })),
  };
}

/** Nine cells of one target covering every in-process grader: multiple choice, grids, judge calls and dialogue turns. */
export const CELLS = [
  'mmlu-pro/demo-001',
  'mmlu-pro/demo-002',
  'mmlu-pro/demo-003',
  'gpqa-diamond/demo-two-dice',
  'hle/demo-base-seven',
  'simpleqa-verified/demo-apollo-11',
  'arc-agi-2/demo-mirror',
  'sr-bench-dialogue/1',
  'sr-bench-dialogue/2',
].map((caseId) => ({ caseId, targetId: 'sim-small' }));

/**
 * Prepares a store the spawned processes will open: migrations, the demo dataset, the operator
 * options (judge, user simulator) and the demo targets pointing at `simulator`.
 */
export async function prepareStore(
  open: { databaseUrl?: string; dataDir?: string },
  simulator: { url: string; routerUrl: string },
  extraTargets: Record<string, unknown>[] = [],
): Promise<string> {
  const database = await openDatabase({ databaseUrl: open.databaseUrl, dataDir: open.dataDir });
  try {
    const demo = await setUpDemo(database.db, { registerTargets: false });
    await demo.close();
    await replaceRegistry(database.db, validateRegistry([...demoTargets(simulator.url, simulator.routerUrl), ...extraTargets]));
    return demo.datasetId;
  } finally {
    await database.close();
  }
}

/** Opens a store for reading its rows after the processes are done (no migrations). */
export function openForChecks(open: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return openDatabase({ databaseUrl: open.databaseUrl, dataDir: open.dataDir, migrate: false });
}

/** The environment of a spawned process for a store. */
export function storeEnv(open: { databaseUrl?: string; dataDir?: string }): NodeJS.ProcessEnv {
  return open.databaseUrl
    ? { DATABASE_URL: open.databaseUrl, SR_BENCH_DATA_DIR: '', SR_BENCH_DEMO: '0' }
    : { DATABASE_URL: '', SR_BENCH_DATA_DIR: open.dataDir, SR_BENCH_DEMO: '0' };
}

export interface WorkerProcess {
  child: ChildProcess;
  id: string;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `sr-bench worker` as its own process; resolves once it has started (bounded). */
export async function spawnWorker(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<WorkerProcess> {
  const started = await spawnSrBench(['worker'], { ...process.env, ...env }, /sr-bench worker (\S+) on /, timeoutMs);
  return { child: started.child, id: started.match, output: started.output, stop: started.stop };
}

/** Plans the nine cells (or `input`) and starts them; returns the run id. */
export async function planAndStart(url: string, datasetId: string, key: string, input: Record<string, unknown> = {}): Promise<string> {
  const planned = await gqlAt(
    url,
    `mutation Test_FaultPlan($input: PlanInput!) {
    planRun(input: { plan: $input }) { plan { manifestText } userErrors { code message } }
  }`,
    {
      input: { datasetId, profile: 'SMOKE', targetIds: ['sim-small'], executionCells: CELLS, ...input },
    },
  );
  expect(planned.errors).toBeUndefined();
  expect(planned.data.planRun.userErrors).toEqual([]);
  const started = await gqlAt(
    url,
    `mutation Test_FaultStart($p: JSON!, $k: String!) {
    startRun(input: { manifest: $p, idempotencyKey: $k }) { run { runId } userErrors { code message } }
  }`,
    {
      p: planned.data.planRun.plan.manifestText,
      k: key,
    },
  );
  expect(started.errors).toBeUndefined();
  expect(started.data.startRun.userErrors).toEqual([]);
  return started.data.startRun.run.runId as string;
}

export interface RunState {
  status: string;
  error: string | null;
  progress: { total: number; completed: number; failed: number; running: number; pending: number };
  active: number;
}

export async function runState(url: string, runId: string): Promise<RunState | null> {
  const view = await gqlAt(
    url,
    `query Test_FaultState($id: ID!) { run(id: $id) {
    status error progress { total completed failed running pending } calls(filter: { active: true }) { totalCount }
  } }`,
    { id: runId },
  ).catch(() => null);
  const run = view?.data?.run;
  if (!run) return null;
  return { status: run.status, error: run.error, progress: run.progress, active: run.calls.totalCount };
}

/** Polls (every 100 ms, bounded) until `done(state)`; returns the state or throws with the last one seen. */
export async function waitForState(url: string, runId: string, done: (state: RunState) => boolean, timeoutMs: number, what: string): Promise<RunState> {
  const deadline = Date.now() + timeoutMs;
  let last: RunState | null = null;
  while (Date.now() < deadline) {
    last = await runState(url, runId);
    if (last && done(last)) return last;
    await sleep(100);
  }
  throw new Error(`${what}: not reached within ${timeoutMs} ms; last state ${JSON.stringify(last)}`);
}

export const TERMINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED']);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
