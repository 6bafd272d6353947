/**
 * Why a pair cannot be compared (docs/comparison.md "Validation", "Several candidates"). The message is the exact text a client
 * sees; `code` is the GraphQL `extensions.code` / `ComparisonRejected.code`.
 */

import { DomainError } from '../errors.ts';

export type ComparisonErrorCode = 'COMPARISON_INVALID' | 'NOT_FOUND';

export class ComparisonError extends DomainError {
  override readonly name = 'ComparisonError';
  declare readonly code: ComparisonErrorCode;
  constructor(message: string, code: ComparisonErrorCode = 'COMPARISON_INVALID') {
    super(code, message);
  }
}

/** docs/comparison.md "Validation", "Protocol compatibility" messages, verbatim. */
export const COMPARISON_MESSAGES = {
  baselineNotComparable: 'Baseline must be a completed or failed live run',
  baselineWithoutSingle: 'Baseline must contain a single-model target',
  baselineCases: 'Baseline targets must cover identical nonempty selected cases',
  sameRun: 'Choose two distinct runs for comparison',
  candidateNotComparable: 'Both runs must be completed or failed before comparison',
  candidateCases: 'Candidate targets must cover identical planned cases',
  outputPolicy: 'Cannot compare different output_policy',
  nativeLimits: 'Cannot compare changed frozen native model limits',
  auxiliaryTargets: 'Cannot compare changed effective judge/simulator targets',
  prices: 'Cannot compare changed frozen model prices',
  singleProfiles: 'Cannot compare changed single-model request parameters',
} as const;

/** `Cannot compare different <key>` for the deep-equality protocol keys (docs/comparison.md "Protocol compatibility"). */
export function differentKeyMessage(key: string): string {
  return `Cannot compare different ${key}`;
}

/** The label of quality rows (docs/comparison.md): it starts both quality messages. */
export type QualityLabel = 'Baseline' | 'Candidate';

export function notUniqueMessage(label: QualityLabel): string {
  return `${label} quality results lack unique terminal outcomes`;
}

export function incompleteMessage(label: QualityLabel): string {
  return `${label} quality results are incomplete`;
}

/** The message of a candidate that does not exist or is not visible to the caller (docs/comparison.md "Several candidates"). */
export function notFoundMessage(runId: string): string {
  return `Run ${runId} not found`;
}
