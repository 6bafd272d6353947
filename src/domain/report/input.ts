/**
 * The plain data a report is built from (docs/reports.md "Inputs"). Everything here is JSON-like so
 * the database layer (or a test reading a journal) can fill it without domain knowledge.
 */
import type { TokenUsage } from '../accounting/usage.ts';
import type { JsonObject, JsonPrimitive, JsonRecord, JsonValue } from '../json/json-value.ts';
import type { PlannedCell } from '../plan/planned-cells.ts';
import type { RunProgress as LiveRunProgress } from '../run/progress.ts';

// Report modules and the report's API layer name JSON through here.
export type { JsonObject, JsonPrimitive, JsonValue };

/** The four exclusive token buckets (docs/accounting.md). */
export type UsageBuckets = TokenUsage;

/** `{total, completed, failed, timeout, running}` of a run (docs/reports.md "Inputs"): no `pending`. */
export type RunProgress = Omit<LiveRunProgress, 'pending'>;

export interface ManifestCase extends JsonObject {
  id: string;
  benchmark: string;
}

export interface ManifestTarget extends JsonObject {
  id: string;
  kind?: string;
  model?: string;
  request_params?: JsonObject;
  config_hash?: string | null;
  session_mode?: string;
}

export type { PlannedCell };

/** The frozen plan, parsed (docs/plans.md; only the fields the report reads are typed). */
export interface Manifest extends JsonObject {
  mode?: string;
  profile?: string;
  seed?: number;
  cost_policy?: string;
  cases: ManifestCase[];
  targets: ManifestTarget[];
  execution_cells?: PlannedCell[];
  benchmark_weights?: Record<string, number>;
  recovery?: JsonObject | null;
  dataset?: JsonObject | null;
  limitations?: string[];
  replay_sources?: JsonObject | null;
}

/** Run record (docs/reports.md "Inputs"). */
export interface RunRecord {
  id: string;
  owner: string;
  status: string;
  created_at: string;
  updated_at: string;
  error: string | null;
  manifest: Manifest;
}

/** One result row's `data` (docs/reports.md "Inputs"). */
export interface ResultData extends JsonRecord {
  case_id: string;
  target_id: string;
  status: string;
  benchmark?: string;
  queue_wait_s?: number | null;
  correct?: boolean | null;
  details?: JsonObject | null;
  latency_s?: number | null;
  subject_latency_s?: number | null;
  error?: string | null;
  failure?: JsonValue;
  quality_failure?: JsonValue;
  finished_at?: string;
}

/**
 * A call summary as stored: the call `data` without `request`, `final`,
 * `reasoning`, `raw_usage`, `tool_calls`. Fields are loosely typed because stored records
 * come from several transport versions; members not named here are whatever was recorded.
 */
export interface StoredCallSummary extends JsonRecord {
  model?: string | null;
  selected_model?: string | null;
  decision?: string | null;
  usage?: UsageBuckets | null;
  cost_usd?: JsonValue;
  inference_call_count?: number | null;
  latency_s?: number | null;
  ttft_s?: number | null;
  finish_reason?: string | null;
  model_usage?: JsonObject[] | null;
  /** docs/reports.md "Cache reads" (docs/transport.md "Cache flags, phase and fault markers") */
  cache_read_reported?: boolean | null;
  /** docs/reports.md "Continuity" */
  phase?: string | null;
  /** docs/reports.md "Fault summary" */
  fault_injected?: boolean;
  injected_fault?: JsonObject | null;
  response_status?: number | null;
  call_index?: number | null;
  error?: JsonValue;
  failure?: JsonValue;
}

/** A call summary with the row's `id`, `case_id`, `target_id`, `role` and `status`. */
export interface CallSummary extends StoredCallSummary {
  id: string;
  case_id: string | null;
  target_id: string;
  role: string;
  status: string;
}

/** A report call: an effective call with its counterfactual cost attached (docs/reports.md "Inputs"). */
export interface ReportCall extends CallSummary {
  cache_neutral_cost_usd: number | null;
}

/** A recovery child attempt (docs/reports.md "Inputs"; `child_attempts` in "The document"). */
export interface ChildAttempt {
  id: string;
  status: string;
  progress: RunProgress;
}

/** One row of the accounting correction (docs/accounting.md "Reconciliation"). */
export interface CorrectionRow extends JsonRecord {
  call_id: string;
  usage: UsageBuckets | null;
  cost_usd: number | null;
  verified: boolean;
}

/** The accounting correction artifact in force (docs/accounting.md "Reconciliation"). */
export interface AccountingCorrection extends JsonRecord {
  id: string;
  /** Stored corrections all carry one (`sr-bench-accounting-v1`). */
  version?: string;
  calls: CorrectionRow[];
}

export interface ReportInput {
  run: RunRecord;
  /** Result `data` objects ordered by (case_id, target_id) in code-point order (docs/reports.md "Inputs"). */
  results: ResultData[];
  /** Stored call summaries in insertion order; the report overlays the correction itself (docs/accounting.md "Effective calls"). */
  calls: CallSummary[];
  /**
   * Data of the run's earliest `failure_observed` event, or null (docs/reports.md "Inputs"). The database
   * layer reads only that event; `firstFailureObserved(events)` derives it from an event list.
   */
  failureObserved: JsonObject | null;
  /** Runner provenance captured before dispatch, or null (docs/reports.md "Inputs"). */
  provenance: JsonObject | null;
  /** Newest accounting correction of the run, or null (docs/reports.md "Inputs"; docs/accounting.md "Effective calls"). */
  accountingCorrection: AccountingCorrection | null;
  /** Recovery children ordered by created_at, then id (docs/reports.md "Inputs"). */
  children: ChildAttempt[];
  /**
   * Replay runs only: result `data` of `manifest.replay_sources.preview_run_id`
   * (docs/reports.md "Preview and replay rows"); null or absent otherwise.
   */
  replayPreviewResults?: ResultData[] | null;
}

export interface ReportEvent {
  seq: number;
  at: string;
  kind: string;
  data: JsonObject;
}

/** docs/reports.md "Inputs": the data of the earliest `failure_observed` event, or null. */
export function firstFailureObserved(events: readonly ReportEvent[]): JsonObject | null {
  let first: ReportEvent | null = null;
  for (const event of events) {
    if (event.kind === 'failure_observed' && (first === null || event.seq < first.seq)) first = event;
  }
  return first === null ? null : first.data;
}
