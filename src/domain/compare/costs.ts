/**
 * Costs, savings and reasons of one comparison item (docs/comparison.md "Costs and savings"). Values come from the
 * two reports' target rows, so unknown costs stay null and every saving against an unknown
 * or zero baseline, or without priced accounting on both sides, is null.
 */
import { costSavingPercent } from '../accounting/sum-cost.ts';
import { INCOMPLETE_BASELINE_COST_REASON, INCOMPLETE_CANDIDATE_COST_REASON, UNPRICED_POLICY_REASON, ZERO_COST_BASELINE_REASON } from './labels.ts';

/** The report target-row fields a comparison reads (docs/reports.md "The per-target metric"). */
export interface CostRow {
  readonly cost_usd: number | null;
  readonly total_spend_usd: number | null;
  readonly cache_neutral_cost_usd: number | null;
  readonly evaluation_cost_usd: number | null;
}

export const REQUIRE_PRICED = 'require_priced';

/** `baseline_cost_comparison_reason`: null when every tied strongest single has a known total. */
export function baselineCostReason(tiedCostsComplete: boolean): string | null {
  return tiedCostsComplete ? null : INCOMPLETE_BASELINE_COST_REASON;
}

export interface CostContext {
  /** Every tied strongest baseline single has a known total spend (docs/comparison.md "Baseline selection"). */
  readonly tiedCostsComplete: boolean;
  /** Both runs' `cost_policy` is `require_priced`. */
  readonly pricedPolicy: boolean;
}

/** The cost keys of a comparison item (docs/comparison.md "Comparison items"), in document order. */
export interface CostComparison {
  subject_cost_saving_percent: number | null;
  baseline_subject_cost_usd: number | null;
  candidate_subject_cost_usd: number | null;
  total_cost_saving_percent: number | null;
  baseline_total_cost_usd: number | null;
  candidate_total_cost_usd: number | null;
  baseline_evaluation_cost_usd: number | null;
  candidate_evaluation_cost_usd: number | null;
  total_cost_comparison_reason: string | null;
  cache_neutral_baseline_cost_usd: number | null;
  cache_neutral_candidate_cost_usd: number | null;
  cache_neutral_cost_saving_percent: number | null;
}

/** `total_cost_comparison_reason`: the first rule that applies (docs/comparison.md "Costs and savings"), else null. */
export function totalCostReason(baseline: CostRow, candidate: CostRow, context: CostContext): string | null {
  const baselineReason = baselineCostReason(context.tiedCostsComplete);
  if (baselineReason !== null) return baselineReason;
  if (!context.pricedPolicy) return UNPRICED_POLICY_REASON;
  if (candidate.total_spend_usd === null) return INCOMPLETE_CANDIDATE_COST_REASON;
  if (baseline.total_spend_usd === 0) return ZERO_COST_BASELINE_REASON;
  return null;
}

export function costComparison(baseline: CostRow, candidate: CostRow, context: CostContext): CostComparison {
  const eligible = context.tiedCostsComplete && context.pricedPolicy;
  return {
    subject_cost_saving_percent: costSavingPercent(baseline.cost_usd, candidate.cost_usd, eligible),
    baseline_subject_cost_usd: baseline.cost_usd,
    candidate_subject_cost_usd: candidate.cost_usd,
    total_cost_saving_percent: costSavingPercent(baseline.total_spend_usd, candidate.total_spend_usd, eligible),
    baseline_total_cost_usd: baseline.total_spend_usd,
    candidate_total_cost_usd: candidate.total_spend_usd,
    baseline_evaluation_cost_usd: baseline.evaluation_cost_usd,
    candidate_evaluation_cost_usd: candidate.evaluation_cost_usd,
    total_cost_comparison_reason: totalCostReason(baseline, candidate, context),
    cache_neutral_baseline_cost_usd: baseline.cache_neutral_cost_usd,
    cache_neutral_candidate_cost_usd: candidate.cache_neutral_cost_usd,
    cache_neutral_cost_saving_percent: costSavingPercent(baseline.cache_neutral_cost_usd, candidate.cache_neutral_cost_usd, eligible),
  };
}
