/**
 * The demo's nine-benchmark suite (docs/harness.md): the demo questions of the five in-process
 * benchmarks plus the demo code and agent tasks, so a smoke evaluation over exactly the nine
 * sr-bench benchmarks runs offline against the simulated provider — harness benchmarks through
 * the project's own harness — and yields an sr-bench score. The dialogue extension stays in
 * the demo dataset (demo-dataset.ts), outside the suite.
 */
import { compareCodePoints } from '../domain/hashing/code-point-order.ts';
import { buildArtifact, type Artifact } from '../domain/dataset/artifact.ts';
import { benchmarkOrder } from '../domain/dataset/selection.ts';
import { BENCHMARK_IDS } from '../domain/catalog/benchmarks.ts';
import { demoAgentAnswers, demoAgentCases, type DemoAgentCase } from './demo-agent-tasks.ts';
import { demoCodeAnswers, demoCodeCases, type DemoCodeCase } from './demo-code-tasks.ts';
import { demoAnswerKey, demoCases, DEMO_SEED, demoSources, type DemoCase } from './demo-dataset.ts';

export type DemoSuiteCase = DemoCase | DemoCodeCase | DemoAgentCase;

/** The suite's cases in dataset order: benchmarks sorted, each in the stratified hash order of the demo seed. */
export function demoSuiteCases(): DemoSuiteCase[] {
  const all: DemoSuiteCase[] = [...demoCases().filter((c) => BENCHMARK_IDS.includes(c.benchmark)), ...demoCodeCases(), ...demoAgentCases()];
  const byBenchmark = new Map<string, DemoSuiteCase[]>();
  for (const c of all) byBenchmark.set(c.benchmark, [...(byBenchmark.get(c.benchmark) ?? []), c]);
  return [...byBenchmark.keys()].sort(compareCodePoints).flatMap((benchmark) => benchmarkOrder(benchmark, byBenchmark.get(benchmark) ?? [], DEMO_SEED));
}

/** What the simulated provider knows about every demo case and task. */
export function demoSuiteAnswerKey(): Map<string, unknown> {
  return new Map<string, unknown>([...demoAnswerKey(), ...demoCodeAnswers(), ...demoAgentAnswers()]);
}

/** The frozen suite artifact: profile `smoke`, a custom subset (sizes differ from the profile's), the demo seed. */
export function demoSuiteArtifact(): Artifact {
  const cases = demoSuiteCases();
  return buildArtifact(cases, {
    profile: 'smoke',
    seed: DEMO_SEED,
    sources: demoSources(cases, { url: 'urn:sr-bench-server:demo-suite', file: 'src/demo' }),
    custom_subset: true,
    selection: 'stratified-hash-v1',
  });
}
