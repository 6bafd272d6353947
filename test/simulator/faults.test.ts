// On-demand faults: matching (model, request index, next N, always) and what the client sees.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FaultBook } from '../../src/simulator/faults.ts';
import { startSimulator } from '../../src/simulator/server.ts';
import type { SimulatorHandle } from '../../src/simulator/server.ts';
import { chat, post, sseChunks, streamedContent, userMessage } from './helpers.ts';

describe('fault matching', () => {
  const request = (index: number, requestedModel = 'm', childModel: string | null = null) => ({ index, requestedModel, childModel });

  it('next N requests, then nothing', () => {
    const book = new FaultBook([{ kind: 'http_429', times: 2 }], 1000);
    expect(book.take(request(0))?.status).toBe(429);
    expect(book.take(request(1))?.kind).toBe('http');
    expect(book.take(request(2))).toBeNull();
    expect(book.pending()).toEqual([]);
  });

  it('by request index, by model (requested or routed child), always', () => {
    const book = new FaultBook(
      [
        { kind: 'truncate', request_index: 3 },
        { kind: 'missing_usage', model: 'child', times: 'always' },
      ],
      1000,
    );
    expect(book.take(request(0))).toBeNull();
    expect(book.take(request(3))?.kind).toBe('truncate');
    expect(book.take(request(4, 'MoM', 'child'))?.kind).toBe('missing_usage');
    expect(book.take(request(5, 'child'))?.kind).toBe('missing_usage');
    expect(book.take(request(6, 'other'))).toBeNull();
  });

  it('stalls are bounded by the server maximum; the marker describes the fault', () => {
    const book = new FaultBook([{ kind: 'stall_mid_stream', stall_ms: 99_999, after_chunks: 2 }], 500);
    const fault = book.take(request(7, 'm'));
    expect(fault?.stallMs).toBe(500);
    expect(fault?.marker).toEqual({ injected: true, kind: 'stall_mid_stream', status: 200, request_index: 7, model: 'm', stall_ms: 500, after_chunks: 2 });
  });

  it('rejects unknown kinds and bad statuses, changing nothing', () => {
    const book = new FaultBook([{ kind: 'truncate' }], 1000);
    expect(() => book.set([{ kind: 'explode' as never }])).toThrow('Unknown simulator fault kind');
    expect(() => book.set([{ kind: 'http', status: 200 }])).toThrow('4xx/5xx');
    expect(book.pending()).toEqual([{ kind: 'truncate' }]);
  });
});

describe('faults over HTTP', () => {
  let sim: SimulatorHandle;
  beforeAll(async () => {
    sim = await startSimulator({
      models: [{ name: 'sim/a', ttft_ms: 0, tokens_per_second: 1e6 }],
      answers: { q1: 'The quick brown fox jumps' },
      max_stall_ms: 300,
    });
  });
  afterAll(async () => {
    await sim.close();
  });
  beforeEach(() => sim.setFaults([]));

  const body = { model: 'sim/a', messages: userMessage('[q1] Tell me.') };
  const marker = (headers: Headers): Record<string, unknown> => JSON.parse(headers.get('x-sr-bench-injected-fault') ?? 'null') as Record<string, unknown>;

  it('HTTP 429 with retry-after, a JSON error and the marker', async () => {
    sim.setFaults([{ kind: 'http', status: 429 }]);
    const response = await chat(sim, body);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(JSON.parse(response.text)).toMatchObject({ error: { type: 'rate_limit_error' } });
    expect(marker(response.headers)).toMatchObject({ kind: 'http', status: 429, injected: true });
    expect((await chat(sim, body)).status).toBe(200);
  });

  it('a stall ends at the server bound with a dropped connection', async () => {
    sim.setFaults([{ kind: 'stall_before_first_byte' }]);
    const response = await fetch(`${sim.url}/chat/completions`, { method: 'POST', body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    expect(marker(response.headers)).toMatchObject({ kind: 'stall_before_first_byte', stall_ms: 300 });
    await expect(response.text()).rejects.toThrow();
  });

  it('malformed SSE: one event is not JSON, the rest is normal', async () => {
    sim.setFaults([{ kind: 'malformed_sse', after_chunks: 1 }]);
    const text = (await chat(sim, body)).text;
    expect(() => sseChunks(text)).toThrow();
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('graceful truncation: no finish, no usage, no [DONE]', async () => {
    sim.setFaults([{ kind: 'truncate', graceful: true, after_chunks: 2 }]);
    const text = (await chat(sim, body)).text;
    expect(streamedContent(text)).toBe('The quick ');
    expect(text).not.toContain('[DONE]');
    expect(text).not.toContain('finish_reason":"stop');
  });

  it('missing usage, finish length, error event', async () => {
    sim.setFaults([{ kind: 'missing_usage' }, { kind: 'finish_length' }, { kind: 'error_event', after_chunks: 0 }]);
    const noUsage = sseChunks((await chat(sim, body)).text);
    expect(noUsage.some((c) => 'usage' in c)).toBe(false);
    const cut = (await chat(sim, body)).text;
    expect(sseChunks(cut).some((c) => JSON.stringify(c).includes('"finish_reason":"length"'))).toBe(true);
    const errored = sseChunks((await chat(sim, body)).text);
    expect(errored).toEqual([{ error: expect.objectContaining({ type: 'server_error' }) }]);
  });

  it('non-streaming responses act out faults too', async () => {
    sim.setFaults([{ kind: 'truncate', graceful: true }]);
    const response = await post(`${sim.url}/chat/completions`, { ...body, stream: false });
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(() => JSON.parse(response.text)).toThrow();
    const whole = await post(`${sim.url}/chat/completions`, { ...body, stream: false });
    expect(JSON.parse(whole.text)).toMatchObject({ object: 'chat.completion', choices: [{ message: { role: 'assistant' }, finish_reason: 'stop' }] });
  });

  it('closing the server ends stalls at once', async () => {
    const own = await startSimulator({ models: [{ name: 'sim/a' }], max_stall_ms: 60_000, faults: [{ kind: 'stall_before_headers' }] });
    const pending = fetch(`${own.url}/chat/completions`, { method: 'POST', body: JSON.stringify(body) }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await own.close();
    expect(await pending).toBeInstanceOf(Error);
  });
});
