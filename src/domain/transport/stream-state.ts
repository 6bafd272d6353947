/**
 * What one streamed completion has said so far (docs/transport.md "Reading the stream"):
 * visible content, reasoning, tool calls, observed model, usage, finish reason, TTFT, and
 * the guards checked after every event.
 */
import { CallFailure } from '../accounting/call-failure.ts';
import { isJsonObject, numberValue, truthy } from '../accounting/json-values.ts';
import type { JsonRecord } from '../json/json-value.ts';
import { normalizeUsage } from '../accounting/usage.ts';
import type { TokenUsage } from '../accounting/usage.ts';
import { parseJson } from '../hashing/json-lexeme.ts';
import { toPlainJson } from '../hashing/plain-json.ts';
import { codePointLength } from '../hashing/python-text.ts';
import { CacheFlagTracker } from './cache-flags.ts';
import type { CacheFlags } from './cache-flags.ts';
import { ERR } from './errors.ts';
import { checkGuards } from './guards.ts';
import type { GuardLimits } from './guards.ts';
import { DONE_DATA } from './sse-reader.ts';
import { ToolCallMerger } from './tool-calls.ts';
import type { ToolCall } from './tool-calls.ts';

/** Finish reasons that end a complete response (docs/transport.md "End of stream"). */
export const FINAL_FINISH_REASONS: ReadonlySet<string> = new Set(['stop', 'tool_calls', 'function_call', 'length']);

export class StreamState {
  content = '';
  reasoning = '';
  /** The observed response model: the last truthy `model`, initially the target's. */
  model: string;
  finishReason: string | null = null;
  /** The latest truthy `usage` as received (lexeme-preserving), or null. */
  rawUsage: JsonRecord | null = null;
  /** The latest usage, normalised (null = unknown). */
  usage: TokenUsage | null = null;
  ttftSeconds: number | null = null;
  done = false;

  private outputChars = 0;
  private readonly toolCalls = new ToolCallMerger();
  private readonly cacheFlags = new CacheFlagTracker();
  private readonly startMs: number;
  private readonly nowMs: () => number;
  private readonly limits: GuardLimits;

  constructor(targetModel: string, startMs: number, nowMs: () => number, limits: GuardLimits) {
    this.model = targetModel;
    this.startMs = startMs;
    this.nowMs = nowMs;
    this.limits = limits;
  }

  /** One SSE event's data (docs/transport.md "Reading the stream"): empty is ignored, `[DONE]` ends the stream, else a JSON chunk. */
  applyEventData(data: string): void {
    if (data === '') return;
    if (data === DONE_DATA) {
      this.done = true;
      return;
    }
    this.applyChunk(parseChunk(data), 'delta');
  }

  /** One parsed chunk (a stream chunk, or the whole non-streaming response: docs/transport.md "Non-streaming targets"). */
  applyChunk(chunk: unknown, source: 'delta' | 'message'): void {
    // A chunk that is not an object has no fields to read; treat it as a broken shape.
    if (!isJsonObject(chunk)) throw new CallFailure(ERR.contentShape);
    if (truthy(chunk.error)) throw new CallFailure(ERR.errorEvent);
    if (truthy(chunk.model) && typeof chunk.model === 'string') this.model = chunk.model;
    if (truthy(chunk.usage)) this.applyUsage(chunk.usage);
    const choices = Array.isArray(chunk.choices) ? (chunk.choices as unknown[]) : [];
    for (const choice of choices) {
      if (!isJsonObject(choice) || (numberValue(choice.index ?? 0) ?? -1) !== 0) continue;
      this.applyChoice(choice, source);
    }
    checkGuards(
      {
        outputChars: this.outputChars,
        content: this.content,
        reasoning: this.reasoning,
        outputTokens: this.usage === null ? null : this.usage.output_tokens,
      },
      this.limits,
    );
  }

  private applyUsage(raw: unknown): void {
    // Kept as received even when it fails normalisation: the partial record shows it.
    this.rawUsage = isJsonObject(raw) ? raw : null;
    // normalizeUsage throws the texts of docs/accounting.md "Usage normalisation", which fail the call as they are.
    const usage = normalizeUsage(raw);
    this.usage = usage;
    this.cacheFlags.observe(raw as JsonRecord, usage);
  }

  private applyChoice(choice: JsonRecord, source: 'delta' | 'message'): void {
    const delta = truthy(choice.delta) ? choice.delta : truthy(choice.message) ? choice.message : {};
    if (!isJsonObject(delta)) throw new CallFailure(ERR.contentShape);
    const content = textField(delta.content);
    const reasoning = textField(delta.reasoning_content ?? delta.reasoning);
    if (this.ttftSeconds === null && (content !== '' || reasoning !== '')) {
      this.ttftSeconds = (this.nowMs() - this.startMs) / 1000;
    }
    if (content !== '') {
      this.content += content;
      this.outputChars += codePointLength(content);
    }
    if (reasoning !== '') {
      this.reasoning += reasoning;
      this.outputChars += codePointLength(reasoning);
    }
    this.toolCalls.merge(delta.tool_calls, source);
    if (truthy(choice.finish_reason) && typeof choice.finish_reason === 'string') {
      this.finishReason = choice.finish_reason;
    }
  }

  toolCallList(): ToolCall[] {
    return this.toolCalls.list();
  }

  cacheFlagValues(): CacheFlags {
    return this.cacheFlags.current();
  }

  /** `raw_usage` for the record: `{}` when no usage arrived (docs/transport.md "The call record"). */
  rawUsageRecord(): unknown {
    return this.rawUsage === null ? {} : toPlainJson(this.rawUsage);
  }

  /** Whether the stream ended as a complete response (docs/transport.md "End of stream"). */
  isComplete(): boolean {
    return this.done && this.finishReason !== null && FINAL_FINISH_REASONS.has(this.finishReason);
  }
}

/** Invalid JSON in an event is recorded by the original's exception name. */
export function parseChunk(data: string): unknown {
  try {
    return parseJson(data);
  } catch {
    throw new CallFailure(ERR.jsonDecode);
  }
}

/** `content` / `reasoning_content` must be strings when present; absent or null is empty. */
function textField(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new CallFailure(ERR.contentShape);
  return value;
}
