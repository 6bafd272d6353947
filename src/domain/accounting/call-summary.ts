/**
 * The summary projection of a call record (docs/reports.md "Inputs"): what reports read, without the
 * bulky or secret-bearing request/response bodies.
 */

/** Keys of the call `data` that the summary drops. */
export const CALL_SUMMARY_DROPPED_KEYS = ['request', 'final', 'reasoning', 'raw_usage', 'tool_calls'] as const;

type DroppedKey = (typeof CALL_SUMMARY_DROPPED_KEYS)[number];

/** A shallow copy of `record` without the dropped keys; key order otherwise kept. */
export function callSummary<C extends object>(record: C): Omit<C, DroppedKey> {
  const summary: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!(CALL_SUMMARY_DROPPED_KEYS as readonly string[]).includes(key)) summary[key] = value;
  }
  return summary as Omit<C, DroppedKey>;
}
