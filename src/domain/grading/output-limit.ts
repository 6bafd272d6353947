/**
 * The output-limit outcome (service.md 3.3 step 5, 9.4): a subject answer cut at the frozen
 * output limit is never graded; the cell completes incorrect with this result.
 */
import type { AdapterResult, CallResult } from './adapter-types.ts';

/** True when a subject call stopped at the token limit (service.md 3.4 step 12). */
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
