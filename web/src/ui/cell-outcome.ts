// A cell's outcome and parsed answer as the Questions matrix and the compare page's case diff
// show them (docs/formats.md "Case matrix").
import type { MatrixCellOutcome } from '../gql/graphql.ts';

export const OUTCOME_WORDS: Record<MatrixCellOutcome, { mark: string; word: string }> = {
  CORRECT: { mark: '✓', word: 'correct' },
  WRONG: { mark: '✗', word: 'wrong' },
  FAILED: { mark: '!', word: 'failed' },
  UNSCORED: { mark: '·', word: 'not graded' },
  RUNNING: { mark: '…', word: 'running' },
  PENDING: { mark: '…', word: 'pending' },
  NOT_PLANNED: { mark: '', word: 'not planned' },
};

/** A parsed answer as text; null when none was parsed. */
export function answerText(answer: unknown): string | null {
  if (answer === null || answer === undefined || answer === '') return null;
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

/** `text` cut to `max` characters with an ellipsis. */
export const clipped = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
