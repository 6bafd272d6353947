// How the simulated models answer: accuracy, answer formats, the judge and the user simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedAnswer, unkeyedAnswer } from '../../src/simulator/answers.ts';
import { JUDGE_SYSTEM_PROMPT, judgeVerdict } from '../../src/simulator/judge.ts';
import { caseIdOf, lookupAnswer } from '../../src/simulator/prompt.ts';
import { HashRandom, sha256Hex } from '../../src/simulator/random.ts';
import { userTurn } from '../../src/simulator/user-simulator.ts';
import { startSimulator } from '../../src/simulator/server.ts';
import type { SimulatorHandle } from '../../src/simulator/server.ts';
import { chat, streamedContent, userMessage } from './helpers.ts';

describe('answer key lookup', () => {
  it('by [case id] at the start of the last user message, else by its sha256', () => {
    const answers = new Map<string, unknown>([
      ['mmlu-7', 'D'],
      [sha256Hex('What is 2+2?'), '4'],
    ]);
    expect(caseIdOf('  [mmlu-7] text')).toBe('mmlu-7');
    expect(caseIdOf('text [mmlu-7]')).toBeNull();
    expect(lookupAnswer(answers, '[mmlu-7] Which?')).toEqual({ key: 'mmlu-7', reference: 'D' });
    expect(lookupAnswer(answers, 'What is 2+2?')).toEqual({ key: sha256Hex('What is 2+2?'), reference: '4' });
    expect(lookupAnswer(answers, '[other] What?')).toBeNull();
  });

  it('multi-turn tasks: by [case id] at the start of the system message when the user turn has none', () => {
    const answers = new Map<string, unknown>([
      ['dlg-1', 'Au'],
      ['mmlu-7', 'D'],
    ]);
    expect(lookupAnswer(answers, 'What is the symbol for gold?', '[dlg-1] Answer the user.')).toEqual({ key: 'dlg-1', reference: 'Au' });
    expect(lookupAnswer(answers, '[mmlu-7] Which?', '[dlg-1] sys')).toEqual({ key: 'mmlu-7', reference: 'D' }); // the user message first
    expect(lookupAnswer(answers, 'Hi', 'Answer the user. [dlg-1]')).toBeNull();
  });
});

describe('the simulated user', () => {
  const rng = (i: number): HashRandom => new HashRandom(3, 'sim/user', String(i));
  const system = (extra: string) => ({ role: 'system', content: `You are a user simulator.${extra}` });
  const flipped = (answers: number) =>
    Array.from({ length: answers }, (_, i) => [
      { role: 'assistant', content: `user turn ${i}` },
      { role: 'user', content: `agent reply ${i}` },
    ]).flat();

  it('with an end marker in its instructions: opens with its goal, then ends after one or two answers', () => {
    const prompt = system(' Reply with ###DONE### when done.\n\nPersona: terse\nGoal: I want to know the symbol for gold.');
    const endings = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      expect(userTurn([prompt], rng(i))).toBe('I want to know the symbol for gold.');
      const second = userTurn([prompt, ...flipped(1)], rng(i));
      endings.add(second.includes('###DONE###') ? 'done' : second);
      expect(userTurn([prompt, ...flipped(2)], rng(i))).toContain('###DONE###');
    }
    expect(endings).toEqual(new Set(['done', 'Could you check that again for me?']));
  });

  it('without a marker: generic turns, ###STOP### after a few exchanges', () => {
    const prompt = system(' Stay in character.');
    expect(userTurn([prompt, ...flipped(1)], rng(1))).not.toContain('###');
    expect(userTurn([prompt, ...flipped(3)], rng(1))).toBe('That is all I needed. ###STOP###');
  });
});

describe('keyed answers', () => {
  const rng = (i: number): HashRandom => new HashRandom(5, 'sim/x', String(i));

  it('multiple choice: right letter with the configured probability, else another letter', () => {
    let right = 0;
    for (let i = 0; i < 2000; i++) {
      const answer = keyedAnswer('B', 'Options A-D', 0.7, rng(i));
      expect(answer.text).toMatch(/^ANSWER: [A-D]$/);
      expect(answer.text === 'ANSWER: B').toBe(answer.correct);
      if (answer.correct) right++;
    }
    expect(right / 2000).toBeGreaterThan(0.65);
    expect(right / 2000).toBeLessThan(0.75);
  });

  it('wrong letters stay within the stated range', () => {
    const letters = new Set<string>();
    for (let i = 0; i < 300; i++) letters.add(keyedAnswer('A', 'Options A-J', 0, rng(i)).text);
    expect([...letters].sort()).toEqual(['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'].map((l) => `ANSWER: ${l}`));
  });

  it('grids: the JSON grid(s), or an altered copy', () => {
    const grids = [
      [
        [1, 2],
        [3, 4],
      ],
      [[0]],
    ];
    expect(JSON.parse(keyedAnswer(grids, '', 1, rng(1)).text)).toEqual(grids);
    const wrong = JSON.parse(keyedAnswer(grids, '', 0, rng(1)).text) as unknown;
    expect(wrong).not.toEqual(grids);
    expect(wrong).toEqual([
      [
        [2, 2],
        [3, 4],
      ],
      [[0]],
    ]);
  });

  it('free text: the reference, or a wrong phrase or a refusal', () => {
    expect(keyedAnswer('Paris', '', 1, rng(1))).toEqual({ text: 'Paris', correct: true });
    for (let i = 0; i < 50; i++) {
      const wrong = keyedAnswer('Paris', '', 0, rng(i));
      expect(wrong.correct).toBe(false);
      expect(judgeVerdict('Paris', wrong.text).verdict).not.toBe('correct');
    }
  });

  it('without a key: a letter when asked for one, else a sentence', () => {
    expect(unkeyedAnswer("Reply with 'ANSWER: <letter>'", rng(0)).text).toMatch(/^ANSWER: [A-D]$/);
    expect(unkeyedAnswer('Hello?', rng(0))).toEqual({ text: 'This is a simulated answer.', correct: null });
  });
});

describe('judge verdicts', () => {
  it.each([
    ['Paris', 'Paris', 'correct'],
    ['Paris', 'the answer is: paris.', 'correct'],
    ['3.5', '3.5', 'correct'],
    ['Paris', 'Lyon', 'incorrect'],
    ['Paris', "I don't know.", 'not_attempted'],
    ['Paris', '   ', 'not_attempted'],
  ])('reference %j, candidate %j → %s', (reference, candidate, verdict) => {
    expect(judgeVerdict(reference, candidate).verdict).toBe(verdict);
  });
});

describe('over HTTP', () => {
  let sim: SimulatorHandle;
  const cases = Array.from({ length: 120 }, (_, i) => `case-${i}`);

  beforeAll(async () => {
    sim = await startSimulator({
      seed: 99,
      models: [
        { name: 'sim/always', accuracy: 1, ttft_ms: 0, tokens_per_second: 1e6 },
        { name: 'sim/never', accuracy: 0, ttft_ms: 0, tokens_per_second: 1e6 },
        { name: 'sim/half', accuracy: 0.5, ttft_ms: 0, tokens_per_second: 1e6 },
        { name: 'sim/judge', ttft_ms: 0, tokens_per_second: 1e6 },
      ],
      router: false,
      answers: new Map<string, unknown>([
        ...cases.map((id) => [id, 'C'] as [string, unknown]),
        [
          'arc-1',
          [
            [1, 0],
            [0, 1],
          ],
        ],
        ['simpleqa-1', 'Oslo'],
      ]),
    });
  });
  afterAll(async () => {
    await sim.close();
  });

  async function accuracy(model: string): Promise<number> {
    let right = 0;
    for (const id of cases) {
      const text = streamedContent((await chat(sim, { model, messages: userMessage(`[${id}] Options A-D.`) })).text);
      if (text === 'ANSWER: C') right++;
    }
    return right / cases.length;
  }

  it('accuracy roughly as configured', async () => {
    expect(await accuracy('sim/always')).toBe(1);
    expect(await accuracy('sim/never')).toBe(0);
    const half = await accuracy('sim/half');
    expect(half).toBeGreaterThan(0.3);
    expect(half).toBeLessThan(0.7);
  });

  it('records whether each keyed answer was meant to be right', async () => {
    sim.clearRequests();
    await chat(sim, { model: 'sim/never', messages: userMessage('[case-1] Options A-D.') });
    await chat(sim, { model: 'sim/never', messages: userMessage('Unkeyed question') });
    expect(sim.chatRequests().map((r) => r.intended_correct)).toEqual([false, null]);
  });

  it('grids come back as JSON', async () => {
    const text = streamedContent((await chat(sim, { model: 'sim/always', messages: userMessage('[arc-1] Solve the grid.') })).text);
    expect(JSON.parse(text)).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it('as a judge: the verdict object for the frozen judge prompt', async () => {
    const candidate = streamedContent((await chat(sim, { model: 'sim/always', messages: userMessage('[simpleqa-1] Capital of Norway?') })).text);
    const judgeMessages = [
      { role: 'system', content: JUDGE_SYSTEM_PROMPT },
      { role: 'user', content: JSON.stringify({ question: 'Capital of Norway?', reference_answer: 'Oslo', candidate_answer: candidate }) },
    ];
    const verdict = JSON.parse(streamedContent((await chat(sim, { model: 'sim/judge', messages: judgeMessages })).text)) as Record<string, unknown>;
    expect(verdict).toEqual({ verdict: 'correct', explanation: expect.any(String) });
    judgeMessages[1] = { role: 'user', content: JSON.stringify({ question: 'Q', reference_answer: 'Oslo', candidate_answer: 'Bergen' }) };
    const wrong = JSON.parse(streamedContent((await chat(sim, { model: 'sim/judge', messages: judgeMessages })).text)) as Record<string, unknown>;
    expect(wrong.verdict).toBe('incorrect');
  });

  it('as a user simulator: a short user turn', async () => {
    const messages = [
      { role: 'system', content: 'You are a user simulator. Stay in character as the customer.' },
      { role: 'user', content: 'How can I help you today?' },
    ];
    const text = streamedContent((await chat(sim, { model: 'sim/judge', messages })).text);
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(80);
    expect(text).not.toMatch(/ANSWER/);
  });

  it('as the subject of a multi-turn task: answers from the key by the system message case id', async () => {
    const messages = [
      { role: 'system', content: '[simpleqa-1] You are a helpful assistant.' },
      { role: 'user', content: 'Which city is the capital of Norway?' },
    ];
    expect(streamedContent((await chat(sim, { model: 'sim/always', messages })).text)).toBe('Oslo');
  });
});
