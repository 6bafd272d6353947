// Query.compare (docs/comparison.md "Several candidates"): one baseline, any number of candidates; each candidate
// is a PairComparison or a ComparisonRejected, so one incompatible run never hides the others.
import type { ComparedCandidate, ComparisonItem, RejectedCandidate } from '../../domain/compare/index.ts';
import { compareRunsView, type BaselineSelectionView, type ComparisonSetView } from '../../services/compare-service.ts';
import { builder } from '../builder.ts';
import { badUserInput } from '../../domain/errors.ts';
import { entityId } from '../ids.ts';
import { RunRef } from './run.ts';
import { ComparisonRejectionCodeEnum } from './enums.ts';

const MAX_CANDIDATES = 50;

const pair = (value: [number, number] | null | undefined) => (value ? [...value] : null);

const ComparisonItemRef = builder.objectRef<ComparisonItem>('ComparisonItem');
ComparisonItemRef.implement({
  description:
    'One candidate target against the selected baseline target, paired case by case over the baseline’s planned cases; failed outcomes count as incorrect.',
  fields: (t) => ({
    baselineTargetId: t.string({
      description: 'The baseline run’s selected target: the strongest single model (see `BaselineSelection`).',
      resolve: (i) => i.baseline_target_id,
    }),
    candidateTargetId: t.string({ description: 'The candidate run’s target compared here.', resolve: (i) => i.candidate_target_id }),
    pairedCases: t.int({ description: 'Cases paired between the two targets.', resolve: (i) => i.paired_cases }),
    qualityDelta: t.float({
      description: 'Fixed-weight benchmark macro accuracy of the candidate minus the baseline’s, computed exactly (from -1 to 1).',
      resolve: (i) => i.quality_delta,
    }),
    microQualityDelta: t.float({
      description: 'Unweighted mean of the per-case differences (candidate correct minus baseline correct).',
      resolve: (i) => i.micro_quality_delta,
    }),
    qualityMetric: t.string({ description: 'Fixed label of the quality measure: "fixed-weight benchmark macro accuracy".', resolve: (i) => i.quality_metric }),
    qualityDeltaCi95: t.floatList({
      description: 'Conservative 95% interval [low, high] of `qualityDelta` (weighted paired Hoeffding bound, clipped to [-1, 1]); the interval to decide on.',
      resolve: (i) => pair(i.quality_delta_ci95) ?? [],
    }),
    qualityDeltaCi95Method: t.string({
      description: 'Fixed label of the interval method: "weighted-paired-hoeffding".',
      resolve: (i) => i.quality_delta_ci95_method,
    }),
    qualityDeltaCi95Qualification: t.string({
      description: 'A fixed sentence stating which uncertainties the interval leaves out.',
      resolve: (i) => i.quality_delta_ci95_qualification,
    }),
    qualityDeltaBootstrapCi95: t.floatList({
      description:
        'Stratified bootstrap 95% interval [low, high] of the weighted difference (2000 seeded resamples): a diagnostic, not the decision interval; [0, 0] does not prove equivalence.',
      resolve: (i) => pair(i.quality_delta_bootstrap_ci95) ?? [],
    }),
    subjectCostSavingPercent: t.float({
      nullable: true,
      description:
        'Saving on subject cost, `(1 − candidate / baseline) × 100`; negative when the candidate costs more. Null when either cost is unknown, the baseline cost is 0, either run is not priced (`require_priced`), or a tied best baseline target lacks a known total spend.',
      resolve: (i) => i.subject_cost_saving_percent,
    }),
    baselineSubjectCostUsd: t.float({
      nullable: true,
      description: 'Subject cost in USD of the baseline target; null when unknown.',
      resolve: (i) => i.baseline_subject_cost_usd,
    }),
    candidateSubjectCostUsd: t.float({
      nullable: true,
      description: 'Subject cost in USD of the candidate target; null when unknown.',
      resolve: (i) => i.candidate_subject_cost_usd,
    }),
    totalCostSavingPercent: t.float({
      nullable: true,
      description:
        'Saving on total spend (subject plus judge and simulator), `(1 − candidate / baseline) × 100`; negative when the candidate costs more. Null when not defined; `totalCostComparisonReason` says why.',
      resolve: (i) => i.total_cost_saving_percent,
    }),
    baselineTotalCostUsd: t.float({
      nullable: true,
      description: 'Total spend in USD (subject plus judge and simulator) of the baseline target; null when unknown.',
      resolve: (i) => i.baseline_total_cost_usd,
    }),
    candidateTotalCostUsd: t.float({
      nullable: true,
      description: 'Total spend in USD (subject plus judge and simulator) of the candidate target; null when unknown.',
      resolve: (i) => i.candidate_total_cost_usd,
    }),
    baselineEvaluationCostUsd: t.float({
      nullable: true,
      description: 'Judge and simulator cost in USD of the baseline target; null when unknown.',
      resolve: (i) => i.baseline_evaluation_cost_usd,
    }),
    candidateEvaluationCostUsd: t.float({
      nullable: true,
      description: 'Judge and simulator cost in USD of the candidate target; null when unknown.',
      resolve: (i) => i.candidate_evaluation_cost_usd,
    }),
    totalCostComparisonReason: t.string({
      nullable: true,
      description: 'Why `totalCostSavingPercent` is null, e.g. "A zero-cost baseline has no defined percentage savings."; null when the saving is defined.',
      resolve: (i) => i.total_cost_comparison_reason,
    }),
    cacheNeutralBaselineCostUsd: t.float({
      nullable: true,
      description: 'Cache-neutral subject cost in USD of the baseline target (counterfactual, not billed); null when unknown.',
      resolve: (i) => i.cache_neutral_baseline_cost_usd,
    }),
    cacheNeutralCandidateCostUsd: t.float({
      nullable: true,
      description: 'Cache-neutral subject cost in USD of the candidate target (counterfactual, not billed); null when unknown.',
      resolve: (i) => i.cache_neutral_candidate_cost_usd,
    }),
    cacheNeutralCostSavingPercent: t.float({
      nullable: true,
      description:
        'Saving on cache-neutral cost, `(1 − candidate / baseline) × 100`. Null when either cost is unknown, the baseline cost is 0, either run is not priced (`require_priced`), or a tied best baseline target lacks a known total spend.',
      resolve: (i) => i.cache_neutral_cost_saving_percent,
    }),
    cacheNeutralCostBasis: t.string({
      description: 'A fixed sentence stating what the cache-neutral costs cover.',
      resolve: (i) => i.cache_neutral_cost_basis,
    }),
    wins: t.int({ description: 'Cases the candidate got right and the baseline wrong.', resolve: (i) => i.wins }),
    losses: t.int({ description: 'Cases the baseline got right and the candidate wrong.', resolve: (i) => i.losses }),
    ties: t.int({ description: 'Cases with the same outcome for both.', resolve: (i) => i.ties }),
  }),
});

export const PairComparisonRef = builder.objectRef<ComparedCandidate>('PairComparison');
PairComparisonRef.implement({
  description: 'A candidate run compared with the baseline run: one item per candidate target.',
  isTypeOf: (value) => (value as { status?: string }).status === 'compared',
  fields: (t) => ({
    candidateRunId: t.string({ description: 'The candidate run’s id.', resolve: (c) => c.candidate_run_id }),
    candidate: t.field({ type: RunRef, description: 'The candidate run.', resolve: (c) => c.candidate_run_id }),
    candidateQualityComplete: t.boolean({
      description: 'True when every candidate target has a scored outcome for every planned cell.',
      resolve: (c) => c.document.candidate_quality_complete,
    }),
    baselineQualityComplete: t.boolean({
      description: 'True when every baseline target has a scored outcome for every planned cell.',
      resolve: (c) => c.document.baseline_quality_complete,
    }),
    qualityDenominator: t.string({
      description: 'Fixed label of what quality divides by: "all_planned_cases; explicit failed outcomes count as incorrect".',
      resolve: (c) => c.document.quality_denominator,
    }),
    items: t.field({
      type: [ComparisonItemRef],
      description: 'One item per candidate target, in the candidate plan’s target order.',
      resolve: (c) => c.document.comparisons,
    }),
    document: t.field({
      type: 'JSON',
      description: 'The sr-bench 1.0 comparison object (snake_case keys): both runs’ target metrics, the baseline selection and the items.',
      resolve: (c) => c.document,
    }),
  }),
});

const ComparisonRejectedRef = builder.objectRef<RejectedCandidate>('ComparisonRejected');
ComparisonRejectedRef.implement({
  description: 'A candidate that cannot be compared with this baseline, and why.',
  isTypeOf: (value) => (value as { status?: string }).status === 'rejected',
  fields: (t) => ({
    candidateRunId: t.string({ description: 'The candidate run id as requested.', resolve: (c) => c.candidate_run_id }),
    code: t.field({
      type: ComparisonRejectionCodeEnum,
      description: 'COMPARISON_INVALID (the runs cannot be compared) or NOT_FOUND (no such run visible to the caller).',
      resolve: (c) => c.code,
    }),
    message: t.string({ description: 'Why, in words, e.g. "Cannot compare different case_sha256".', resolve: (c) => c.message }),
  }),
});

const ComparisonResultRef = builder.unionType('ComparisonResult', {
  description: 'The outcome for one candidate run: a PairComparison, or a ComparisonRejected saying why it cannot be compared.',
  types: [PairComparisonRef, ComparisonRejectedRef],
  resolveType: (value) => ((value as { status: string }).status === 'compared' ? PairComparisonRef : ComparisonRejectedRef),
});

const BaselineSelectionRef = builder.objectRef<BaselineSelectionView>('BaselineSelection');
BaselineSelectionRef.implement({
  description:
    'How the baseline target was chosen: the baseline run’s single-model target with the highest exact fixed-weight quality; ties go to the lowest known total spend, then the target id.',
  fields: (t) => ({
    selection: t.exposeString('selection', { description: 'A fixed sentence describing the selection rule.' }),
    qualification: t.exposeString('qualification', { description: 'A fixed sentence qualifying what the ranking means.' }),
    selectedTargetId: t.exposeString('selectedTargetId', { description: 'The chosen baseline target.' }),
    tiedBestTargetIds: t.exposeStringList('tiedBestTargetIds', {
      description: 'Every single-model target tied at the highest quality, the selected one included, sorted by id.',
    }),
    tiePolicy: t.exposeString('tiePolicy', { description: 'A fixed sentence describing how ties are broken.' }),
    costComparisonEligible: t.exposeBoolean('costComparisonEligible', {
      description: 'True when every tied best target has a known total spend, so cost savings may be stated (both runs must also be priced).',
    }),
    costComparisonReason: t.exposeString('costComparisonReason', {
      nullable: true,
      description: 'Why cost savings are withheld when `costComparisonEligible` is false; null otherwise.',
    }),
  }),
});

const ComparisonSetRef = builder.objectRef<ComparisonSetView>('ComparisonSet');
ComparisonSetRef.implement({
  description: 'A baseline run compared with one or more candidate runs, made with zero model requests.',
  fields: (t) => ({
    baseline: t.field({ type: RunRef, description: 'The baseline run.', resolve: (s) => s.baselineRunId }),
    baselineSelection: t.field({ type: BaselineSelectionRef, description: 'How the baseline target was chosen.', resolve: (s) => s.baselineSelection }),
    results: t.field({
      type: [ComparisonResultRef],
      description: 'One result per candidate run, in the order of `candidateRunIds`; a repeated id is compared once.',
      resolve: (s) => s.results,
    }),
    csv: t.string({
      description:
        'CSV export: one row per comparison item (candidate run, target, baseline target, paired cases, quality delta and its interval, costs and savings); rejected candidates are left out and unknown values are empty.',
      resolve: (s) => s.csv(),
    }),
    json: t.field({
      type: 'JSON',
      description:
        'JSON export: `{baseline_run_id, baseline_report, comparisons, exported_at}`, each comparison being `{candidate_run_id, comparison}` or `{candidate_run_id, error: {code, message}}`.',
      resolve: (s) => s.json(),
    }),
  }),
});

builder.queryField('compare', (t) =>
  t.field({
    type: ComparisonSetRef,
    description:
      'Paired comparison of candidate runs against a baseline run. Zero model requests. A baseline that cannot serve as one fails the whole field with COMPARISON_INVALID; an unfit candidate only gets a ComparisonRejected.',
    args: {
      baselineRunId: t.arg.id({
        required: true,
        description: 'The baseline run (natural or global id): a completed or failed live run with at least one single-model target.',
      }),
      candidateRunIds: t.arg.idList({
        required: true,
        description:
          '1..50 candidate runs (natural or global ids); each must be completed or failed and share the baseline’s frozen protocol and planned cases.',
      }),
    },
    resolve: (_root, args, ctx) => {
      if (args.candidateRunIds.length === 0) throw badUserInput('Name at least one candidate run');
      if (args.candidateRunIds.length > MAX_CANDIDATES) throw badUserInput(`At most ${MAX_CANDIDATES} candidate runs per request`);
      return compareRunsView(ctx.deps, ctx.viewer, {
        baselineRunId: entityId('Run', String(args.baselineRunId)),
        candidateRunIds: args.candidateRunIds.map((id) => entityId('Run', String(id))),
      });
    },
  }),
);
