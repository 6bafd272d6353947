// Test-only: small seeded generator and synthetic run inputs for comparison tests.
import type { CallSummary, Manifest, ManifestTarget, ReportInput, ResultData } from '../../../src/domain/report/input.ts';

/** A seeded PRNG (mulberry32) giving doubles in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const WEIGHTS = {
  'arc-agi-2': 0.1,
  'gpqa-diamond': 0.15,
  hle: 0.15,
  livecodebench: 0.1,
  'mmlu-pro': 0.1,
  scicode: 0.1,
  'simpleqa-verified': 0.1,
  tau3: 0.1,
  'terminal-bench-2.1': 0.1,
};

export const PRICE = { input: 1, cached_input: 0.1, cache_write: 1.25, output: 3 };

export interface SynthCase {
  id: string;
  benchmark: string;
}

/** Per-case outcome of a target. */
export interface SynthOutcome {
  /** Result status; `null` = no result row. Default `completed`. */
  status?: string | null;
  correct?: boolean | null;
  /** Subject call cost; `null` = unknown; `undefined` = 0.001. */
  cost?: number | null;
  /** Subject call usage; `null` = missing. */
  usage?: CallSummary['usage'];
  /** No subject call at all. */
  noCall?: boolean;
}

export interface SynthTarget {
  id: string;
  kind?: 'single' | 'mom';
  model?: string;
  /** Outcome of case i. */
  outcome: (i: number) => SynthOutcome;
  extra?: Partial<ManifestTarget>;
}

export interface SynthRun {
  id: string;
  status?: string;
  costPolicy?: string;
  cases: readonly SynthCase[];
  targets: readonly SynthTarget[];
  manifest?: Partial<Manifest>;
}

export const USAGE = { input_tokens: 100, cached_input_tokens: 20, cache_write_tokens: 0, output_tokens: 10 };

export function cases(spec: Record<string, number>): SynthCase[] {
  const list: SynthCase[] = [];
  for (const [benchmark, n] of Object.entries(spec)) {
    for (let i = 0; i < n; i++) list.push({ id: `${benchmark}-${String(i).padStart(5, '0')}`, benchmark });
  }
  return list;
}

export function syntheticInput(spec: SynthRun): ReportInput {
  const targets: ManifestTarget[] = spec.targets.map((t) => {
    const kind = t.kind ?? 'single';
    const model = t.model ?? (kind === 'mom' ? 'MoM' : `acme/${t.id}`);
    const prices = kind === 'mom' ? { 'acme/child': PRICE } : { [model]: PRICE };
    return { id: t.id, kind, model, base_url: 'http://127.0.0.1:9/v1', prices, ...(t.extra ?? {}) } as ManifestTarget;
  });
  const benchmarks = [...new Set(spec.cases.map((c) => c.benchmark))];
  const manifest: Manifest = {
    version: 'sr-bench-1.0',
    name: spec.id,
    mode: 'live',
    profile: 'quick',
    seed: 20260918,
    cost_policy: spec.costPolicy ?? 'require_priced',
    output_policy: 'bounded',
    cases: spec.cases.map((c) => ({ id: c.id, benchmark: c.benchmark })),
    targets,
    limits: { concurrency: 1, max_output_tokens: 4096 },
    sampling: { temperature: 0, max_tokens: 4096 },
    benchmark_weights: { ...WEIGHTS },
    adapter_versions: Object.fromEntries(benchmarks.map((b) => [b, 'sr-bench-1.0'])),
    case_sha256: 'synthetic-cases',
    ...(spec.manifest ?? {}),
  };
  const results: ResultData[] = [];
  const calls: CallSummary[] = [];
  spec.cases.forEach((c, i) => {
    for (const target of spec.targets) {
      const outcome = target.outcome(i);
      const status = outcome.status === undefined ? 'completed' : outcome.status;
      if (status !== null) {
        const row: ResultData = { case_id: c.id, target_id: target.id, benchmark: c.benchmark, status };
        if (outcome.correct !== undefined) row.correct = outcome.correct;
        else if (status === 'completed') row.correct = false;
        results.push(row);
      }
      if (outcome.noCall === true) continue;
      const frozen = targets.find((t) => t.id === target.id)!;
      const model = frozen.kind === 'mom' ? 'acme/child' : String(frozen.model);
      calls.push({
        id: `call-${target.id}-${c.id}`,
        case_id: c.id,
        target_id: target.id,
        role: 'subject',
        status: status === 'completed' ? 'completed' : 'failed',
        model,
        selected_model: model,
        usage: outcome.usage === undefined ? { ...USAGE } : outcome.usage,
        cost_usd: outcome.cost === undefined ? 0.001 : outcome.cost,
        inference_call_count: 1,
        latency_s: 1,
      });
    }
  });
  results.sort((a, b) => (a.case_id < b.case_id ? -1 : a.case_id > b.case_id ? 1 : a.target_id < b.target_id ? -1 : 1));
  return {
    run: {
      id: spec.id,
      owner: 'tester',
      status: spec.status ?? 'completed',
      created_at: '2026-09-18T00:00:00+00:00',
      updated_at: '2026-09-18T00:10:00+00:00',
      error: null,
      manifest,
    },
    results,
    calls,
    failureObserved: null,
    provenance: null,
    accountingCorrection: null,
    children: [],
  };
}
