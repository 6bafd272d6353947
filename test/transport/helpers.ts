// Shared pieces of the transport tests: call options with sensible limits, a recorder for
// evidence and activity, and tiny raw `node:http` servers for byte-exact edge cases.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { streamChat } from '../../src/worker/transport/chat.ts';
import type { ActivitySnapshot, ChatCallOptions, ChatOutcome, ChatTarget, TransportLimits } from '../../src/domain/transport/types.ts';

export const LIMITS: TransportLimits = {
  idle_timeout_s: 5,
  max_output_chars: 131072,
  max_output_tokens: 4096,
  repetition_window: 128,
  repetition_limit: 5,
};

export const PRICES = {
  'sim/small-8b': { input: 0.1, cached_input: 0.05, cache_write: 0.2, output: 0.4 },
  'sim/medium-32b': { input: 0.5, cached_input: 0.1, cache_write: 0.6, output: 1.5 },
  'sim/large-70b': { input: 1, cached_input: 0.2, cache_write: 1.25, output: 3 },
};

export interface Captured {
  evidence: Uint8Array[];
  activity: ActivitySnapshot[];
  /** `performance.now()` at each activity publish. */
  activityAtMs: number[];
}

export function evidenceBytes(captured: Captured): Buffer {
  return Buffer.concat(captured.evidence);
}

export interface CallSpec {
  target: ChatTarget;
  messages?: unknown[];
  body?: Record<string, unknown>;
  limits?: Partial<TransportLimits>;
  totalTimeoutSeconds?: number;
  signal?: AbortSignal;
  env?: Record<string, string | undefined>;
  sessionId?: string | null;
}

export const MCQ_MESSAGES = [{ role: 'user', content: "[mmlu-001] Synthetic multiple-choice item. Options A-D. Reply with 'ANSWER: <letter>'." }];

/** The effective body the worker would build (docs/transport.md "The request"). */
export function effectiveBody(target: ChatTarget, messages: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const streaming = !(target.kind === 'single' && target.stream === false);
  return {
    temperature: 0,
    max_tokens: 4096,
    ...extra,
    model: target.model,
    messages,
    stream: streaming,
    ...(streaming ? { stream_options: { include_usage: true } } : {}),
  };
}

export async function call(spec: CallSpec): Promise<{ outcome: ChatOutcome; captured: Captured; options: ChatCallOptions }> {
  const captured: Captured = { evidence: [], activity: [], activityAtMs: [] };
  const messages = spec.messages ?? MCQ_MESSAGES;
  const options: ChatCallOptions = {
    target: spec.target,
    body: spec.body ?? effectiveBody(spec.target, messages),
    sessionId: spec.sessionId ?? null,
    env: spec.env ?? {},
    limits: { ...LIMITS, ...spec.limits },
    totalTimeoutSeconds: spec.totalTimeoutSeconds ?? 20,
    signal: spec.signal ?? new AbortController().signal,
    onEvidence: (bytes) => {
      captured.evidence.push(new Uint8Array(bytes));
    },
    onActivity: (snapshot) => {
      captured.activity.push(snapshot);
      captured.activityAtMs.push(performance.now());
    },
  };
  const outcome = await streamChat(options);
  return { outcome, captured, options };
}

export function expectOk(outcome: ChatOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`call failed: ${outcome.error}`);
  return outcome.record;
}

export function expectFailure(outcome: ChatOutcome): { error: string; cancelled: boolean; partial: Record<string, unknown> } {
  if (outcome.ok) throw new Error('call unexpectedly succeeded');
  return outcome;
}

export interface RawServer {
  url: string;
  close(): Promise<void>;
  hits(): number;
}

/** A loopback server with a hand-written handler (for byte-exact SSE edge cases). */
export async function rawServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<RawServer> {
  let hits = 0;
  const server = createServer((req, res) => {
    hits++;
    req.resume();
    req.on('end', () => handler(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A raw server that answers every request with these SSE bytes (one write each). */
export function sseServer(parts: readonly (string | Buffer)[], headers: Record<string, string> = {}): Promise<RawServer> {
  return rawServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', ...headers });
    for (const part of parts) res.write(part);
    res.end();
  });
}

export function frame(value: unknown): string {
  return `data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`;
}

export function delta(content: Record<string, unknown>, finishReason: string | null = null, model = 'raw/model'): string {
  return frame({ model, choices: [{ index: 0, delta: content, finish_reason: finishReason }] });
}

export function usage(prompt: number, completion: number, extra: Record<string, unknown> = {}): string {
  return frame({ model: 'raw/model', choices: [], usage: { prompt_tokens: prompt, completion_tokens: completion, ...extra } });
}

export const DONE = 'data: [DONE]\n\n';

export function rawTarget(url: string, extra: Partial<ChatTarget> = {}): ChatTarget {
  return {
    id: 'raw',
    kind: 'single',
    model: 'raw/model',
    base_url: url,
    prices: { 'raw/model': { input: 1, cached_input: 0.5, cache_write: 2, output: 4 } },
    ...extra,
  };
}
