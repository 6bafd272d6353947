/**
 * Offline regrade (docs/grading.md): re-grades the saved subject finals of a completed live
 * run with the current multiple-choice and grid graders. Zero model requests; the original
 * results are never touched (the artifact is separate).
 */
import { builtInBenchmark } from '../catalog/benchmarks.ts';
import type { AdapterCase, AdapterResult } from './adapter-types.ts';
import { GradingError } from './errors.ts';
import { gradeGrid } from './grid.ts';
import { gradeMultipleChoice } from './mcq.ts';
import { outputLimitResult } from './output-limit.ts';

/** Names the family of final-answer graders the artifact was produced with. */
export const REGRADE_GRADER_VERSION = 'sr-bench-final-v2';

export const REGRADE_NOT_COMPLETED = 'Regrading requires a completed live run';
export const REGRADE_UNSUPPORTED = 'Offline regrading supports MCQ and grid graders only; judges and harnesses require an explicit new protocol';
export const REGRADE_NEEDS_ONE_SUBJECT = 'Offline regrading requires one complete saved subject response per case';

export interface RegradeResultRow {
  readonly case_id: string;
  readonly target_id: string;
  readonly correct?: unknown;
}

export interface RegradeCallRow {
  readonly case_id: string;
  readonly target_id: string;
  readonly role: string;
  readonly status: string;
  readonly final?: unknown;
  readonly output_complete?: unknown;
}

export interface RegradeInput {
  readonly runId: string;
  /** The run's status. */
  readonly status: string;
  readonly manifest: {
    readonly mode?: string;
    readonly plan_sha256: string;
    readonly cases: readonly AdapterCase[];
  };
  /** Saved results in store order (`ORDER BY case_id, target_id`). */
  readonly results: readonly RegradeResultRow[];
  /** The run's effective calls (any order; only subject calls are read). */
  readonly calls: readonly RegradeCallRow[];
}

export interface RegradedRow extends AdapterResult {
  readonly case_id: string;
  readonly target_id: string;
}

export interface RegradeArtifact {
  version: 'sr-bench-1.0';
  source_run_id: string;
  kind: 'offline-regrade';
  grader_version: typeof REGRADE_GRADER_VERSION;
  source_plan_sha256: string;
  results: RegradedRow[];
  /** Results whose `correct` flag differs from the saved one. */
  changed_count: number;
  model_requests: 0;
}

function cellKey(caseId: string, targetId: string): string {
  return JSON.stringify([caseId, targetId]); // unambiguous for any ids
}

/** Builds the regrade artifact, or throws `GradingError` with the frozen texts. */
export function regradeResults(input: RegradeInput): RegradeArtifact {
  const { manifest } = input;
  if (input.status !== 'completed' || manifest.mode !== 'live') throw new GradingError(REGRADE_NOT_COMPLETED);
  const cases = new Map(manifest.cases.map((c) => [c.id, c]));
  const kinds = manifest.cases.map((c) => builtInBenchmark(c.benchmark)?.kind);
  if (kinds.some((kind) => kind !== 'multiple-choice' && kind !== 'grid')) throw new GradingError(REGRADE_UNSUPPORTED);

  const subjects = new Map<string, RegradeCallRow[]>();
  for (const call of input.calls) {
    if (call.role !== 'subject') continue;
    const key = cellKey(call.case_id, call.target_id);
    subjects.set(key, [...(subjects.get(key) ?? []), call]);
  }

  let changed = 0;
  const results = input.results.map((original): RegradedRow => {
    const calls = subjects.get(cellKey(original.case_id, original.target_id)) ?? [];
    const call = calls[0];
    const testCase = cases.get(original.case_id);
    if (calls.length !== 1 || call === undefined || call.status !== 'completed' || testCase === undefined) {
      throw new GradingError(REGRADE_NEEDS_ONE_SUBJECT);
    }
    const final = typeof call.final === 'string' ? call.final : '';
    // Truncated outputs stay incorrect; a missing flag reads as complete, as in older journals.
    const grade: AdapterResult =
      call.output_complete === false
        ? outputLimitResult()
        : builtInBenchmark(testCase.benchmark)?.kind === 'grid'
          ? gradeGrid(final, testCase.answer, testCase.metadata?.['output_format'])
          : gradeMultipleChoice(final, testCase.answer);
    if (grade.correct !== original.correct) changed += 1;
    return { case_id: original.case_id, target_id: original.target_id, ...grade };
  });

  return {
    version: 'sr-bench-1.0',
    source_run_id: input.runId,
    kind: 'offline-regrade',
    grader_version: REGRADE_GRADER_VERSION,
    source_plan_sha256: manifest.plan_sha256,
    results,
    changed_count: changed,
    model_requests: 0,
  };
}
