/**
 * Why a pair cannot be compared (report.md 6.2, 6.10). The message is the exact text a client
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

/** report.md 6.2 / 6.2.1 messages, verbatim. */
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

/** `Cannot compare different <key>` for the deep-equality protocol keys (report.md 6.2.1). */
export function differentKeyMessage(key: string): string {
  return `Cannot compare different ${key}`;
}

/** The label of quality rows (report.md 6.3): it starts both quality messages. */
export type QualityLabel = 'Baseline' | 'Candidate';

export function notUniqueMessage(label: QualityLabel): string {
  return `${label} quality results lack unique terminal outcomes`;
}

export function incompleteMessage(label: QualityLabel): string {
  return `${label} quality results are incomplete`;
}

/** The message of a candidate that does not exist or is not visible to the caller (6.10). */
export function notFoundMessage(runId: string): string {
  return `Run ${runId} not found`;
}
