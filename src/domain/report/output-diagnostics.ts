import type { JsonObject, JsonValue } from '../json/json-value.ts';
import { bump, sortedCounter } from './values.ts';

export interface OutputDiagnostics {
  planned_cases: number;
  result_cases: number;
  output_limit_cases: number;
  strict_format: { checked_cases: number; failed_cases: number; unassessed_cases: number };
  subject_calls: { total: number; finish_reasons: Record<string, number>; unknown_finish_reason: number };
}

/** The row fields output diagnostics read (loose: unit vectors pass bare objects). */
export interface DiagnosticsRow {
  details?: JsonObject | null | undefined;
}
export interface DiagnosticsCall {
  finish_reason?: JsonValue | undefined;
}

/**
 * Output-limit cases, strict-format checks and finish reasons of one scope (docs/reports.md "Output diagnostics").
 * `total` is the planned denominator, so unassessed cases include missing ones.
 */
export function outputDiagnostics(rows: readonly DiagnosticsRow[], subjectCalls: readonly DiagnosticsCall[], total: number): OutputDiagnostics {
  let outputLimit = 0;
  let checked = 0;
  let failed = 0;
  for (const row of rows) {
    const details = row.details ?? {};
    if (details['quality_failure'] === 'output_limit') outputLimit += 1;
    const strict = details['strict_format'];
    if (typeof strict === 'boolean') {
      checked += 1;
      if (!strict) failed += 1;
    }
  }
  const reasons: Record<string, number> = {};
  let known = 0;
  for (const call of subjectCalls) {
    const reason = call.finish_reason;
    if (typeof reason === 'string' && reason.length > 0) {
      bump(reasons, reason);
      known += 1;
    }
  }
  return {
    planned_cases: total,
    result_cases: rows.length,
    output_limit_cases: outputLimit,
    strict_format: { checked_cases: checked, failed_cases: failed, unassessed_cases: total - checked },
    subject_calls: {
      total: subjectCalls.length,
      finish_reasons: sortedCounter(reasons),
      unknown_finish_reason: subjectCalls.length - known,
    },
  };
}
