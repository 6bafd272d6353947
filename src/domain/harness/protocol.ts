/**
 * The harness protocol (docs/harness.md): what the server hands a harness process, what the
 * loopback bridge accepts and answers, and what a harness must leave behind. The same protocol
 * runs the project's own harness (`sr-bench-local`) and an operator's upstream harness worker.
 */
import type { ChatMessage } from '../grading/adapter-types.ts';
import type { JsonRecord, JsonValue } from '../json/json-value.ts';

export const REQUEST_FILE = 'harness-input.json';
export const RESULT_FILE = 'harness-result.json';
export const LOG_FILE = 'harness.log';

/** Environment variables a harness reads to reach the bridge. */
export const BRIDGE_URL_ENV = 'SR_BENCH_BRIDGE';
export const BRIDGE_TOKEN_ENV = 'SR_BENCH_BRIDGE_TOKEN';

/** The largest bridge request body. */
export const BRIDGE_BODY_LIMIT = 8 * 1024 * 1024;

/** Request-body fields a harness may add to a model call; everything else is dropped. */
export const BRIDGE_EXTRA_BODY_KEYS: readonly string[] = ['tools', 'tool_choice', 'parallel_tool_calls', 'response_format'];

export const BRIDGE_CALL_FAILED = 'Harness model call failed; inspect retained call journal';
export const HARNESS_FAILED = 'Harness failed; inspect retained harness.log';
export const HARNESS_STOPPED = 'Harness stopped at cancellation, failed call, deadline or log limit; partial artifacts retained';
export const HARNESS_RESULT_INVALID = 'Harness result lacks a terminal graded outcome';

/** Seconds between SIGTERM and SIGKILL when a harness is stopped. */
export const STOP_GRACE_S = 10;

export type BridgeRole = 'subject' | 'judge' | 'simulator';

/** The request file `<artifact_dir>/harness-input.json`. */
export interface HarnessRequest {
  readonly case: JsonRecord;
  /** The benchmark's frozen `benchmark_options`. */
  readonly config: JsonRecord;
  /** The manifest's seed. */
  readonly seed: number;
  /** The frozen limits. */
  readonly limits: JsonRecord;
  /** The harness checkout (or task source) it runs from; null when the cases carry everything. */
  readonly source_root: string | null;
  readonly artifact_dir: string;
}

/** A bridge request body. */
export interface BridgeRequest {
  readonly messages: readonly ChatMessage[];
  readonly role: BridgeRole;
  readonly extra_body: JsonRecord | null;
}

/** What the bridge answers for a finished call: the call's receipt. */
export interface BridgeReceipt {
  readonly model: string | null;
  readonly final: string;
  readonly reasoning: string | null;
  readonly finish_reason: string | null;
  readonly output_complete: boolean;
  readonly usage: JsonRecord | null;
  readonly cost_usd: number | null;
  readonly latency_s: number | null;
  readonly tool_calls?: readonly JsonRecord[];
}

/** The graded outcome a harness writes to `harness-result.json` (an alias so it fits JSON record slots). */
export type HarnessResult = {
  readonly answer: JsonValue;
  readonly correct: boolean;
  readonly score: 0 | 1;
  readonly details: JsonRecord;
};
