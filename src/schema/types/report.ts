// Run.report (typed, docs/reports.md "Typed fields") and Run.reportDocument (the sr-bench 1.0 object). Both
// come from one computation in the report service; resolvers only shape it.
import type { BenchmarkRow, TargetRow } from '../../domain/report/index.ts';
import type { AccountingCorrection as CorrectionArtifact, JsonObject } from '../../domain/report/input.ts';
import type { BuiltReport } from '../../services/report-service.ts';
import { renderReportHtml } from '../../report-html/render-report.ts';
import { builder } from '../builder.ts';
import { notFound } from '../../domain/errors.ts';
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
    total: t.int({ description: 'Planned cells of this target in this scope: the denominator of `accuracy`.', resolve: (r) => r.total }),
    completed: t.int({
      description: 'Cells whose result is completed (output-limit completions included; they are graded incorrect).',
      resolve: (r) => r.completed,
    }),
    failed: t.int({
      description: 'Cells whose saved result is failed, cancelled or sent_unknown (any status other than completed, running or timeout).',
      resolve: (r) => r.failed,
    }),
    timeouts: t.int({
      description: 'Cells whose saved result is timeout, a status found only in imported evidence (this server never produces it); counted as incorrect.',
      resolve: (r) => r.timeouts,
    }),
    pending: t.int({ description: 'Planned cells with no saved result (never dispatched); running cells are not pending.', resolve: (r) => r.pending }),
    scored: t.int({ description: 'Completed cells that carry a correct/incorrect grade; preview cells are never scored.', resolve: (r) => r.scored }),
    correct: t.int({
      nullable: true,
      description: 'Cells graded correct. Null in preview runs, which do not measure answer quality.',
      resolve: (r) => r.correct,
    }),
    accuracy: t.float({
      nullable: true,
      description:
        '`correct / total`, a share from 0 to 1: failed, unscored, running and pending cells count as incorrect. Null when `total` is 0, in preview runs, and in replay runs (see `estimatedAccuracy`).',
      resolve: (r) => r.accuracy,
    }),
    accuracyCi95: t.floatList({
      nullable: true,
      description: 'Wilson 95% interval [low, high] of `accuracy` over the planned cells. Null when `total` is 0 and in preview runs.',
      resolve: (r) => interval(r.accuracy_ci95),
    }),
    accuracyDenominator: t.string({
      description: 'Fixed label of what `accuracy` divides by: "all_planned_cases; failures and unanswered count as incorrect".',
      resolve: (r) => r.accuracy_denominator,
    }),
    complete: t.boolean({
      description: 'True when every planned cell is completed and scored (`completed` and `scored` both equal `total`).',
      resolve: (r) => r.complete,
    }),
    costUsd: t.float({
      nullable: true,
      description:
        'Cost in USD of the subject calls (the target’s own requests, not judge or simulator calls). Null unless `costComplete`, and in replay runs (see `estimatedCostUsd`).',
      resolve: (r) => r.cost_usd,
    }),
    knownCostUsd: t.float({
      description: 'Sum in USD of the subject call costs that are known; unknown costs are left out, so this is a lower bound. 0 when none is known.',
      resolve: (r) => r.known_cost_usd,
    }),
    costComplete: t.boolean({
      description:
        'True when every planned case has subject calls and every subject call has a known cost, so `costUsd` is known. Always false in replay runs.',
      resolve: (r) => r.cost_complete,
    }),
    cacheNeutralCostUsd: t.float({
      nullable: true,
      description:
        'Counterfactual subject cost in USD with every prompt token at the fresh-input price plus output (no cache discounts or premiums); not billed spend. Null when any subject usage or price is unknown or a planned case has no subject call, and in replay runs (see `estimatedCacheNeutralCostUsd`).',
      resolve: (r) => r.cache_neutral_cost_usd,
    }),
    cacheNeutralCostBasis: t.string({
      description: 'A fixed sentence stating how `cacheNeutralCostUsd` is computed.',
      resolve: (r) => r.cache_neutral_cost_basis,
    }),
    evaluationCostUsd: t.float({
      nullable: true,
      description: 'Cost in USD of judge and simulator calls (evaluation overhead). 0 when there were none; null when any of their costs is unknown.',
      resolve: (r) => r.evaluation_cost_usd,
    }),
    totalSpendUsd: t.float({
      nullable: true,
      description:
        'Subject plus judge and simulator cost in USD. Null when any call cost is unknown, there are no calls, or a planned case has no subject call; 0 in replay runs, which spend nothing.',
      resolve: (r) => r.total_spend_usd,
    }),
    tokens: t.field({
      type: TokenUsageRef,
      nullable: true,
      description: 'Token usage summed over the subject calls. Null unless every planned case has subject calls and every subject call’s usage is known.',
      resolve: (r) => usageOrNull(r.tokens),
    }),
    callCount: t.int({
      nullable: true,
      description:
        'Inference calls made by the subject requests (a routed request may make two or more). Null unless every planned case has subject calls and every inference count is known.',
      resolve: (r) => r.call_count,
    }),
    requestCount: t.int({ description: 'Subject requests (call records) in any status.', resolve: (r) => r.request_count }),
    evaluationCallCount: t.int({ description: 'Judge and simulator calls.', resolve: (r) => r.evaluation_call_count }),
    selectedModels: t.field({
      type: [ModelCountRef],
      description:
        'Subject requests per observed model (the router-selected model, or the response model of a completed call); requests with no known model are left out. Preview and replay runs: cells per model the router preview selected.',
      resolve: (r) => toCounts(r.selected_models),
    }),
    decisions: t.field({
      type: [DecisionCountRef],
      description: 'Subject requests per matched router decision. Preview and replay runs: cells per decision of the router preview.',
      resolve: (r) => toCounts(r.decisions),
    }),
    pendingSelectionCount: t.int({
      description: 'Subject calls still in flight whose selected model is not known yet.',
      resolve: (r) => r.pending_selection_count,
    }),
    latencyP50Seconds: t.float({
      nullable: true,
      description:
        'Median case latency in seconds over completed cells: the sum of the cell’s subject-call latencies, or its wall time when that is missing. Null when there is none, and in replay runs (see `estimatedLatencyP50Seconds`).',
      resolve: (r) => r.latency_p50_s,
    }),
    latencyP95Seconds: t.float({
      nullable: true,
      description:
        '95th percentile of the case latency in seconds (as `latencyP50Seconds`). Null when there is none, and in replay runs (see `estimatedLatencyP95Seconds`).',
      resolve: (r) => r.latency_p95_s,
    }),
    ttftP50Seconds: t.float({
      nullable: true,
      description:
        'Median time to first token (first content or reasoning) in seconds over subject calls that recorded one. Null when none did, and in replay runs (see `estimatedTtftP50Seconds`).',
      resolve: (r) => r.ttft_p50_s,
    }),
    requestTimeSumSeconds: t.float({
      description: 'Sum of subject call latencies in seconds; a missing latency counts 0, and 0 when there are no calls.',
      resolve: (r) => r.request_time_sum_s,
    }),
    queueWaitP50Seconds: t.float({
      nullable: true,
      description:
        'Median queue wait in seconds over all saved results: time from the start of the run’s dispatch loop until the cell was picked up. Null when none is recorded.',
      resolve: (r) => r.queue_wait_p50_s,
    }),
    queueWaitP95Seconds: t.float({
      nullable: true,
      description: '95th percentile of the queue wait in seconds (as `queueWaitP50Seconds`). Null when none is recorded.',
      resolve: (r) => r.queue_wait_p95_s,
    }),
    caseWallTimeP50Seconds: t.float({
      nullable: true,
      description: 'Median wall time in seconds of completed cells, grading included. Null when none is recorded.',
      resolve: (r) => r.case_wall_time_p50_s,
    }),
    outputDiagnostics: t.field({
      type: OutputDiagnosticsRef,
      description: 'Output limits, answer-format checks and how subject calls ended.',
      resolve: (r) => r.output_diagnostics,
    }),
    continuity: t.field({
      type: ContinuityRef,
      description: 'Model and decision changes within tasks of several subject requests.',
      resolve: (r) => r.continuity,
    }),
    cacheReadRatio: t.float({
      nullable: true,
      description:
        'Share (0 to 1) of prompt tokens read from the provider’s cache, over subject calls whose provider reported cache reads: cached / (input + cached + cache-write). Null when no such call exists (unknown, not 0).',
      resolve: (r) => r.cache_read_ratio,
    }),
    cacheReadCallCount: t.int({
      description: 'Subject calls with known usage whose provider reported a cache-read figure (0 included): the calls `cacheReadRatio` covers.',
      resolve: (r) => r.cache_read_call_count,
    }),
    cacheReadReported: t.boolean({
      nullable: true,
      description:
        'True when at least one subject call reported cache reads; false when every subject call arrived with usage but without a cache-read field; null when unknown (no calls, or usage missing or taken from a router receipt).',
      resolve: (r) => r.cache_read_reported,
    }),
    faultSummary: t.field({
      type: FaultSummaryRef,
      description: 'Cells of this scope that met an injected fault and how they ended, against the others.',
      resolve: (r) => r.fault_summary,
    }),
    selectionStatuses: t.field({
      type: [SelectionStatusCountRef],
      nullable: true,
      description:
        'Preview and replay runs: cells per routing selection status of the router preview (e.g. `selected`, `execution_required`); null for live runs.',
      resolve: (r) => ('selection_statuses' in r ? toCounts(field(r, 'selection_statuses')) : null),
    }),
    selectionReasons: t.field({
      type: [SelectionReasonCountRef],
      nullable: true,
      description: 'Preview and replay runs: cells per routing selection reason of the router preview; null for live runs.',
      resolve: (r) => ('selection_reasons' in r ? toCounts(field(r, 'selection_reasons')) : null),
    }),
    estimatedAccuracy: t.float({
      nullable: true,
      description: 'Replay runs: the offline estimate of `accuracy` from saved baseline answers (`accuracy` itself is null); null otherwise.',
      resolve: (r) => n(r, 'estimated_accuracy'),
    }),
    estimatedCostUsd: t.float({
      nullable: true,
      description: 'Replay runs: the offline estimate of `costUsd` in USD from the baseline’s saved costs; null otherwise or when unknown.',
      resolve: (r) => n(r, 'estimated_cost_usd'),
    }),
    estimatedCacheNeutralCostUsd: t.float({
      nullable: true,
      description: 'Replay runs: the offline estimate of `cacheNeutralCostUsd` in USD; null otherwise or when unknown.',
      resolve: (r) => n(r, 'estimated_cache_neutral_cost_usd'),
    }),
    estimatedLatencyP50Seconds: t.float({
      nullable: true,
      description: 'Replay runs: the offline estimate of `latencyP50Seconds` from saved latencies; null otherwise or when unknown.',
      resolve: (r) => n(r, 'estimated_latency_p50_s'),
    }),
    estimatedLatencyP95Seconds: t.float({
      nullable: true,
      description: 'Replay runs: the offline estimate of `latencyP95Seconds` from saved latencies; null otherwise or when unknown.',
      resolve: (r) => n(r, 'estimated_latency_p95_s'),
    }),
    estimatedTtftP50Seconds: t.float({
      nullable: true,
      description: 'Replay runs: the offline estimate of `ttftP50Seconds` from saved calls; null otherwise or when unknown.',
      resolve: (r) => n(r, 'estimated_ttft_p50_s'),
    }),
  }),
});

export const TargetMetricsRef = builder.objectRef<TargetRow>('TargetMetrics');
TargetMetricsRef.implement({
  description: 'A target’s metrics over all its planned cells.',
  interfaces: [MetricRowInterface],
  isTypeOf: (row) => !('benchmark' in (row as object)),
  fields: (t) => ({
    targetId: t.string({ description: 'The target id as frozen in the run’s plan.', resolve: (r) => r.id }),
    macroAccuracy: t.float({
      nullable: true,
      description:
        'Accuracy averaged over benchmarks with the fixed benchmark weights, renormalised over the benchmarks planned (0 to 1). Null in preview and replay runs (see `estimatedMacroAccuracy`).',
      resolve: (r) => n(r, 'macro_accuracy'),
    }),
    srBenchScore: t.float({
      nullable: true,
      description:
        'The sr-bench 1.0 score: equal to `macroAccuracy` only when the target covered exactly the nine sr-bench 1.0 benchmarks, every planned cell is complete and the run is not a recovery child; null otherwise, and always in preview and replay runs.',
      resolve: (r) => n(r, 'sr_bench_score'),
    }),
    scoreScope: t.string({
      nullable: true,
      description:
        'What `macroAccuracy` covers, e.g. "full sr-bench 1.0; profile=quick" or "selected benchmark subset; renormalized fixed weights; profile=quick; custom task subset"; null when not recorded.',
      resolve: (r) => str(r as JsonObject, 'score_scope'),
    }),
    estimatedMacroAccuracy: t.float({
      nullable: true,
      description: 'Replay runs: the offline estimate of `macroAccuracy` (which is then null); null otherwise.',
      resolve: (r) => n(r, 'estimated_macro_accuracy'),
    }),
  }),
});

export const BenchmarkMetricsRef = builder.objectRef<BenchmarkRow>('BenchmarkMetrics');
BenchmarkMetricsRef.implement({
  description: 'A target’s metrics on one benchmark.',
  interfaces: [MetricRowInterface],
  isTypeOf: (row) => 'benchmark' in (row as object),
  fields: (t) => ({
    benchmark: t.string({ description: 'Benchmark id, e.g. `mmlu-pro`.', resolve: (r) => r.benchmark }),
    targetId: t.string({ description: 'The target these metrics belong to.', resolve: (r) => r.target_id }),
  }),
});

const FailureRef = builder.objectRef<JsonObject>('Failure');
FailureRef.implement({
  description: 'The run’s first failure: the one observed while the run executed, or else the earliest failed result among the saved results.',
  fields: (t) => ({
    caseId: t.string({ nullable: true, description: 'Case of the failed cell; null when not recorded.', resolve: (f) => str(f, 'case_id') }),
    targetId: t.string({ nullable: true, description: 'Target of the failed cell; null when not recorded.', resolve: (f) => str(f, 'target_id') }),
    reason: t.string({
      nullable: true,
      description:
        'The failure in a short public wording, e.g. "Target HTTP 503", "Target idle/read timeout" or "Evaluation execution failed; inspect retained case evidence"; null when not recorded.',
      resolve: (f) => str(f, 'reason'),
    }),
    inferredFromSavedResults: t.boolean({
      nullable: true,
      description:
        'True when inferred from saved results (no failure was observed live, e.g. after a restart or for imported runs); false when observed while the run executed; null when not recorded.',
      resolve: (f) => bool(f, 'inferred_from_saved_results'),
    }),
  }),
});

export const AccountingCorrectionRef = builder.objectRef<CorrectionArtifact>('AccountingCorrection');
AccountingCorrectionRef.implement({
  description:
    'An offline usage reconciliation: each call’s saved stream evidence re-verified against its receipt, giving corrected usage and cost per call (unknown when unverifiable). Original receipts are never changed; a run’s newest correction is the one in force.',
  fields: (t) => ({
    correctionId: t.string({ description: 'The correction artifact’s own id (derived from its evidence).', resolve: (c) => c.id }),
    version: t.string({ nullable: true, description: 'Artifact format version, `sr-bench-accounting-v1`.', resolve: (c) => str(c, 'version') }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the correction was computed; null when the artifact does not say.',
      resolve: (c) => str(c, 'created_at'),
    }),
    evidenceSha256: t.string({
      nullable: true,
      description: 'SHA-256 of the verified evidence (plan hash and per-call rows): the same evidence always gives the same correction.',
      resolve: (c) => str(c, 'evidence_sha256'),
    }),
    planSha256: t.string({ nullable: true, description: 'Frozen plan hash of the reconciled run.', resolve: (c) => str(c, 'plan_sha256') }),
    qualified: t.boolean({
      nullable: true,
      description: 'True when every call was verified (`unverifiableCallCount` is 0).',
      resolve: (c) => bool(c, 'qualified'),
    }),
    verifiedCallCount: t.int({
      nullable: true,
      description: 'Calls whose saved stream agreed with their receipt and gave known usage and cost.',
      resolve: (c) => num(c, 'verified_call_count'),
    }),
    unverifiableCallCount: t.int({
      nullable: true,
      description: 'Calls that could not be verified; their usage and cost are unknown while this correction is in force.',
      resolve: (c) => num(c, 'unverifiable_call_count'),
    }),
    correctedCallCount: t.int({
      nullable: true,
      description: 'Verified calls whose usage or cost differs from the original receipt.',
      resolve: (c) => num(c, 'corrected_call_count'),
    }),
    originalKnownSpendUsd: t.float({
      nullable: true,
      description: 'Sum in USD of the original call costs, unknown ones counted as 0.',
      resolve: (c) => num(c, 'original_known_spend_usd'),
    }),
    correctedKnownSpendUsd: t.float({
      nullable: true,
      description: 'Sum in USD of the reconciled call costs, unverified ones counted as 0.',
      resolve: (c) => num(c, 'corrected_known_spend_usd'),
    }),
    modelRequests: t.int({ description: 'Always 0: reconciliation sends nothing.', resolve: (c) => num(c, 'model_requests') ?? 0 }),
    document: t.field({
      type: 'JSON',
      description: 'The whole correction artifact (snake_case keys), including its per-call `calls` rows with original and reconciled usage and cost.',
      resolve: (c) => c,
    }),
  }),
});

interface ChildAttemptShape {
  id: string;
  status: string;
  progress: { total: number; completed: number; failed: number; timeout: number; running: number };
}
export const ChildAttemptRef = builder.objectRef<ChildAttemptShape>('ChildAttempt');
ChildAttemptRef.implement({
  description: 'A recovery child of this run: a separate run that re-attempts some of its planned cells.',
  fields: (t) => ({
    runId: t.string({ description: 'The child run’s id.', resolve: (c) => c.id }),
    status: t.field({ type: RunStatusEnum, description: 'The child run’s status.', resolve: (c) => c.status as never }),
    progress: t.field({
      type: RunProgressRef,
      description: 'The child’s progress over its own planned cells only.',
      resolve: (c) => ({ ...c.progress, pending: c.progress.total - c.progress.completed - c.progress.failed - c.progress.timeout - c.progress.running }),
    }),
  }),
});

export const ReportRef = builder.objectRef<BuiltReport>('Report');
ReportRef.implement({
  description: 'The full report of a run, computed from every saved result and call (never from a page of rows); unknown figures are null, never 0.',
  fields: (t) => ({
    status: t.field({ type: RunStatusEnum, description: 'The run’s status when the report was computed.', resolve: (r) => r.document.status as never }),
    complete: t.boolean({
      description: 'True when every target is complete: each of its planned cells is completed and scored.',
      resolve: (r) => r.document.summary.targets.every((row) => row.complete),
    }),
    wallTimeSeconds: t.float({
      description: 'Seconds from the run’s creation to its last update (a status change or a result write).',
      resolve: (r) => r.document.summary.wall_time_s,
    }),
    totalSpendUsd: t.float({
      nullable: true,
      description: 'Cost in USD of every call of the run (subject, judge and simulator). Null when any target’s `totalSpendUsd` is null; 0 in replay runs.',
      resolve: (r) => r.document.summary.total_spend_usd,
    }),
    targets: t.field({
      type: [TargetMetricsRef],
      description: 'Metrics per target over all its planned cells, in the plan’s target order.',
      resolve: (r) => r.document.summary.targets,
    }),
    benchmarks: t.field({
      type: [BenchmarkMetricsRef],
      description:
        'Metrics per target and benchmark: targets in plan order, then benchmarks sorted by id; benchmarks without a planned cell for the target are left out.',
      resolve: (r) => r.document.benchmarks,
    }),
    failure: t.field({
      type: FailureRef,
      nullable: true,
      description: 'The run’s first failure; null when no cell failed.',
      resolve: (r) => (r.document.failure as JsonObject | null) ?? null,
    }),
    limitations: t.stringList({
      description:
        'Sentences that qualify how to read this report (protocol caveats, unknown costs, an incomplete run, a recovery subset, ...), in a fixed order.',
      resolve: (r) => r.document.limitations,
    }),
    provenance: t.field({
      type: 'JSON',
      description:
        'What the report rests on (snake_case keys): plan and case hashes, dataset, sampling, adapter versions, target profiles, profile, seed, runner provenance (null when not captured) and the accounting correction in force (without its rows).',
      resolve: (r) => r.document.provenance,
    }),
    accountingCorrection: t.field({
      type: AccountingCorrectionRef,
      nullable: true,
      description: 'The accounting correction in force (the newest); null when the run was never reconciled.',
      resolve: (r, _args, ctx) => r.accountingCorrection(ctx.db),
    }),
    childAttempts: t.field({
      type: [ChildAttemptRef],
      description: 'Recovery child runs of this run, oldest first (creation time, then id).',
      resolve: (r) => r.document.child_attempts,
    }),
    faultSummary: t.field({
      type: FaultSummaryRef,
      description: 'Injected-fault summary over all planned cells of the run.',
      resolve: (r) => r.document.fault_summary,
    }),
  }),
});

builder.objectFields(RunRef, (t) => ({
  report: t.field({
    type: ReportRef,
    description: 'The typed report of this run, computed over all its saved results and calls.',
    resolve: async (run, _args, ctx) => {
      const report = await ctx.services.reports.report(ctx.db, run.id, run.status);
      if (!report) throw notFound(`Run ${run.id} not found`);
      return report;
    },
  }),
  reportDocument: t.field({
    type: 'JSON',
    description:
      'The same report as one sr-bench 1.0 JSON object (snake_case keys), for scripts and exports; the typed `report` fields are views of its values.',
    resolve: async (run, _args, ctx) => {
      const report = await ctx.services.reports.report(ctx.db, run.id, run.status);
      if (!report) throw notFound(`Run ${run.id} not found`);
      return report.document;
    },
  }),
  reportHtml: t.string({
    description:
      'The same report as one self-contained HTML page (inline styles and SVG, no scripts or fonts to fetch, the `reportDocument` embedded as JSON): what the dashboard downloads and `sr-bench report RUN --html` writes. Its figures are the document’s values in the shared display formats (docs/formats.md).',
    resolve: async (run, _args, ctx) => {
      const report = await ctx.services.reports.report(ctx.db, run.id, run.status);
      if (!report) throw notFound(`Run ${run.id} not found`);
      return renderReportHtml({ document: report.document, runName: run.name });
    },
  }),
}));
