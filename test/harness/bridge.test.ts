// The bridge on its own (docs/harness.md): the token, the body limit, the request checks, the
// extra-body filter, and the refusal of every request after the first failed call.
import { afterEach, describe, expect, it } from 'vitest';
import { BRIDGE_CALL_FAILED, type BridgeReceipt, type BridgeRequest } from '../../src/domain/harness/protocol.ts';
import { startBridge, type CellBridge } from '../../src/worker/harness/bridge-server.ts';

const RECEIPT: BridgeReceipt = {
  model: 'm',
  final: 'ok',
  reasoning: null,
  finish_reason: 'stop',
  output_complete: true,
  usage: { input_tokens: 1, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 1 },
  cost_usd: 0.001,
  latency_s: 0.1,
};

let bridge: CellBridge | null = null;
afterEach(async () => {
  await bridge?.close();
  bridge = null;
});

async function open(fail: (request: BridgeRequest) => boolean = () => false) {
  const seen: BridgeRequest[] = [];
  let failures = 0;
  bridge = await startBridge({
    call: async (request) => {
      seen.push(request);
      if (fail(request)) throw new Error('provider down');
      return RECEIPT;
    },
    onFailure: () => {
      failures += 1;
    },
  });
  return { bridge, seen, failures: () => failures };
}

const post = (b: CellBridge, body: unknown, token: string | null = b.token) =>
  fetch(b.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const message = [{ role: 'user', content: 'hi' }];

describe('the cell bridge', () => {
  it('listens on loopback and answers a call with its receipt', async () => {
    const { bridge: b, seen } = await open();
    expect(new URL(b.url).hostname).toBe('127.0.0.1');
    const response = await post(b, { messages: message });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(RECEIPT);
    expect(seen).toEqual([{ messages: message, role: 'subject', extra_body: null }]);
  });

  it('refuses a request without the token, or with another one', async () => {
    const { bridge: b, seen } = await open();
    expect((await post(b, { messages: message }, null)).status).toBe(401);
    expect((await post(b, { messages: message }, 'f'.repeat(64))).status).toBe(401);
    expect(seen).toEqual([]);
  });

  it('refuses bodies above 8 MiB, bad JSON and bad shapes before any call', async () => {
    const { bridge: b, seen } = await open();
    expect((await post(b, { messages: [{ role: 'user', content: 'x'.repeat(8 * 1024 * 1024) }] })).status).toBe(413);
    expect((await post(b, '{not json')).status).toBe(400);
    expect((await post(b, { messages: [] })).status).toBe(400);
    expect((await post(b, { messages: [{ content: 'no role' }] })).status).toBe(400);
    expect((await post(b, { messages: message, role: 'admin' })).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('passes only tools, tool_choice, parallel_tool_calls and response_format, and routes roles', async () => {
    const { bridge: b, seen } = await open();
    const tools = [{ type: 'function', function: { name: 'f', parameters: {} } }];
    await post(b, {
      messages: message,
      role: 'judge',
      extra_body: { tools, tool_choice: 'auto', parallel_tool_calls: null, temperature: 2, model: 'other', response_format: { type: 'json_object' } },
    });
    expect(seen[0]).toEqual({ messages: message, role: 'judge', extra_body: { tools, tool_choice: 'auto', response_format: { type: 'json_object' } } });
  });

  it('after the first failed call answers 502 and refuses every later request', async () => {
    const { bridge: b, seen, failures } = await open((request) => request.messages[0]?.['content'] === 'fail');
    const failed = await post(b, { messages: [{ role: 'user', content: 'fail' }] });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: BRIDGE_CALL_FAILED });
    const later = await post(b, { messages: message });
    expect(later.status).toBe(502);
    expect(seen).toHaveLength(1);
    expect(failures()).toBe(1);
    expect(b.failed).toBe(true);
  });
});
