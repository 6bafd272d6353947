// The shape of the synthetic store: benchmarks and their standard-profile sizes
// (docs/datasets.md "Benchmarks and profiles"), the targets of the two runs and their frozen prices.

/** `tiny` (1 case per benchmark) and `tiny10` (10 per benchmark) are for test/perf only. */
export type Scale = 'standard' | 'small' | 'tiny' | 'tiny10';

/** Manifest order of the nine sr-bench 1.0 benchmarks, with case-id prefixes and weights. */
export const BENCHMARKS = [
  { id: 'mmlu-pro', prefix: 'mmlu', standard: 2000, weight: 0.1 },
  { id: 'gpqa-diamond', prefix: 'gpqa', standard: 158, weight: 0.15 },
  { id: 'hle', prefix: 'hle', standard: 200, weight: 0.15 },
  { id: 'livecodebench', prefix: 'lcb', standard: 150, weight: 0.1 },
  { id: 'scicode', prefix: 'sci', standard: 20, weight: 0.1 },
  { id: 'terminal-bench-2.1', prefix: 'term', standard: 15, weight: 0.1 },
  { id: 'simpleqa-verified', prefix: 'sqa', standard: 500, weight: 0.1 },
  { id: 'arc-agi-2', prefix: 'arc', standard: 80, weight: 0.1 },
  { id: 'tau3', prefix: 'tau', standard: 60, weight: 0.1 },
] as const;

export type BenchmarkId = (typeof BENCHMARKS)[number]['id'];

/**
 * Cases per benchmark: the standard profile, about a tenth of it (≥ 2 each) for `small`, and
 * exactly 1 or 10 for `tiny`/`tiny10` (a run that grows exactly 10×, test/perf).
 */
export function caseCounts(scale: Scale): Map<BenchmarkId, number> {
  const counts = new Map<BenchmarkId, number>();
  for (const b of BENCHMARKS) {
    const n = scale === 'standard' ? b.standard : scale === 'tiny' ? 1 : scale === 'tiny10' ? 10 : Math.max(2, Math.round(b.standard * 0.094));
    counts.set(b.id, n);
  }
  return counts;
}

export interface Price {
  input: number;
  cached_input: number;
  cache_write: number;
  output: number;
}

/** A physical model: frozen price, speed, skill, and which raw usage shape its provider sends. */
export interface ModelSpec {
  name: string;
  price: Price;
  /** Output tokens per second while streaming. */
  tps: number;
  /** Median time to first token, seconds. */
  ttft: number;
  /** Added to the per-case latent skill threshold (higher = more often correct). */
  skill: number;
  usageShape: 'openai' | 'anthropic';
  /** Emits a visible reasoning channel (stored, never returned by the API). */
  reasons: boolean;
}

export const MODELS: Readonly<Record<string, ModelSpec>> = {
  'acme/small-8b': {
    name: 'acme/small-8b',
    price: { input: 0.2, cached_input: 0.05, cache_write: 0.25, output: 0.8 },
    tps: 180,
    ttft: 0.12,
    skill: 0.0,
    usageShape: 'openai',
    reasons: false,
  },
  'acme/medium-32b': {
    name: 'acme/medium-32b',
    price: { input: 0.6, cached_input: 0.15, cache_write: 0.75, output: 2.4 },
    tps: 110,
    ttft: 0.2,
    skill: 0.12,
    usageShape: 'openai',
    reasons: false,
  },
  'acme/large-70b': {
    name: 'acme/large-70b',
    price: { input: 1.2, cached_input: 0.3, cache_write: 1.5, output: 4.8 },
    tps: 70,
    ttft: 0.35,
    skill: 0.2,
    usageShape: 'openai',
    reasons: true,
  },
  'acme/frontier-400b': {
    name: 'acme/frontier-400b',
    price: { input: 3, cached_input: 0.3, cache_write: 3.75, output: 15 },
    tps: 55,
    ttft: 0.6,
    skill: 0.27,
    usageShape: 'anthropic',
    reasons: true,
  },
  'acme/judge-32b': {
    name: 'acme/judge-32b',
    price: { input: 0.5, cached_input: 0.125, cache_write: 0.625, output: 2 },
    tps: 120,
    ttft: 0.17,
    skill: 0,
    usageShape: 'openai',
    reasons: false,
  },
  'acme/sim-8b': {
    name: 'acme/sim-8b',
    price: { input: 0.1, cached_input: 0.025, cache_write: 0.125, output: 0.4 },
    tps: 200,
    ttft: 0.1,
    skill: 0,
    usageShape: 'openai',
    reasons: false,
  },
};

export function model(name: string): ModelSpec {
  const spec = MODELS[name];
  if (!spec) throw new Error(`Unknown synthetic model ${name}`);
  return spec;
}

/** Router decision per benchmark, and how the router spreads each decision over models. */
export const DECISIONS: Readonly<Record<BenchmarkId, string>> = {
  'mmlu-pro': 'knowledge',
  'gpqa-diamond': 'science',
  hle: 'hard',
  livecodebench: 'coding',
  scicode: 'coding',
  'terminal-bench-2.1': 'agentic',
  'simpleqa-verified': 'knowledge',
  'arc-agi-2': 'reasoning',
  tau3: 'support',
};

export interface TargetSpec {
  id: string;
  kind: 'single' | 'mom';
  /** The configured model (`MoM` for routers). */
  model: string;
  port: number;
  /** Models this target may answer with (one for singles). */
  models: readonly string[];
  /** MoM only. */
  configHash?: string;
  maxInferenceCalls?: number;
  /** MoM only: per decision, relative weights over `models` (same order). */
  routing?: Readonly<Record<string, readonly number[]>>;
  /** MoM only: chance a request runs a second inference (cascade with a receipt). */
  cascade?: number;
  /** Added to the chosen model's skill (a router's quality edge or loss). */
  bonus: number;
}

const ROUTED = ['acme/small-8b', 'acme/medium-32b', 'acme/large-70b'] as const;
const ROUTED_4 = [...ROUTED, 'acme/frontier-400b'] as const;

const single = (id: string, name: string, port: number): TargetSpec => ({
  id,
  kind: 'single',
  model: name,
  port,
  models: [name],
  bonus: 0,
});

export const SINGLES: readonly TargetSpec[] = [
  single('single-small', 'acme/small-8b', 8001),
  single('single-medium', 'acme/medium-32b', 8002),
  single('single-large', 'acme/large-70b', 8003),
  single('single-frontier', 'acme/frontier-400b', 8006),
];

function router(id: string, port: number, version: 1 | 2): TargetSpec {
  const cascade = id === 'mom-cascade';
  const models = cascade ? ROUTED_4 : ROUTED;
  // Weights per decision over `models`; version 2 sends more hard work to bigger models.
  const hard = version === 1 ? [1, 3, 6, 2] : [0, 2, 6, 4];
  const easy = version === 1 ? [6, 3, 1, 0] : [7, 2, 1, 0];
  const mid = version === 1 ? [3, 5, 2, 1] : [3, 4, 3, 1];
  const cut = (w: number[]) => w.slice(0, models.length);
  return {
    id,
    kind: 'mom',
    model: 'MoM',
    port,
    models,
    configHash: `cfg-${cascade ? 'c4' : 'r3'}${version === 1 ? '7d1c9a5e2b' : 'e8a0f3b6d1'}`,
    maxInferenceCalls: cascade ? 8 : 4,
    routing: {
      knowledge: cut(easy),
      science: cut(mid),
      hard: cut(hard),
      coding: cut(mid),
      agentic: cut(hard),
      reasoning: cut(hard),
      support: cut(mid),
      escalation: cut(hard),
    },
    cascade: cascade ? 0.12 : 0.03,
    bonus: version === 1 ? 0.01 : 0.04,
  };
}

/** Baseline: four singles and the two routers as first deployed. */
export const BASELINE_TARGETS: readonly TargetSpec[] = [...SINGLES, router('mom-router', 8801, 1), router('mom-cascade', 8802, 1)];
/** Candidate: the same two routers with a new configuration. */
export const CANDIDATE_TARGETS: readonly TargetSpec[] = [router('mom-router', 8801, 2), router('mom-cascade', 8802, 2)];

export const JUDGE = { id: 'judge-ref', model: 'acme/judge-32b', port: 8004 } as const;
export const SIMULATOR = { id: 'sim-ref', model: 'acme/sim-8b', port: 8005 } as const;

export const SEED = 20260918;
export const CONCURRENCY = 16;
