/**
 * The nine sr-bench 1.0 benchmarks (service.md 8.1, report.md 8.1): what each needs in a
 * case and whether this server grades it in process or it needs an external harness.
 */
import type { BenchmarkKind } from './adapter-types.ts';

export const ADAPTER_VERSION = 'sr-bench-1.0';

export interface BenchmarkInfo {
  readonly id: string;
  readonly title: string;
  readonly kind: BenchmarkKind;
  readonly sourceUrl: string;
  readonly weight: number;
  /** Live plans need `answer` (service.md 2.1 step 19). */
  readonly requiresAnswer: boolean;
  /** Plans need `messages` (service.md 2.1 step 17). */
  readonly requiresMessages: boolean;
  /** Runs as an isolated harness process (service.md 9.5), which this server does not ship. */
  readonly harness: boolean;
}

const row = (
  id: string,
  title: string,
  kind: BenchmarkKind,
  sourceUrl: string,
  weight: number,
  requiresAnswer: boolean,
  requiresMessages: boolean,
): BenchmarkInfo => ({
  id,
  title,
  kind,
  sourceUrl,
  weight,
  requiresAnswer,
  requiresMessages,
  harness: kind === 'code' || kind === 'agent',
});

/** In the catalog's order (service.md 8.1). */
export const BENCHMARKS: readonly BenchmarkInfo[] = [
  row('mmlu-pro', 'MMLU-Pro', 'multiple-choice', 'https://huggingface.co/datasets/TIGER-Lab/MMLU-Pro', 0.1, true, true),
  row('gpqa-diamond', 'GPQA Diamond', 'multiple-choice', 'https://huggingface.co/datasets/Idavidrein/gpqa', 0.15, true, true),
  row('hle', "Humanity's Last Exam (text)", 'judge', 'https://huggingface.co/datasets/cais/hle', 0.15, true, true),
  row('livecodebench', 'LiveCodeBench', 'code', 'https://github.com/LiveCodeBench/LiveCodeBench', 0.1, false, true),
  row('scicode', 'SciCode', 'code', 'https://github.com/scicode-bench/SciCode', 0.1, false, false),
  row('terminal-bench-2.1', 'Terminal-Bench 2.1', 'agent', 'https://www.tbench.ai/', 0.1, false, false),
  row('simpleqa-verified', 'SimpleQA Verified', 'judge', 'https://www.kaggle.com/benchmarks/deepmind/simpleqa-verified', 0.1, true, true),
  row('arc-agi-2', 'ARC-AGI-2', 'grid', 'https://github.com/arcprize/ARC-AGI-2', 0.1, true, true),
  row('tau3', 'τ³', 'agent', 'https://github.com/sierra-research/tau2-bench', 0.1, false, false),
];

const BY_ID: ReadonlyMap<string, BenchmarkInfo> = new Map(BENCHMARKS.map((b) => [b.id, b]));

/** The catalog entry of a built-in benchmark, or undefined. */
export function benchmarkInfo(id: string): BenchmarkInfo | undefined {
  return BY_ID.get(id);
}

export function isKnownBenchmark(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The benchmarks that need an external harness (service.md 9.5). */
export const HARNESS_BENCHMARKS: readonly string[] = BENCHMARKS.filter((b) => b.harness).map((b) => b.id);

/** The clear error for a harness benchmark in a live plan of this server. */
export function harnessNotSupportedMessage(benchmark: string): string {
  return `${benchmark} runs in an external harness, which this server does not run`;
}
