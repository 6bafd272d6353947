/**
 * Extension benchmarks shipped by this project (docs/datasets.md "Benchmarks and profiles": beyond the nine, each with an
 * id matching `[a-z0-9][a-z0-9-]{0,63}`, a positive finite weight and its own adapter
 * version, frozen into `benchmark_weights` and `adapter_versions` when its cases are
 * planned). They never enter `sr_bench_score`: a run containing one is scored as an
 * extension diagnostic (docs/reports.md "Macro accuracy and score").
 */
import type { BenchmarkSpec, BuiltInBenchmark } from './benchmarks.ts';

/** Short multi-turn tasks against a user simulator, graded in process (grading/dialogue.ts). */
export const DIALOGUE_BENCHMARK = 'sr-bench-dialogue';
/** Versioned apart from the protocol, so the dialogue protocol can evolve on its own. */
export const DIALOGUE_ADAPTER_VERSION = 'sr-bench-dialogue-v1';

// Graded by one of the five known kinds, like the nine.
export const PROJECT_EXTENSIONS: readonly BuiltInBenchmark[] = [
  {
    id: DIALOGUE_BENCHMARK,
    title: 'sr-bench dialogue (user simulator)',
    kind: 'agent',
    // A diagnostic extension, kept out of sr_bench_score's nine fixed weights (docs/datasets.md "Benchmarks and profiles");
    // 0.1 (not the 1.0 default) keeps it on the scale of one built-in benchmark in the
    // normalised extension-diagnostic macro accuracy instead of dominating it.
    weight: 0.1,
    sourceUrl: 'urn:sr-bench-server:dialogue',
    adapterVersion: DIALOGUE_ADAPTER_VERSION,
    requiresAnswer: true,
    requiresMessages: true,
  },
];

const BY_ID: ReadonlyMap<string, BenchmarkSpec> = new Map(PROJECT_EXTENSIONS.map((b) => [b.id, b]));

/** The project extension with this id, if any. */
export function projectExtension(id: string): BenchmarkSpec | undefined {
  return BY_ID.get(id);
}
