// The report document's shape (docs/reports.md "The document") and `buildReport`, the accumulator fed at once.
import { effectiveCalls } from '../accounting/effective-calls.ts';
import type { JsonRecord } from '../json/json-value.ts';
import type { FailureObservation } from '../failures/first-saved-failure.ts';
import { ReportAccumulator } from './accumulator.ts';
import type { FaultSummary } from './fault-summary.ts';
import type { ChildAttempt, JsonObject, JsonValue, ReportInput } from './input.ts';
import type { ScoreFields } from './macro-score.ts';
import type { MetricRow } from './metric.ts';
import { REPORT_VERSION } from './version.ts';

export { REPORT_VERSION };

export type TargetRow = MetricRow & ScoreFields;
export type BenchmarkRow = MetricRow & { benchmark: string; target_id: string };

export interface TargetProfile {
  id: string;
  model: JsonValue;
  kind: JsonValue;
  request_params: JsonValue;
  config_hash: JsonValue;
}

export interface ReportProvenance {
  accounting_correction: JsonRecord | null;
  runner: JsonObject | null;
  plan_sha256: JsonValue;
  case_sha256: JsonValue;
  dataset: JsonValue;
  sampling: JsonValue;
  adapter_versions: JsonValue;
  custom_subset: boolean;
  target_profiles: TargetProfile[];
  profile: JsonValue;
  seed: JsonValue;
}

/** The sr-bench 1.0 report object (docs/reports.md "The document") plus this project's additions ("Fault summary"). */
export interface ReportDocument {
  version: typeof REPORT_VERSION;
  run_id: string;
  status: string;
  mode: JsonValue;
  cost_policy: JsonValue;
  failure: FailureObservation | JsonObject | null;
  recovery: JsonValue;
  child_attempts: ChildAttempt[];
  summary: {
    targets: TargetRow[];
    wall_time_s: number;
    total_spend_usd: number | null;
    fault_summary: FaultSummary;
  };
  benchmarks: BenchmarkRow[];
  limitations: string[];
  provenance: ReportProvenance;
  fault_summary: FaultSummary;
}

/**
 * Builds the sr-bench 1.0 report (docs/reports.md) from stored facts. Pure: makes zero model
 * requests and changes nothing. The accumulator partitions rows and calls by target and
 * benchmark as they are put, so the cost is linear in the journal size.
 */
export function buildReport(input: ReportInput): ReportDocument {
  const accumulator = new ReportAccumulator(input.run.manifest);
  for (const row of input.results) accumulator.putResult(row);
  // Effective calls (docs/accounting.md), at their places in stored order.
  effectiveCalls(input.calls, input.accountingCorrection).forEach((call, seq) => {
    accumulator.putCall(seq, call);
  });
  return accumulator.document(input);
}
