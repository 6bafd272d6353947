/**
 * The benchmark adapter contract (docs/grading.md "Adapters") and the model-call interface adapters
 * receive (docs/runs.md "One model call").
 *
 * An adapter turns one frozen case into one graded outcome. It reaches models **only**
 * through `ctx.call`, which the worker implements: that is where journaling (call row before
 * the first byte), the per-case call budget, cost reservations, timeouts, the output-limit
 * rule and cancellation live. An adapter never opens a connection itself.
 *
 * Errors: an adapter throws `GradingError` (errors.ts) for controlled failures whose text may
 * be journaled verbatim (judge schema errors, missing reference answers); errors thrown by
 * `ctx.call` are the worker's own call failures and pass through unchanged.
 */
import type { BenchmarkKind } from '../catalog/benchmarks.ts';
import type { PyJsonValue } from '../hashing/json-lexeme.ts';

/** Who a model call is for (docs/runs.md "Judge and simulator calls"): the evaluated target, or an auxiliary one. */
export type CallRole = 'subject' | 'judge' | 'simulator';

/**
 * A message as frozen in a case: any JSON object. Plan step 18 (docs/plans.md "Validation order") checked its
 * `role`; adapters re-check before sending (`invalid case message`).
 */
export type CaseMessage = Readonly<Record<string, unknown>>;

/** One chat message as sent through `ctx.call`. */
export interface ChatMessage {
  readonly role: string;
  readonly content?: unknown;
  readonly [field: string]: unknown;
}

export interface CallOptions {
  /** Default `subject`. */
  readonly role?: CallRole;
  /**
   * A target id: resolved from `targets`, then `auxiliary_targets` (unknown →
   * `Unknown auxiliary target reference`). Default: the cell's subject target.
   */
  readonly target?: string;
  /**
   * Extra request-body fields. The worker merges the case's request fields (`tools`,
   * `functions`, `tool_choice`, `function_call`, `response_format`, `request_metadata` as
   * `metadata`) into the first subject call of a cell on its own (docs/runs.md "One model call", step 4).
   */
  readonly extraBody?: Readonly<Record<string, unknown>> | null;
}

/** An OpenAI-style tool call as streamed back (SCHEMA.md `calls.data.tool_calls`). */
export interface ToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

/**
 * What `ctx.call` resolves with: the finished call's transport record (SCHEMA.md
 * `calls.data`, the `finish_call` half). Graders read only the visible `final`; hidden
 * `reasoning` is never graded.
 */
export interface CallResult {
  /** Visible answer text (reasoning stripped by the transport). */
  readonly final: string;
  /** False when the output stopped at the token limit (`finish_reason == "length"`). */
  readonly output_complete: boolean;
  /** `stop`, `length`, `tool_calls`, …; null when the stream named none. */
  readonly finish_reason: string | null;
  readonly tool_calls: readonly ToolCall[];
  readonly reasoning?: string;
  /** Response (physical) model. */
  readonly model?: string;
  readonly usage?: Readonly<Record<string, number>> | null;
  readonly cost_usd?: number | null;
  readonly latency_s?: number;
  readonly ttft_s?: number | null;
  /** The rest of the record (`raw_usage`, `selected_model`, `decision`, `config_hash`, …). */
  readonly [field: string]: unknown;
}

/** The context the worker hands an adapter for one cell. */
export interface AdapterContext {
  /**
   * One journaled, budgeted model call (docs/runs.md "One model call"). Rejects with the worker's error
   * (e.g. `Per-case call budget exhausted`, `Run cancelled or wall-time budget exhausted`).
   */
  call(messages: readonly ChatMessage[], options?: CallOptions): Promise<CallResult>;
  /** `manifest.benchmark_options[case.benchmark]`, `{}` when absent. */
  readonly benchmarkOptions: Readonly<Record<string, unknown>>;
  /** The run seed (adapters that sample must derive from it). */
  readonly seed?: number;
  /** The frozen limits (all twelve keys, docs/plans.md "Limits"). */
  readonly limits?: Readonly<Record<string, unknown>>;
  /** True once the cell context is cancelled (run cancel flag or cell deadline). */
  cancelled?(): boolean;
}

/** A frozen case as adapters see it (docs/datasets.md "Cases"). */
export interface AdapterCase {
  readonly id: string;
  readonly benchmark: string;
  readonly messages?: readonly CaseMessage[];
  /** The hidden reference: a letter, a grid list, or reference text. */
  readonly answer?: unknown;
  readonly metadata?: Readonly<Record<string, unknown>>;
  readonly [field: string]: unknown;
}

/**
 * The terminal graded outcome of one cell (docs/grading.md "Adapters"): `correct` boolean, `score` 0|1
 * (a writer stores it as the float `0.0`/`1.0`), `details` grader-specific (SCHEMA.md).
 */
export type AdapterResult = {
  readonly answer: PyJsonValue | null;
  readonly correct: boolean;
  readonly score: 0 | 1;
  readonly details: Readonly<Record<string, unknown>>;
};

/** A benchmark this server executes in process. */
export interface BenchmarkAdapter {
  readonly id: string;
  /**
   * The adapter version frozen into `adapter_versions` (docs/plans.md "Weights and versions"): `sr-bench-1.0` for
   * the built-ins, an extension's own version otherwise (docs/datasets.md "Benchmarks and profiles").
   */
  readonly version: string;
  readonly kind: BenchmarkKind;
  execute(testCase: AdapterCase, ctx: AdapterContext): Promise<AdapterResult>;
}
