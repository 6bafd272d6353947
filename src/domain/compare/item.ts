/**
 * One comparison item: a candidate target against the selected baseline single
 * (docs/comparison.md "Comparison items"), with the weighted Hoeffding interval, the bootstrap
 * diagnostic and the costs ("The bootstrap diagnostic", "Costs and savings").
 */
import { bootstrapInterval, type PicksSource } from '../stats/bootstrap.ts';
import { pairedConservativeInterval } from '../stats/hoeffding.ts';
import { costComparison } from './costs.ts';
import type { CostComparison, CostContext, CostRow } from './costs.ts';
import { CACHE_NEUTRAL_COST_BASIS, QUALITY_DELTA_CI95_METHOD, QUALITY_DELTA_CI95_QUALIFICATION, QUALITY_METRIC } from './labels.ts';
import type { Pairing } from './pairing.ts';

/**
 * docs/comparison.md "Comparison items". Key order (the original's) is set by `comparisonItem`: the quality keys,
 * then the cost keys of `CostComparison`, then `cache_neutral_cost_basis` and the tallies.
 */
export interface ComparisonItem extends CostComparison {
  baseline_target_id: string;
  candidate_target_id: string;
  paired_cases: number;
  quality_delta: number;
  micro_quality_delta: number;
  quality_metric: string;
  quality_delta_ci95: [number, number];
  quality_delta_ci95_method: string;
  quality_delta_ci95_qualification: string;
  quality_delta_bootstrap_ci95: [number, number];
  cache_neutral_cost_basis: string;
  wins: number;
  losses: number;
  ties: number;
}

export interface ItemInput {
  readonly baselineTargetId: string;
  readonly candidateTargetId: string;
  /** `toDouble(Q_candidate − Q_baseline)`, one correctly rounded conversion (docs/comparison.md "Comparison items"). */
  readonly qualityDelta: number;
  readonly pairing: Pairing;
  readonly baselineRow: CostRow;
  readonly candidateRow: CostRow;
  readonly costs: CostContext;
  /** Where the bootstrap's pick tables come from (default: kept, else drawn at once). */
  readonly picks?: PicksSource;
}

export function comparisonItem(input: ItemInput): ComparisonItem {
  const { pairing, qualityDelta } = input;
  const cost = costComparison(input.baselineRow, input.candidateRow, input.costs);
  return {
    baseline_target_id: input.baselineTargetId,
    candidate_target_id: input.candidateTargetId,
    paired_cases: pairing.pairedCases,
    quality_delta: qualityDelta,
    micro_quality_delta: pairing.microQualityDelta,
    quality_metric: QUALITY_METRIC,
    quality_delta_ci95: pairedConservativeInterval(qualityDelta, pairing.groups, pairing.weights),
    quality_delta_ci95_method: QUALITY_DELTA_CI95_METHOD,
    quality_delta_ci95_qualification: QUALITY_DELTA_CI95_QUALIFICATION,
    quality_delta_bootstrap_ci95: bootstrapInterval(pairing.groups, pairing.weights, input.picks),
    ...cost,
    cache_neutral_cost_basis: CACHE_NEUTRAL_COST_BASIS,
    wins: pairing.wins,
    losses: pairing.losses,
    ties: pairing.ties,
  };
}
