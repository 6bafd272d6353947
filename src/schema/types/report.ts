// Run.report (typed, api.md "Report") and Run.reportDocument (the sr-bench 1.0 object). Both
// come from one computation in the report service; resolvers only shape it.
import type { BenchmarkRow, TargetRow } from '../../domain/report/index.ts';
import type { AccountingCorrection as CorrectionArtifact, JsonObject } from '../../domain/report/input.ts';
import type { BuiltReport } from '../../services/report-service.ts';
import { builder } from '../builder.ts';
import { notFound } from '../errors.ts';
import { bool, num, str } from '../json-fields.ts';
import { DecisionCountRef, ModelCountRef, SelectionReasonCountRef, SelectionStatusCountRef, toCounts } from './counts.ts';
import { RunProgressRef } from './run-progress.ts';
import { ContinuityRef, FaultSummaryRef, OutputDiagnosticsRef } from './report-parts.ts';
import { RunStatusEnum } from './enums.ts';
import { RunRef } from './run.ts';
import { TokenUsageRef, usageOrNull } from './usage.ts';

type MetricRow = TargetRow | BenchmarkRow;
const field = (row: MetricRow, key: string): unknown => (row as Record<string, unknown>)[key];
const n = (row: MetricRow, key: string) => num(row as JsonObject, key);
const interval = (value: unknown): number[] | null =>
  Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number') ? (value as number[]) : null;


const MetricRowInterface = builder.interfaceRef<MetricRow>('MetricRow');
MetricRowInterface.implement({
  description: 'One scope of a report (a target, or a target × benchmark); unknown figures are null, never 0.',
  fields: (t) => ({
    total: t.int({ description: 'Planned cells: the denominator.', resolve: (r) => r.total }),
    completed: t.int({ resolve: (r) => r.completed }),
    failed: t.int({ resolve: (r) => r.failed }),
    timeouts: t.int({ resolve: (r) => r.timeouts }),
    pending: t.int({ resolve: (r) => r.pending }),
    scored: t.int({ resolve: (r) => r.scored }),
    correct: t.int({ nullable: true, resolve: (r) => r.correct }),
    accuracy: t.float({ nullable: true, resolve: (r) => r.accuracy }),
    accuracyCi95: t.floatList({ nullable: true, description: 'Wilson 95% interval [low, high].', resolve: (r) => interval(r.accuracy_ci95) }),
    accuracyDenominator: t.string({ resolve: (r) => r.accuracy_denominator }),
    complete: t.boolean({ resolve: (r) => r.complete }),
    costUsd: t.float({ nullable: true, description: 'Subject cost; null when any subject call cost is unknown.', resolve: (r) => r.cost_usd }),
    knownCostUsd: t.float({ resolve: (r) => r.known_cost_usd }),
    costComplete: t.boolean({ resolve: (r) => r.cost_complete }),
    cacheNeutralCostUsd: t.float({ nullable: true, description: 'Counterfactual, not billed spend.', resolve: (r) => r.cache_neutral_cost_usd }),
    cacheNeutralCostBasis: t.string({ resolve: (r) => r.cache_neutral_cost_basis }),
    evaluationCostUsd: t.float({ nullable: true, description: 'Judge and simulator cost.', resolve: (r) => r.evaluation_cost_usd }),
    totalSpendUsd: t.float({ nullable: true, resolve: (r) => r.total_spend_usd }),
    tokens: t.field({ type: TokenUsageRef, nullable: true, resolve: (r) => usageOrNull(r.tokens) }),
    callCount: t.int({ nullable: true, resolve: (r) => r.call_count }),
    requestCount: t.int({ resolve: (r) => r.request_count }),
    evaluationCallCount: t.int({ resolve: (r) => r.evaluation_call_count }),
    selectedModels: t.field({ type: [ModelCountRef], resolve: (r) => toCounts(r.selected_models) }),
    decisions: t.field({ type: [DecisionCountRef], resolve: (r) => toCounts(r.decisions) }),
    pendingSelectionCount: t.int({ resolve: (r) => r.pending_selection_count }),
    latencyP50Seconds: t.float({ nullable: true, resolve: (r) => r.latency_p50_s }),
    latencyP95Seconds: t.float({ nullable: true, resolve: (r) => r.latency_p95_s }),
    ttftP50Seconds: t.float({ nullable: true, resolve: (r) => r.ttft_p50_s }),
    requestTimeSumSeconds: t.float({ resolve: (r) => r.request_time_sum_s }),
    queueWaitP50Seconds: t.float({ nullable: true, resolve: (r) => r.queue_wait_p50_s }),
    queueWaitP95Seconds: t.float({ nullable: true, resolve: (r) => r.queue_wait_p95_s }),
    caseWallTimeP50Seconds: t.float({ nullable: true, resolve: (r) => r.case_wall_time_p50_s }),
    outputDiagnostics: t.field({ type: OutputDiagnosticsRef, resolve: (r) => r.output_diagnostics }),
    continuity: t.field({ type: ContinuityRef, resolve: (r) => r.continuity }),
    cacheReadRatio: t.float({ nullable: true, resolve: (r) => r.cache_read_ratio }),
    cacheReadCallCount: t.int({ resolve: (r) => r.cache_read_call_count }),
    cacheReadReported: t.boolean({ nullable: true, resolve: (r) => r.cache_read_reported }),
    faultSummary: t.field({ type: FaultSummaryRef, resolve: (r) => r.fault_summary }),
    selectionStatuses: t.field({ type: [SelectionStatusCountRef], nullable: true, description: 'Preview and replay runs.', resolve: (r) => ('selection_statuses' in r ? toCounts(field(r, 'selection_statuses')) : null) }),
    selectionReasons: t.field({ type: [SelectionReasonCountRef], nullable: true, description: 'Preview and replay runs.', resolve: (r) => ('selection_reasons' in r ? toCounts(field(r, 'selection_reasons')) : null) }),
    estimatedAccuracy: t.float({ nullable: true, description: 'Replay runs: an offline estimate.', resolve: (r) => n(r, 'estimated_accuracy') }),
    estimatedCostUsd: t.float({ nullable: true, resolve: (r) => n(r, 'estimated_cost_usd') }),
    estimatedCacheNeutralCostUsd: t.float({ nullable: true, resolve: (r) => n(r, 'estimated_cache_neutral_cost_usd') }),
    estimatedLatencyP50Seconds: t.float({ nullable: true, resolve: (r) => n(r, 'estimated_latency_p50_s') }),
    estimatedLatencyP95Seconds: t.float({ nullable: true, resolve: (r) => n(r, 'estimated_latency_p95_s') }),
    estimatedTtftP50Seconds: t.float({ nullable: true, resolve: (r) => n(r, 'estimated_ttft_p50_s') }),
  }),
});

export const TargetMetricsRef = builder.objectRef<TargetRow>('TargetMetrics');
TargetMetricsRef.implement({
  description: 'A target’s metrics over all its planned cells.',
  interfaces: [MetricRowInterface],
  isTypeOf: (row) => !('benchmark' in (row as object)),
  fields: (t) => ({
    id: t.string({ description: 'The target id.', resolve: (r) => r.id }),
    macroAccuracy: t.float({ nullable: true, resolve: (r) => n(r, 'macro_accuracy') }),
    srBenchScore: t.float({ nullable: true, resolve: (r) => n(r, 'sr_bench_score') }),
    scoreScope: t.string({ nullable: true, resolve: (r) => str(r as JsonObject, 'score_scope') }),
    estimatedMacroAccuracy: t.float({ nullable: true, description: 'Replay runs: an offline estimate.', resolve: (r) => n(r, 'estimated_macro_accuracy') }),
  }),
});

export const BenchmarkMetricsRef = builder.objectRef<BenchmarkRow>('BenchmarkMetrics');
BenchmarkMetricsRef.implement({
  description: 'A target’s metrics on one benchmark.',
  interfaces: [MetricRowInterface],
  isTypeOf: (row) => 'benchmark' in (row as object),
  fields: (t) => ({
    benchmark: t.string({ resolve: (r) => r.benchmark }),
    targetId: t.string({ resolve: (r) => r.target_id }),
  }),
});

const FailureRef = builder.objectRef<JsonObject>('Failure');
FailureRef.implement({
  description: 'The run’s first failure: the failure_observed event, else inferred from saved results (report.md §5).',
  fields: (t) => ({
    caseId: t.string({ nullable: true, resolve: (f) => str(f, 'case_id') }),
    targetId: t.string({ nullable: true, resolve: (f) => str(f, 'target_id') }),
    reason: t.string({ nullable: true, resolve: (f) => str(f, 'reason') }),
    inferredFromSavedResults: t.boolean({ nullable: true, resolve: (f) => bool(f, 'inferred_from_saved_results') }),
  }),
});

export const AccountingCorrectionRef = builder.objectRef<CorrectionArtifact>('AccountingCorrection');
AccountingCorrectionRef.implement({
  description: 'An offline usage reconciliation in force (report.md §7.5); original receipts are unchanged.',
  fields: (t) => ({
    id: t.string({ resolve: (c) => c.id }),
    version: t.string({ nullable: true, resolve: (c) => str(c, 'version') }),
    createdAt: t.string({ nullable: true, resolve: (c) => str(c, 'created_at') }),
    evidenceSha256: t.string({ nullable: true, resolve: (c) => str(c, 'evidence_sha256') }),
    planSha256: t.string({ nullable: true, resolve: (c) => str(c, 'plan_sha256') }),
    qualified: t.boolean({ nullable: true, resolve: (c) => bool(c, 'qualified') }),
    verifiedCallCount: t.int({ nullable: true, resolve: (c) => num(c, 'verified_call_count') }),
    unverifiableCallCount: t.int({ nullable: true, resolve: (c) => num(c, 'unverifiable_call_count') }),
    correctedCallCount: t.int({ nullable: true, resolve: (c) => num(c, 'corrected_call_count') }),
    originalKnownSpendUsd: t.float({ nullable: true, resolve: (c) => num(c, 'original_known_spend_usd') }),
    correctedKnownSpendUsd: t.float({ nullable: true, resolve: (c) => num(c, 'corrected_known_spend_usd') }),
    modelRequests: t.int({ description: 'Always 0: reconciliation sends nothing.', resolve: (c) => num(c, 'model_requests') ?? 0 }),
    document: t.field({ type: 'JSON', description: 'The correction artifact with its `calls` rows.', resolve: (c) => c }),
  }),
});

interface ChildAttemptShape {
  id: string;
  status: string;
  progress: { total: number; completed: number; failed: number; timeout: number; running: number };
}
const ChildAttemptRef = builder.objectRef<ChildAttemptShape>('ChildAttempt');
ChildAttemptRef.implement({
  description: 'A recovery child of this run.',
  fields: (t) => ({
    runId: t.string({ resolve: (c) => c.id }),
    status: t.field({ type: RunStatusEnum, resolve: (c) => c.status as never }),
    progress: t.field({
      type: RunProgressRef,
      resolve: (c) => ({ ...c.progress, pending: c.progress.total - c.progress.completed - c.progress.failed - c.progress.timeout - c.progress.running }),
    }),
  }),
});

export const ReportRef = builder.objectRef<BuiltReport>('Report');
ReportRef.implement({
  description: 'The full report of a run (report.md §4), computed over every row, never from a page.',
  fields: (t) => ({
    status: t.field({ type: RunStatusEnum, resolve: (r) => r.document.status as never }),
    complete: t.boolean({ description: 'Every target has an outcome for every planned cell.', resolve: (r) => r.document.summary.targets.every((row) => row.complete) }),
    wallTimeSeconds: t.float({ resolve: (r) => r.document.summary.wall_time_s }),
    totalSpendUsd: t.float({ nullable: true, resolve: (r) => r.document.summary.total_spend_usd }),
    targets: t.field({ type: [TargetMetricsRef], resolve: (r) => r.document.summary.targets }),
    benchmarks: t.field({ type: [BenchmarkMetricsRef], resolve: (r) => r.document.benchmarks }),
    failure: t.field({ type: FailureRef, nullable: true, resolve: (r) => (r.document.failure as JsonObject | null) ?? null }),
    limitations: t.stringList({ resolve: (r) => r.document.limitations }),
    provenance: t.field({ type: 'JSON', resolve: (r) => r.document.provenance }),
    accountingCorrection: t.field({ type: AccountingCorrectionRef, nullable: true, resolve: (r, _args, ctx) => r.accountingCorrection(ctx.db) }),
    childAttempts: t.field({ type: [ChildAttemptRef], resolve: (r) => r.document.child_attempts }),
    faultSummary: t.field({ type: FaultSummaryRef, resolve: (r) => r.document.fault_summary }),
  }),
});

builder.objectFields(RunRef, (t) => ({
  report: t.field({
    type: ReportRef,
    resolve: async (run, _args, ctx) => {
      const report = await ctx.services.reports.report(ctx.db, run.id, run.status);
      if (!report) throw notFound(`Run ${run.id} not found`);
      return report;
    },
  }),
  reportDocument: t.field({
    type: 'JSON',
    description: 'The sr-bench 1.0 report object (snake_case keys), equal by value to the original implementation’s.',
    resolve: async (run, _args, ctx) => {
      const report = await ctx.services.reports.report(ctx.db, run.id, run.status);
      if (!report) throw notFound(`Run ${run.id} not found`);
      return report.document;
    },
  }),
}));
