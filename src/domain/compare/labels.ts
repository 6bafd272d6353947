/**
 * The fixed labels and sentences of the sr-bench 1.0 comparison object (docs/comparison.md),
 * byte for byte as in the g_comparisons fixtures.
 */

export const COMPARISON_VERSION = 'sr-bench-1.0';

export const QUALITY_DENOMINATOR = 'all_planned_cases; explicit failed outcomes count as incorrect';

export const BASELINE_SELECTION =
  'best observed single model on identical planned cases; explicit failures count as incorrect; selection uncertainty is not included';

export const BASELINE_SELECTION_QUALIFICATION =
  'This ranks delivered outcomes under the frozen limits, not model capability without execution failures. All single-model targets remain in the ranking, including failed outcomes and unknown costs.';

export const BASELINE_TIE_POLICY =
  'Exact frozen weighted quality; ties prefer the lowest complete known total spend (subject plus auxiliary), then stable target ID. Unknown-total ties rank after known totals and suppress all savings claims.';

export const QUALITY_METRIC = 'fixed-weight benchmark macro accuracy';

export const QUALITY_DELTA_CI95_METHOD = 'weighted-paired-hoeffding';

export const QUALITY_DELTA_CI95_QUALIFICATION =
  'Case-independent bounded-difference interval with frozen benchmark weights; excludes strongest-baseline-selection, source contamination and tuning-selection uncertainty.';

export const CACHE_NEUTRAL_COST_BASIS =
  'Subject-only counterfactual fresh-input token-equivalent cost against the same selected baseline; excludes auxiliary costs and cache-read/write discounts and premiums, not measured billing.';

/** `baseline_cost_comparison_reason` when a tied strongest single has no known total (docs/comparison.md "Costs and savings"). */
export const INCOMPLETE_BASELINE_COST_REASON =
  'At least one strongest single-model reference has incomplete total spend (subject plus auxiliary); the cheapest strongest baseline cannot be established.';

/** `total_cost_comparison_reason` sentences, in the order they apply (docs/comparison.md "Costs and savings"). */
export const UNPRICED_POLICY_REASON = 'Total cost savings require priced accounting for both runs.';
export const INCOMPLETE_CANDIDATE_COST_REASON =
  'Candidate total spend is incomplete: every planned subject case and every actual auxiliary call require known costs.';
export const ZERO_COST_BASELINE_REASON = 'A zero-cost baseline has no defined percentage savings.';
