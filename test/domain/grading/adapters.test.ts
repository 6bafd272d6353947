/** The adapter registry, the adapters' call flow and the plan-time preflight (docs/grading.md; docs/harness.md). */
import { describe, expect, it } from 'vitest';
import type { AdapterCase, AdapterContext, CallOptions, CallResult, ChatMessage } from '../../../src/domain/grading/adapter-types.ts';
import { adapterFor, IN_PROCESS_BENCHMARKS } from '../../../src/domain/grading/adapters.ts';
import { BENCHMARKS, HARNESS_BENCHMARKS } from '../../../src/domain/catalog/benchmarks.ts';
import { GradingError } from '../../../src/domain/grading/errors.ts';
import { JUDGE_SYSTEM_PROMPT } from '../../../src/domain/grading/judge.ts';

function reply(final: string, finish_reason: string | null = 'stop'): CallResult {
  return { final, finish_reason, output_complete: finish_reason !== 'length', tool_calls: [] };
}

/** A scripted context recording every call. */
function scripted(replies: CallResult[], benchmarkOptions: Record<string, unknown> = {}) {
  const calls: { messages: readonly ChatMessage[]; options: CallOptions | undefined }[] = [];
  const ctx: AdapterContext = {
    benchmarkOptions,
    call(messages, options) {
      calls.push({ messages, options });
      const next = replies.shift();
      return next === undefined ? Promise.reject(new Error('unexpected call')) : Promise.resolve(next);
    },
  };
  return { ctx, calls };
}

const JUDGE_OPTIONS = { judge: 'judge-ref', grader_version: 'sr-bench-reference-judge-v1' };

describe('registry', () => {
  it('has adapters for the five in-process benchmarks, the dialogue extension, and none for harnesses', () => {
    expect(IN_PROCESS_BENCHMARKS).toEqual(['mmlu-pro', 'gpqa-diamond', 'arc-agi-2', 'hle', 'simpleqa-verified', 'sr-bench-dialogue']);
    for (const id of IN_PROCESS_BENCHMARKS.slice(0, 5)) expect(adapterFor(id)).toMatchObject({ id, version: 'sr-bench-1.0' });
    expect(adapterFor('sr-bench-dialogue')).toMatchObject({ id: 'sr-bench-dialogue', version: 'sr-bench-dialogue-v1', kind: 'agent' });
    expect(HARNESS_BENCHMARKS).toEqual(['livecodebench', 'scicode', 'terminal-bench-2.1', 'tau3']);
    for (const id of [...HARNESS_BENCHMARKS, 'unknown', '']) expect(adapterFor(id)).toBeNull();
    expect(BENCHMARKS.map((b) => b.id)).toHaveLength(9);
    expect(BENCHMARKS.reduce((sum, b) => sum + b.weight, 0)).toBe(0.9999999999999999); // docs/datasets.md "Benchmarks and profiles"
  });
});

describe('multiple-choice and grid adapters', () => {
  const mcqCase: AdapterCase = { id: 'mmlu-pro/x', benchmark: 'mmlu-pro', messages: [{ role: 'user', content: 'Q' }], answer: 'B' };

  it('make one subject call with the case messages and grade the final', async () => {
    const { ctx, calls } = scripted([reply('ANSWER: B')]);
    const result = await adapterFor('mmlu-pro')?.execute(mcqCase, ctx);
    expect(result).toMatchObject({ answer: 'B', correct: true, score: 1 });
    expect(calls).toEqual([{ messages: mcqCase.messages, options: undefined }]);
  });

  it('grade grids with the case output format', async () => {
    const arcCase: AdapterCase = {
      id: 'arc-agi-2/x',
      benchmark: 'arc-agi-2',
      messages: [{ role: 'user', content: 'Q' }],
      answer: [[[1]], [[2]]],
      metadata: { output_format: 'grids' },
    };
    const { ctx } = scripted([reply('[[[1]], [[2]]]')]);
    expect(await adapterFor('arc-agi-2')?.execute(arcCase, ctx)).toEqual({
      answer: [[[1]], [[2]]],
      correct: true,
      score: 1,
      details: { valid_grid: true },
    });
  });

  it('complete an output-limited answer as output_limit, ungraded', async () => {
    const { ctx } = scripted([reply('ANSWER: B', 'length')]);
    expect(await adapterFor('gpqa-diamond')?.execute({ ...mcqCase, benchmark: 'gpqa-diamond' }, ctx)).toEqual({
      answer: null,
      correct: false,
      score: 0,
      details: { quality_failure: 'output_limit', output_complete: false },
    });
  });

  it('refuse a case without answer or messages before any call', async () => {
    const { ctx, calls } = scripted([reply('ANSWER: B')]);
    const { answer: _omitted, ...noAnswer } = mcqCase;
    await expect(adapterFor('mmlu-pro')?.execute(noAnswer, ctx)).rejects.toThrow(new GradingError('answer is required for mmlu-pro/x'));
    await expect(adapterFor('mmlu-pro')?.execute({ ...mcqCase, messages: [] }, ctx)).rejects.toThrow(
      new GradingError('messages are required for case mmlu-pro/x'),
    );
    expect(calls).toHaveLength(0);
  });

  it('pass call failures through unchanged', async () => {
    const ctx: AdapterContext = { benchmarkOptions: {}, call: () => Promise.reject(new Error('Per-case call budget exhausted')) };
    await expect(adapterFor('mmlu-pro')?.execute(mcqCase, ctx)).rejects.toThrow('Per-case call budget exhausted');
  });
});

describe('judge-graded adapters', () => {
  const hleCase: AdapterCase = {
    id: 'hle/x',
    benchmark: 'hle',
    messages: [
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'How many?' },
    ],
    answer: '14',
  };

  it('call the subject, then the judge target with the two judge messages', async () => {
    const { ctx, calls } = scripted([reply('Fourteen.'), reply('{"verdict": "correct", "explanation": "same number"}')], JUDGE_OPTIONS);
    expect(await adapterFor('hle')?.execute(hleCase, ctx)).toEqual({
      answer: 'Fourteen.',
      correct: true,
      score: 1,
      details: { verdict: 'correct', judge: 'judge-ref', grader_version: 'sr-bench-reference-judge-v1', explanation: 'same number' },
    });
    expect(calls[0]).toEqual({ messages: hleCase.messages, options: undefined });
    expect(calls[1]).toEqual({
      messages: [
        { role: 'system', content: JUDGE_SYSTEM_PROMPT },
        { role: 'user', content: '{"question": "How many?", "reference_answer": "14", "candidate_answer": "Fourteen."}' },
      ],
      options: { role: 'judge', target: 'judge-ref' },
    });
  });

  it('not_attempted and incorrect verdicts score 0', async () => {
    for (const verdict of ['incorrect', 'not_attempted']) {
      const { ctx } = scripted([reply('?'), reply(`{"verdict": "${verdict}"}`)], JUDGE_OPTIONS);
      expect(await adapterFor('simpleqa-verified')?.execute({ ...hleCase, benchmark: 'simpleqa-verified' }, ctx)).toMatchObject({
        correct: false,
        score: 0,
        details: { verdict, explanation: '' },
      });
    }
  });

  it('an output-limited subject answer completes as output_limit before the judge', async () => {
    const { ctx, calls } = scripted([reply('Fourte', 'length')], JUDGE_OPTIONS);
    expect(await adapterFor('hle')?.execute(hleCase, ctx)).toMatchObject({ answer: null, correct: false, details: { quality_failure: 'output_limit' } });
    expect(calls).toHaveLength(1);
  });

  it('a judge answer outside the schema fails the cell with the frozen text', async () => {
    const { ctx } = scripted([reply('14'), reply('looks right to me')], JUDGE_OPTIONS);
    await expect(adapterFor('hle')?.execute(hleCase, ctx)).rejects.toThrow(
      new GradingError('Judge did not return the frozen verdict schema; response retained'),
    );
  });

  it('re-checks the judge options before spending anything', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'judge must reference a frozen target ID'],
      [{ judge: 'judge-ref' }, 'hle requires grader_version=sr-bench-reference-judge-v1'],
    ];
    for (const [options, message] of cases) {
      const { ctx, calls } = scripted([], options);
      await expect(adapterFor('hle')?.execute(hleCase, ctx)).rejects.toThrow(new GradingError(message));
      expect(calls).toHaveLength(0);
    }
  });
});
