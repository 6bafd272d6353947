// CaseResult (one per dispatched cell) and Run.results (docs/api.md "Pagination").
import { countResults, listResults, resultsByKeys, type ResultRecord } from '../../db/queries/results.ts';
import { rowsOfVisibleRuns } from '../../db/queries/run-visibility.ts';
import { ownerScope } from '../../context.ts';
import { builder } from '../builder.ts';
import { badUserInput, notFound } from '../../domain/errors.ts';
import { asObject, bool, int, num, str } from '../json-fields.ts';
import { pageRequest, toConnection } from '../pagination.ts';
import { ANSWER_STATUSES, AnswerStatusEnum, knownValue, ResultStatusEnum } from './enums.ts';
import { RunRef } from './run.ts';
import { TokenUsageRef, usageOrNull } from './usage.ts';
import { checkRunFilter } from './run-scope.ts';

const keyOf = (r: ResultRecord) => JSON.stringify([r.runId, r.caseId, r.targetId]);

export const CaseResultRef = builder.loadableNodeRef('CaseResult', {
  id: { description: 'Global id of this case result (its run, case and target), for `node(id:)`.', resolve: (r: ResultRecord) => keyOf(r) },
  load: async (ids: string[], ctx) => {
    const keys = ids.map((id) => {
      try {
        const [runId, caseId, targetId] = JSON.parse(id) as unknown[];
        if (typeof runId === 'string' && typeof caseId === 'string' && typeof targetId === 'string') return { runId, caseId, targetId };
      } catch {
        // fall through to the error below
      }
      return null;
    });
    const rows = await resultsByKeys(
      ctx.db,
      keys.filter((k) => k !== null),
    );
    const byKey = new Map((await rowsOfVisibleRuns(ctx.db, rows, ownerScope(ctx.viewer))).map((r) => [keyOf(r), r]));
    return ids.map((id, i) => (keys[i] === null ? badUserInput('Malformed case result id') : (byKey.get(id) ?? notFound('Case result not found'))));
  },
});

const data = (r: ResultRecord) => asObject(r.data);

CaseResultRef.implement({
  description: 'The outcome of one cell (case × target) that was dispatched.',
  fields: (t) => ({
    runId: t.exposeString('runId', { description: 'The run this result belongs to.' }),
    caseId: t.exposeString('caseId', { description: 'The cell’s case.' }),
    targetId: t.exposeString('targetId', { description: 'The cell’s target.' }),
    benchmark: t.exposeString('benchmark', { nullable: true, description: 'Benchmark id of the case, e.g. `mmlu-pro`; null when not recorded.' }),
    status: t.field({
      type: ResultStatusEnum,
      description:
        'RUNNING, COMPLETED (graded, output-limit cells included), FAILED, CANCELLED, SENT_UNKNOWN (running when the service stopped) or TIMEOUT (imported evidence only).',
      resolve: (r) => r.status as never,
    }),
    correct: t.boolean({
      nullable: true,
      description: 'Whether the answer was graded correct; null while running, for cells that did not complete, and in preview runs.',
      resolve: (r) => bool(data(r), 'correct'),
    }),
    score: t.float({
      nullable: true,
      description: 'The grade: 1.0 correct, 0.0 incorrect; null when not graded (e.g. preview runs).',
      resolve: (r) => num(data(r), 'score'),
    }),
    answer: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The answer the grader extracted (e.g. a choice letter or a grid); null when none was parsed or the cell did not complete.',
      resolve: (r) => data(r).answer ?? null,
    }),
    details: t.field({
      type: 'JSON',
      nullable: true,
      description:
        'Grader details as JSON (e.g. grader_version, answer_status, strict_format, quality_failure; the router’s routing decision in preview runs); null when none.',
      resolve: (r) => data(r).details ?? null,
    }),
    strictFormat: t.boolean({
      nullable: true,
      description: 'Multiple choice: whether the final answer followed the strict answer format; null when not checked.',
      resolve: (r) => bool(asObject(data(r).details), 'strict_format'),
    }),
    answerStatus: t.field({
      type: AnswerStatusEnum,
      nullable: true,
      description: 'Multiple choice: PARSED, AMBIGUOUS (several candidate answers) or UNPARSED; null for other graders or a status this server does not know.',
      resolve: (r) => knownValue(ANSWER_STATUSES, asObject(data(r).details).answer_status),
    }),
    qualityFailure: t.string({
      nullable: true,
      description:
        'Why a completed cell counts as incorrect regardless of its text, e.g. `output_limit` (the answer hit the frozen output limit); null when none.',
      resolve: (r) => str(asObject(data(r).details), 'quality_failure'),
    }),
    usage: t.field({
      type: TokenUsageRef,
      nullable: true,
      description: 'Token usage summed over the cell’s subject calls; null unless every subject call’s usage is known.',
      resolve: (r) => usageOrNull(data(r).usage),
    }),
    costUsd: t.float({
      nullable: true,
      description: 'Cost in USD of the cell’s subject calls; null unless every subject call’s cost is known.',
      resolve: (r) => num(data(r), 'cost_usd'),
    }),
    latencySeconds: t.float({
      nullable: true,
      description: 'Wall time of the cell in seconds, grading included; null when unknown.',
      resolve: (r) => num(data(r), 'latency_s'),
    }),
    subjectLatencySeconds: t.float({
      nullable: true,
      description: 'Sum of the cell’s subject-call latencies in seconds (a missing one counts 0); null when not recorded.',
      resolve: (r) => num(data(r), 'subject_latency_s'),
    }),
    ttftSeconds: t.float({
      nullable: true,
      description: 'Time to first token of the cell’s first subject call, in seconds; null when unknown.',
      resolve: (r) => num(data(r), 'ttft_s'),
    }),
    queueWaitSeconds: t.float({
      nullable: true,
      description: 'Seconds from the start of the run’s dispatch loop until this cell was picked up; null when not recorded.',
      resolve: (r) => num(data(r), 'queue_wait_s'),
    }),
    callCount: t.int({
      nullable: true,
      description: 'Calls of every role (subject, judge, simulator) made for this cell; null when not recorded.',
      resolve: (r) => int(data(r), 'call_count'),
    }),
    startedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the cell started executing; null when it never started.',
      resolve: (r) => str(data(r), 'started_at'),
    }),
    finishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the cell reached its outcome; null while pending or running.',
      resolve: (r) => str(data(r), 'finished_at'),
    }),
    error: t.string({ nullable: true, description: 'Why the cell failed or was cancelled; null otherwise.', resolve: (r) => str(data(r), 'error') }),
  }),
});

export const ResultFilterInput = builder.inputType('ResultFilter', {
  description: 'Which case results of a run to list. Conditions combine with AND; a list matches any of its values, and an empty or missing list matches all.',
  fields: (t) => ({
    search: t.string({
      description: 'Case id, target id, benchmark or status (case-insensitive substring).',
      validate: { type: 'string', maxLength: [200, { message: 'search is at most 200 characters' }] },
    }),
    status: t.field({ type: [ResultStatusEnum], description: 'Only results with one of these statuses.' }),
    targetId: t.stringList({ description: 'Only results of these targets; a target the run does not have is an error.' }),
    benchmark: t.stringList({ description: 'Only results of these benchmarks; a benchmark the run does not have is an error.' }),
  }),
});

builder.objectField(RunRef, 'results', (t) =>
  t.connection(
    {
      type: CaseResultRef,
      description: 'Case results in insertion order.',
      args: { filter: t.arg({ type: ResultFilterInput, description: 'Narrows the list; every result of the run when omitted.' }) },
      resolve: async (run, args, ctx) => {
        const list = { kind: 'results', scope: run.id, arity: 1 };
        const page = pageRequest(args, list);
        const f = args.filter;
        checkRunFilter(run, f);
        const filter = { statuses: f?.status ?? null, targetIds: f?.targetId ?? null, benchmarks: f?.benchmark ?? null, search: f?.search?.trim() || null };
        const result = await listResults(ctx.db, run.id, filter, page);
        return toConnection(
          result,
          list,
          (r) => [r.seq],
          () => countResults(ctx.db, run.id, filter),
        );
      },
    },
    {
      description: 'A page of a run’s case results, in insertion order.',
      edgesField: { description: 'The results of this page, each with its cursor.' },
    },
    {
      description: 'One case result and its cursor.',
      nodeField: { description: 'The case result.' },
    },
  ),
);
