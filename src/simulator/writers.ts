/**
 * Writing a planned completion as SSE or as one JSON body, with the requested fault acted
 * out at the right moment (docs/architecture.md "src/simulator": stalls, malformed SSE, truncation,
 * missing usage, error events).
 */
import { completionObject, ERROR_EVENT, finishChunk, pieceChunks, sseFrame, usageChunk } from './chunks.ts';
import type { CompletionPlan } from './completion.ts';
import type { InjectedFault } from './faults.ts';
import type { ResponseSink } from './response-sink.ts';
import { sleep } from './timing.ts';

const MID_STREAM_FAULTS = new Set(['stall_mid_stream', 'malformed_sse', 'truncate', 'error_event']);

export interface WriteInput {
  sink: ResponseSink;
  plan: CompletionPlan;
  headers: Record<string, string>;
  usage: Record<string, unknown>;
  fault: InjectedFault | null;
}

/** Stall faults before any body byte; returns true when the response must stop here. */
async function stallsBeforeBody(input: WriteInput, contentType: string): Promise<boolean> {
  const { sink, fault, headers } = input;
  if (fault?.kind === 'stall_before_headers') {
    await sleep(fault.stallMs, sink.gone);
    sink.drop();
    return true;
  }
  sink.head(200, { 'content-type': contentType, 'cache-control': 'no-cache', ...headers });
  if (fault?.kind === 'stall_before_first_byte') {
    await sleep(fault.stallMs, sink.gone);
    sink.drop();
    return true;
  }
  return false;
}

/** Acts out a mid-stream fault; returns true when the stream ends with it. */
async function midStreamFault(sink: ResponseSink, plan: CompletionPlan, fault: InjectedFault): Promise<boolean> {
  switch (fault.kind) {
    case 'stall_mid_stream':
      await sleep(fault.stallMs, sink.gone);
      sink.drop();
      return true;
    case 'malformed_sse':
      // Not JSON; the stream then goes on as if nothing happened.
      await sink.write(sseFrame(`{"id": "${plan.id}", "choices": [{"index": 0, "delta": {"content": "`));
      return false;
    case 'truncate':
      if (fault.graceful) await sink.end();
      else sink.drop();
      return true;
    case 'error_event':
      await sink.write(sseFrame(ERROR_EVENT));
      await sink.end();
      return true;
    default:
      return false;
  }
}

export async function writeStream(input: WriteInput): Promise<void> {
  const { sink, plan, usage, fault } = input;
  if (await stallsBeforeBody(input, 'text/event-stream; charset=utf-8')) return;
  if (!(await sleep(plan.ttftMs, sink.gone))) return;
  const midFault = fault !== null && MID_STREAM_FAULTS.has(fault.kind) ? fault : null;
  const pieces = pieceChunks(plan);
  // Sub-millisecond gaps are owed and slept in one go: timers cannot wait less than 1 ms.
  let owedMs = 0;
  for (let i = 0; i <= pieces.length; i++) {
    if (midFault !== null && i === Math.min(midFault.afterChunks, pieces.length)) {
      if (await midStreamFault(sink, plan, midFault)) return;
    }
    const piece = pieces[i];
    if (piece === undefined) break;
    if (!(await sink.write(sseFrame(piece)))) return;
    if (i < pieces.length - 1) owedMs += plan.pieceDelayMs;
    if (owedMs >= 2) {
      if (!(await sleep(owedMs, sink.gone))) return;
      owedMs = 0;
    }
  }
  if (!(await sink.write(sseFrame(finishChunk(plan))))) return;
  if (fault?.kind !== 'missing_usage' && !(await sink.write(sseFrame(usageChunk(plan, usage))))) return;
  if (!(await sink.write(sseFrame('[DONE]')))) return;
  await sink.end();
}

export async function writeJson(input: WriteInput): Promise<void> {
  const { sink, plan, usage, fault } = input;
  if (await stallsBeforeBody(input, 'application/json')) return;
  const pieceCount = plan.reasoningPieces.length + plan.contentPieces.length;
  if (!(await sleep(plan.ttftMs + plan.pieceDelayMs * Math.max(0, pieceCount - 1), sink.gone))) return;
  if (fault?.kind === 'error_event') {
    await sink.write(JSON.stringify(ERROR_EVENT));
    await sink.end();
    return;
  }
  const text = JSON.stringify(completionObject(plan, fault?.kind === 'missing_usage' ? null : usage));
  const half = text.slice(0, Math.ceil(text.length / 2));
  switch (fault?.kind) {
    case 'malformed_sse':
      await sink.write(half);
      await sink.end();
      return;
    case 'truncate':
      await sink.write(half);
      if (fault.graceful) await sink.end();
      else sink.drop();
      return;
    case 'stall_mid_stream':
      await sink.write(half);
      await sleep(fault.stallMs, sink.gone);
      sink.drop();
      return;
    default:
      await sink.write(text);
      await sink.end();
  }
}

/** An HTTP error fault: a JSON error body with the status. */
export async function writeHttpError(sink: ResponseSink, status: number, headers: Record<string, string>): Promise<void> {
  const extra: Record<string, string> = status === 429 ? { 'retry-after': '1' } : {};
  sink.head(status, { 'content-type': 'application/json', ...extra, ...headers });
  const type = status === 429 ? 'rate_limit_error' : status >= 500 ? 'server_error' : 'invalid_request_error';
  await sink.write(JSON.stringify({ error: { message: `Simulated HTTP ${status}`, type, code: status } }));
  await sink.end();
}
