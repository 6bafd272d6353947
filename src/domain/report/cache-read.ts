import type { ReportCall } from './input.ts';

export interface CacheReadMetrics {
  cache_read_ratio: number | null;
  cache_read_call_count: number;
  cache_read_reported: boolean | null;
}

/**
 * This project's cache-read metrics (docs/reports.md "Cache reads"), from the effective subject calls of a
 * scope. Only calls whose provider reported a cache-read field count: "not reported" stays
 * unknown (null), never 0. No planned-case coverage is needed.
 */
export function cacheReadMetrics(subjectCalls: readonly ReportCall[]): CacheReadMetrics {
  let count = 0;
  let cached = 0;
  let prompt = 0;
  let anyTrue = false;
  let allFalse = subjectCalls.length > 0;
  for (const call of subjectCalls) {
    const reported = call.cache_read_reported;
    if (reported === true) anyTrue = true;
    if (reported !== false) allFalse = false;
    const usage = call.usage;
    if (reported === true && usage !== null && usage !== undefined) {
      count += 1;
      // Integer sums (missing bucket → 0), one division at the end.
      cached += usage.cached_input_tokens ?? 0;
      prompt += (usage.input_tokens ?? 0) + (usage.cached_input_tokens ?? 0) + (usage.cache_write_tokens ?? 0);
    }
  }
  return {
    cache_read_ratio: count === 0 || prompt === 0 ? null : cached / prompt,
    cache_read_call_count: count,
    cache_read_reported: anyTrue ? true : allFalse ? false : null,
  };
}
