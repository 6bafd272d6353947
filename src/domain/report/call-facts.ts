/**
 * The call facts a report reads (docs/reports.md "Active runs: kept current from what changed"): the fields of a stored call
 * summary that any report computation looks at. The database keeps this projection next to
 * each call, so an active run's report reads a few small values per changed call, never the
 * call's summary document. A key added to the report's reads belongs here and in the
 * projection function of the migration that creates `calls.report_facts`.
 */
import type { StoredCallSummary } from './input.ts';

export const REPORT_CALL_FACT_KEYS = [
  'model',
  'selected_model',
  'decision',
  'usage',
  'cost_usd',
  'inference_call_count',
  'latency_s',
  'ttft_s',
  'finish_reason',
  'model_usage',
  'cache_read_reported',
  'phase',
  'fault_injected',
  'injected_fault',
  'response_status',
  'call_index',
  'error',
  'failure',
] as const satisfies readonly (keyof StoredCallSummary)[];

/** The facts of one call summary: its report keys that are present, nothing else. */
export function reportCallFacts(summary: StoredCallSummary): StoredCallSummary {
  const facts: Record<string, unknown> = {};
  for (const key of REPORT_CALL_FACT_KEYS) if (key in summary) facts[key] = summary[key];
  // Each value was read from `summary` under the same key, so it has that key's type.
  return facts as StoredCallSummary;
}
