/**
 * The output-limit outcome (docs/runs.md "One cell", step 5; docs/grading.md "Judge-graded answers"): a subject answer cut at the frozen
 * output limit is never graded; the cell completes incorrect with this result.
 */
import type { AdapterResult, CallResult } from './adapter-types.ts';

/** True when a subject call stopped at the token limit (docs/runs.md "One model call", step 12). */
export function hitOutputLimit(result: Pick<CallResult, 'output_complete' | 'finish_reason'>): boolean {
  return result.output_complete === false || result.finish_reason === 'length';
}

export function outputLimitResult(): AdapterResult {
  return {
    answer: null,
    correct: false,
    score: 0,
    details: { quality_failure: 'output_limit', output_complete: false },
  };
}
