// Agent tasks in the simulated provider: playing an agent reference step by step over HTTP, the
// scenario user simulator, and the router decision that matches on the session phase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/simulator/config.ts';
import { route } from '../../src/simulator/router.ts';
import { startSimulator } from '../../src/simulator/server.ts';
import type { SimulatorHandle } from '../../src/simulator/server.ts';
import { userTurn } from '../../src/simulator/user-simulator.ts';
import { HashRandom } from '../../src/simulator/random.ts';
import { chat, sseChunks, streamedContent } from './helpers.ts';

const REFERENCE = {
  kind: 'agent',
  actions: [
    { name: 'lookup', arguments: { id: 'u7' } },
    { name: 'change', arguments: { id: 'u7', value: 3 } },
  ],
  final: 'All changed.',
};
const TOOLS = [{ type: 'function', function: { name: 'lookup', parameters: { type: 'object' } } }];
const SYSTEM = { role: 'system', content: '[agent/case-1] You are an agent.' };
const USER = { role: 'user', content: 'Please change it.' };

function toolTurn(id: string, name: string, args: string) {
  return [
    { role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: args } }] },
    { role: 'tool', tool_call_id: id, content: '{"ok":true}' },
  ];
}

/** The streamed tool call (name, arguments) and finish reason of a response body. */
function toolCallOf(text: string): { name: string; args: string; finish: unknown } {
  let name = '';
  let args = '';
  let finish: unknown = null;
  for (const chunk of sseChunks(text)) {
    for (const choice of (chunk.choices as { delta?: { tool_calls?: { function?: { name?: string; arguments?: string } }[] }; finish_reason?: unknown }[]) ??
      []) {
      for (const part of choice.delta?.tool_calls ?? []) {
        name ||= part.function?.name ?? '';
        args += part.function?.arguments ?? '';
      }
      finish = choice.finish_reason ?? finish;
    }
  }
  return { name, args, finish };
}

describe('agent references over HTTP', () => {
  let sim: SimulatorHandle;
  beforeAll(async () => {
    sim = await startSimulator({
      router: false,
      models: [
        { name: 'right', accuracy: 1, ttft_ms: 0, latency_ms: 0 },
        { name: 'wrong', accuracy: 0, ttft_ms: 0, latency_ms: 0 },
      ],
      answers: { 'agent/case-1': REFERENCE },
    });
  });
  afterAll(() => sim.close());

  it('makes the next expected call per tool result, one per response, then the final reply', async () => {
    const first = await chat(sim, { model: 'right', messages: [SYSTEM, USER], tools: TOOLS });
    expect(toolCallOf(first.text)).toEqual({ name: 'lookup', args: '{"id":"u7"}', finish: 'tool_calls' });
    const second = await chat(sim, { model: 'right', messages: [SYSTEM, USER, ...toolTurn('a', 'lookup', '{"id":"u7"}')], tools: TOOLS });
    expect(toolCallOf(second.text)).toEqual({ name: 'change', args: '{"id":"u7","value":3}', finish: 'tool_calls' });
    const done = [SYSTEM, USER, ...toolTurn('a', 'lookup', '{"id":"u7"}'), ...toolTurn('b', 'change', '{"id":"u7","value":3}')];
    const last = await chat(sim, { model: 'right', messages: done, tools: TOOLS });
    expect(streamedContent(last.text)).toBe('All changed.');
    expect(toolCallOf(last.text)).toMatchObject({ name: '', finish: 'stop' });
    expect(
      sim
        .chatRequests()
        .slice(-3)
        .map((r) => r.intended_correct),
    ).toEqual([true, true, true]);
  });

  it('a wrong model skips or spoils the last call, the same way on every request of the task', async () => {
    const second = await chat(sim, { model: 'wrong', messages: [SYSTEM, USER, ...toolTurn('a', 'lookup', '{"id":"u7"}')], tools: TOOLS });
    const again = await chat(sim, { model: 'wrong', messages: [SYSTEM, USER, ...toolTurn('a', 'lookup', '{"id":"u7"}')], tools: TOOLS });
    expect(second.text).toBe(again.text);
    const call = toolCallOf(second.text);
    // Skipped: the final reply comes at once; spoiled: the change call with another argument.
    if (call.name === '') expect(streamedContent(second.text)).toBe('All changed.');
    else expect(call).toEqual({ name: 'change', args: '{"id":"u8","value":3}', finish: 'tool_calls' });
  });

  it('without tools in the request the reference is not played as an agent', async () => {
    const response = await chat(sim, { model: 'right', messages: [SYSTEM, USER] });
    expect(toolCallOf(response.text).name).toBe('');
  });
});

describe('scenario user simulator', () => {
  const system = 'You are playing the customer.\nEnd with ###STOP###.\n\n# Scenario\nGoal: You want your reservation cancelled.';
  it('states the goal in the first person, then stops after the agent replied', () => {
    const rng = new HashRandom(1, 'x');
    expect(
      userTurn(
        [
          { role: 'system', content: system },
          { role: 'user', content: 'Hi! How can I help?' },
        ],
        rng,
      ),
    ).toBe('Hello. I want my reservation cancelled.');
    const later = [
      { role: 'system', content: system },
      { role: 'user', content: 'Hi!' },
      { role: 'assistant', content: 'Hello.' },
      { role: 'user', content: 'Done.' },
    ];
    expect(userTurn(later, rng)).toBe('Thanks, that is all I needed. ###STOP###');
  });
});

describe('session phase decisions', () => {
  const models = [{ name: 'a' }, { name: 'b' }];
  const router = resolveConfig({
    models,
    router: {
      decisions: [
        { name: 'tools', model: 'b', session_phase: 'tool_loop' },
        { name: 'rest', model: 'a' },
      ],
    },
  }).router;
  if (router === null) throw new Error('router expected');

  it('matches only requests whose conversation ends in tool traffic', () => {
    expect(route(router, [SYSTEM, USER], null)).toMatchObject({ decision: 'rest', model: 'a' });
    expect(route(router, [SYSTEM, USER, ...toolTurn('a', 'lookup', '{}')], null)).toMatchObject({
      decision: 'tools',
      model: 'b',
      reason: 'session phase tool_loop',
    });
  });

  it('refuses an unknown phase', () => {
    // A config read from JSON may hold any string; the cast stands for that.
    const decisions = [{ name: 'x', model: 'a', session_phase: 'later' as 'tool_loop' }];
    expect(() => resolveConfig({ models, router: { decisions } })).toThrow(/session_phase must be user_turn or tool_loop/);
  });
});
