/**
 * One baseline, several candidates in one request (docs/comparison.md "Several candidates"). The baseline checks
 * B1-B4 run once: a failure there rejects the whole request (thrown `ComparisonError`).
 * Each candidate is then compared on its own, so one incompatible candidate never hides the
 * others. Results keep the candidates' order; a repeated id is compared once.
 */
import { ComparisonError, notFoundMessage } from './errors.ts';
import type { ComparisonErrorCode } from './errors.ts';
import { compareWithBaseline, PreparedBaseline, prepareBaseline } from './document.ts';
import type { ComparisonDocument, ComparisonSide } from './document.ts';
import type { PicksSource } from '../stats/bootstrap.ts';

/** A requested candidate: its run, or null when it does not exist or is not visible. */
export interface CandidateEntry {
  readonly runId: string;
  readonly run: ComparisonSide | null;
}

export interface ComparedCandidate {
  readonly status: 'compared';
  readonly candidate_run_id: string;
  readonly document: ComparisonDocument;
}

export interface RejectedCandidate {
  readonly status: 'rejected';
  readonly candidate_run_id: string;
  readonly code: ComparisonErrorCode;
  readonly message: string;
}

export type CandidateOutcome = ComparedCandidate | RejectedCandidate;

export interface ComparisonSet {
  readonly baseline: PreparedBaseline;
  readonly results: CandidateOutcome[];
}

export function rejection(candidateRunId: string, error: ComparisonError): RejectedCandidate {
  return { status: 'rejected', candidate_run_id: candidateRunId, code: error.code, message: error.message };
}

/** Compares one candidate; C1-C5 failures become a rejection, anything else is thrown. */
export function compareCandidate(baseline: PreparedBaseline, entry: CandidateEntry, picks?: PicksSource): CandidateOutcome {
  if (entry.run === null) {
    return rejection(entry.runId, new ComparisonError(notFoundMessage(entry.runId), 'NOT_FOUND'));
  }
  try {
    return { status: 'compared', candidate_run_id: entry.runId, document: compareWithBaseline(baseline, entry.run, picks) };
  } catch (error) {
    if (error instanceof ComparisonError) return rejection(entry.runId, error);
    throw error;
  }
}

/**
 * `compare(baselineRunId, candidateRunIds)`. Throws `ComparisonError` when the baseline
 * fails B1-B4. Entries are deduplicated by `runId` (first occurrence wins).
 */
export function compareSeveral(baseline: ComparisonSide | PreparedBaseline, candidates: readonly CandidateEntry[], picks?: PicksSource): ComparisonSet {
  const prepared = baseline instanceof PreparedBaseline ? baseline : prepareBaseline(baseline);
  const seen = new Set<string>();
  const results: CandidateOutcome[] = [];
  for (const entry of candidates) {
    if (seen.has(entry.runId)) continue;
    seen.add(entry.runId);
    results.push(compareCandidate(prepared, entry, picks));
  }
  return { baseline: prepared, results };
}
