// Query.caseDiff: per-case differences between a baseline target and a candidate target
// (docs/formats.md "Case diff"), narrowed to changed cases, wins or losses and read a page at a
// time, with both cells' saved results.
import type { DbOrTx } from '../db/client.ts';
import type { ResultRecord } from '../db/queries/results.ts';
import { runsByIds } from '../db/queries/runs.ts';
import { diffCounts, diffMatches, diffRows, type DiffCounts, type DiffRow, type DiffView } from '../domain/report/case-diff.ts';
import { cellKey } from '../domain/report/case-matrix.ts';
import { badUserInput, notFound } from '../domain/errors.ts';
import { matrixRowsOf, pageOf, savedResults } from './case-matrix.ts';

export interface CaseDiffInput {
  baselineRunId: string;
  baselineTargetId: string;
  candidateRunId: string;
  candidateTargetId: string;
  view: DiffView;
  search: string | null;
}

export interface DiffPageRow extends DiffRow {
  index: number;
  baselineResult: ResultRecord | null;
  candidateResult: ResultRecord | null;
}

export interface DiffPage {
  /** Counts over every paired case, whatever the view. */
  counts: DiffCounts;
  totalCount: number;
  rows: DiffPageRow[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** `owner`: the viewer's owner scope (null sees every run); a run it may not see is NOT_FOUND. */
export async function caseDiffPage(
  db: DbOrTx,
  owner: string | null,
  input: CaseDiffInput,
  page: { limit: number; after: number | null; before: number | null; backward: boolean },
): Promise<DiffPage> {
  const runs = await runsByIds(db, [input.baselineRunId, input.candidateRunId], owner);
  const baseline = runs.find((r) => r.id === input.baselineRunId);
  const candidate = runs.find((r) => r.id === input.candidateRunId);
  if (!baseline) throw notFound(`Run ${input.baselineRunId} not found`);
  if (!candidate) throw notFound(`Run ${input.candidateRunId} not found`);
  const [base, cand] = [await matrixRowsOf(db, baseline), await matrixRowsOf(db, candidate)];
  if (!base.targetIds.includes(input.baselineTargetId)) throw badUserInput(`Run ${baseline.id} has no target ${input.baselineTargetId}`);
  if (!cand.targetIds.includes(input.candidateTargetId)) throw badUserInput(`Run ${candidate.id} has no target ${input.candidateTargetId}`);
  const paired = diffRows(base.rows, input.baselineTargetId, cand.rows, input.candidateTargetId);
  const rows = paired.filter((row) => diffMatches(row, input.view, input.search));
  const { start, slice, hasNextPage, hasPreviousPage } = pageOf(rows, page);
  const caseIds = slice.map((row) => row.testCase.caseId);
  const baseSaved = await savedResults(
    db,
    baseline.id,
    caseIds.map((caseId) => ({ caseId, targetId: input.baselineTargetId })),
  );
  const candSaved = await savedResults(
    db,
    candidate.id,
    caseIds.map((caseId) => ({ caseId, targetId: input.candidateTargetId })),
  );
  return {
    counts: diffCounts(paired),
    totalCount: rows.length,
    rows: slice.map((row, i) => ({
      ...row,
      index: start + i,
      baselineResult: baseSaved.get(cellKey(row.testCase.caseId, input.baselineTargetId)) ?? null,
      candidateResult: candSaved.get(cellKey(row.testCase.caseId, input.candidateTargetId)) ?? null,
    })),
    hasNextPage,
    hasPreviousPage,
  };
}
