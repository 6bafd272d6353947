// Router ("MoM") mode: decisions, the x-vsr-* headers and receipts the worker reads, the preview.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { momUsage } from '../../src/domain/accounting/mom-usage.ts';
import { resolveConfig } from '../../src/simulator/config.ts';
import { route } from '../../src/simulator/router.ts';
import { startSimulator } from '../../src/simulator/server.ts';
import type { SimulatorHandle } from '../../src/simulator/server.ts';
import { chat, post, sseChunks, userMessage } from './helpers.ts';

const MODELS = [
  { name: 'sim/small', ttft_ms: 0, tokens_per_second: 1e6 },
  { name: 'sim/medium', ttft_ms: 0, tokens_per_second: 1e6, cached_token_share: 0.5 },
  { name: 'sim/large', ttft_ms: 0, tokens_per_second: 1e6 },
];
const PRICES = {
  'sim/small': { input: 1, cached_input: 0.5, cache_write: 2, output: 4 },
  'sim/medium': { input: 2, cached_input: 1, cache_write: 4, output: 8 },
  'sim/large': { input: 4, cached_input: 2, cache_write: 8, output: 16 },
};

describe('the decision rule', () => {
  const router = resolveConfig({ models: MODELS }).router;
  if (router === null) throw new Error('router expected');

  it.each([
    ['Solve this integral for me.', 'math', 'sim/large', []],
    ['Write a Python function.', 'code', 'sim/medium', []],
    ['x'.repeat(1300), 'reasoning', 'sim/large', ['sim/small']],
    ['Short question?', 'simple', 'sim/small', []],
    [`A longer question ${'y'.repeat(200)}`, 'general', 'sim/medium', []],
  ])('%j → %s', (text, decision, model, cascade) => {
    expect(route(router, userMessage(text), null)).toMatchObject({ decision, model, cascade });
  });

  it('the client bound trims the cascade', () => {
    expect(route(router, userMessage('x'.repeat(1300)), 1).cascade).toEqual([]);
  });
});

describe('router over HTTP', () => {
  let sim: SimulatorHandle;
  beforeAll(async () => {
    sim = await startSimulator({ seed: 4, models: MODELS });
  });
  afterAll(async () => {
    await sim.close();
  });
  beforeEach(() => sim.setFaults([]));

  it('streams the child answer under the child model, with the x-vsr-* headers', async () => {
    const response = await chat(sim, { model: 'MoM', messages: userMessage('x'.repeat(1300)) }, { 'x-sr-bench-expected-config-hash': 'cfg-9' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-vsr-selected-model')).toBe('sim/large');
    expect(response.headers.get('x-vsr-selected-decision')).toBe('reasoning');
    expect(response.headers.get('x-vsr-config-hash')).toBe('cfg-9');
    expect(response.headers.get('x-vsr-inference-call-count')).toBe('2');
    expect(response.headers.get('x-vsr-session-phase')).toBe('user_turn');
    const chunks = sseChunks(response.text);
    expect(new Set(chunks.map((c) => c.model))).toEqual(new Set(['sim/large']));

    // The receipt is exactly what docs/accounting.md "MoM usage receipts" parses.
    const usageChunk = chunks.find((c) => c.usage !== undefined);
    const streamUsage = usageChunk?.usage as Record<string, number>;
    const mom = momUsage(
      response.headers,
      { input_tokens: streamUsage.prompt_tokens ?? 0, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: streamUsage.completion_tokens ?? 0 },
      PRICES,
    );
    expect(mom.inference_call_count).toBe(2);
    expect(mom.usage_complete).toBe(true);
    expect(mom.model_usage?.map((child) => child.model)).toEqual(['sim/small', 'sim/large']);
    expect(mom.model_usage?.[1]?.usage?.output_tokens).toBe(streamUsage.completion_tokens);
    expect(mom.cost_usd).toEqual(expect.any(Number));
  });

  it('without an expected hash it acknowledges its own stable hash', async () => {
    const a = await chat(sim, { model: 'MoM', messages: userMessage('Short?') });
    const b = await chat(sim, { model: 'MoM', messages: userMessage('Other?') });
    expect(a.headers.get('x-vsr-config-hash')).toMatch(/^sim-[0-9a-f]{12}$/);
    expect(a.headers.get('x-vsr-config-hash')).toBe(b.headers.get('x-vsr-config-hash'));
  });

  it('any model under /router/ is routed', async () => {
    const response = await post(`${sim.routerUrl}/chat/completions`, { model: 'whatever', messages: userMessage('Short?') });
    expect(response.headers.get('x-vsr-selected-decision')).toBe('simple');
  });

  it('a session keeps the decision of its first request', async () => {
    const headers = { 'x-session-id': 'sess-sticky' };
    const first = await chat(sim, { model: 'MoM', messages: userMessage('Short?') }, headers);
    const second = await chat(sim, { model: 'MoM', messages: userMessage('Prove this theorem about integrals.') }, headers);
    expect(first.headers.get('x-vsr-selected-model')).toBe('sim/small');
    expect(second.headers.get('x-vsr-selected-model')).toBe('sim/small');
    const unsticky = await chat(sim, { model: 'MoM', messages: userMessage('Prove this theorem about integrals.') });
    expect(unsticky.headers.get('x-vsr-selected-model')).toBe('sim/large');
  });

  it('a tool result turn is reported as a tool loop', async () => {
    const messages = [...userMessage('Short?'), { role: 'assistant', tool_calls: [{ id: 'c' }] }, { role: 'tool', content: '1' }];
    expect((await chat(sim, { model: 'MoM', messages })).headers.get('x-vsr-session-phase')).toBe('tool_loop');
  });

  it('the routing preview returns a deterministic decision', async () => {
    const body = {
      model: 'MoM',
      messages: userMessage('Solve this integral.'),
      options: { trace: true },
      preview_context: { session_id: 's', sampling_seed: 42 },
    };
    const response = await post(sim.previewUrl, body, { 'x-sr-bench-expected-config-hash': 'cfg-p' });
    expect(response.status).toBe(200);
    const decision = JSON.parse(response.text) as Record<string, unknown>;
    expect(decision).toMatchObject({
      selection_status: 'selected',
      selected_model: 'sim/large',
      decision_result: { decision_name: 'math' },
      selection_method: 'static',
      selection_provenance: { config_hash: 'cfg-p', sampling_seed: 42, sampling_performed: false },
      config_hash: 'cfg-p',
    });
    expect(decision.selection_reason).toBe('keyword "integral"');
    expect(sim.chatRequests().filter((r) => r.path.includes('preview'))).toEqual([]);
  });
});

describe('usage header modes', () => {
  it('count only, and none', async () => {
    for (const [mode, count] of [
      ['count', '1'],
      ['none', null],
    ] as const) {
      const sim = await startSimulator({ models: MODELS, router: { usage_headers: mode, config_hash: 'cfg-fixed', session_phase: false } });
      try {
        const response = await chat(sim, { model: 'MoM', messages: userMessage('Short?') }, { 'x-sr-bench-expected-config-hash': 'cfg-other' });
        expect(response.headers.get('x-vsr-inference-call-count')).toBe(count);
        expect(response.headers.get('x-vsr-model-usage')).toBeNull();
        expect(response.headers.get('x-vsr-config-hash')).toBe('cfg-fixed');
        expect(response.headers.get('x-vsr-session-phase')).toBeNull();
      } finally {
        await sim.close();
      }
    }
  });
});
