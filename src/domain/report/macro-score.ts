import { truthy } from '../accounting/json-values.ts';
import { BENCHMARK_IDS } from '../catalog/benchmarks.ts';
import type { Manifest } from './input.ts';
import type { MetricRow } from './metric.ts';

/** The nine sr-bench 1.0 benchmarks (docs/datasets.md "Benchmarks and profiles"). */
export const SR_BENCH_1_BENCHMARKS: ReadonlySet<string> = new Set(BENCHMARK_IDS);

export interface ScoreFields {
  macro_accuracy: number | null;
  sr_bench_score: number | null;
  score_scope: string;
}

/**
 * Whether the cases are a custom subset (docs/reports.md "Macro accuracy and score"): any `execution_cells` key makes it
 * one; otherwise `manifest.dataset.custom_subset`, where a missing dataset or key counts as
 * true (inline cases are always custom) and an explicit null as false.
 */
export function customSubset(manifest: Manifest): boolean {
  if ('execution_cells' in manifest && manifest.execution_cells !== undefined) return true;
  const dataset = manifest.dataset;
  if (dataset === null || dataset === undefined || typeof dataset !== 'object') return true;
  if (!('custom_subset' in dataset) || dataset['custom_subset'] === undefined) return true;
  return truthy(dataset['custom_subset']);
}

export interface ScoreContext {
  /** `manifest.benchmark_weights`. */
  weights: Readonly<Record<string, number>>;
  /** Benchmarks of the cases in any planned cell contain a non-sr-bench-1.0 one. */
  extensionSubset: boolean;
  customSubset: boolean;
  /** `manifest.recovery` is truthy: a recovery subset never gets a formal score. */
  recovery: boolean;
  profile: string;
}

/**
 * Macro accuracy, `sr_bench_score` and `score_scope` of one target row (docs/reports.md "Macro accuracy and score").
 * `benchmarkRows` are the target's benchmark rows in sorted benchmark order; both weighted
 * sums run left to right in that order. Display only: baselines are ranked with exact
 * rationals (docs/comparison.md "Baseline selection"), never with this float.
 */
export function scoreFields(row: MetricRow, benchmarkRows: readonly (MetricRow & { benchmark: string })[], context: ScoreContext): ScoreFields {
  let fullSuite = benchmarkRows.length === SR_BENCH_1_BENCHMARKS.size;
  for (const brow of benchmarkRows) if (!SR_BENCH_1_BENCHMARKS.has(brow.benchmark)) fullSuite = false;

  let weighted = 0;
  let weightSum = 0;
  let known = benchmarkRows.length > 0;
  for (const brow of benchmarkRows) {
    const weight = context.weights[brow.benchmark];
    if (typeof weight !== 'number' || brow.accuracy === null) {
      known = false;
      break;
    }
    weighted += weight * brow.accuracy;
    weightSum += weight;
  }
  const macro = known && weightSum !== 0 ? weighted / weightSum : null;

  const scope = fullSuite
    ? 'full sr-bench 1.0'
    : context.extensionSubset
      ? 'extension diagnostic; normalized adapter weights'
      : 'selected benchmark subset; renormalized fixed weights';
  return {
    macro_accuracy: macro,
    sr_bench_score: fullSuite && row.complete && !context.recovery ? macro : null,
    score_scope: `${scope}; profile=${context.profile}${context.customSubset ? '; custom task subset' : ''}`,
  };
}
