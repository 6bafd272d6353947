/** The run's one-line public `error` text (docs/reports.md "Failure reasons"). */

/** The failure fields the summary reads. */
export interface FailureSummaryInput {
  readonly case_id: unknown;
  readonly target_id: unknown;
  readonly reason: unknown;
}

const SAFE_ID_CHAR = /^[A-Za-z0-9._/-]$/;
const MAX_ID_CODE_POINTS = 128;

/** Every code point outside `[A-Za-z0-9._/-]` becomes `_`; cut to 128 code points. */
export function publicId(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return Array.from(text, (ch) => (SAFE_ID_CHAR.test(ch) ? ch : '_'))
    .slice(0, MAX_ID_CODE_POINTS)
    .join('');
}

/** `Case <case>, target <target>: <reason>` with both ids made safe for a one-line log. */
export function failureSummary(failure: FailureSummaryInput): string {
  return `Case ${publicId(failure.case_id)}, target ${publicId(failure.target_id)}: ${String(failure.reason)}`;
}
