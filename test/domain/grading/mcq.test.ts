/**
 * Multiple-choice grader `sr-bench-mcq-final-v2` (docs/grading.md "Multiple choice"), one describe per rule.
 * Expected outcomes were cross-checked against Python `re` semantics.
 */
import { describe, expect, it } from 'vitest';
import { gradeMultipleChoice, MCQ_GRADER_VERSION } from '../../../src/domain/grading/mcq.ts';

type Outcome = [answer: string | null, strict: boolean, status: 'parsed' | 'ambiguous' | 'unparsed'];

function outcome(final: string): Outcome {
  const grade = gradeMultipleChoice(final, 'C');
  return [grade.answer, grade.details.strict_format, grade.details.answer_status];
}

function check(cases: [string, Outcome][]): void {
  for (const [final, expected] of cases) expect([final, ...outcome(final)]).toEqual([final, ...expected]);
}

describe('result shape', () => {
  it('grades correct, incorrect and unparsed answers with the frozen details', () => {
    expect(gradeMultipleChoice('ANSWER: C', 'C')).toEqual({
      answer: 'C',
      correct: true,
      score: 1,
      details: { grader_version: MCQ_GRADER_VERSION, strict_format: true, answer_status: 'parsed' },
    });
    expect(gradeMultipleChoice('ANSWER: B', 'c')).toMatchObject({ answer: 'B', correct: false, score: 0 });
    expect(gradeMultipleChoice('no idea', 'C')).toEqual({
      answer: null,
      correct: false,
      score: 0,
      details: { grader_version: 'sr-bench-mcq-final-v2', strict_format: false, answer_status: 'unparsed' },
    });
  });

  it('compares with the upper-cased reference letter', () => {
    expect(gradeMultipleChoice('answer: c', 'c').correct).toBe(true);
  });
});

describe('strict format: the whole trimmed text is one answer', () => {
  it('accepts ANSWER:, parentheses, a full stop, any case and surrounding whitespace', () => {
    check([
      ['ANSWER: C', ['C', true, 'parsed']],
      ['answer:c', ['C', true, 'parsed']],
      ['ANSWER : (C).', ['C', true, 'parsed']],
      ['Answer:  (c)', ['C', true, 'parsed']],
      ['(C)', ['C', true, 'parsed']],
      ['C.', ['C', true, 'parsed']],
      ['c', ['C', true, 'parsed']],
      [' \n ANSWER: C \n', ['C', true, 'parsed']],
    ]);
  });

  it('rejects letters outside A–J, doubled colons and trailing prose', () => {
    check([
      ['ANSWER: K', [null, false, 'unparsed']],
      ['ANSWER:: C', [null, false, 'unparsed']],
      ['ANSWER: C because', ['C', false, 'parsed']], // not strict, but a declaration
      ['**ANSWER: C**', ['C', false, 'parsed']], // markdown is not strict format
    ]);
  });

  it('uses Python whitespace: U+FEFF is not stripped, U+001C is', () => {
    check([
      ['\ufeffANSWER: C', ['C', false, 'parsed']],
      ['\x1cANSWER: C\x1c', ['C', true, 'parsed']],
    ]);
  });
});

describe('standalone lines count only after a leading answer line', () => {
  it('takes the first line and explanation after it', () => {
    check([
      ['C\nThe reason is physics.', ['C', false, 'parsed']],
      ['**C**\nbecause', ['C', false, 'parsed']],
      ['__C__', ['C', false, 'parsed']],
      ['`C`', ['C', false, 'parsed']],
      ['ANSWER: C\nANSWER: C', ['C', false, 'parsed']],
    ]);
  });

  it('collects every standalone answer line, so two letters are ambiguous', () => {
    check([
      ['C\nD', [null, false, 'ambiguous']],
      ['B\n\nC.\nANSWER: B', [null, false, 'ambiguous']],
    ]);
  });

  it('ignores an isolated letter when the first line is prose', () => {
    check([
      ['Some text\nC', [null, false, 'unparsed']],
      ['Some text\nANSWER: C', ['C', false, 'parsed']], // a declaration, not a standalone line
    ]);
  });

  it('splits lines like Python splitlines (\\r, \\u2028, \\x85)', () => {
    check([
      ['C\rD', [null, false, 'ambiguous']],
      ['C\u2028D', [null, false, 'ambiguous']],
      ['C\x85D', [null, false, 'ambiguous']],
    ]);
  });
});

describe('declarations anywhere', () => {
  it('recognises the six phrasings with wrappers', () => {
    check([
      ['The answer is C', ['C', false, 'parsed']],
      ['the correct answer is (C)', ['C', false, 'parsed']],
      ['The final answer is **C**.', ['C', false, 'parsed']],
      ['Final answer: C', ['C', false, 'parsed']],
      ['Correct answer: `C`', ['C', false, 'parsed']],
      ['My answer: C', ['C', false, 'parsed']],
      ['It could be A.\nThe answer is C.', ['C', false, 'parsed']],
    ]);
  });

  it('needs a word boundary before and no letter, digit or underscore after', () => {
    check([
      ['theanswer is C', [null, false, 'unparsed']],
      ['answer is C', [null, false, 'unparsed']],
      ['The answer is Cat', [null, false, 'unparsed']],
      ['The answer is C_', [null, false, 'unparsed']],
      ['The answer is C1', [null, false, 'unparsed']],
      ['éthe answer is C', [null, false, 'unparsed']], // é is a word character in Python
    ]);
  });

  it('adds letters chained with or, and, / and commas', () => {
    check([
      ['The answer is C or D', [null, false, 'ambiguous']],
      ['The answer is C and D', [null, false, 'ambiguous']],
      ['The answer is C/D', [null, false, 'ambiguous']],
      ['The answer is C, D, or E', [null, false, 'ambiguous']],
      ['The answer is (C) or (C)', ['C', false, 'parsed']],
      ['The answer is **C**, and Cats', ['C', false, 'parsed']],
    ]);
  });

  it('matches dotless and dotted i like Python IGNORECASE', () => {
    check([
      ['The answer ıs C', ['C', false, 'parsed']],
      ['ANSWER: ı', ['I', true, 'parsed']],
      ['answer: Cı', [null, false, 'unparsed']],
    ]);
  });
});

describe('\\boxed{X}', () => {
  it('reads every boxed letter, spaces allowed inside', () => {
    check([
      ['Reasoning... \\boxed{C}', ['C', false, 'parsed']],
      ['\\boxed{ c }', ['C', false, 'parsed']],
      ['\\boxed{C} and \\boxed{D}', [null, false, 'ambiguous']],
      ['\\boxed{CD}', [null, false, 'unparsed']],
    ]);
  });
});

describe('think tags', () => {
  it('yield no candidates at all', () => {
    check([
      ['<think>C</think>', [null, false, 'unparsed']],
      ['<think>the answer is C', [null, false, 'unparsed']],
      ['ANSWER: C</think>', [null, false, 'unparsed']],
    ]);
  });
});

describe('ambiguity across rules', () => {
  it('is ambiguous when different rules disagree, parsed when they agree', () => {
    check([
      ['The answer is C. \\boxed{D}', [null, false, 'ambiguous']],
      ['C\nThe answer is D', [null, false, 'ambiguous']],
      ['C\nThe answer is C. \\boxed{C}', ['C', false, 'parsed']],
      ['', [null, false, 'unparsed']],
    ]);
  });
});
