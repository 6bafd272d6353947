// What one executing run shares between its cells: the frozen plan, the clock origin, the
// deadline and the cancel state (docs/runs.md "The dispatch loop").
import type { Database } from '../db/client.ts';
import type { Bus } from '../pubsub/bus.ts';
import type { JsonRecord } from '../domain/json/json-value.ts';
import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';

export interface FrozenTarget extends JsonRecord {
  id: string;
  kind: 'single' | 'mom';
  model: string;
  base_url: string;
}

export interface FrozenCase extends JsonRecord {
  id: string;
  benchmark: string;
  messages?: JsonRecord[];
}

export interface RunContext {
  runId: string;
  database: Database;
  bus: Bus;
  manifest: JsonRecord & { cases: FrozenCase[]; targets: FrozenTarget[]; limits: Limits; cost_policy: string };
  /** Monotonic ms of the dispatch loop start (queue waits and the deadline count from here). */
  loopStartMs: number;
  deadlineMs: number;
  /** Set when the run's cancel flag is seen (user cancel, fail closed, deadline, shutdown). */
  cancelled: AbortController;
  env: Record<string, string | undefined>;
  /** First failure of the run (failure_observed is written once). */
  firstFailure: { case_id: string; target_id: string; reason: string } | null;
  /** The error of the first journal write that failed; then the run fails closed (journal.ts). */
  journalLost: unknown;
  /** Where the run's operational lines go (docs/operations.md "Logs"). */
  log: Logger;
  /** Provider call figures; null when the process keeps none. */
  metrics: Metrics | null;
}

/** An alias, not an interface, so it reads as a JSON record where adapters take one. */
export type Limits = {
  concurrency: number;
  total_timeout_s: number;
  idle_timeout_s: number;
  max_output_tokens: number;
  max_output_chars: number;
  repetition_window: number;
  repetition_limit: number;
  max_cost_usd: number;
  max_run_seconds: number;
  max_calls_per_case: number;
  case_timeout_s: number;
  max_log_bytes: number;
};

/** Monotonic milliseconds (wall clock can jump; deadlines must not). */
export const monotonicMs = () => performance.now();
