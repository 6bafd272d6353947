/**
 * The local τ³ harness driven by a scripted bridge: the conversation it holds, the tools it
 * offers, its reward rule (expected actions in order, communicated information) and its step bound.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HarnessRequest } from '../../src/domain/harness/protocol.ts';
import type { JsonRecord } from '../../src/domain/json/json-value.ts';
import { tau3Harness } from '../../src/harness/local/tau3.ts';
import { scriptedBridge, toolResults } from '../helpers/scripted-bridge.ts';
import type { SentCall } from '../helpers/scripted-bridge.ts';

const dir = mkdtempSync(join(tmpdir(), 'tau3-harness-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TASK = {
  id: 'cancel-1',
  user_scenario: {
    persona: 'Brief and polite.',
    instructions: { reason_for_call: 'Cancel reservation ZX81QA.', known_info: 'You are Ada Moss, user id ada_moss_1042.' },
  },
  evaluation_criteria: {
    actions: [
      { action_id: 'a', name: 'get_user_details', arguments: { user_id: 'ada_moss_1042' } },
      { action_id: 'b', name: 'cancel_reservation', arguments: { reservation_id: 'ZX81QA' } },
    ],
    communicate_info: ['refund of 240'],
  },
};

function request(metadata: JsonRecord, config: JsonRecord = {}, sourceRoot: string | null = null): HarnessRequest {
  return {
    case: { id: 'tau3/airline/cancel-1', benchmark: 'tau3', messages: [], metadata },
    config: { harness: 'sr-bench-local', release: 'test-release', ...config },
    seed: 1,
    limits: {},
    source_root: sourceRoot,
    artifact_dir: dir,
  };
}

interface Played {
  actions: { name: string; arguments: unknown }[];
  final: string;
}

/** A scripted user (asks once, stops after the first reply) and agent (plays `actions`, then `final`). */
function play({ actions, final }: Played) {
  return (call: SentCall) => {
    if (call.role === 'simulator') {
      const replied = call.messages.filter((m) => m['role'] === 'assistant').length > 0;
      return { text: replied ? 'Thanks. ###STOP###' : 'Please cancel my reservation ZX81QA.' };
    }
    const step = toolResults(call.messages);
    const next = actions[step];
    return next === undefined ? { text: final } : { toolCalls: [next] };
  };
}

const RIGHT = [
  { name: 'get_user_details', arguments: { user_id: 'ada_moss_1042' } },
  { name: 'cancel_reservation', arguments: { reservation_id: 'ZX81QA' } },
];

describe('tau3 local harness', () => {
  it('rewards the expected actions in order with the information communicated', async () => {
    const bridge = scriptedBridge(play({ actions: RIGHT, final: 'Done: a refund of 240 USD is on its way.' }));
    const lines: string[] = [];
    const result = await tau3Harness(request({ domain: 'airline', task: TASK }), bridge, { log: (l) => lines.push(l), env: {} });
    expect(result).toMatchObject({
      correct: true,
      score: 1,
      details: { reward: 1, termination_reason: 'user_stop', release: 'test-release', trials: 1, domain: 'airline' },
    });
    expect(result.answer).toEqual(RIGHT);
    // user, agent ×3 (two tool calls and a reply), user stop.
    expect(bridge.sent.map((c) => c.role)).toEqual(['simulator', 'subject', 'subject', 'subject', 'simulator']);
    expect(lines.filter((l) => /^step \d+ subject tool_calls=\d+$/.test(l))).toEqual([
      'step 2 subject tool_calls=1',
      'step 3 subject tool_calls=1',
      'step 4 subject tool_calls=0',
    ]);

    const agent = bridge.sent[1] as SentCall;
    expect(String(agent.messages[0]?.['content'])).toMatch(/^\[tau3\/airline\/cancel-1\] /);
    const tools = (agent.extraBody!['tools'] as { function: { name: string } }[]).map((t) => t.function.name);
    expect(tools).toEqual(expect.arrayContaining(['get_user_details', 'cancel_reservation', 'transfer_to_human_agents']));
    // The user simulator never sees the tool traffic, and sees the agent's replies as user turns.
    const lastUser = bridge.sent[4] as SentCall;
    expect(lastUser.messages.some((m) => m['role'] === 'tool')).toBe(false);
    expect(lastUser.messages.at(-1)).toEqual({ role: 'user', content: 'Done: a refund of 240 USD is on its way.' });
    // The judge is not consulted.
    expect(bridge.sent.some((c) => c.role === 'judge')).toBe(false);
  });

  it('gives 0 for a wrong argument, a skipped action, actions out of order, or missing information', async () => {
    const cases: Played[] = [
      { actions: [RIGHT[0]!, { name: 'cancel_reservation', arguments: { reservation_id: 'ZX81QB' } }], final: 'refund of 240' },
      { actions: [RIGHT[1]!], final: 'refund of 240' },
      { actions: [RIGHT[1]!, RIGHT[0]!], final: 'refund of 240' },
      { actions: RIGHT, final: 'All done.' },
    ];
    for (const played of cases) {
      const result = await tau3Harness(request({ domain: 'airline', task: TASK }), scriptedBridge(play(played)), { log: () => {}, env: {} });
      expect(result).toMatchObject({ correct: false, score: 0, details: { reward: 0 } });
    }
  });

  it('allows other calls between the expected ones and records malformed ones', async () => {
    const actions = [RIGHT[0]!, { name: 'get_reservation_details', arguments: '{not json' }, { name: 'no_such_tool', arguments: {} }, RIGHT[1]!];
    const bridge = scriptedBridge(play({ actions, final: 'Your refund of 240 is on its way.' }));
    const result = await tau3Harness(request({ domain: 'airline', task: TASK }), bridge, { log: () => {}, env: {} });
    expect(result.score).toBe(1);
    expect(result.answer).toEqual([RIGHT[0], { name: 'get_reservation_details', arguments: '{not json' }, { name: 'no_such_tool', arguments: {} }, RIGHT[1]]);
    const toolMessages = bridge.sent
      .at(-2)
      ?.messages.filter((m) => m['role'] === 'tool')
      .map((m) => JSON.parse(String(m['content'])) as JsonRecord);
    expect(toolMessages?.[1]).toEqual({ error: 'Arguments must be a JSON object' });
    expect(toolMessages?.[2]).toEqual({ error: 'Unknown tool no_such_tool' });
  });

  it('stops after max_steps model calls', async () => {
    // An agent that never stops calling tools.
    const bridge = scriptedBridge((call) => (call.role === 'simulator' ? { text: 'Help me.' } : { toolCalls: [RIGHT[0]!] }));
    const result = await tau3Harness(request({ domain: 'airline', task: TASK }, { max_steps: 7 }), bridge, { log: () => {}, env: {} });
    expect(bridge.sent).toHaveLength(7);
    expect(result).toMatchObject({ score: 0, details: { termination_reason: 'max_steps', reward: 0 } });
    expect(result.answer).toHaveLength(6);
  });

  it('reads a task from the source tree by domain and task id', async () => {
    const root = resolve('test/fixtures/preparation/tau3/sources/tau2-small');
    const actions = [
      { name: 'update_address', arguments: { user_id: 'meadow_1925' } },
      { name: 'get_user_details', arguments: { user_id: 'tensor_6430' } },
    ];
    const bridge = scriptedBridge(play({ actions, final: 'Your code is 407.' }));
    const result = await tau3Harness(request({ domain: 'airline', task_id: '3' }, {}, root), bridge, { log: () => {}, env: {} });
    expect(result.score).toBe(1);
    const tools = bridge.sent[1]?.extraBody?.['tools'] as { function: { name: string; parameters: JsonRecord } }[];
    // A criteria action outside the catalogue is offered, with the parameters the criteria pass.
    expect(tools.find((t) => t.function.name === 'update_address')?.function.parameters).toEqual({
      type: 'object',
      properties: { user_id: { type: 'string' } },
      required: ['user_id'],
    });
    await expect(tau3Harness(request({ domain: 'airline', task_id: 'missing' }, {}, root), bridge, { log: () => {}, env: {} })).rejects.toThrow(
      /not in airline\/tasks.json/,
    );
  });
});
