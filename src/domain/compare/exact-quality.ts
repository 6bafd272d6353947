/**
 * `Q(t)`: the exact fixed-weight benchmark macro accuracy of one target in a report
 * (docs/comparison.md "Baseline selection"), used for baseline selection and `quality_delta`:
 * `Σ_b W_b · correct_b / total_b  /  Σ_b W_b` over the target's benchmark rows, where `W_b` is
 * the shortest decimal of the weight read exactly (`0.1 → 1/10`, `0.15 → 3/20`).
 */
import { add, div, fromShortestDecimal, mul, rational, ZERO } from '../stats/rational.ts';
import type { Rational } from '../stats/rational.ts';

/** The fields of a report benchmark row that quality reads (docs/reports.md "Target and benchmark rows"). */
export interface QualityBenchmarkRow {
  readonly benchmark: string;
  readonly target_id: string;
  readonly correct: number | null;
  readonly total: number;
}

/** The part of a report document that quality and baseline selection read. */
export interface QualityReport {
  readonly benchmarks: readonly QualityBenchmarkRow[];
  readonly summary: {
    readonly targets: readonly { readonly id: string; readonly total_spend_usd: number | null }[];
  };
}

export type BenchmarkWeights = Readonly<Record<string, number>>;

export function exactQuality(report: QualityReport, targetId: string, weights: BenchmarkWeights): Rational {
  let weighted = ZERO;
  let weightSum = ZERO;
  for (const row of report.benchmarks) {
    if (row.target_id !== targetId) continue;
    const w = weights[row.benchmark];
    if (w === undefined) throw new RangeError(`No benchmark weight for ${row.benchmark}`);
    if (row.correct === null) {
      throw new RangeError(`Benchmark row ${row.benchmark} of ${targetId} has no correct count`);
    }
    const weight = fromShortestDecimal(w);
    weighted = add(weighted, mul(weight, rational(row.correct, row.total)));
    weightSum = add(weightSum, weight);
  }
  if (weightSum.num === 0n) throw new RangeError(`Target ${targetId} has no weighted benchmark rows`);
  return div(weighted, weightSum);
}
