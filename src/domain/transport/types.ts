/**
 * The transport's public shapes: one streamed chat completion against an OpenAI-compatible
 * endpoint (docs/transport.md), with activity checkpoints and raw evidence ("Activity", "Evidence").
 */
import type { TokenUsage } from '../accounting/usage.ts';
import type { ToolCall } from './tool-calls.ts';

/** One price row, USD per 1,000,000 tokens (docs/accounting.md "Token buckets"). */
export interface TargetPrice {
  input: number;
  cached_input: number;
  cache_write: number;
  output: number;
}

/** The frozen target as the transport needs it (docs/plans.md "Targets and prices"). */
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
  /** Only `single` targets may set `false` (docs/transport.md "The request", "Non-streaming targets"). */
  stream?: boolean;
  session_mode?: 'stateless' | 'session_aware';
}

/** Active-call activity (docs/transport.md): liveness only, never usage or billing evidence. */
export interface ActivitySnapshot {
  phase: 'preparing' | 'waiting' | 'streaming';
  phase_started_at: string;
  last_activity_at: string | null;
  received_bytes: number;
  updated_at: string;
}

/** The frozen limits the transport enforces (docs/plans.md "Limits"; docs/transport.md "Timeouts and the watchdog", "Reading the stream"). */
export interface TransportLimits {
  idle_timeout_s: number;
  max_output_chars: number;
  max_output_tokens: number;
  repetition_window: number;
  repetition_limit: number;
}

/** Monotonic milliseconds plus wall-clock ISO text derived from them (docs/transport.md "Activity"). */
export interface TransportClock {
  nowMs(): number;
  isoNow(): string;
}

export interface ChatCallOptions {
  target: ChatTarget;
  /** The effective request body already built by the caller (docs/transport.md "The request"). */
  body: Record<string, unknown>;
  /** `x-session-id` for session-aware subject calls (docs/runs.md "Session mode"); the caller decides when. */
  sessionId?: string | null;
  /** Where `api_key_env` / `header_env` are looked up (docs/transport.md "Headers"). */
  env: Record<string, string | undefined>;
  limits: TransportLimits;
  /** Per-call total timeout, seconds (docs/runs.md "One model call", step 8). */
  totalTimeoutSeconds: number;
  /** Aborted = the cell context was cancelled. */
  signal: AbortSignal;
  /** Every received body chunk, in order (docs/transport.md "Evidence"). Awaited before the next chunk is handled. */
  onEvidence: (bytes: Uint8Array) => void | Promise<void>;
  /** Checkpoints per docs/transport.md "Activity": `waiting` before the POST, first bytes, ≥ 1 s apart, forced final. */
  onActivity: (snapshot: ActivitySnapshot) => void;
  clock?: TransportClock;
}

/** A call record: the fields of docs/transport.md "The call record", snake_case as the store keeps them. */
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

export type ChatOutcome = { ok: true; record: CompletedCallRecord } | { ok: false; error: string; cancelled: boolean; partial: CallRecord };
