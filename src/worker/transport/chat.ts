/**
 * One chat completion call, end to end (docs/transport.md): headers, the POST under the
 * watchdog, response validation, the SSE (or JSON) body with its caps and guards, the end
 * of stream checks, pricing, identity, and the call record on success or failure.
 */
import { CallFailure } from '../../domain/accounting/call-failure.ts';
import { headerValue } from '../../domain/accounting/mom-usage.ts';
import { ActivityTracker } from './activity.ts';
import { systemClock } from './clock.ts';
import { abortText, ERR, errorText, httpStatusError, incompleteFinal } from '../../domain/transport/errors.ts';
import { faultMarker } from './fault-marker.ts';
import type { FaultMarker } from './fault-marker.ts';
import { visibleFinal } from './final-text.ts';
import { checkConfigAcknowledgement, checkResponseModel, responseIdentity } from './identity.ts';
import { requestPhase, routerPhase, SESSION_PHASE_HEADER } from './phase.ts';
import type { PhaseFields } from './phase.ts';
import { partialCost, priceCall } from './pricing.ts';
import { chatEndpoint, isStreaming, requestHeaders } from './request.ts';
import { decodeUtf8, eventData, SseEventAssembler, SseLineSplitter } from '../../domain/transport/sse-reader.ts';
import { parseChunk, StreamState } from '../../domain/transport/stream-state.ts';
import type { CallRecord, ChatCallOptions, ChatOutcome, CompletedCallRecord, StreamFields, TransportClock } from '../../domain/transport/types.ts';
import { Watchdog } from './watchdog.ts';

// The public shapes travel with `streamChat`, so callers need one import.
export type * from '../../domain/transport/types.ts';

/** docs/transport.md "Reading the stream", step 2: wire bytes allowed for one response. */
export function streamByteCap(maxOutputChars: number): number {
  return Math.max(maxOutputChars * 30, 1_048_576);
}

/**
 * docs/transport.md "Timeouts and the watchdog" idle (read) timeout `min(idle_timeout_s, total)`. The connect timeout `min(10, total)`
 * is undici's own 10 s connect timeout (`ConnectTimeout`) with the watchdog's total deadline
 * below it; fetch does not expose the connect phase, so the idle timer also runs while
 * connecting (a connect slower than a short idle timeout reads as `ReadTimeout`).
 */
export function idleTimeoutMs(idleTimeoutS: number, totalTimeoutS: number): number {
  return Math.min(idleTimeoutS, totalTimeoutS) * 1000;
}

interface ResponseFacts {
  status: number;
  headers: Headers;
  marker: FaultMarker | null;
}

export function streamChat(options: ChatCallOptions): Promise<ChatOutcome> {
  return new ChatCall(options).run();
}

class ChatCall {
  private readonly options: ChatCallOptions;
  private readonly clock: TransportClock;
  private readonly startMs: number;
  private readonly deadlineMs: number;
  private readonly state: StreamState;
  private readonly activity: ActivityTracker;
  private readonly requestPhase: PhaseFields;
  private watchdog: Watchdog | null = null;
  private stage: 'request' | 'body' = 'request';
  private response: ResponseFacts | null = null;
  private reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  private bodyFinished = false;
  /** The stream-derived result once the stream completed (a later failure keeps it). */
  private streamResult: (StreamFields & { output_complete: boolean }) | null = null;
  /** The full record once priced (a failed acknowledgement keeps it). */
  private fullRecord: CallRecord | null = null;

  constructor(options: ChatCallOptions) {
    this.options = options;
    this.clock = options.clock ?? systemClock;
    // Call start = the transport begins, before connecting (docs/transport.md "End of stream"), for TTFT and latency.
    this.startMs = this.clock.nowMs();
    this.deadlineMs = this.startMs + options.totalTimeoutSeconds * 1000;
    this.state = new StreamState(options.target.model, this.startMs, () => this.clock.nowMs(), options.limits);
    this.activity = new ActivityTracker(this.clock, options.onActivity);
    this.requestPhase = requestPhase(options.body.messages);
  }

  async run(): Promise<ChatOutcome> {
    try {
      return { ok: true, record: await this.execute() };
    } catch (error) {
      const text = this.failureText(error);
      const cancelled = this.watchdog?.cause === 'cancelled' || this.options.signal.aborted;
      return { ok: false, error: text, cancelled, partial: this.partialRecord() };
    } finally {
      this.release();
      this.activity.final();
    }
  }

  private async execute(): Promise<CompletedCallRecord> {
    const { target, env, sessionId, signal, body, limits } = this.options;
    const headers = requestHeaders(target, env, sessionId);
    const url = chatEndpoint(target.base_url);
    if (signal.aborted || this.clock.nowMs() >= this.deadlineMs) throw new CallFailure(ERR.notStartable);

    const watchdog = new Watchdog({
      signal,
      deadlineMs: this.deadlineMs,
      idleMs: idleTimeoutMs(limits.idle_timeout_s, this.options.totalTimeoutSeconds),
      nowMs: () => this.clock.nowMs(),
    });
    this.watchdog = watchdog;
    watchdog.start();
    this.activity.waiting();
    watchdog.waitingForBytes();
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: watchdog.signal,
      // A redirected POST would be a second dispatch the plan never reviewed (docs/runs.md "Never re-sent").
      redirect: 'manual',
    });
    watchdog.bytesArrived();
    this.response = { status: response.status, headers: response.headers, marker: faultMarker(response.headers) };
    watchdog.check();

    if (response.status >= 400) {
      await response.body?.cancel().catch(() => undefined);
      throw new CallFailure(httpStatusError(response.status));
    }
    const streaming = isStreaming(target);
    const contentType = (response.headers.get('content-type') ?? '').toLowerCase();
    if (streaming ? !contentType.includes('text/event-stream') : !contentType.includes('json')) {
      await response.body?.cancel().catch(() => undefined);
      throw new CallFailure(streaming ? ERR.notStreaming : ERR.notJson);
    }

    this.stage = 'body';
    if (streaming) await this.readStream(response, watchdog);
    else await this.readJson(response, watchdog);
    return this.finish();
  }

  /** The body chunk loop shared by both shapes (docs/transport.md "Reading the stream", steps 1–4); `handle` does step 5. */
  private async readBody(response: Response, watchdog: Watchdog, handle: (chunk: Uint8Array) => boolean): Promise<void> {
    if (response.body === null) {
      this.bodyFinished = true;
      return;
    }
    const reader = response.body.getReader();
    this.reader = reader;
    const byteCap = streamByteCap(this.options.limits.max_output_chars);
    let wireBytes = 0;
    for (;;) {
      watchdog.waitingForBytes();
      const { done, value } = await reader.read();
      watchdog.bytesArrived();
      if (done) {
        this.bodyFinished = true;
        return;
      }
      watchdog.check();
      wireBytes += value.length;
      if (wireBytes > byteCap) throw new CallFailure(ERR.byteCap);
      await this.options.onEvidence(value);
      this.activity.received(wireBytes);
      if (handle(value)) return; // `[DONE]`: reading stops right after it
    }
  }

  private async readStream(response: Response, watchdog: Watchdog): Promise<void> {
    const splitter = new SseLineSplitter(this.options.limits.max_output_chars * 2);
    const assembler = new SseEventAssembler();
    await this.readBody(response, watchdog, (chunk) => {
      for (const line of splitter.push(chunk)) {
        const event = assembler.push(line);
        if (event === null) continue;
        this.state.applyEventData(eventData(event));
        if (this.state.done) return true;
      }
      return false;
    });
    if (this.state.done) return;
    // docs/transport.md "End of stream": a trailing unterminated event is processed.
    const tail = splitter.finish();
    if (tail !== null) assembler.push(tail);
    const event = assembler.finish();
    if (event !== null) this.state.applyEventData(eventData(event));
  }

  /** docs/transport.md "Non-streaming targets": the whole JSON body is one event; `[DONE]` is implied; the byte cap still applies. */
  private async readJson(response: Response, watchdog: Watchdog): Promise<void> {
    const parts: Uint8Array[] = [];
    await this.readBody(response, watchdog, (chunk) => {
      parts.push(chunk);
      return false;
    });
    const text = decodeUtf8(Buffer.concat(parts));
    this.state.applyChunk(parseChunk(text), 'message');
    this.state.done = true;
  }

  /** End of stream, pricing and identity, the success record (docs/transport.md). */
  private finish(): CompletedCallRecord {
    const { target } = this.options;
    const state = this.state;
    if (!state.isComplete()) throw new CallFailure(incompleteFinal(state.finishReason));
    this.streamResult = { ...this.streamFields(), output_complete: state.finishReason !== 'length' };
    checkResponseModel(target, state.model);

    const headers = (this.response as ResponseFacts).headers;
    const pricing = priceCall(target, headers, state.usage, state.model, state.cacheFlagValues());
    const identity = responseIdentity(headers, state.model);
    const record: CompletedCallRecord = {
      ...this.streamResult,
      usage: pricing.usage,
      cost_usd: pricing.cost_usd,
      cost_complete: pricing.cost_complete,
      inference_call_count: pricing.inference_call_count,
      config_hash: identity.config_hash,
      selected_model: identity.selected_model,
      decision: identity.decision,
    };
    if (pricing.usage_complete !== undefined) record.usage_complete = pricing.usage_complete;
    if (pricing.model_usage !== undefined) record.model_usage = pricing.model_usage;
    Object.assign(record, pricing.cache, this.markers(), { finished_at: this.clock.isoNow() });
    this.fullRecord = record;
    checkConfigAcknowledgement(target, identity.config_hash);
    return record;
  }

  /** Phase, response status and fault markers: recorded on every call (docs/transport.md "Cache flags, phase and fault markers"). */
  private markers(): CallRecord {
    const response = this.response;
    const phase = response === null ? null : routerPhase(headerValue(response.headers, SESSION_PHASE_HEADER));
    const out: CallRecord = { ...(phase ?? this.requestPhase), response_status: response?.status ?? null };
    if (response?.marker) Object.assign(out, response.marker);
    return out;
  }

  /** What the stream has said so far, with the latency up to now (docs/transport.md "The call record"). */
  private streamFields(): StreamFields {
    const state = this.state;
    return {
      final: visibleFinal(state.content),
      reasoning: state.reasoning,
      model: state.model,
      usage: this.options.target.kind === 'mom' ? null : state.usage,
      raw_usage: state.rawUsageRecord(),
      response_usage: state.usage,
      latency_s: (this.clock.nowMs() - this.startMs) / 1000,
      ttft_s: state.ttftSeconds,
      finish_reason: state.finishReason,
      tool_calls: state.toolCallList(),
    };
  }

  /** A failed call's record (docs/transport.md "The call record"): whatever was known so far, or the full result after a completed stream. */
  private partialRecord(): CallRecord {
    const finishedAt = this.clock.isoNow();
    if (this.fullRecord !== null) return { ...this.fullRecord, finished_at: finishedAt };
    const { target } = this.options;
    const state = this.state;
    const live: CallRecord = this.streamResult ?? this.streamFields();
    return {
      ...live,
      cost_usd: partialCost(target, state.usage, state.model),
      ...state.cacheFlagValues(),
      ...this.markers(),
      finished_at: finishedAt,
    };
  }

  private failureText(error: unknown): string {
    if (error instanceof CallFailure) return error.message;
    const cause = this.watchdog?.cause ?? null;
    if (cause !== null) return abortText(cause);
    return errorText(error, this.stage);
  }

  /** Stops timers and drops the connection unless the body was read to its end. */
  private release(): void {
    const watchdog = this.watchdog;
    if (watchdog === null) return;
    watchdog.stop();
    if (!this.bodyFinished) {
      this.reader?.cancel().catch(() => undefined);
      watchdog.close();
    }
  }
}
