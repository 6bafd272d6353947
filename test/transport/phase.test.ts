import { describe, expect, it } from 'vitest';
import { requestPhase, routerPhase } from '../../src/worker/transport/phase.ts';

const user = { role: 'user', content: 'hi' };
const tool = { role: 'tool', tool_call_id: 'c1', content: '42' };

describe('request phase', () => {
  it.each([
    ['no messages', [], 'user_turn'],
    ['not a list', null, 'user_turn'],
    ['last not an object', [user, 'x'], 'user_turn'],
    ['user turn', [user], 'user_turn'],
    ['tool result', [user, tool], 'tool_loop'],
    ['function result', [user, { role: 'function', content: '1' }], 'tool_loop'],
    ['tool_result part', [user, { role: 'user', content: [{ type: 'tool_result', content: 'x' }] }], 'tool_loop'],
    ['assistant with tool_calls', [user, { role: 'assistant', tool_calls: [{ id: 'c' }] }], 'tool_loop'],
    ['assistant with empty tool_calls', [user, { role: 'assistant', tool_calls: [] }], 'user_turn'],
    ['user after a tool result', [user, tool, user], 'tool_loop'],
    ['user after assistant', [user, { role: 'assistant', content: 'a' }, user], 'user_turn'],
  ])('%s', (_label, messages, expected) => {
    expect(requestPhase(messages)).toEqual({ phase: expected, phase_source: 'request' });
  });
});

describe('router phase header', () => {
  it.each([
    [null, null],
    ['', null],
    ['   ', null],
    [' tool_loop ', { phase: 'tool_loop', phase_source: 'router' }],
    ['provider_state', { phase: 'provider_state', phase_source: 'router' }],
    ['user_turn', { phase: 'user_turn', phase_source: 'router' }],
    ['Tool_Loop', { phase: 'unknown', phase_source: 'router' }],
    ['other', { phase: 'unknown', phase_source: 'router' }],
  ])('%j → %j', (header, expected) => {
    expect(routerPhase(header)).toEqual(expected);
  });
});
