// The report domain's public surface (docs/reports.md): pure functions over plain data.
export { buildReport, REPORT_VERSION } from './document.ts';
export type { BenchmarkRow, ReportDocument, ReportProvenance, TargetProfile, TargetRow } from './document.ts';
export { firstFailureObserved } from './input.ts';
export type {
  AccountingCorrection,
  CallSummary,
  ChildAttempt,
  CorrectionRow,
  JsonObject,
  JsonValue,
  Manifest,
  ManifestCase,
  ManifestTarget,
  PlannedCell,
  ReportCall,
  ReportEvent,
  ReportInput,
  ResultData,
  RunProgress,
  RunRecord,
  UsageBuckets,
} from './input.ts';
export { plannedCells } from '../plan/planned-cells.ts';
export { runProgress } from '../run/progress.ts';
export { metric, ACCURACY_DENOMINATOR, CACHE_NEUTRAL_COST_BASIS } from './metric.ts';
export type { MetricRow, MetricScope } from './metric.ts';
export { continuity, MIN_CONTINUITY_REQUESTS } from './continuity.ts';
export type { Continuity, SessionMode } from './continuity.ts';
export { outputDiagnostics } from './output-diagnostics.ts';
export type { OutputDiagnostics } from './output-diagnostics.ts';
export { cacheReadMetrics } from './cache-read.ts';
export type { CacheReadMetrics } from './cache-read.ts';
export { faultSummary } from './fault-summary.ts';
export type { FaultedCall, FaultedTask, FaultSummary } from './fault-summary.ts';
export { observedModel } from './observed-model.ts';
export { customSubset, scoreFields, SR_BENCH_1_BENCHMARKS } from './macro-score.ts';
export { limitations, LIMITATION } from './limitations.ts';
export { wallTimeSeconds } from './wall-time.ts';
