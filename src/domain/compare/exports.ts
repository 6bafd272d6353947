/**
 * Comparison exports (docs/comparison.md "Exports", this project's design): the `csv` and `json` of a
 * `ComparisonSet`, holding every selected comparison.
 *
 * CSV: one record per comparison item of every compared candidate (rejected candidates are
 * left out), in result order then candidate-target order, under this header:
 *
 *   run,target,baseline,paired_cases,quality_delta,ci95_low,ci95_high,
 *   baseline_subject_cost_usd,candidate_subject_cost_usd,baseline_evaluation_cost_usd,
 *   candidate_evaluation_cost_usd,baseline_total_cost_usd,candidate_total_cost_usd,
 *   subject_cost_saving_percent,total_cost_saving_percent
 *
 * (one line in the file). `run` = candidate run id, `target` = candidate target id,
 * `baseline` = selected baseline target id, `ci95_low`/`ci95_high` = `quality_delta_ci95`.
 * RFC 4180: every field double-quoted with inner quotes doubled, records end with CRLF;
 * null is the empty field `""`; numbers in shortest round-trip form.
 *
 * JSON: `{baseline_run_id, baseline_report, comparisons: [{candidate_run_id, comparison} |
 * {candidate_run_id, error: {code, message}}], exported_at}`.
 */
import type { ReportDocument } from '../report/document.ts';
import type { ComparisonErrorCode } from './errors.ts';
import type { ComparisonDocument } from './document.ts';
import type { ComparisonItem } from './item.ts';
import type { CandidateOutcome } from './several.ts';

export const CSV_COLUMNS = [
  'run',
  'target',
  'baseline',
  'paired_cases',
  'quality_delta',
  'ci95_low',
  'ci95_high',
  'baseline_subject_cost_usd',
  'candidate_subject_cost_usd',
  'baseline_evaluation_cost_usd',
  'candidate_evaluation_cost_usd',
  'baseline_total_cost_usd',
  'candidate_total_cost_usd',
  'subject_cost_saving_percent',
  'total_cost_saving_percent',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

const CRLF = '\r\n';

/** One RFC 4180 field: always quoted, inner quotes doubled, null empty. */
export function csvField(value: string | number | null): string {
  if (value === null) return '""';
  const text = typeof value === 'number' ? numberText(value) : value;
  return `"${text.replaceAll('"', '""')}"`;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot export non-finite number ${value}`);
  return String(value); // shortest round-trip digits
}

/** The CSV values of one item, keyed by column. */
export function csvRecord(candidateRunId: string, item: ComparisonItem): Record<CsvColumn, string | number | null> {
  return {
    run: candidateRunId,
    target: item.candidate_target_id,
    baseline: item.baseline_target_id,
    paired_cases: item.paired_cases,
    quality_delta: item.quality_delta,
    ci95_low: item.quality_delta_ci95[0],
    ci95_high: item.quality_delta_ci95[1],
    baseline_subject_cost_usd: item.baseline_subject_cost_usd,
    candidate_subject_cost_usd: item.candidate_subject_cost_usd,
    baseline_evaluation_cost_usd: item.baseline_evaluation_cost_usd,
    candidate_evaluation_cost_usd: item.candidate_evaluation_cost_usd,
    baseline_total_cost_usd: item.baseline_total_cost_usd,
    candidate_total_cost_usd: item.candidate_total_cost_usd,
    subject_cost_saving_percent: item.subject_cost_saving_percent,
    total_cost_saving_percent: item.total_cost_saving_percent,
  };
}

function csvLine(values: readonly (string | number | null)[]): string {
  return values.map(csvField).join(',') + CRLF;
}

/** The `csv` export: the header, then one record per item of every compared candidate. */
export function comparisonCsv(results: readonly CandidateOutcome[]): string {
  let text = csvLine(CSV_COLUMNS);
  for (const result of results) {
    if (result.status !== 'compared') continue;
    for (const item of result.document.comparisons) {
      const record = csvRecord(result.candidate_run_id, item);
      text += csvLine(CSV_COLUMNS.map((column) => record[column]));
    }
  }
  return text;
}

export type ExportedComparison =
  | { candidate_run_id: string; comparison: ComparisonDocument }
  | { candidate_run_id: string; error: { code: ComparisonErrorCode; message: string } };

export interface ComparisonJsonExport {
  baseline_run_id: string;
  baseline_report: ReportDocument;
  comparisons: ExportedComparison[];
  exported_at: string;
}

/** The `json` export; `exportedAt` is the caller's clock (ISO-8601 UTC, docs/reports.md "Conventions"). */
export function comparisonJson(
  baselineRunId: string,
  baselineReport: ReportDocument,
  results: readonly CandidateOutcome[],
  exportedAt: string,
): ComparisonJsonExport {
  return {
    baseline_run_id: baselineRunId,
    baseline_report: baselineReport,
    comparisons: results.map((result) =>
      result.status === 'compared'
        ? { candidate_run_id: result.candidate_run_id, comparison: result.document }
        : { candidate_run_id: result.candidate_run_id, error: { code: result.code, message: result.message } },
    ),
    exported_at: exportedAt,
  };
}
