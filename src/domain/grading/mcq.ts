/**
 * Multiple-choice grader `sr-bench-mcq-final-v2` (docs/grading.md "Multiple choice") for `mmlu-pro` and
 * `gpqa-diamond`. Reads the visible `final` only and accepts explicit, unambiguous answers;
 * it never guesses a letter from prose. Format compliance (`strict_format`) is reported
 * independently of correctness.
 *
 * The patterns follow Python `re` semantics with IGNORECASE: the `u` flag gives Unicode
 * simple case folding like Python, `\s` is Python's whitespace set, and Python's `\b`
 * before "the"/"answer" becomes a look-behind for a non-word character (`\w` in Python is
 * Unicode letters, digits and `_`). Python also lets `i` match dotless `ı` (U+0131) and
 * dotted `İ` (U+0130) under IGNORECASE, which JavaScript's folding does not: listed explicitly.
 */
import { PY_SPACE, pySplitLines, pyStrip } from '../hashing/python-text.ts';

export const MCQ_GRADER_VERSION = 'sr-bench-mcq-final-v2';

export type McqAnswerStatus = 'parsed' | 'ambiguous' | 'unparsed';

// A type alias (not an interface) so it fits `Record<string, unknown>` slots.
export type McqDetails = {
  grader_version: typeof MCQ_GRADER_VERSION;
  strict_format: boolean;
  answer_status: McqAnswerStatus;
};

export interface McqGrade {
  /** The one distinct candidate letter (upper case), else null. */
  answer: string | null;
  correct: boolean;
  /** 1.0 / 0.0; a writer stores it as a float. */
  score: 0 | 1;
  details: McqDetails;
}

const S = PY_SPACE;
const I = '[iıİ]'; // Python IGNORECASE `i`
const LETTER = '([A-Jıİ])'; // Python IGNORECASE `[A-J]`
const WRAP = '(?:\\*\\*|__|`)?';
// Optional `ANSWER :`, optional parentheses, one letter A–J, optional full stop; whole text.
const STRICT = new RegExp(`^(?:ANSWER${S}*:${S}*)?\\(?${LETTER}\\)?\\.?$`, 'iu');
// A letter wrapped in **, __ or ` (outside) and parentheses (inside), not followed by a word character.
const LABEL = `${WRAP}\\(?${LETTER}\\)?${WRAP}(?![A-Za-z0-9_ıİ])`; // ı and İ: see the note on `i` above
const DECLARATION = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:the${S}+(?:correct${S}+|f${I}nal${S}+)?answer${S}+${I}s|(?:f${I}nal${S}+|correct${S}+)?answer${S}*:)${S}*${LABEL}`,
  'giu',
);
// After a declaration: `or`, `and`, `/` or `,` and another letter, anchored where the last match ended.
const ALTERNATIVE = new RegExp(`${S}*(?:or|and|/|,)${S}*${LABEL}`, 'iuy');
const BOXED = new RegExp(`\\\\boxed\\{${S}*${LETTER}${S}*\\}`, 'giu');

const WRAPPERS = ['**', '__', '`'] as const;

/** A line without one wrapping pair of `**`, `__` or `` ` `` (docs/grading.md "Multiple choice": the standalone lines). */
function unwrapped(line: string): string {
  const text = pyStrip(line);
  for (const wrapper of WRAPPERS) {
    if (text.startsWith(wrapper) && text.endsWith(wrapper)) {
      return pyStrip(text.slice(wrapper.length, text.length - wrapper.length));
    }
  }
  return text;
}

function strictLetter(text: string): string | null {
  const m = STRICT.exec(text);
  return m?.[1] === undefined ? null : m[1].toUpperCase();
}

/** Every candidate letter in `text` (already stripped), per the three rules of 9.2. */
function candidates(text: string): Set<string> {
  const found = new Set<string>();
  // An unresolved thinking boundary is never an answer source.
  if (text.includes('<think>') || text.includes('</think>')) return found;

  // 1. Standalone lines count only when the first non-blank line is itself an answer.
  const lines = pySplitLines(text).filter((line) => pyStrip(line) !== '');
  const first = lines[0];
  if (first !== undefined && strictLetter(unwrapped(first)) !== null) {
    for (const line of lines) {
      const letter = strictLetter(unwrapped(line));
      if (letter !== null) found.add(letter);
    }
  }

  // 2. Declarations anywhere, each followed by any chain of alternatives.
  for (const m of text.matchAll(DECLARATION)) {
    found.add((m[1] ?? '').toUpperCase());
    ALTERNATIVE.lastIndex = m.index + m[0].length;
    for (let alt = ALTERNATIVE.exec(text); alt !== null; alt = ALTERNATIVE.exec(text)) {
      found.add((alt[1] ?? '').toUpperCase());
    }
  }

  // 3. Every \boxed{X}.
  for (const m of text.matchAll(BOXED)) found.add((m[1] ?? '').toUpperCase());
  return found;
}

/** Python `str(value).upper()` for the reference letter (normally already a string). */
function referenceText(reference: unknown): string {
  return (typeof reference === 'string' ? reference : String(reference)).toUpperCase();
}

/** Grades a visible final answer against the reference letter (docs/grading.md "Multiple choice"). */
export function gradeMultipleChoice(final: string, referenceLetter: unknown): McqGrade {
  const text = pyStrip(final);
  const found = candidates(text);
  const answer = found.size === 1 ? ([...found][0] ?? null) : null;
  const correct = answer !== null && answer === referenceText(referenceLetter);
  return {
    answer,
    correct,
    score: correct ? 1 : 0,
    details: {
      grader_version: MCQ_GRADER_VERSION,
      strict_format: STRICT.test(text),
      answer_status: answer !== null ? 'parsed' : found.size > 0 ? 'ambiguous' : 'unparsed',
    },
  };
}
