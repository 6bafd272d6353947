// Every request is recorded, so tests can count model requests exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../src/simulator/server.ts';
import type { SimulatorHandle } from '../../src/simulator/server.ts';
import { chat, post, userMessage } from './helpers.ts';

let sim: SimulatorHandle;
beforeAll(async () => {
  sim = await startSimulator({ models: [{ name: 'sim/a', ttft_ms: 0 }] });
});
afterAll(async () => {
  await sim.close();
});

describe('request recording', () => {
  it('records method, path, headers (authorization redacted), body, time and the response bytes', async () => {
    sim.clearRequests();
    const response = await chat(sim, { model: 'sim/a', messages: userMessage('hi') }, { authorization: 'Bearer sk-secret', 'x-session-id': 's1' });
    await post(`${sim.url}/chat/completions`, { model: 'nope', messages: [] });
    await fetch(`${sim.url}/models`);
    const all = sim.requests();
    expect(all).toHaveLength(3);
    const [first, second, third] = all;
    expect(first).toMatchObject({ method: 'POST', path: '/v1/chat/completions', model: 'sim/a', body: { model: 'sim/a', stream: true } });
    expect(first?.headers.authorization).toBe('[redacted]');
    expect(JSON.stringify(all)).not.toContain('sk-secret');
    expect(first?.headers['x-session-id']).toBe('s1');
    expect(first?.received_at).toMatch(/\+00:00$/);
    expect(Buffer.from(first?.response.bytes ?? []).toString('utf8')).toBe(response.text);
    expect(first?.response.status).toBe(200);
    expect(second?.response.status).toBe(404);
    expect(third).toMatchObject({ method: 'GET', path: '/v1/models', chat_index: null });
    expect(sim.chatRequests()).toHaveLength(2);
    expect((second?.chat_index ?? 0) - (first?.chat_index ?? 0)).toBe(1);
  });

  it('serves the chat requests to other processes at GET /_sim/requests (after an index, read-only)', async () => {
    sim.clearRequests();
    await chat(sim, { model: 'sim/a', messages: userMessage('one') }, { authorization: 'Bearer sk-secret' });
    await fetch(`${sim.url}/models`);
    await chat(sim, { model: 'sim/a', messages: userMessage('two') });
    const origin = sim.url.replace(/\/v1$/, '');
    type Logged = {
      index: number;
      path: string;
      model: string;
      in_flight: boolean;
      body: { messages: { content: string }[] };
      response: { status: number; bytes_base64: string };
    };
    const all = (await (await fetch(`${origin}/_sim/requests`)).json()) as { requests: Logged[] };
    expect(all.requests.map((r) => r.body.messages[0]?.content)).toEqual(['one', 'two']);
    const [first, second] = all.requests;
    expect(first).toMatchObject({ path: '/v1/chat/completions', model: 'sim/a', in_flight: false, response: { status: 200 } });
    expect(Buffer.from(String(first?.response.bytes_base64), 'base64').toString('utf8')).toBe(
      Buffer.from(sim.chatRequests()[0]?.response.bytes ?? []).toString('utf8'),
    );
    expect(JSON.stringify(all)).not.toContain('sk-secret');
    const later = (await (await fetch(`${origin}/_sim/requests?after=${String(first?.index)}`)).json()) as { requests: { index: number }[] };
    expect(later.requests.map((r) => r.index)).toEqual([second?.index]);
    // Reading the log is not a model request.
    expect(sim.chatRequests()).toHaveLength(2);
  });

  it('rejects bodies that are not JSON objects', async () => {
    const response = await fetch(`${sim.url}/chat/completions`, { method: 'POST', body: 'not json' });
    expect(response.status).toBe(400);
    expect(sim.requests().at(-1)?.body).toBeNull();
  });
});
