// Query.compare (api.md; report.md §6.10): one baseline, any number of candidates; each candidate
// is a PairComparison or a ComparisonRejected, so one incompatible run never hides the others.
import type { ComparedCandidate, ComparisonItem, RejectedCandidate } from '../../domain/compare/index.ts';
import { compareRunsView, type BaselineSelectionView, type ComparisonSetView } from '../../services/compare-service.ts';
import { builder } from '../builder.ts';
import { badUserInput } from '../errors.ts';
import { entityId } from '../ids.ts';
import { RunRef } from './run.ts';

const MAX_CANDIDATES = 50;

const pair = (value: [number, number] | null | undefined) => (value ? [...value] : null);

const ComparisonItemRef = builder.objectRef<ComparisonItem>('ComparisonItem');
ComparisonItemRef.implement({
  description: 'One candidate target against the selected baseline target, paired case by case (report.md §6.5–6.8).',
  fields: (t) => ({
    baselineTargetId: t.string({ resolve: (i) => i.baseline_target_id }),
    candidateTargetId: t.string({ resolve: (i) => i.candidate_target_id }),
    pairedCases: t.int({ resolve: (i) => i.paired_cases }),
    qualityDelta: t.float({ description: 'Weighted (macro) quality difference, candidate − baseline.', resolve: (i) => i.quality_delta }),
    microQualityDelta: t.float({ resolve: (i) => i.micro_quality_delta }),
    qualityMetric: t.string({ resolve: (i) => i.quality_metric }),
    qualityDeltaCi95: t.floatList({ description: 'Conservative weighted Hoeffding interval.', resolve: (i) => pair(i.quality_delta_ci95) ?? [] }),
    qualityDeltaCi95Method: t.string({ resolve: (i) => i.quality_delta_ci95_method }),
    qualityDeltaCi95Qualification: t.string({ resolve: (i) => i.quality_delta_ci95_qualification }),
    qualityDeltaBootstrapCi95: t.floatList({ description: 'Stratified bootstrap diagnostic (not the decision interval).', resolve: (i) => pair(i.quality_delta_bootstrap_ci95) ?? [] }),
    subjectCostSavingPercent: t.float({ nullable: true, resolve: (i) => i.subject_cost_saving_percent }),
    baselineSubjectCostUsd: t.float({ nullable: true, resolve: (i) => i.baseline_subject_cost_usd }),
    candidateSubjectCostUsd: t.float({ nullable: true, resolve: (i) => i.candidate_subject_cost_usd }),
    totalCostSavingPercent: t.float({ nullable: true, resolve: (i) => i.total_cost_saving_percent }),
    baselineTotalCostUsd: t.float({ nullable: true, resolve: (i) => i.baseline_total_cost_usd }),
    candidateTotalCostUsd: t.float({ nullable: true, resolve: (i) => i.candidate_total_cost_usd }),
    baselineEvaluationCostUsd: t.float({ nullable: true, resolve: (i) => i.baseline_evaluation_cost_usd }),
    candidateEvaluationCostUsd: t.float({ nullable: true, resolve: (i) => i.candidate_evaluation_cost_usd }),
    totalCostComparisonReason: t.string({ nullable: true, description: 'Why total savings are unknown, when they are.', resolve: (i) => i.total_cost_comparison_reason }),
    cacheNeutralBaselineCostUsd: t.float({ nullable: true, resolve: (i) => i.cache_neutral_baseline_cost_usd }),
    cacheNeutralCandidateCostUsd: t.float({ nullable: true, resolve: (i) => i.cache_neutral_candidate_cost_usd }),
    cacheNeutralCostSavingPercent: t.float({ nullable: true, resolve: (i) => i.cache_neutral_cost_saving_percent }),
    cacheNeutralCostBasis: t.string({ resolve: (i) => i.cache_neutral_cost_basis }),
    wins: t.int({ resolve: (i) => i.wins }),
    losses: t.int({ resolve: (i) => i.losses }),
    ties: t.int({ resolve: (i) => i.ties }),
  }),
});

const PairComparisonRef = builder.objectRef<ComparedCandidate>('PairComparison');
PairComparisonRef.implement({
  description: 'A candidate run compared with the baseline.',
  isTypeOf: (value) => (value as { status?: string }).status === 'compared',
  fields: (t) => ({
    candidateRunId: t.string({ resolve: (c) => c.candidate_run_id }),
    candidate: t.field({ type: RunRef, resolve: (c) => c.candidate_run_id }),
    candidateQualityComplete: t.boolean({ resolve: (c) => c.document.candidate_quality_complete }),
    baselineQualityComplete: t.boolean({ resolve: (c) => c.document.baseline_quality_complete }),
    qualityDenominator: t.string({ resolve: (c) => c.document.quality_denominator }),
    items: t.field({ type: [ComparisonItemRef], resolve: (c) => c.document.comparisons }),
    document: t.field({ type: 'JSON', description: 'The sr-bench 1.0 comparison object (report.md §6.9).', resolve: (c) => c.document }),
  }),
});

const ComparisonRejectedRef = builder.objectRef<RejectedCandidate>('ComparisonRejected');
ComparisonRejectedRef.implement({
  description: 'A candidate that cannot be compared with this baseline, and why.',
  isTypeOf: (value) => (value as { status?: string }).status === 'rejected',
  fields: (t) => ({
    candidateRunId: t.string({ resolve: (c) => c.candidate_run_id }),
    code: t.string({ description: '`COMPARISON_INVALID` or `NOT_FOUND`.', resolve: (c) => c.code }),
    message: t.string({ resolve: (c) => c.message }),
  }),
});

const ComparisonResultRef = builder.unionType('ComparisonResult', {
  types: [PairComparisonRef, ComparisonRejectedRef],
  resolveType: (value) => ((value as { status: string }).status === 'compared' ? PairComparisonRef : ComparisonRejectedRef),
});

const BaselineSelectionRef = builder.objectRef<BaselineSelectionView>('BaselineSelection');
BaselineSelectionRef.implement({
  description: 'How the baseline target was chosen: the strongest single model by exact weighted quality (report.md §6.4).',
  fields: (t) => ({
    selection: t.exposeString('selection'),
    qualification: t.exposeString('qualification'),
    selectedTargetId: t.exposeString('selectedTargetId'),
    tiedBestTargetIds: t.exposeStringList('tiedBestTargetIds'),
    tiePolicy: t.exposeString('tiePolicy'),
    costComparisonEligible: t.exposeBoolean('costComparisonEligible'),
    costComparisonReason: t.exposeString('costComparisonReason', { nullable: true }),
  }),
});

const ComparisonSetRef = builder.objectRef<ComparisonSetView>('ComparisonSet');
ComparisonSetRef.implement({
  fields: (t) => ({
    baseline: t.field({ type: RunRef, resolve: (s) => s.baselineRunId }),
    baselineSelection: t.field({ type: BaselineSelectionRef, resolve: (s) => s.baselineSelection }),
    results: t.field({ type: [ComparisonResultRef], description: 'In the order of candidateRunIds; repeated ids once.', resolve: (s) => s.results }),
    csv: t.string({ description: 'One row per comparison item; rejected candidates are left out.', resolve: (s) => s.csv() }),
    json: t.field({ type: 'JSON', description: '{baseline_run_id, baseline_report, comparisons, exported_at}.', resolve: (s) => s.json() }),
  }),
});

builder.queryField('compare', (t) =>
  t.field({
    type: ComparisonSetRef,
    description: 'Paired comparison of candidate runs against a baseline run. Zero model requests.',
    args: {
      baselineRunId: t.arg.id({ required: true }),
      candidateRunIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      if (args.candidateRunIds.length === 0) throw badUserInput('Name at least one candidate run');
      if (args.candidateRunIds.length > MAX_CANDIDATES) throw badUserInput(`At most ${MAX_CANDIDATES} candidate runs per request`);
      return compareRunsView(
        ctx,
        entityId('Run', String(args.baselineRunId)),
        args.candidateRunIds.map((id) => entityId('Run', String(id))),
      );
    },
  }),
);
