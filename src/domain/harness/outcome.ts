/** The graded outcome a harness left in its result file (docs/harness.md). */
import { HARNESS_RESULT_INVALID, type HarnessResult } from './protocol.ts';
import type { JsonRecord, JsonValue } from '../json/json-value.ts';

export class HarnessOutcomeError extends Error {}

/** A result with boolean `correct` and `score` 0 or 1 is the cell's grade; anything else is refused. */
export function harnessOutcome(result: unknown): HarnessResult {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) throw new HarnessOutcomeError(HARNESS_RESULT_INVALID);
  const record = result as JsonRecord;
  const { correct, score } = record;
  if (typeof correct !== 'boolean' || (score !== 0 && score !== 1)) throw new HarnessOutcomeError(HARNESS_RESULT_INVALID);
  const details = record['details'];
  return {
    // Parsed from JSON text, so any present value is JSON.
    answer: (record['answer'] ?? null) as JsonValue,
    correct,
    score,
    details: typeof details === 'object' && details !== null && !Array.isArray(details) ? (details as JsonRecord) : {},
  };
}
