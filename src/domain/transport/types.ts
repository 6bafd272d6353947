/**
 * The transport's public shapes: one streamed chat completion against an OpenAI-compatible
 * endpoint (service.md §4), with activity checkpoints (§5) and raw evidence (§6).
 */
import type { TokenUsage } from '../accounting/usage.ts';
import type { ToolCall } from './tool-calls.ts';

/** One price row, USD per 1,000,000 tokens (report.md 7). */
export interface TargetPrice {
  input: number;
  cached_input: number;
  cache_write: number;
  output: number;
}

/** The frozen target as the transport needs it (service.md §2.5). */
export interface ChatTarget {
  id: string;
  kind: 'single' | 'mom';
  model: string;
  base_url: string;
  api_key_env?: string;
  header_env?: Record<string, string>;
  config_hash?: string | null;
  max_inference_calls?: number;
  expected_response_model?: string;
  prices?: Record<string, TargetPrice>;
  /** Only `single` targets may set `false` (§4.1, §4.7). */
  stream?: boolean;
  session_mode?: 'stateless' | 'session_aware';
}

/** Active-call activity (§5): liveness only, never usage or billing evidence. */
export interface ActivitySnapshot {
  phase: 'preparing' | 'waiting' | 'streaming';
  phase_started_at: string;
  last_activity_at: string | null;
  received_bytes: number;
  updated_at: string;
}

/** The frozen limits the transport enforces (service.md §2.3, §4.3, §4.5). */
export interface TransportLimits {
  idle_timeout_s: number;
  max_output_chars: number;
  max_output_tokens: number;
  repetition_window: number;
  repetition_limit: number;
}

/** Monotonic milliseconds plus wall-clock ISO text derived from them (§5). */
export interface TransportClock {
  nowMs(): number;
  isoNow(): string;
}

export interface ChatCallOptions {
  target: ChatTarget;
  /** The effective request body already built by the caller (§4.1). */
  body: Record<string, unknown>;
  /** `x-session-id` for session-aware subject calls (§3.12); the caller decides when. */
  sessionId?: string | null;
  /** Where `api_key_env` / `header_env` are looked up (§4.2). */
  env: Record<string, string | undefined>;
  limits: TransportLimits;
  /** Per-call total timeout, seconds (§3.4 step 8). */
  totalTimeoutSeconds: number;
  /** Aborted = the cell context was cancelled. */
  signal: AbortSignal;
  /** Every received body chunk, in order (§6). Awaited before the next chunk is handled. */
  onEvidence: (bytes: Uint8Array) => void | Promise<void>;
  /** Checkpoints per §5: `waiting` before the POST, first bytes, ≥ 1 s apart, forced final. */
  onActivity: (snapshot: ActivitySnapshot) => void;
  clock?: TransportClock;
}

/** A call record: the §4.10 fields, snake_case as the spec names them. */
export type CallRecord = Record<string, unknown>;

/** What every finished stream records, whatever the target kind (an alias, so it is a `CallRecord`). */
export type StreamFields = {
  final: string;
  reasoning: string;
  model: string;
  usage: TokenUsage | null;
  raw_usage: unknown;
  response_usage: TokenUsage | null;
  latency_s: number;
  ttft_s: number | null;
  finish_reason: string | null;
  tool_calls: ToolCall[];
};

/** The record of a stream that completed: the stream fields, pricing and identity. */
export type CompletedCallRecord = CallRecord & StreamFields & { output_complete: boolean };

export type ChatOutcome =
  | { ok: true; record: CompletedCallRecord }
  | { ok: false; error: string; cancelled: boolean; partial: CallRecord };
