// What the steps view shows before a subject call and how it words a result's details (README
// "The dashboard", steps of a question), without a browser: an agent task's tool results, a
// history the harness rewrote, and the detail shapes of the code, agent and dialogue tasks.
import { describe, expect, it } from 'vitest';
import { detailsInWords } from '../../web/src/views/run-details/result-details.ts';
import { stepPrompts } from '../../web/src/views/run-details/step-messages.ts';

const request = (...messages: { role: string; content: string }[]) => ({ messages });
const sys = { role: 'system', content: 'You are an airline agent.' };
const user = { role: 'user', content: 'Change my flight.' };

describe('the messages before a step', () => {
  it('a subject call after a tool call shows the tool results, not the reply it repeats', () => {
    const prompts = stepPrompts([
      { role: 'SIMULATOR', request: request({ role: 'system', content: 'play the user' }) },
      { role: 'SUBJECT', request: request(sys, user) },
      { role: 'SUBJECT', request: request(sys, user, { role: 'assistant', content: '' }, { role: 'tool', content: '{"flight":"UA1"}' }) },
      { role: 'JUDGE', request: request(user) },
    ]);
    expect(prompts[0]).toBeNull();
    expect(prompts[1]).toBeNull(); // the first subject call: its request is the task
    expect(prompts[2]).toEqual({ messages: [{ role: 'tool', text: '{"flight":"UA1"}' }], rewritten: false });
    expect(prompts[3]).toBeNull();
  });

  it('a request that does not extend the previous one shows what follows its last assistant message', () => {
    const prompts = stepPrompts([
      { role: 'SUBJECT', request: request(sys, user, { role: 'assistant', content: 'a' }, { role: 'tool', content: 'x' }) },
      {
        role: 'SUBJECT',
        request: request(
          sys,
          { role: 'user', content: 'Summary so far' },
          { role: 'assistant', content: 'b' },
          { role: 'tool', content: 'y' },
          { role: 'user', content: 'and?' },
        ),
      },
    ]);
    expect(prompts[1]).toEqual({
      messages: [
        { role: 'tool', text: 'y' },
        { role: 'user', text: 'and?' },
      ],
      rewritten: true,
    });
  });

  it('a request without messages gives an empty list, not an error', () => {
    expect(
      stepPrompts([
        { role: 'SUBJECT', request: null },
        { role: 'SUBJECT', request: { messages: 'bad' } },
      ]),
    ).toEqual([null, { messages: [], rewritten: false }]);
  });
});

describe('result details in words', () => {
  it('words the known shapes and leaves others to the JSON', () => {
    expect(detailsInWords({ correct: false, passed: 3, total: 5, not_run: 1, failures: [{}, {}] })).toEqual([
      '3 of 5 tests passed (1 not run)',
      '2 failures recorded',
    ]);
    expect(detailsInWords({ steps_passed: 2, steps_total: 2 })).toEqual(['2 of 2 steps passed']);
    expect(detailsInWords({ reward: 0.5, termination_reason: 'max_steps' })).toEqual(['Reward 0.5', 'Ended by max steps']);
    expect(detailsInWords({ turns: 1, termination_reason: 'user_done', grader_version: 'v1' })).toEqual(['1 turn', 'Ended by user done']);
    expect(detailsInWords({ grader_version: 'mc-v1' })).toEqual([]);
    expect(detailsInWords([1, 2])).toEqual([]);
  });
});
