// Query.caseDiff: a baseline target and a candidate target case by case (docs/formats.md "Case
// diff"), the evidence behind a comparison's paired record. The service builds it; this file only
// shapes it.
import { ownerScope } from '../../context.ts';
import type { ResultRecord } from '../../db/queries/results.ts';
import type { CaseChange, DiffView } from '../../domain/report/case-diff.ts';
import type { CellOutcome } from '../../domain/report/case-matrix.ts';
import { caseDiffPage, type DiffPage, type DiffPageRow } from '../../services/case-diff.ts';
import { builder } from '../builder.ts';
import { encodeCursor, entityId } from '../ids.ts';
import { CaseResultRef } from './case-result.ts';
import { CellOutcomeEnum, rowPage, searchText } from './case-matrix.ts';

const CURSOR_KIND = 'caseDiff';

const CaseChangeEnum = builder.enumType('CaseChange', {
  description: 'How a case moved from the baseline to the candidate, as the paired record counts it.',
  values: {
    WIN: { value: 'win', description: 'Only the candidate is right.' },
    LOSS: { value: 'loss', description: 'Only the baseline is right.' },
    TIE: { value: 'tie', description: 'Both right, or both not (a failed or unanswered case counts as not right).' },
    UNPAIRED: { value: 'unpaired', description: 'A side has no grade (a preview or ungraded cell).' },
  } as const satisfies Record<string, { value: CaseChange; description: string }>,
});

const DiffViewEnum = builder.enumType('CaseDiffView', {
  description: 'Which cases the diff shows.',
  values: {
    CHANGED: { value: 'changed', description: 'Wins and losses: the cases whose outcome differs.' },
    WINS: { value: 'wins', description: 'Only wins.' },
    LOSSES: { value: 'losses', description: 'Only losses.' },
    ALL: { value: 'all', description: 'Every case both targets planned.' },
  } as const satisfies Record<string, { value: DiffView; description: string }>,
});

interface SideShape {
  targetId: string;
  outcome: CellOutcome;
  result: ResultRecord | null;
}

const DiffSideRef = builder.objectRef<SideShape>('CaseDiffSide').implement({
  description: 'One side of a case diff: the case on the baseline or the candidate target.',
  fields: (t) => ({
    targetId: t.string({ description: 'The target.', resolve: (s) => s.targetId }),
    outcome: t.field({ type: CellOutcomeEnum, description: 'What happened to the cell.', resolve: (s) => s.outcome }),
    result: t.field({ type: CaseResultRef, nullable: true, description: 'The saved result; null when the cell has none.', resolve: (s) => s.result }),
  }),
});

interface RowShape extends DiffPageRow {
  scope: string;
  baselineTargetId: string;
  candidateTargetId: string;
}

const DiffRowRef = builder.objectRef<RowShape>('CaseDiffRow').implement({
  description: 'One case both targets planned, with each side’s outcome.',
  fields: (t) => ({
    cursor: t.string({ description: 'Pass as `after` to read the rows after this one.', resolve: (r) => encodeCursor(CURSOR_KIND, r.scope, [r.index]) }),
    caseId: t.string({ description: 'The case id.', resolve: (r) => r.testCase.caseId }),
    benchmark: t.string({ description: 'The case’s benchmark.', resolve: (r) => r.testCase.benchmark }),
    question: t.string({ description: 'The question as anyone may see it; never the reference answer.', resolve: (r) => r.testCase.question }),
    change: t.field({ type: CaseChangeEnum, description: 'Win, loss, tie or unpaired.', resolve: (r) => r.change }),
    baseline: t.field({
      type: DiffSideRef,
      description: 'The case on the baseline target.',
      resolve: (r) => ({ targetId: r.baselineTargetId, outcome: r.baseline, result: r.baselineResult }),
    }),
    candidate: t.field({
      type: DiffSideRef,
      description: 'The case on the candidate target.',
      resolve: (r) => ({ targetId: r.candidateTargetId, outcome: r.candidate, result: r.candidateResult }),
    }),
  }),
});

const DiffCountsRef = builder.objectRef<DiffPage['counts']>('CaseDiffCounts').implement({
  description: 'Cases by change over every case both targets planned (the view does not narrow them).',
  fields: (t) => ({
    wins: t.exposeInt('wins', { description: 'Cases only the candidate got right.' }),
    ties: t.exposeInt('ties', { description: 'Cases both got right or both did not.' }),
    losses: t.exposeInt('losses', { description: 'Cases only the baseline got right.' }),
    unpaired: t.exposeInt('unpaired', { description: 'Cases without a grade on a side.' }),
  }),
});

const CaseDiffRef = builder.objectRef<DiffPage & { scope: string; baselineTargetId: string; candidateTargetId: string }>('CaseDiff').implement({
  description: 'A page of the per-case differences between a baseline target and a candidate target.',
  fields: (t) => ({
    counts: t.field({ type: DiffCountsRef, description: 'Wins, ties, losses and unpaired cases over all paired cases.', resolve: (d) => d.counts }),
    totalCount: t.int({ description: 'Rows that match the view and search, over all pages.', resolve: (d) => d.totalCount }),
    hasNextPage: t.boolean({ description: 'More rows follow this page.', resolve: (d) => d.hasNextPage }),
    hasPreviousPage: t.boolean({ description: 'Rows come before this page.', resolve: (d) => d.hasPreviousPage }),
    rows: t.field({
      type: [DiffRowRef],
      description: 'The rows of this page, in the baseline’s case order.',
      resolve: (d) => d.rows.map((r) => ({ ...r, scope: d.scope, baselineTargetId: d.baselineTargetId, candidateTargetId: d.candidateTargetId })),
    }),
  }),
});

const CaseDiffInput = builder.inputType('CaseDiffInput', {
  description: 'The two targets to diff, and which cases to show.',
  fields: (t) => ({
    baselineRunId: t.id({ required: true, description: 'The baseline run (natural or global id).' }),
    baselineTargetId: t.string({ required: true, description: 'The baseline run’s target.' }),
    candidateRunId: t.id({ required: true, description: 'The candidate run (natural or global id).' }),
    candidateTargetId: t.string({ required: true, description: 'The candidate run’s target.' }),
    view: t.field({ type: DiffViewEnum, description: 'CHANGED when omitted.' }),
    search: t.string({ description: 'Case-insensitive text in the case id, benchmark or question; at most 200 characters.' }),
  }),
});

builder.queryField('caseDiff', (t) =>
  t.field({
    type: CaseDiffRef,
    description:
      'A baseline target and a candidate target case by case: the evidence behind a comparison’s wins, ties and losses (docs/formats.md "Case diff"). Zero model requests.',
    args: {
      input: t.arg({ type: CaseDiffInput, required: true, description: 'The targets and the view.' }),
      first: t.arg.int({ description: 'Page size, 1..100 (default 20).' }),
      after: t.arg.string({ description: 'Read the rows after this row cursor.' }),
      before: t.arg.string({ description: 'Read the rows before this row cursor.' }),
    },
    resolve: async (_root, args, ctx) => {
      const input = {
        baselineRunId: entityId('Run', String(args.input.baselineRunId)),
        baselineTargetId: args.input.baselineTargetId,
        candidateRunId: entityId('Run', String(args.input.candidateRunId)),
        candidateTargetId: args.input.candidateTargetId,
        view: args.input.view ?? 'changed',
        search: searchText(args.input.search),
      };
      // The cursor belongs to this pair of targets, whatever the view.
      const scope = [input.baselineRunId, input.baselineTargetId, input.candidateRunId, input.candidateTargetId, input.view, input.search ?? ''].join('|');
      const page = await caseDiffPage(ctx.db, ownerScope(ctx.viewer), input, rowPage(args, CURSOR_KIND, scope));
      return { ...page, scope, baselineTargetId: input.baselineTargetId, candidateTargetId: input.candidateTargetId };
    },
  }),
);
