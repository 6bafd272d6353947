/**
 * The nine sr-bench 1.0 benchmarks (docs/datasets.md "Benchmarks and profiles"): identity, grading
 * kind, fixed weight, source, which case fields their adapter needs, which need an external
 * harness, and the per-profile case counts. Pure data; `catalog()` is the object of
 * docs/datasets.md "Benchmarks and profiles".
 */
import { PROFILES } from './profiles.ts';

export const PROTOCOL_VERSION = 'sr-bench-1.0';
/** Every built-in adapter is versioned with the protocol (docs/plans.md "Weights and versions"). */
export const ADAPTER_VERSION = 'sr-bench-1.0';

export type BenchmarkKind = 'multiple-choice' | 'judge' | 'code' | 'agent' | 'grid';

export interface BenchmarkSpec {
  readonly id: string;
  readonly title: string;
  readonly kind: string;
  /** Diagnostic weight in `benchmark_weights` (docs/datasets.md "Benchmarks and profiles"). */
  readonly weight: number;
  readonly sourceUrl: string;
  readonly adapterVersion: string;
  /** Live plans need a reference `answer` on every case (docs/plans.md "Validation order", step 19). */
  readonly requiresAnswer: boolean;
  /** Cases need `messages` (docs/plans.md "Validation order", step 17); harness-driven tasks carry none. */
  readonly requiresMessages: boolean;
}

/** A built-in benchmark: its kind is one of the five the graders know. */
export interface BuiltInBenchmark extends BenchmarkSpec {
  readonly kind: BenchmarkKind;
}

function builtIn(
  id: string,
  title: string,
  kind: BenchmarkKind,
  weight: number,
  sourceUrl: string,
  requiresAnswer: boolean,
  requiresMessages: boolean,
): BuiltInBenchmark {
  return { id, title, kind, weight, sourceUrl, adapterVersion: ADAPTER_VERSION, requiresAnswer, requiresMessages };
}

/** Catalog order (docs/datasets.md "Benchmarks and profiles"). */
export const BENCHMARKS: readonly BuiltInBenchmark[] = [
  builtIn('mmlu-pro', 'MMLU-Pro', 'multiple-choice', 0.1, 'https://huggingface.co/datasets/TIGER-Lab/MMLU-Pro', true, true),
  builtIn('gpqa-diamond', 'GPQA Diamond', 'multiple-choice', 0.15, 'https://huggingface.co/datasets/Idavidrein/gpqa', true, true),
  builtIn('hle', "Humanity's Last Exam (text)", 'judge', 0.15, 'https://huggingface.co/datasets/cais/hle', true, true),
  builtIn('livecodebench', 'LiveCodeBench', 'code', 0.1, 'https://github.com/LiveCodeBench/LiveCodeBench', false, true),
  builtIn('scicode', 'SciCode', 'code', 0.1, 'https://github.com/scicode-bench/SciCode', false, false),
  builtIn('terminal-bench-2.1', 'Terminal-Bench 2.1', 'agent', 0.1, 'https://www.tbench.ai/', false, false),
  builtIn('simpleqa-verified', 'SimpleQA Verified', 'judge', 0.1, 'https://www.kaggle.com/benchmarks/deepmind/simpleqa-verified', true, true),
  builtIn('arc-agi-2', 'ARC-AGI-2', 'grid', 0.1, 'https://github.com/arcprize/ARC-AGI-2', true, true),
  builtIn('tau3', 'τ³', 'agent', 0.1, 'https://github.com/sierra-research/tau2-bench', false, false),
];

export const BENCHMARK_IDS: readonly string[] = BENCHMARKS.map((b) => b.id);

const BY_ID: ReadonlyMap<string, BuiltInBenchmark> = new Map(BENCHMARKS.map((b) => [b.id, b]));

export function builtInBenchmark(id: string): BuiltInBenchmark | undefined {
  return BY_ID.get(id);
}

/** True for the id of one of the nine built-in benchmarks. */
export function isBuiltInBenchmark(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** Code and agent benchmarks run in an isolated harness (docs/harness.md), which this server does not ship. */
export const HARNESS_BENCHMARKS: readonly string[] = BENCHMARKS.filter((b) => b.kind === 'code' || b.kind === 'agent').map((b) => b.id);

/** The nine fixed weights, as frozen in every plan's `benchmark_weights` (docs/datasets.md "Benchmarks and profiles"). */
export function fixedBenchmarkWeights(): Record<string, number> {
  return Object.fromEntries(BENCHMARKS.map((b) => [b.id, b.weight]));
}

export type ProfileId = 'smoke' | 'quick' | 'standard';

/** Cases per target for each profile (docs/datasets.md "Benchmarks and profiles"); smoke ⊂ quick, standard disjoint. */
export const PROFILE_SIZES: Readonly<Record<string, Readonly<Record<ProfileId, number>>>> = {
  'mmlu-pro': { smoke: 14, quick: 500, standard: 2000 },
  'gpqa-diamond': { smoke: 4, quick: 40, standard: 158 },
  hle: { smoke: 4, quick: 40, standard: 200 },
  livecodebench: { smoke: 2, quick: 30, standard: 150 },
  scicode: { smoke: 1, quick: 3, standard: 20 },
  'terminal-bench-2.1': { smoke: 1, quick: 3, standard: 15 },
  'simpleqa-verified': { smoke: 5, quick: 100, standard: 500 },
  'arc-agi-2': { smoke: 2, quick: 12, standard: 80 },
  tau3: { smoke: 3, quick: 12, standard: 60 },
};

/** Σ over the nine benchmarks: smoke 36, quick 740, standard 3183 (docs/datasets.md "Benchmarks and profiles"). */
export function profileTotal(profile: ProfileId): number {
  return BENCHMARKS.reduce((sum, b) => sum + (PROFILE_SIZES[b.id]?.[profile] ?? 0), 0);
}

export interface CatalogBenchmark {
  id: string;
  title: string;
  kind: string;
  source_url: string;
  adapter_version: string;
}

export interface Catalog {
  version: string;
  benchmarks: CatalogBenchmark[];
  profiles: { id: string; purpose: string }[];
  modes: ['live', 'preview'];
}

/** The catalog object, with weights and sizes (docs/datasets.md "Benchmarks and profiles"). */
export function catalog(extensions: readonly BenchmarkSpec[] = []): Catalog {
  return {
    version: PROTOCOL_VERSION,
    benchmarks: [...BENCHMARKS, ...extensions].map((b) => ({
      id: b.id,
      title: b.title,
      kind: b.kind,
      source_url: b.sourceUrl,
      adapter_version: b.adapterVersion,
    })),
    profiles: PROFILES.map((p) => ({ id: p.id, purpose: p.purpose })),
    modes: ['live', 'preview'],
  };
}

const EXTENSION_ID_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Checks operator-installed extension adapters (docs/datasets.md "Benchmarks and profiles": id pattern, positive finite
 * weight, no clash with another adapter). Throws a plain Error: a bad extension is an
 * operator configuration fault, not user input.
 */
export function validateExtensions(extensions: readonly BenchmarkSpec[]): void {
  const seen = new Set(BENCHMARK_IDS);
  for (const ext of extensions) {
    if (!EXTENSION_ID_RE.test(ext.id)) throw new Error('Benchmark plugins must provide a valid BenchmarkAdapter');
    if (!ext.adapterVersion || !Number.isFinite(ext.weight) || ext.weight <= 0) {
      throw new Error('Benchmark plugin requires version, executor and positive diagnostic weight');
    }
    if (seen.has(ext.id)) throw new Error('Benchmark plugin ID conflicts with an existing adapter');
    seen.add(ext.id);
  }
}
