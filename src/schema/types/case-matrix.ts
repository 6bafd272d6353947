// Run.caseMatrix: planned cases × targets with each cell's outcome and saved result, filtered and
// paged by case (docs/formats.md "Case matrix"). The service builds it; this file only shapes it.
import type { CellOutcome, MatrixView } from '../../domain/report/case-matrix.ts';
import { badUserInput } from '../../domain/errors.ts';
import { caseMatrixPage, type MatrixPage, type MatrixPageRow } from '../../services/case-matrix.ts';
import { builder } from '../builder.ts';
import { encodeCursor, decodeCursor } from '../ids.ts';
import { DEFAULT_PAGE } from '../pagination.ts';
import { CaseResultRef } from './case-result.ts';
import { RunRef } from './run.ts';
import type { ResultRecord } from '../../db/queries/results.ts';

const CURSOR_KIND = 'caseMatrix';
const MAX_PAGE = 100;

export const CellOutcomeEnum = builder.enumType('MatrixCellOutcome', {
  description: 'The outcome of one cell (case × target) of the matrix.',
  values: {
    CORRECT: { value: 'correct', description: 'Completed and graded correct.' },
    WRONG: { value: 'wrong', description: 'Completed and graded incorrect.' },
    UNSCORED: { value: 'unscored', description: 'Completed without a grade (a preview run, or a grade not assessed).' },
    FAILED: { value: 'failed', description: 'Ended without an answer (failed, cancelled, sent-unknown or timed out); counts as incorrect.' },
    RUNNING: { value: 'running', description: 'Its calls are in progress.' },
    PENDING: { value: 'pending', description: 'Planned and not dispatched yet.' },
    NOT_PLANNED: { value: 'not_planned', description: 'Not part of the plan (a plan of selected cells).' },
  } as const satisfies Record<string, { value: CellOutcome; description: string }>,
});

const MatrixViewEnum = builder.enumType('CaseMatrixView', {
  description: 'Which cases the matrix shows.',
  values: {
    ALL: { value: 'all', description: 'Every planned case.' },
    WRONG: { value: 'wrong', description: 'Cases that at least one target got wrong or failed.' },
    DISAGREE: { value: 'disagree', description: 'Cases where, among graded cells, some targets are right and some are not.' },
  } as const satisfies Record<string, { value: MatrixView; description: string }>,
});

const CaseMatrixFilterInput = builder.inputType('CaseMatrixFilter', {
  description: 'Narrows the matrix rows; conditions combine with AND.',
  fields: (t) => ({
    view: t.field({ type: MatrixViewEnum, description: 'ALL when omitted.' }),
    search: t.string({ description: 'Case-insensitive text in the case id, benchmark or question; at most 200 characters.' }),
    benchmark: t.stringList({ description: 'Only cases of these benchmarks; empty or missing matches all.' }),
  }),
});

interface CellShape {
  targetId: string;
  outcome: CellOutcome;
  result: ResultRecord | null;
}

const CaseMatrixCellRef = builder.objectRef<CellShape>('CaseMatrixCell').implement({
  description: 'One cell: a case on one target.',
  fields: (t) => ({
    targetId: t.string({ description: 'The target (the matrix column).', resolve: (c) => c.targetId }),
    outcome: t.field({ type: CellOutcomeEnum, description: 'What happened to the cell.', resolve: (c) => c.outcome }),
    result: t.field({
      type: CaseResultRef,
      nullable: true,
      description: 'The saved result (answer, grade, details, calls); null while pending or not planned.',
      resolve: (c) => c.result,
    }),
  }),
});

const CaseMatrixRowRef = builder.objectRef<MatrixPageRow & { scope: string }>('CaseMatrixRow').implement({
  description: 'One planned case with its cell on every target, in the plan’s target order.',
  fields: (t) => ({
    cursor: t.string({ description: 'Pass as `after` to read the rows after this one.', resolve: (r) => encodeCursor(CURSOR_KIND, r.scope, [r.index]) }),
    caseId: t.string({ description: 'The case id.', resolve: (r) => r.testCase.caseId }),
    benchmark: t.string({ description: 'The case’s benchmark.', resolve: (r) => r.testCase.benchmark }),
    question: t.string({
      description:
        'The question as anyone may see it (system, user and developer messages joined); never the reference answer. Empty when the task input cannot be shown.',
      resolve: (r) => r.testCase.question,
    }),
    cells: t.field({
      type: [CaseMatrixCellRef],
      description: 'One cell per target, in the plan’s target order.',
      resolve: (r) => r.cells.map((c, i) => ({ ...c, result: r.results[i] ?? null })),
    }),
  }),
});

const CaseMatrixRef = builder.objectRef<MatrixPage & { scope: string }>('CaseMatrix').implement({
  description: 'A page of the case × target matrix of a run.',
  fields: (t) => ({
    targetIds: t.stringList({ description: 'The columns: the run’s targets in plan order.', resolve: (m) => m.targetIds }),
    totalCount: t.int({ description: 'Rows that match the filter, over all pages.', resolve: (m) => m.totalCount }),
    hasNextPage: t.boolean({ description: 'More rows follow this page.', resolve: (m) => m.hasNextPage }),
    hasPreviousPage: t.boolean({ description: 'Rows come before this page.', resolve: (m) => m.hasPreviousPage }),
    rows: t.field({
      type: [CaseMatrixRowRef],
      description: 'The rows of this page, in plan case order.',
      resolve: (m) => m.rows.map((r) => ({ ...r, scope: m.scope })),
    }),
  }),
});

/** Row pages are positions in a filtered list: a cursor names its list and the row's index. */
export function rowPage(
  args: { first?: number | null; after?: string | null; before?: string | null },
  kind: string,
  scope: string,
): { limit: number; after: number | null; before: number | null; backward: boolean } {
  const limit = args.first ?? DEFAULT_PAGE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) throw badUserInput(`first must be 1..${MAX_PAGE}`);
  const index = (cursor: string | null | undefined) => (cursor == null ? null : Number(decodeCursor(cursor, kind, scope, 1)[0]));
  return { limit, after: index(args.after), before: index(args.before), backward: args.before != null && args.after == null };
}

/** A row filter's search text: trimmed, at most 200 characters, null when empty. */
export function searchText(search: string | null | undefined): string | null {
  const text = search?.trim() || null;
  if (text !== null && text.length > 200) throw badUserInput('search is at most 200 characters');
  return text;
}

builder.objectField(RunRef, 'caseMatrix', (t) =>
  t.field({
    type: CaseMatrixRef,
    description: 'The run’s planned cases × targets with each cell’s outcome (docs/formats.md "Case matrix"), a page of cases at a time, in plan case order.',
    args: {
      filter: t.arg({ type: CaseMatrixFilterInput, description: 'Narrows the rows; every planned case when omitted.' }),
      first: t.arg.int({ description: `Page size, 1..${MAX_PAGE} (default ${DEFAULT_PAGE}).` }),
      after: t.arg.string({ description: 'Read the rows after this row cursor.' }),
      before: t.arg.string({ description: 'Read the rows before this row cursor (the page that ends there).' }),
    },
    resolve: async (run, args, ctx) => {
      const filter = { view: args.filter?.view ?? 'all', search: searchText(args.filter?.search), benchmarks: args.filter?.benchmark ?? null };
      // A cursor is a position in one filtered list: it names the run and the filter.
      const scope = [run.id, filter.view, filter.search ?? '', ...(filter.benchmarks ?? [])].join('|');
      const page = await caseMatrixPage(ctx.db, run, filter, rowPage(args, CURSOR_KIND, scope));
      return { ...page, scope };
    },
  }),
);
