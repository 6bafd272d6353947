/** The public projection of a case (docs/datasets.md "Public and hidden fields"): nothing hidden leaves. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  matchesSearch,
  mcqChoices,
  NO_INPUT_NOTICE,
  publicCase,
  searchText,
  TOO_LARGE_NOTICE,
  UNAVAILABLE_NOTICE,
} from '../../../src/domain/dataset/public-case.ts';
import { verifyArtifact } from '../../../src/domain/dataset/artifact.ts';
import { FIXTURES } from '../../helpers/fixtures.ts';

const SECRET = 'SECRET-REFERENCE-7f3a';

/** Every string inside a value, to prove no hidden field leaks anywhere in the projection. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return [...Object.keys(value), ...Object.values(value).flatMap(strings)];
  return [];
}

const MCQ_PROMPT = 'Which is largest?\n\nA. 1\nB. 22\nC. 3\n\nReturn only the letter of the correct answer.';

describe('publicCase', () => {
  it('keeps only system/user/developer messages with non-blank string content, role and content only', () => {
    const projected = publicCase({
      id: 'mmlu-pro/1',
      benchmark: 'mmlu-pro',
      messages: [
        { role: 'system', content: 'Be exact.', name: SECRET },
        { role: 'developer', content: 'Use letters.' },
        { role: 'assistant', content: SECRET },
        { role: 'tool', content: SECRET, tool_call_id: 'x' },
        { role: 'user', content: '   ' },
        { role: 'user', content: [{ type: 'text', text: SECRET }] },
        { role: 'user', content: MCQ_PROMPT },
      ],
      answer: SECRET,
      metadata: { stratum: 'math', split: 'dev', source_record: { tests: SECRET }, task_path: `/x/${SECRET}` },
      reference_trajectory: [SECRET],
      tools: [{ credentials: SECRET }],
    });
    expect(projected).toEqual({
      id: 'mmlu-pro/1',
      benchmark: 'mmlu-pro',
      category: 'math',
      question: `Be exact.\n\nUse letters.\n\n${MCQ_PROMPT}`,
      messages: [
        { role: 'system', content: 'Be exact.' },
        { role: 'developer', content: 'Use letters.' },
        { role: 'user', content: MCQ_PROMPT },
      ],
      choices: ['1', '22', '3'],
      input_status: 'available',
    });
    expect(strings(projected).some((s) => s.includes(SECRET))).toBe(false);
  });

  it('never leaks answers or metadata of the f_full_suite cases', () => {
    const cases = verifyArtifact(
      readFileSync(`${FIXTURES}f_full_suite/dataset/manifest.json`),
      new Uint8Array(readFileSync(`${FIXTURES}f_full_suite/dataset/cases.jsonl`)),
    ).cases;
    for (const c of cases) {
      const projected = publicCase(c);
      expect(
        Object.keys(projected).every((k) => ['id', 'benchmark', 'category', 'question', 'messages', 'choices', 'input_status', 'input_notice'].includes(k)),
      ).toBe(true);
      const shown = strings(projected);
      const answer = typeof c['answer'] === 'string' ? c['answer'] : undefined;
      if (answer !== undefined && answer.length > 1) expect(shown.some((s) => s.includes(answer))).toBe(false);
      for (const hidden of ['source_record', 'task_path', 'tree_sha256', 'source_task_sha256', 'origin']) {
        expect(shown).not.toContain(hidden);
      }
    }
  });

  it('category is metadata.stratum when a string, else all', () => {
    expect(publicCase({ id: 'a', benchmark: 'hle', messages: [{ role: 'user', content: 'q' }] }).category).toBe('all');
    expect(publicCase({ id: 'a', benchmark: 'hle', messages: [{ role: 'user', content: 'q' }], metadata: { stratum: 3 } }).category).toBe('all');
  });

  it('scicode shows dependencies and sub-steps; terminal-bench/tau3 need a verified task reader', () => {
    const scicode = publicCase({
      id: 'scicode/1',
      benchmark: 'scicode',
      metadata: {
        source_record: {
          required_dependencies: 'import numpy as np',
          sub_steps: [{ step_description_prompt: 'Compute f.', function_header: 'def f(x):', return_line: 'return y', test_cases: [SECRET] }],
        },
      },
    });
    expect(scicode.question).toBe(
      'Required dependencies:\nimport numpy as np\n\nSubproblem 1\n\nCompute f.\n\nFunction header:\ndef f(x):\n\nReturn line:\nreturn y',
    );
    expect(scicode.input_status).toBe('available');
    expect(strings(scicode).some((s) => s.includes(SECRET))).toBe(false);

    const terminal = { id: 'terminal-bench-2.1/t', benchmark: 'terminal-bench-2.1', metadata: { task_path: '/t', tree_sha256: 'x' } };
    expect(publicCase(terminal)).toMatchObject({ question: '', messages: [], input_status: 'unavailable', input_notice: UNAVAILABLE_NOTICE });
    expect(publicCase(terminal, { taskInput: () => 'Create /app/done.txt.' })).toMatchObject({
      question: 'Create /app/done.txt.',
      messages: [{ role: 'user', content: 'Create /app/done.txt.' }],
      input_status: 'available',
    });
    expect(
      publicCase(terminal, {
        taskInput: () => {
          throw new Error('Task source differs from the frozen dataset');
        },
      }).input_notice,
    ).toBe(UNAVAILABLE_NOTICE);
    expect(publicCase({ id: 'hle/x', benchmark: 'hle', messages: [] })).toMatchObject({ input_status: 'unavailable', input_notice: NO_INPUT_NOTICE });
  });

  it('blanks a projection over 2 MiB (measured as ASCII-escaped JSON)', () => {
    const big = 'é'.repeat(400_000); // 800 KB of UTF-8, 2.4 MB escaped as \u00e9
    const projected = publicCase({ id: 'hle/big', benchmark: 'hle', messages: [{ role: 'user', content: big }] });
    expect(projected).toEqual({
      id: 'hle/big',
      benchmark: 'hle',
      category: 'all',
      question: '',
      messages: [],
      input_status: 'unavailable',
      input_notice: TOO_LARGE_NOTICE,
    });
    expect(publicCase({ id: 'hle/ok', benchmark: 'hle', messages: [{ role: 'user', content: 'e'.repeat(400_000) }] }).input_status).toBe('available');
  });
});

describe('mcqChoices', () => {
  it('parses the sr-bench MCQ prompt, up to ten options', () => {
    expect(mcqChoices(MCQ_PROMPT)).toEqual(['1', '22', '3']);
    const ten = `Q\n\n${'ABCDEFGHIJ'
      .split('')
      .map((l, i) => `${l}. opt ${i}`)
      .join('\n')}\n\nReturn only the letter of the correct answer.`;
    expect(mcqChoices(ten)).toHaveLength(10);
    expect(mcqChoices('Intro\n\nA. not an option list\n\nMore text\n\nA. x\nB. y\n\nReturn only the letter of the correct answer.')).toEqual(['x', 'y']);
  });

  it('omits choices when the prompt is not exactly that shape', () => {
    for (const prompt of [
      'Q\n\nA. x\nB. y', // no instruction
      'Q\n\nA. x\n\nReturn only the letter of the correct answer.', // one option
      'Q\n\nA. x\nC. y\n\nReturn only the letter of the correct answer.', // letters skip
      'Q\n\nB. x\nC. y\n\nReturn only the letter of the correct answer.', // does not start at A
      'Q\n\nA. x\nB. y\nsee\nC. z\nB. w\n\nReturn only the letter of the correct answer.', // ambiguous split
    ]) {
      expect([prompt, mcqChoices(prompt)]).toEqual([prompt, null]);
    }
    expect(mcqChoices('Q\n\nA. two\nlines\nB. y\n\nReturn only the letter of the correct answer.')).toEqual(['two\nlines', 'y']);
  });

  it('only multiple-choice benchmarks get parsed choices; explicit case choices win', () => {
    expect(publicCase({ id: 'hle/1', benchmark: 'hle', messages: [{ role: 'user', content: MCQ_PROMPT }] }).choices).toBeUndefined();
    expect(publicCase({ id: 'x/1', benchmark: 'x', messages: [{ role: 'user', content: 'q' }], choices: ['p', 'q'] }).choices).toEqual(['p', 'q']);
  });
});

describe('search', () => {
  const projected = publicCase({
    id: 'gpqa-diamond/Abc',
    benchmark: 'gpqa-diamond',
    messages: [{ role: 'user', content: 'Straße?\n\nA. Grüße\nB. x\n\nReturn only the letter of the correct answer.' }],
  });

  it('matches id, question and choices, case-folded', () => {
    expect(searchText(projected)).toContain('gpqa-diamond/abc');
    expect(matchesSearch(projected, 'ABC')).toBe(true);
    expect(matchesSearch(projected, 'STRASSE')).toBe(true);
    expect(matchesSearch(projected, 'grüsse')).toBe(true);
    expect(matchesSearch(projected, 'nothing')).toBe(false);
    expect(matchesSearch(projected, '')).toBe(true);
  });

  it('limits queries to 200 characters', () => {
    expect(() => matchesSearch(projected, 'x'.repeat(201))).toThrow('search must be at most 200 characters');
    expect(matchesSearch(projected, 'x'.repeat(200))).toBe(false);
  });
});
