// Byte-exact SSE edge cases against hand-written loopback handlers (docs/transport.md).
import { afterEach, describe, expect, it } from 'vitest';
import { call, delta, DONE, evidenceBytes, expectFailure, expectOk, frame, rawServer, rawTarget, sseServer, usage } from './helpers.ts';
import type { RawServer } from './helpers.ts';

let server: RawServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serve(parts: readonly (string | Buffer)[], headers: Record<string, string> = {}): Promise<string> {
  server = await sseServer(parts, headers);
  return server.url;
}

const OK_TAIL = [delta({}, 'stop'), usage(100, 10), DONE];

describe('response validation', () => {
  it('HTTP ≥ 400 → Target HTTP <status>, body not read', async () => {
    server = await rawServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/event-stream' });
      res.end(delta({ content: 'never read' }, 'stop'));
    });
    const { outcome, captured } = await call({ target: rawTarget(server.url) });
    const failure = expectFailure(outcome);
    expect(failure.error).toBe('Target HTTP 500');
    expect(failure.cancelled).toBe(false);
    expect(captured.evidence).toEqual([]);
    expect(failure.partial).toMatchObject({
      final: '',
      reasoning: '',
      model: 'raw/model',
      usage: null,
      raw_usage: {},
      finish_reason: null,
      tool_calls: [],
      ttft_s: null,
      cost_usd: null,
      response_status: 500,
      phase: 'user_turn',
      phase_source: 'request',
    });
  });

  it('a streaming target needs text/event-stream', async () => {
    server = await rawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    expect(expectFailure((await call({ target: rawTarget(server.url) })).outcome).error).toBe('Target did not return a streaming response');
  });

  it('a non-streaming target needs a JSON content type', async () => {
    server = await rawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('{}');
    });
    const { outcome } = await call({ target: rawTarget(server.url, { stream: false }) });
    expect(expectFailure(outcome).error).toBe('Target did not return a JSON response');
  });
});

describe('reading the stream', () => {
  it('CRLF lines, multi-line data, comments and event/id lines, data without a space', async () => {
    const url = await serve([
      ': keep-alive\r\n\r\n',
      'event: message\r\nid: 1\r\ndata: {"model": "raw/model",\r\ndata: "choices": [{"delta": {"content": "AN"}}]}\r\n\r\n',
      'data:{"choices":[{"index":0,"delta":{"content":"SWER: B"}}]}\n\n',
      ...OK_TAIL,
    ]);
    const record = expectOk((await call({ target: rawTarget(url) })).outcome);
    expect(record.final).toBe('ANSWER: B');
  });

  it('evidence is every byte received, in order, and nothing after [DONE] is parsed', async () => {
    const parts = [delta({ content: 'hi' }), delta({}, 'stop'), usage(10, 1), DONE, 'data: {not json}\n\n'];
    const url = await serve(parts);
    const { outcome, captured } = await call({ target: rawTarget(url) });
    expect(expectOk(outcome).final).toBe('hi');
    expect(evidenceBytes(captured).toString('utf8')).toBe(parts.join('').slice(0, evidenceBytes(captured).length));
    expect(evidenceBytes(captured).toString('utf8').startsWith(parts.slice(0, 4).join(''))).toBe(true);
    const last = captured.activity[captured.activity.length - 1];
    expect(last?.received_bytes).toBe(evidenceBytes(captured).length);
  });

  it('a trailing unterminated event is processed', async () => {
    const url = await serve([delta({ content: 'x' }), delta({}, 'stop'), 'data: [DONE]']);
    expect(expectOk((await call({ target: rawTarget(url) })).outcome).final).toBe('x');
  });

  it('only choice 0 counts; the last truthy model and finish reason win; TTFT on reasoning', async () => {
    const url = await serve([
      frame({
        model: 'raw/a',
        choices: [
          { index: 1, delta: { content: 'other' } },
          { index: 0, delta: { reasoning_content: 'think' } },
        ],
      }),
      frame({ model: '', choices: [{ delta: { reasoning: ' more', content: 'ok' }, finish_reason: 'length' }] }),
      frame({ model: 'raw/b', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }),
      frame({ choices: [{ index: 0, delta: {}, finish_reason: null }] }),
      DONE,
    ]);
    const record = expectOk((await call({ target: rawTarget(url, { prices: {} }) })).outcome);
    expect(record).toMatchObject({ final: 'ok', reasoning: 'think more', model: 'raw/b', selected_model: 'raw/b', finish_reason: 'stop' });
    expect(record.ttft_s).toEqual(expect.any(Number));
    expect(record.raw_usage).toEqual({});
    expect(record.usage).toBeNull();
    expect(record.cost_usd).toBeNull();
    expect(record.cost_complete).toBe(false);
    expect(record.cache_read_reported).toBeNull();
  });

  it('merges tool_calls fragments by index', async () => {
    const url = await serve([
      delta({ tool_calls: [{ index: 0, id: 'call_a', type: 'function', function: { name: 'get_', arguments: '{"ci' } }] }),
      delta({ tool_calls: [{ index: 1, id: 'call_b', function: { name: 'lookup', arguments: '' } }] }),
      delta({ tool_calls: [{ index: 0, function: { name: 'weather', arguments: 'ty": "Oslo"}' } }] }),
      delta({ tool_calls: [{ function: { arguments: '' } }, { index: 1, function: { arguments: '{}' } }] }),
      delta({}, 'tool_calls'),
      usage(10, 5),
      DONE,
    ]);
    const record = expectOk((await call({ target: rawTarget(url) })).outcome);
    expect(record.tool_calls).toEqual([
      { id: 'call_a', type: 'function', function: { name: 'get_weather', arguments: '{"city": "Oslo"}' } },
      { id: 'call_b', type: 'function', function: { name: 'lookup', arguments: '{}' } },
    ]);
    expect(record.final).toBe('');
    expect(record.output_complete).toBe(true);
  });

  it('strips <think> blocks from the final answer', async () => {
    const url = await serve([delta({ content: '<think>A or B?\n' }), delta({ content: 'B.</think>\n ANSWER: B \u0085' }), ...OK_TAIL]);
    const record = expectOk((await call({ target: rawTarget(url) })).outcome);
    expect(record.final).toBe('ANSWER: B');
  });

  it('usage: latest wins, normalised, priced by the observed model, cache flags sticky', async () => {
    const url = await serve([
      delta({ content: 'x' }, null, 'raw/model'),
      frame({ choices: [], usage: { prompt_tokens: 50, completion_tokens: 1, prompt_tokens_details: { cached_tokens: 0 } } }),
      delta({}, 'stop'),
      frame({ choices: [], usage: { prompt_tokens: 100, completion_tokens: 10, prompt_tokens_details: { cache_creation_tokens: 20 } } }),
      DONE,
    ]);
    const record = expectOk((await call({ target: rawTarget(url) })).outcome);
    expect(record.usage).toEqual({ input_tokens: 80, cached_input_tokens: 0, cache_write_tokens: 20, output_tokens: 10 });
    expect(record.response_usage).toEqual(record.usage);
    expect(record.raw_usage).toEqual({ prompt_tokens: 100, completion_tokens: 10, prompt_tokens_details: { cache_creation_tokens: 20 } });
    expect(record.cost_usd).toBe((80 * 1 + 0 * 0.5 + 20 * 2 + 10 * 4) / 1_000_000);
    expect(record).toMatchObject({ cost_complete: true, inference_call_count: 1, cache_read_reported: true, cache_write_reported: true });
    expect(record.cache_read_usage).toEqual({ input_tokens: 50, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 1 });
    expect(record).not.toHaveProperty('usage_complete');
    expect(record).not.toHaveProperty('model_usage');
  });

  it('Anthropic-style usage', async () => {
    const url = await serve([
      delta({ content: 'x' }),
      delta({}, 'stop'),
      frame({ choices: [], usage: { input_tokens: 300, output_tokens: 7, cache_read_input_tokens: 64, cache_creation_input_tokens: 0 } }),
      DONE,
    ]);
    const record = expectOk((await call({ target: rawTarget(url) })).outcome);
    expect(record.usage).toEqual({ input_tokens: 236, cached_input_tokens: 64, cache_write_tokens: 0, output_tokens: 7 });
    expect(record).toMatchObject({ cache_read_reported: true, cache_write_reported: true });
  });

  it('a float token count fails normalisation (lexeme-preserving parse)', async () => {
    const url = await serve([
      delta({ content: 'x' }),
      delta({}, 'stop'),
      'data: {"choices": [], "usage": {"prompt_tokens": 10, "completion_tokens": 2.0}}\n\n',
      DONE,
    ]);
    const failure = expectFailure((await call({ target: rawTarget(url) })).outcome);
    expect(failure.error).toBe('Invalid token usage buckets');
    expect(failure.partial.raw_usage).toEqual({ prompt_tokens: 10, completion_tokens: 2 });
    expect(failure.partial.final).toBe('x');
  });

  it.each([
    ['invalid JSON', [delta({ content: 'a' }), 'data: {"choices": [\n\n', ...OK_TAIL], 'JSONDecodeError'],
    ['an error event', [delta({ content: 'a' }), frame({ error: { message: 'overloaded' } }), ...OK_TAIL], 'Target returned an error event'],
    ['non-string content', [delta({ content: 5 }), ...OK_TAIL], 'Unsupported response content shape'],
    ['non-string reasoning', [delta({ reasoning_content: ['x'] }), ...OK_TAIL], 'Unsupported response content shape'],
    ['invalid UTF-8', [Buffer.from([0x64, 0x61, 0x74, 0x61, 0x3a, 0x20, 0xc3, 0x28, 0x0a, 0x0a]), ...OK_TAIL], 'UnicodeDecodeError'],
    ['no [DONE]', [delta({ content: 'a' }), delta({}, 'stop'), usage(1, 1)], 'Incomplete final response (finish_reason=stop)'],
    ['no finish reason', [delta({ content: 'a' }), usage(1, 1), DONE], 'Incomplete final response (finish_reason=None)'],
    ['another finish reason', [delta({ content: 'a' }, 'content_filter'), usage(1, 1), DONE], 'Incomplete final response (finish_reason=content_filter)'],
  ] as const)('%s → %s', async (_label, parts, expected) => {
    const url = await serve(parts);
    const failure = expectFailure((await call({ target: rawTarget(url) })).outcome);
    expect(failure.error).toBe(expected);
    expect(failure.cancelled).toBe(false);
  });

  it('a failed stream keeps what was known so far', async () => {
    const url = await serve([delta({ content: 'ANSWER' }), usage(40, 2), 'data: {broken\n\n']);
    const failure = expectFailure((await call({ target: rawTarget(url) })).outcome);
    expect(failure.error).toBe('JSONDecodeError');
    expect(failure.partial).toMatchObject({
      final: 'ANSWER',
      usage: { input_tokens: 40, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 2 },
      cost_usd: (40 * 1 + 2 * 4) / 1_000_000,
      response_status: 200,
      finish_reason: null,
    });
    expect(failure.partial.ttft_s).toEqual(expect.any(Number));
  });
});

describe('caps and guards', () => {
  it('stream byte cap: max(max_output_chars · 30, 1 MiB)', async () => {
    const padding = `: ${'p'.repeat(1022)}\n\n`; // 1 KiB of comment events
    const url = await serve(Array.from({ length: 1100 }, () => padding));
    const { outcome, captured } = await call({ target: rawTarget(url), limits: { max_output_chars: 1000 } });
    expect(expectFailure(outcome).error).toBe('Stream byte cap exceeded');
    expect(evidenceBytes(captured).length).toBeLessThanOrEqual(1_048_576);
  });

  it('SSE line cap: a pending line longer than max_output_chars · 2 bytes', async () => {
    server = await rawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${'x'.repeat(300)}`);
    });
    const { outcome } = await call({ target: rawTarget(server.url), limits: { max_output_chars: 100 } });
    expect(expectFailure(outcome).error).toBe('SSE line cap exceeded');
  });

  it('character cap counts code points of content + reasoning', async () => {
    const ten = [delta({ reasoning_content: '😀😀😀😀' }), delta({ content: '😀😀😀😀😀😀' }), ...OK_TAIL];
    expectOk((await call({ target: rawTarget(await serve(ten)), limits: { max_output_chars: 10 } })).outcome);
    await server?.close();
    const eleven = [delta({ reasoning_content: '😀😀😀😀' }), delta({ content: '😀😀😀😀😀😀x' }), ...OK_TAIL];
    const { outcome } = await call({ target: rawTarget(await serve(eleven)), limits: { max_output_chars: 10 } });
    expect(expectFailure(outcome).error).toBe('Output character cap exceeded');
  });

  it('repetition guard', async () => {
    const url = await serve([delta({ content: 'intro: ' }), ...Array.from({ length: 6 }, () => delta({ content: 'la ' })), ...OK_TAIL]);
    const { outcome } = await call({ target: rawTarget(url), limits: { repetition_window: 3, repetition_limit: 5 } });
    const failure = expectFailure(outcome);
    expect(failure.error).toBe('Repeated output guard triggered');
    expect(failure.partial.final).toBe(`intro: ${'la '.repeat(5)}`.trim());
  });

  it('output token cap on the normalised usage', async () => {
    const url = await serve([delta({ content: 'x' }), delta({}, 'stop'), usage(10, 4097), DONE]);
    const { outcome } = await call({ target: rawTarget(url) });
    expect(expectFailure(outcome).error).toBe('Output token cap exceeded');
  });
});

describe('identity and markers', () => {
  it('x-sr-bench-config-hash wins over x-vsr-config-hash; decision and selected model from headers', async () => {
    const url = await serve([delta({ content: 'x' }), ...OK_TAIL], {
      'x-sr-bench-config-hash': 'cfg-1',
      'x-vsr-config-hash': 'cfg-2',
      'x-vsr-selected-model': 'raw/child',
      'x-vsr-selected-decision': 'math',
    });
    const record = expectOk((await call({ target: rawTarget(url, { config_hash: 'cfg-1' }) })).outcome);
    expect(record).toMatchObject({ config_hash: 'cfg-1', selected_model: 'raw/child', decision: 'math', model: 'raw/model' });
  });

  it('a missing acknowledgement fails a target with a frozen hash and keeps the full result', async () => {
    const url = await serve([delta({ content: 'x' }), ...OK_TAIL]);
    const failure = expectFailure((await call({ target: rawTarget(url, { config_hash: 'cfg-1' }) })).outcome);
    expect(failure.error).toBe('Runtime configuration identity acknowledgement missing or mismatched');
    expect(failure.partial).toMatchObject({ final: 'x', cost_complete: true, config_hash: null, inference_call_count: 1 });
  });

  it('fault marker: a JSON object of at most 4096 bytes; anything else is ignored', async () => {
    const marker = { kind: 'http', status: 200, injected: true };
    let url = await serve([delta({ content: 'x' }), ...OK_TAIL], { 'x-sr-bench-injected-fault': JSON.stringify(marker) });
    expect(expectOk((await call({ target: rawTarget(url) })).outcome)).toMatchObject({ fault_injected: true, injected_fault: marker });
    for (const bad of ['[1]', 'not json', JSON.stringify({ pad: 'x'.repeat(4100) })]) {
      await server?.close();
      url = await serve([delta({ content: 'x' }), ...OK_TAIL], { 'x-sr-bench-injected-fault': bad });
      expect(expectOk((await call({ target: rawTarget(url) })).outcome)).not.toHaveProperty('fault_injected');
    }
  });

  it('router phase header: unknown values become unknown', async () => {
    const url = await serve([delta({ content: 'x' }), ...OK_TAIL], { 'x-vsr-session-phase': 'warming_up' });
    expect(expectOk((await call({ target: rawTarget(url) })).outcome)).toMatchObject({ phase: 'unknown', phase_source: 'router' });
  });

  it('a malformed MoM receipt fails the call after a complete stream, keeping the stream result', async () => {
    const url = await serve([delta({ content: 'x' }), ...OK_TAIL], { 'x-vsr-model-usage': '{"version": 2}' });
    const target = rawTarget(url, { kind: 'mom', model: 'MoM' });
    const failure = expectFailure((await call({ target })).outcome);
    expect(failure.error).toBe('Invalid MoM usage receipt contract');
    expect(failure.partial).toMatchObject({ final: 'x', usage: null, cost_usd: null, finish_reason: 'stop', output_complete: true });
  });
});

describe('non-streaming targets', () => {
  it('processes the JSON body as one event; complete tool calls without index stay apart', async () => {
    server = await rawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          model: 'raw/model',
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: '<think>x</think>done',
                tool_calls: [
                  { id: 'a', type: 'function', function: { name: 'f', arguments: '{}' } },
                  { id: 'b', type: 'function', function: { name: 'g', arguments: '{"x": 1}' } },
                ],
              },
              finish_reason: 'tool_calls',
            },
          ],
          usage: { prompt_tokens: 12, completion_tokens: 3 },
        }),
      );
    });
    const { outcome, captured } = await call({ target: rawTarget(server.url, { stream: false }) });
    const record = expectOk(outcome);
    expect(record).toMatchObject({ final: 'done', finish_reason: 'tool_calls', cost_complete: true });
    expect((record.tool_calls as unknown[]).length).toBe(2);
    expect(JSON.parse(evidenceBytes(captured).toString('utf8'))).toHaveProperty('usage');
  });

  it('invalid JSON body → JSONDecodeError', async () => {
    server = await rawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"choices": [');
    });
    expect(expectFailure((await call({ target: rawTarget(server.url, { stream: false }) })).outcome).error).toBe('JSONDecodeError');
  });
});

describe('connection failures', () => {
  it('connection refused → ConnectionError', async () => {
    const closed = await rawServer(() => undefined);
    const url = closed.url;
    await closed.close();
    const failure = expectFailure((await call({ target: rawTarget(url) })).outcome);
    expect(failure.error).toBe('ConnectionError');
    expect(failure.partial.response_status).toBeNull();
  });

  it('a socket dropped mid-body → ChunkedEncodingError', async () => {
    server = await rawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(delta({ content: 'part' }), () => res.socket?.destroy());
    });
    const failure = expectFailure((await call({ target: rawTarget(server.url) })).outcome);
    expect(failure.error).toBe('ChunkedEncodingError');
    expect(failure.partial.final).toBe('part');
  });

  it('a body that ends cleanly without [DONE] is an incomplete response', async () => {
    server = await rawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream', connection: 'close' });
      res.end(delta({ content: 'part' }));
    });
    expect(expectFailure((await call({ target: rawTarget(server.url) })).outcome).error).toBe('Incomplete final response (finish_reason=None)');
  });

  it('no redirect is followed: a redirected POST would be a second dispatch', async () => {
    server = await rawServer((_req, res) => {
      res.writeHead(307, { location: '/elsewhere' });
      res.end();
    });
    const failure = expectFailure((await call({ target: rawTarget(server.url) })).outcome);
    expect(failure.error).toBe('Target did not return a streaming response');
    expect(server.hits()).toBe(1);
  });
});
