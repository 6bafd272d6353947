// The transport against the simulated provider over real loopback HTTP (docs/transport.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { costFor } from '../../src/domain/accounting/pricing.ts';
import { startSimulator } from '../../src/simulator/server.ts';
import type { SimulatorHandle } from '../../src/simulator/server.ts';
import type { ChatTarget } from '../../src/domain/transport/types.ts';
import { call, evidenceBytes, expectFailure, expectOk, MCQ_MESSAGES, PRICES } from './helpers.ts';

let sim: SimulatorHandle;

beforeAll(async () => {
  sim = await startSimulator({
    seed: 7,
    max_stall_ms: 20_000,
    models: [
      { name: 'sim/small-8b', accuracy: 1, ttft_ms: 5, tokens_per_second: 5000, cached_token_share: 0.25 },
      { name: 'sim/medium-32b', accuracy: 1, ttft_ms: 5, tokens_per_second: 5000, report_cache_fields: false },
      { name: 'sim/large-70b', accuracy: 1, ttft_ms: 5, tokens_per_second: 5000, reasoning: true, cache_write_share: 0.1 },
      { name: 'sim/thinker', ttft_ms: 1, reasoning: 'think_tags' },
      { name: 'sim/tool-user', ttft_ms: 1, tool_use: true },
      { name: 'sim/slow', ttft_ms: 50, latency_ms: 2600, accuracy: 1 },
      { name: 'sim/anthropic', ttft_ms: 1, usage_shape: 'anthropic', cached_token_share: 0.5 },
    ],
    router: {
      decisions: [
        { name: 'reasoning', model: 'sim/large-70b', keywords: ['prove'], cascade: ['sim/small-8b'] },
        { name: 'simple', model: 'sim/small-8b', max_prompt_chars: 160 },
        { name: 'general', model: 'sim/medium-32b' },
      ],
    },
    answers: { 'mmlu-001': 'B', 'proof-1': 'C' },
  });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.setFaults([]);
  sim.clearRequests();
});

function single(model: string, extra: Partial<ChatTarget> = {}): ChatTarget {
  return { id: `t-${model}`, kind: 'single', model, base_url: sim.url, prices: PRICES, ...extra };
}

function mom(extra: Partial<ChatTarget> = {}): ChatTarget {
  return { id: 'mom', kind: 'mom', model: 'MoM', base_url: sim.url, prices: PRICES, config_hash: 'cfg-7d1c', max_inference_calls: 4, ...extra };
}

const PROOF = [{ role: 'user', content: '[proof-1] Prove the statement, then reply with ANSWER: <letter>. Options A-D.' }];

describe('a single target', () => {
  it('records the success fields of the call record, priced by the observed model', async () => {
    const { outcome, captured } = await call({ target: single('sim/small-8b') });
    const record = expectOk(outcome);
    expect(record).toMatchObject({
      final: 'ANSWER: B',
      reasoning: '',
      model: 'sim/small-8b',
      finish_reason: 'stop',
      tool_calls: [],
      output_complete: true,
      inference_call_count: 1,
      config_hash: null,
      selected_model: 'sim/small-8b',
      decision: null,
      cache_read_reported: true,
      cache_write_reported: false,
      phase: 'user_turn',
      phase_source: 'request',
      response_status: 200,
      cost_complete: true,
    });
    const usage = record.usage as { input_tokens: number; cached_input_tokens: number };
    expect(usage.cached_input_tokens).toBeGreaterThan(0);
    expect(record.response_usage).toEqual(usage);
    expect(record.cache_read_usage).toEqual(usage);
    expect(record.cost_usd).toBe(costFor(record.usage as never, 'sim/small-8b', PRICES));
    expect(record.finished_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?\+00:00$/);
    const ttft = record.ttft_s as number;
    const latency = record.latency_s as number;
    expect(ttft).toBeGreaterThan(0);
    expect(ttft).toBeLessThanOrEqual(latency);
    expect(record).not.toHaveProperty('fault_injected');

    // Evidence: exactly the bytes the server sent (docs/transport.md "Evidence").
    const [request] = sim.chatRequests();
    expect(evidenceBytes(captured).equals(Buffer.from(request?.response.bytes ?? []))).toBe(true);
    expect(evidenceBytes(captured).toString('utf8').endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('sends the documented headers and records the request the server saw', async () => {
    const target = single('sim/small-8b', { api_key_env: 'SIM_KEY', header_env: { 'X-Org': 'SIM_ORG' } });
    expectOk((await call({ target, env: { SIM_KEY: 'sk-test', SIM_ORG: 'acme' } })).outcome);
    const [request] = sim.chatRequests();
    expect(request?.headers.authorization).toBe('[redacted]');
    expect(request?.headers['x-org']).toBe('acme');
    expect(request?.headers['x-vsr-debug']).toBeUndefined();
    expect(request?.body).toMatchObject({ model: 'sim/small-8b', stream: true, stream_options: { include_usage: true } });
  });

  it.each([
    [{ api_key_env: 'SIM_KEY' }, 'Target credential environment variable is not set'],
    [{ header_env: { 'X-Org': 'SIM_ORG' } }, 'Target header environment variable is not set'],
  ])('a missing variable (%j) fails before any request', async (extra, message) => {
    const failure = expectFailure((await call({ target: single('sim/small-8b', extra), env: { SIM_KEY: '' } })).outcome);
    expect(failure.error).toBe(message);
    expect(failure.partial).toMatchObject({ response_status: null, final: '', usage: null });
    expect(sim.requests()).toHaveLength(0);
  });

  it('phase from the request: a tool result is a tool loop', async () => {
    const messages = [...MCQ_MESSAGES, { role: 'assistant', tool_calls: [{ id: 'c1' }] }, { role: 'tool', tool_call_id: 'c1', content: '{}' }];
    const record = expectOk((await call({ target: single('sim/small-8b'), messages })).outcome);
    expect(record).toMatchObject({ phase: 'tool_loop', phase_source: 'request' });
  });

  it('cache flags: usage without a cache-read field reports false', async () => {
    const record = expectOk((await call({ target: single('sim/medium-32b') })).outcome);
    expect(record).toMatchObject({ cache_read_reported: false, cache_write_reported: false, cache_read_usage: null });
  });

  it('Anthropic-shaped usage normalises the same way', async () => {
    const target = single('sim/anthropic', { prices: { 'sim/anthropic': PRICES['sim/small-8b'] } });
    const record = expectOk((await call({ target })).outcome);
    const raw = record.raw_usage as Record<string, number>;
    expect(raw).toHaveProperty('cache_read_input_tokens');
    expect(record.usage).toEqual({
      input_tokens: (raw.input_tokens ?? 0) - (raw.cache_read_input_tokens ?? 0) - (raw.cache_creation_input_tokens ?? 0),
      cached_input_tokens: raw.cache_read_input_tokens,
      cache_write_tokens: raw.cache_creation_input_tokens,
      output_tokens: raw.output_tokens,
    });
  });

  it('reasoning deltas are kept apart from the final answer', async () => {
    const record = expectOk((await call({ target: single('sim/large-70b') })).outcome);
    expect(record.reasoning).toMatch(/step by step/);
    expect(record.final).toBe('ANSWER: B');
    expect(record.cache_write_reported).toBe(true);
  });

  it('<think> blocks in content are stripped from the final answer', async () => {
    const target = single('sim/thinker', { prices: {} });
    const record = expectOk((await call({ target })).outcome);
    expect(record.final).toMatch(/^ANSWER: [A-D]$/);
    expect(record.cost_usd).toBeNull();
  });

  it('tool calls are merged from their fragments', async () => {
    const tools = [{ type: 'function', function: { name: 'search', parameters: { type: 'object' } } }];
    const target = single('sim/tool-user');
    const body = { model: 'sim/tool-user', messages: MCQ_MESSAGES, tools, stream: true, stream_options: { include_usage: true } };
    const record = expectOk((await call({ target, body })).outcome);
    expect(record.finish_reason).toBe('tool_calls');
    const [toolCall] = record.tool_calls as { id: string; type: string; function: { name: string; arguments: string } }[];
    expect(toolCall).toMatchObject({ type: 'function', function: { name: 'search' } });
    expect(toolCall?.id).toMatch(/^call_/);
    expect(JSON.parse(toolCall?.function.arguments ?? '')).toHaveProperty('query');
  });

  it('a stream: false target gets one JSON response', async () => {
    const target = single('sim/small-8b', { stream: false });
    const { outcome, captured } = await call({ target });
    const record = expectOk(outcome);
    expect(record).toMatchObject({ final: 'ANSWER: B', finish_reason: 'stop', cost_complete: true });
    expect(sim.chatRequests()[0]?.body).toMatchObject({ stream: false });
    expect(sim.chatRequests()[0]?.body).not.toHaveProperty('stream_options');
    expect(JSON.parse(evidenceBytes(captured).toString('utf8'))).toMatchObject({ object: 'chat.completion' });
  });

  it('expected_response_model must match the observed model', async () => {
    const target = single('sim/small-8b', { expected_response_model: 'sim/other' });
    const failure = expectFailure((await call({ target })).outcome);
    expect(failure.error).toBe('Response model identity differs from frozen target');
    expect(failure.partial).toMatchObject({ final: 'ANSWER: B', model: 'sim/small-8b', output_complete: true });
    expect(failure.partial.cost_usd).toEqual(expect.any(Number));
  });

  it('activity: waiting before the POST, first bytes at once, at most one per second, a final one', async () => {
    // Five pieces about 0.5 s apart: several checkpoints fall due while it streams.
    const messages = [{ role: 'user', content: 'Say something.' }];
    const { outcome, captured } = await call({ target: single('sim/slow'), messages });
    expect(expectOk(outcome).final).toBe('This is a simulated answer.');
    expect(captured.activity.length).toBeGreaterThanOrEqual(4);
    const phases = captured.activity.map((s) => s.phase);
    expect(phases[0]).toBe('waiting');
    expect(captured.activity[0]).toMatchObject({ received_bytes: 0, last_activity_at: null });
    expect(phases.slice(1).every((p) => p === 'streaming')).toBe(true);
    const bytes = captured.activity.map((s) => s.received_bytes);
    expect([...bytes].sort((a, b) => a - b)).toEqual(bytes);
    expect(bytes[bytes.length - 1]).toBe(evidenceBytes(captured).length);
    // Between the first-bytes snapshot and the forced final one, publishes are ≥ 1 s apart.
    const times = captured.activityAtMs;
    for (let i = 2; i < times.length - 1; i++) expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(990);
    expect(captured.activity.length).toBeLessThanOrEqual(2 + Math.ceil((record(outcome).latency_s as number) / 1) + 1);
    const streaming = captured.activity.slice(1);
    expect(new Set(streaming.map((s) => s.phase_started_at)).size).toBe(1);
  });
});

function record(outcome: Awaited<ReturnType<typeof call>>['outcome']): Record<string, unknown> {
  return expectOk(outcome);
}

describe('a MoM target', () => {
  it('prices from the per-child receipt and records routing identity', async () => {
    const { outcome } = await call({ target: mom(), messages: PROOF, sessionId: 'sess-1' });
    const rec = expectOk(outcome);
    expect(rec).toMatchObject({
      model: 'sim/large-70b',
      selected_model: 'sim/large-70b',
      decision: 'reasoning',
      config_hash: 'cfg-7d1c',
      inference_call_count: 2,
      usage_complete: true,
      cost_complete: true,
      cache_read_reported: null,
      cache_write_reported: null,
      cache_read_usage: null,
      phase: 'user_turn',
      phase_source: 'router',
      final: 'ANSWER: C',
    });
    const children = rec.model_usage as { model: string; usage: Record<string, number>; cost_usd: number; cache_read_reported: null }[];
    expect(children.map((c) => c.model)).toEqual(['sim/small-8b', 'sim/large-70b']);
    expect(children.every((c) => c.cache_read_reported === null)).toBe(true);
    expect(rec.cost_usd).toBeCloseTo((children[0]?.cost_usd ?? 0) + (children[1]?.cost_usd ?? 0), 15);
    const usage = rec.usage as Record<string, number>;
    expect(usage.output_tokens).toBe((children[0]?.usage.output_tokens ?? 0) + (children[1]?.usage.output_tokens ?? 0));
    expect(rec.response_usage).toEqual(children[1]?.usage);

    const [request] = sim.chatRequests();
    expect(request?.headers).toMatchObject({
      'x-vsr-debug': 'true',
      'x-sr-bench-expected-config-hash': 'cfg-7d1c',
      'x-sr-bench-max-inference-calls': '4',
      'x-session-id': 'sess-1',
    });
  });

  it('the router reports a tool loop in its phase header', async () => {
    const messages = [...MCQ_MESSAGES, { role: 'assistant', tool_calls: [{ id: 'c1' }] }, { role: 'tool', content: 'x' }];
    expect(expectOk((await call({ target: mom(), messages })).outcome)).toMatchObject({ phase: 'tool_loop', phase_source: 'router' });
  });

  it('the router respects the inference bound it is sent', async () => {
    const rec = expectOk((await call({ target: mom({ max_inference_calls: 1 }), messages: PROOF })).outcome);
    expect(rec.inference_call_count).toBe(1);
  });

  it.each([
    ['wrong_config_hash', 'Runtime configuration identity acknowledgement missing or mismatched'],
    ['missing_config_hash', 'Runtime configuration identity acknowledgement missing or mismatched'],
  ] as const)('%s → %s, keeping the full result', async (kind, message) => {
    sim.setFaults([{ kind }]);
    const failure = expectFailure((await call({ target: mom() })).outcome);
    expect(failure.error).toBe(message);
    expect(failure.partial).toMatchObject({ fault_injected: true, injected_fault: { kind }, cost_complete: true, final: 'ANSWER: B' });
  });
});

describe('faults from the simulator', () => {
  it.each([429, 500, 502, 503])('HTTP %i → Target HTTP <status> with the fault marker', async (status) => {
    sim.setFaults([{ kind: `http_${status}` }]);
    const failure = expectFailure((await call({ target: single('sim/small-8b') })).outcome);
    expect(failure.error).toBe(`Target HTTP ${status}`);
    expect(failure.partial).toMatchObject({
      response_status: status,
      fault_injected: true,
      injected_fault: { kind: 'http', status, injected: true, request_index: sim.chatRequests()[0]?.chat_index },
      usage: null,
      raw_usage: {},
    });
  });

  it('a stall before the first byte → ReadTimeout at the idle timeout', async () => {
    sim.setFaults([{ kind: 'stall_before_first_byte' }]);
    const failure = expectFailure((await call({ target: single('sim/small-8b'), limits: { idle_timeout_s: 0.3 } })).outcome);
    expect(failure.error).toBe('ReadTimeout');
    expect(failure.partial).toMatchObject({ response_status: 200, fault_injected: true });
  });

  it('a stall before the headers → ReadTimeout', async () => {
    sim.setFaults([{ kind: 'stall_before_headers' }]);
    const failure = expectFailure((await call({ target: single('sim/small-8b'), limits: { idle_timeout_s: 0.3 } })).outcome);
    expect(failure.error).toBe('ReadTimeout');
    expect(failure.partial.response_status).toBeNull();
  });

  it('a stall mid-stream → ReadTimeout, keeping the partial answer and its evidence', async () => {
    sim.setFaults([{ kind: 'stall_mid_stream', after_chunks: 1 }]);
    const { outcome, captured } = await call({ target: single('sim/small-8b'), limits: { idle_timeout_s: 0.3 } });
    const failure = expectFailure(outcome);
    expect(failure.error).toBe('ReadTimeout');
    expect(failure.partial.final).toBe('ANSWER:');
    expect(failure.partial.ttft_s).toEqual(expect.any(Number));
    expect(evidenceBytes(captured).toString('utf8')).toContain('"content":"ANSWER: "');
  });

  it('the total deadline beats a long idle timeout', async () => {
    sim.setFaults([{ kind: 'stall_mid_stream' }]);
    const failure = expectFailure((await call({ target: single('sim/small-8b'), totalTimeoutSeconds: 0.5, limits: { idle_timeout_s: 30 } })).outcome);
    expect(failure.error).toBe('total request deadline exceeded');
    expect(failure.cancelled).toBe(false);
  });

  it('cancelling the cell interrupts a stalled stream', async () => {
    sim.setFaults([{ kind: 'stall_mid_stream' }]);
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 200);
    const failure = expectFailure((await call({ target: single('sim/small-8b'), signal: controller.signal, limits: { idle_timeout_s: 30 } })).outcome);
    expect(failure.error).toBe('cancelled');
    expect(failure.cancelled).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000); // long before the 20 s stall ends
  });

  it('an already cancelled cell sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = expectFailure((await call({ target: single('sim/small-8b'), signal: controller.signal })).outcome);
    expect(failure).toMatchObject({ error: 'cancelled or total request deadline exceeded', cancelled: true });
    expect(sim.requests()).toHaveLength(0);
  });

  it('malformed SSE → JSONDecodeError', async () => {
    sim.setFaults([{ kind: 'malformed_sse' }]);
    expect(expectFailure((await call({ target: single('sim/small-8b') })).outcome).error).toBe('JSONDecodeError');
  });

  it('a dropped connection → ChunkedEncodingError; a clean early end → incomplete response', async () => {
    sim.setFaults([{ kind: 'truncate' }, { kind: 'truncate', graceful: true }]);
    expect(expectFailure((await call({ target: single('sim/small-8b') })).outcome).error).toBe('ChunkedEncodingError');
    expect(expectFailure((await call({ target: single('sim/small-8b') })).outcome).error).toBe('Incomplete final response (finish_reason=None)');
  });

  it('an error event → Target returned an error event', async () => {
    sim.setFaults([{ kind: 'error_event' }]);
    expect(expectFailure((await call({ target: single('sim/small-8b') })).outcome).error).toBe('Target returned an error event');
  });

  it('missing usage: a completed call with unknown usage and cost', async () => {
    sim.setFaults([{ kind: 'missing_usage' }]);
    const rec = expectOk((await call({ target: single('sim/small-8b') })).outcome);
    expect(rec).toMatchObject({ usage: null, raw_usage: {}, cost_usd: null, cost_complete: false, cache_read_reported: null, fault_injected: true });
  });

  it('finish_reason length: complete stream, incomplete output', async () => {
    sim.setFaults([{ kind: 'finish_length' }]);
    const rec = expectOk((await call({ target: single('sim/small-8b') })).outcome);
    expect(rec).toMatchObject({ finish_reason: 'length', output_complete: false });
  });

  it('a runaway model trips the repetition guard', async () => {
    sim.setFaults([{ kind: 'runaway' }]);
    const failure = expectFailure((await call({ target: single('sim/small-8b'), limits: { repetition_window: 16, repetition_limit: 4 } })).outcome);
    expect(failure.error).toBe('Repeated output guard triggered');
  });

  it('a runaway model trips the character cap first when it is small', async () => {
    sim.setFaults([{ kind: 'runaway' }]);
    const failure = expectFailure((await call({ target: single('sim/small-8b'), limits: { max_output_chars: 100 } })).outcome);
    expect(failure.error).toBe('Output character cap exceeded');
  });
});
