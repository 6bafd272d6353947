/** The sr-bench-dialogue adapter (grading/dialogue.ts) against a scripted ctx.call. */
import { describe, expect, it } from 'vitest';
import type { AdapterCase, AdapterContext, CallOptions, CallResult, ChatMessage } from '../../../src/domain/grading/adapter-types.ts';
import { adapterFor } from '../../../src/domain/grading/adapters.ts';
import { DONE_TOKEN, normaliseDialogueText, simulatorSystemPrompt, statesAnswer } from '../../../src/domain/grading/dialogue.ts';
import { GradingError } from '../../../src/domain/grading/errors.ts';

function reply(final: string, finish_reason: string | null = 'stop'): CallResult {
  return { final, finish_reason, output_complete: finish_reason !== 'length', tool_calls: [] };
}

interface Recorded {
  messages: readonly ChatMessage[];
  options: CallOptions | undefined;
}

function scripted(replies: CallResult[], benchmarkOptions: Record<string, unknown> = { simulator: 'sim-user' }) {
  const calls: Recorded[] = [];
  const ctx: AdapterContext = {
    benchmarkOptions,
    call(messages, options) {
      calls.push({ messages: structuredClone(messages), options });
      const next = replies.shift();
      return next === undefined ? Promise.reject(new Error('unexpected call')) : Promise.resolve(next);
    },
  };
  return { ctx, calls };
}

const SYSTEM = { role: 'system', content: '[sr-bench-dialogue/1] Answer the user briefly.' };
const task: AdapterCase = {
  id: 'sr-bench-dialogue/1',
  benchmark: 'sr-bench-dialogue',
  messages: [SYSTEM],
  answer: 'Au',
  metadata: { split: 'dev', stratum: 'chemistry', persona: 'A busy jeweller.', goal: 'Learn the chemical symbol for gold.', max_turns: 3 },
};
const adapter = adapterFor('sr-bench-dialogue');
const run = (ctx: AdapterContext, testCase: AdapterCase = task) => adapter!.execute(testCase, ctx);
const SIMULATOR = { role: 'simulator', target: 'sim-user' };

describe('sr-bench-dialogue turns', () => {
  it('alternates simulator and subject calls, flipping roles for the simulator, and stops at ###DONE###', async () => {
    const { ctx, calls } = scripted([
      reply('What is the symbol for gold?'),
      reply('It is Ag.'),
      reply('Are you sure?'),
      reply('Sorry: gold is Au.'),
      reply(`Great, thanks! ${DONE_TOKEN}`),
    ]);
    expect(await run(ctx)).toEqual({
      answer: 'Sorry: gold is Au.',
      correct: true,
      score: 1,
      details: { turns: 2, termination_reason: 'user_done', grader_version: 'sr-bench-dialogue-v1' },
    });
    expect(calls.map((c) => c.options)).toEqual([SIMULATOR, undefined, SIMULATOR, undefined, SIMULATOR]);

    const prompt = { role: 'system', content: simulatorSystemPrompt('A busy jeweller.', 'Learn the chemical symbol for gold.') };
    expect(prompt.content).toContain('user simulator');
    expect(prompt.content).toContain('A busy jeweller.');
    expect(prompt.content).toContain('Learn the chemical symbol for gold.');
    expect(prompt.content).toContain(DONE_TOKEN);
    expect(calls[0]?.messages).toEqual([prompt]);
    expect(calls[1]?.messages).toEqual([SYSTEM, { role: 'user', content: 'What is the symbol for gold?' }]);
    expect(calls[2]?.messages).toEqual([prompt, { role: 'assistant', content: 'What is the symbol for gold?' }, { role: 'user', content: 'It is Ag.' }]);
    expect(calls[3]?.messages).toEqual([
      SYSTEM,
      { role: 'user', content: 'What is the symbol for gold?' },
      { role: 'assistant', content: 'It is Ag.' },
      { role: 'user', content: 'Are you sure?' },
    ]);
    expect(calls[4]?.messages.at(-1)).toEqual({ role: 'user', content: 'Sorry: gold is Au.' });
  });

  it('ends after max_turns rounds without a final simulator call, graded on the last reply', async () => {
    const { ctx, calls } = scripted([reply('Gold?'), reply('Au.'), reply('Hm?'), reply('Au, as said.'), reply('And?'), reply('I am not sure.')]);
    expect(await run(ctx)).toEqual({
      answer: 'I am not sure.',
      correct: false,
      score: 0,
      details: { turns: 3, termination_reason: 'max_turns', grader_version: 'sr-bench-dialogue-v1' },
    });
    expect(calls).toHaveLength(6);
  });

  it('honours a smaller max_turns and defaults to 3 when absent', async () => {
    const one = scripted([reply('Gold?'), reply('Au')]);
    expect(await run(one.ctx, { ...task, metadata: { ...task.metadata, max_turns: 1 } })).toMatchObject({
      correct: true,
      details: { turns: 1, termination_reason: 'max_turns' },
    });
    const { max_turns: _omitted, ...metadata } = task.metadata ?? {};
    const three = scripted([reply('a'), reply('b'), reply('c'), reply('d'), reply('e'), reply('Au')]);
    expect(await run(three.ctx, { ...task, metadata })).toMatchObject({ correct: true, details: { turns: 3, termination_reason: 'max_turns' } });
  });

  it('a user done at once leaves no answer and scores 0', async () => {
    const { ctx, calls } = scripted([reply(DONE_TOKEN)]);
    expect(await run(ctx)).toEqual({
      answer: null,
      correct: false,
      score: 0,
      details: { turns: 0, termination_reason: 'user_done', grader_version: 'sr-bench-dialogue-v1' },
    });
    expect(calls).toHaveLength(1);
  });

  it('an output-limited agent reply ends the cell as output_limit, with no further call', async () => {
    const { ctx, calls } = scripted([reply('Gold?'), reply('The symbol is A', 'length'), reply(DONE_TOKEN)]);
    expect(await run(ctx)).toEqual({ answer: null, correct: false, score: 0, details: { quality_failure: 'output_limit', output_complete: false } });
    expect(calls).toHaveLength(2);
  });

  it('passes call failures through unchanged', async () => {
    const ctx: AdapterContext = { benchmarkOptions: { simulator: 'sim-user' }, call: () => Promise.reject(new Error('Per-case call budget exhausted')) };
    await expect(run(ctx)).rejects.toThrow('Per-case call budget exhausted');
  });
});

describe('sr-bench-dialogue checks before any call', () => {
  const refused = async (testCase: AdapterCase, message: string, options?: Record<string, unknown>) => {
    const { ctx, calls } = scripted([reply('x')], options);
    await expect(run(ctx, testCase)).rejects.toThrow(new GradingError(message));
    expect(calls).toHaveLength(0);
  };

  it('needs a simulator reference', async () => {
    await refused(task, 'sr-bench-dialogue requires a simulator target reference', {});
    await refused(task, 'sr-bench-dialogue requires a simulator target reference', { simulator: 5 });
  });

  it('needs messages, a non-empty answer, persona, goal and a bounded max_turns', async () => {
    await refused({ ...task, messages: [] }, 'messages are required for case sr-bench-dialogue/1');
    await refused({ ...task, answer: '  ' }, 'answer is required for sr-bench-dialogue/1');
    await refused({ ...task, metadata: { ...task.metadata, persona: '' } }, 'sr-bench-dialogue requires metadata.persona for sr-bench-dialogue/1');
    await refused({ ...task, metadata: { ...task.metadata, goal: 3 } }, 'sr-bench-dialogue requires metadata.goal for sr-bench-dialogue/1');
    for (const max_turns of [0, 11, 2.5, '3']) {
      await refused({ ...task, metadata: { ...task.metadata, max_turns } }, 'sr-bench-dialogue requires metadata.max_turns between 1 and 10');
    }
  });
});

describe('grading', () => {
  it('normalises case and whitespace', () => {
    expect(normaliseDialogueText('  The  Symbol\n is\tAU ')).toBe('the symbol is au');
    expect(statesAnswer('The symbol is\nAU.', 'Au')).toBe(true);
    expect(statesAnswer('Water boils at 100 °C at sea level.', '100')).toBe(true);
    expect(statesAnswer('A leap year has 366   days', '366 days')).toBe(true);
  });

  it('does not find an answer inside a longer word or number', () => {
    expect(statesAnswer('It is because of gold.', 'Au')).toBe(false);
    expect(statesAnswer('About 1000 degrees.', '100')).toBe(false);
    expect(statesAnswer('Symbol (Au)', 'Au')).toBe(true);
    expect(statesAnswer('anything', '')).toBe(false);
    expect(statesAnswer('x = a+b', 'a+b')).toBe(true); // regex characters are literal
  });
});
