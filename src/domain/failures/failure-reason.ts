/**
 * Public failure reasons (docs/reports.md): raw error messages mapped to a small vocabulary,
 * so reports never echo provider or internal error text.
 */

/** HTTP status failures are already public: `Target HTTP 503`, `Preview HTTP 404`. */
// `\p{Nd}` because the original's `\d` matches any Unicode decimal digit.
const HTTP_STATUS = /^(?:Target|Preview) HTTP [1-5]\p{Nd}{2}$/u;

/** First row whose fragment occurs in the lower-cased message wins (order matters). */
export const FAILURE_REASON_RULES: readonly (readonly [fragments: readonly string[], reason: string])[] = [
  [['deadline', 'wall-time'], 'Request or case deadline exceeded'],
  [['readtimeout', 'read timeout', 'idle'], 'Target idle/read timeout'],
  [['connectionerror', 'connecttimeout'], 'Target connection failed'],
  [['cancel'], 'Request cancelled after the run stopped'],
  [['repeated output'], 'Repeated output guard triggered'],
  [['identity', 'acknowledgement'], 'Frozen runtime identity verification failed'],
  [['price', 'pricing', 'usage'], 'Required usage or pricing evidence is incomplete'],
  [['budget', 'reservation'], 'Frozen request or cost budget exhausted'],
  [['truncated'], 'Auxiliary model output was truncated'],
  [['cap', 'limit'], 'Frozen output or call limit exceeded'],
  [['harness'], 'Benchmark harness failed; inspect retained artifacts'],
  [['judge', 'verdict', 'grader'], 'Benchmark grading failed'],
  [['incomplete final'], 'Target final response was incomplete'],
];

export const FALLBACK_FAILURE_REASON = 'Evaluation execution failed; inspect retained case evidence';

/** docs/reports.md "Failure reasons". `message` is any stored error value; null/undefined read as "". */
export function failureReason(message: unknown): string {
  const text = message === null || message === undefined ? '' : String(message);
  if (HTTP_STATUS.test(text)) return text;
  const lowered = text.toLowerCase();
  for (const [fragments, reason] of FAILURE_REASON_RULES) {
    if (fragments.some((fragment) => lowered.includes(fragment))) return reason;
  }
  return FALLBACK_FAILURE_REASON;
}
