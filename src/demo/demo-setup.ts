// The demo (issue: live evaluations, "Demo"): a simulated provider on loopback, registered targets
// at three price/quality points plus a MoM router, a judge and a user simulator, operator options
// for the judge-graded benchmarks and the dialogue tasks, and the demo dataset — so a newcomer
// can plan and run a smoke evaluation offline.
import type { Db } from '../db/client.ts';
import { replaceRegistry } from '../db/queries/targets.ts';
import { putBenchmarkOptions } from '../db/queries/benchmark-options.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { validateRegistry } from '../domain/plan/registry.ts';
import { storeDataset } from '../services/datasets.ts';
import { startSimulator } from '../simulator/index.ts';
import type { SimulatorHandle } from '../simulator/server.ts';
import type { SimulatorConfig } from '../simulator/config.ts';
import { demoDatasetArtifact } from './demo-dataset.ts';
import { DEMO_HARNESS_REVISION } from './demo-harness-revision.ts';
import { demoSuiteAnswerKey, demoSuiteArtifact } from './demo-suite.ts';
import { LOCAL_HARNESS } from '../domain/harness/installations.ts';

export const DEMO_CONFIG_HASH = 'demo-router-v1';
const JUDGE_GRADER = 'sr-bench-reference-judge-v1';

/** USD per million tokens for each simulated model. */
const PRICES = {
  'sim/small-8b': { input: 0.1, cached_input: 0.025, cache_write: 0.125, output: 0.4 },
  'sim/medium-32b': { input: 0.5, cached_input: 0.125, cache_write: 0.625, output: 2.0 },
  'sim/large-70b': { input: 2.0, cached_input: 0.5, cache_write: 2.5, output: 8.0 },
  'sim/judge-32b': { input: 0.4, cached_input: 0.1, cache_write: 0.5, output: 1.6 },
  'sim/user-8b': { input: 0.15, cached_input: 0.04, cache_write: 0.2, output: 0.6 },
} as const;

/** The demo's code and agent tasks run in the project's own harness, pinned to the tasks' revision. */
const LOCAL_HARNESS_OPTIONS = { harness: LOCAL_HARNESS, source_revision: DEMO_HARNESS_REVISION, max_steps: 30 } as const;

/** Operator benchmark options: the auxiliary targets and harness pins each benchmark needs (docs/harness.md). */
const OPERATOR_OPTIONS: Readonly<Record<string, Record<string, unknown>>> = {
  hle: { judge: 'sim-judge', grader_version: JUDGE_GRADER },
  'simpleqa-verified': { judge: 'sim-judge', grader_version: JUDGE_GRADER },
  'sr-bench-dialogue': { simulator: 'sim-user' },
  livecodebench: { ...LOCAL_HARNESS_OPTIONS },
  scicode: { ...LOCAL_HARNESS_OPTIONS },
  'terminal-bench-2.1': { ...LOCAL_HARNESS_OPTIONS },
  tau3: { ...LOCAL_HARNESS_OPTIONS, simulator: 'sim-user', judge: 'sim-judge', release: '1.0.1' },
};

export function demoSimulatorConfig(seed = 20260918): SimulatorConfig {
  return {
    seed,
    // One difficulty per question, as with real models: the larger model is right wherever the
    // smaller one is, so the router's picks show as gains rather than as noise.
    difficulty: 'shared',
    models: [
      { name: 'sim/small-8b', accuracy: 0.55, ttft_ms: 15, tokens_per_second: 600, cached_token_share: 0.25 },
      { name: 'sim/medium-32b', accuracy: 0.72, ttft_ms: 30, tokens_per_second: 300, cached_token_share: 0.1 },
      { name: 'sim/large-70b', accuracy: 0.86, ttft_ms: 60, tokens_per_second: 150, reasoning: true },
      { name: 'sim/judge-32b', accuracy: 1, ttft_ms: 10, tokens_per_second: 800, persona: 'judge' },
      { name: 'sim/user-8b', accuracy: 1, ttft_ms: 10, tokens_per_second: 800, persona: 'user_simulator' },
    ],
    router: {
      name: 'MoM',
      config_hash: DEMO_CONFIG_HASH,
      decisions: [
        // Agent tasks: steps that follow a tool result go to the medium model, the turns that
        // answer the user go through the rules below, so one task switches models between steps.
        // Prompts without tool traffic never match it.
        { name: 'tool-loop', model: 'sim/medium-32b', session_phase: 'tool_loop' },
        { name: 'grids', model: 'sim/large-70b', keywords: ['grid'] },
        { name: 'science', model: 'sim/medium-32b', keywords: ['physics', 'chemistry', 'biology', 'molecule'] },
        { name: 'general', model: 'sim/small-8b' },
      ],
    },
    answers: demoSuiteAnswerKey(),
  };
}

/**
 * The registry entries for a simulator at `baseUrl` (…/v1) and `routerUrl` (…/router/v1); with
 * `previewUrl` the router also gets its routing preview endpoint (preview runs, routePreview).
 */
export function demoTargets(baseUrl: string, routerUrl: string, previewUrl?: string): Record<string, unknown>[] {
  const single = (id: string, model: keyof typeof PRICES) => ({ id, kind: 'single', model, base_url: baseUrl, prices: { [model]: PRICES[model] } });
  return [
    single('sim-small', 'sim/small-8b'),
    single('sim-medium', 'sim/medium-32b'),
    single('sim-large', 'sim/large-70b'),
    single('sim-judge', 'sim/judge-32b'),
    single('sim-user', 'sim/user-8b'),
    {
      id: 'sim-router',
      kind: 'mom',
      model: 'MoM',
      base_url: routerUrl,
      config_hash: DEMO_CONFIG_HASH,
      max_inference_calls: 2,
      ...(previewUrl ? { preview_url: previewUrl } : {}),
      prices: { 'sim/small-8b': PRICES['sim/small-8b'], 'sim/medium-32b': PRICES['sim/medium-32b'], 'sim/large-70b': PRICES['sim/large-70b'] },
    },
  ];
}

export interface DemoSetup {
  simulator: SimulatorHandle;
  simulatorUrl: string;
  /** The demo dataset: the five in-process benchmarks and the dialogue extension. */
  datasetId: string;
  /** The nine-benchmark suite: a smoke run over it yields an sr-bench score. */
  suiteDatasetId: string;
  close(): Promise<void>;
}

export async function setUpDemo(db: Db, options: { seed?: number; registerTargets?: boolean } = {}): Promise<DemoSetup> {
  const simulator = await startSimulator(demoSimulatorConfig(options.seed));
  if (options.registerTargets !== false) {
    const registry = validateRegistry(demoTargets(simulator.url, simulator.routerUrl, simulator.previewUrl));
    await replaceRegistry(db, registry);
  }
  const at = nowIsoMicros();
  for (const [benchmark, data] of Object.entries(OPERATOR_OPTIONS)) {
    await putBenchmarkOptions(db, benchmark, data, at);
  }
  const artifact = demoDatasetArtifact();
  const { id } = await storeDataset(db, artifact.manifest, artifact.jsonl);
  const suite = demoSuiteArtifact();
  const { id: suiteId } = await storeDataset(db, suite.manifest, suite.jsonl);
  return { simulator, simulatorUrl: simulator.url, datasetId: id, suiteDatasetId: suiteId, close: () => simulator.close() };
}

/** Ready-to-paste GraphiQL operations for the demo. */
export function demoOperations(datasetId: string): string {
  return `# 1. Plan a smoke evaluation (nothing is sent):
mutation Demo_Plan {
  planRun(input: { plan: { datasetId: "${datasetId}", profile: SMOKE, targetIds: ["sim-small", "sim-large", "sim-router"] } }) {
    plan { planSha256 total estimatedMaxReservationUsd }
    userErrors { code message }
  }
}
# 2. Start it: the server kept the frozen plan; paste planSha256 from step 1.
mutation Demo_Start($planSha256: String!) {
  startRun(input: { planSha256: $planSha256, idempotencyKey: "demo-1" }) {
    run { runId status }
    userErrors { code message }
  }
}
# 3. Watch it (subscriptions run over WebSocket on the same URL):
subscription Demo_Progress($runId: ID!) {
  runProgress(runId: $runId) { status progress { total completed failed pending } knownSpendUsd }
}
# 4. Read the report:
query Demo_Report($runId: ID!) {
  run(id: $runId) { report { targets { targetId macroAccuracy accuracyCi95 costUsd latencyP50Seconds ttftP50Seconds } } }
}`;
}
