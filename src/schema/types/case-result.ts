// CaseResult (one per dispatched cell) and Run.results (service.md §1.9).
import { countResults, listResults, resultsByKeys, type ResultRecord } from '../../db/queries/results.ts';
import { onlyVisible } from '../../resolvers/visibility.ts';
import { builder } from '../builder.ts';
import { badUserInput, notFound } from '../errors.ts';
import { asObject, bool, int, num, str } from '../json-fields.ts';
import { pageRequest, toConnection } from '../pagination.ts';
import { ResultStatusEnum } from './enums.ts';
import { RunRef } from './run.ts';
import { TokenUsageRef, usageOrNull } from './usage.ts';
import { checkRunFilter } from './run-scope.ts';

const keyOf = (r: ResultRecord) => JSON.stringify([r.runId, r.caseId, r.targetId]);

export const CaseResultRef = builder.loadableNodeRef('CaseResult', {
  id: { resolve: (r: ResultRecord) => keyOf(r) },
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
    const rows = await resultsByKeys(ctx.db, keys.filter((k) => k !== null));
    const byKey = new Map((await onlyVisible(ctx, rows)).map((r) => [keyOf(r), r]));
    return ids.map((id, i) => (keys[i] === null ? badUserInput('Malformed case result id') : byKey.get(id) ?? notFound('Case result not found')));
  },
});

const data = (r: ResultRecord) => asObject(r.data);

CaseResultRef.implement({
  description: 'The outcome of one cell (case × target) that was dispatched.',
  fields: (t) => ({
    runId: t.exposeString('runId'),
    caseId: t.exposeString('caseId'),
    targetId: t.exposeString('targetId'),
    benchmark: t.exposeString('benchmark', { nullable: true }),
    status: t.field({ type: ResultStatusEnum, resolve: (r) => r.status as never }),
    correct: t.boolean({ nullable: true, resolve: (r) => bool(data(r), 'correct') }),
    score: t.float({ nullable: true, resolve: (r) => num(data(r), 'score') }),
    answer: t.field({ type: 'JSON', nullable: true, description: 'The answer the grader extracted.', resolve: (r) => data(r).answer ?? null }),
    details: t.field({ type: 'JSON', nullable: true, description: 'Grader details.', resolve: (r) => data(r).details ?? null }),
    strictFormat: t.boolean({ nullable: true, resolve: (r) => bool(asObject(data(r).details), 'strict_format') }),
    answerStatus: t.string({ nullable: true, resolve: (r) => str(asObject(data(r).details), 'answer_status') }),
    qualityFailure: t.string({ nullable: true, resolve: (r) => str(asObject(data(r).details), 'quality_failure') }),
    usage: t.field({ type: TokenUsageRef, nullable: true, resolve: (r) => usageOrNull(data(r).usage) }),
    costUsd: t.float({ nullable: true, resolve: (r) => num(data(r), 'cost_usd') }),
    latencySeconds: t.float({ nullable: true, description: 'Case wall time.', resolve: (r) => num(data(r), 'latency_s') }),
    subjectLatencySeconds: t.float({ nullable: true, resolve: (r) => num(data(r), 'subject_latency_s') }),
    ttftSeconds: t.float({ nullable: true, resolve: (r) => num(data(r), 'ttft_s') }),
    queueWaitSeconds: t.float({ nullable: true, resolve: (r) => num(data(r), 'queue_wait_s') }),
    callCount: t.int({ nullable: true, resolve: (r) => int(data(r), 'call_count') }),
    startedAt: t.string({ nullable: true, resolve: (r) => str(data(r), 'started_at') }),
    finishedAt: t.string({ nullable: true, resolve: (r) => str(data(r), 'finished_at') }),
    error: t.string({ nullable: true, resolve: (r) => str(data(r), 'error') }),
  }),
});

export const ResultFilterInput = builder.inputType('ResultFilter', {
  fields: (t) => ({
    search: t.string({
      description: 'Case id, target id, benchmark or status (case-insensitive substring).',
      validate: { type: 'string', maxLength: [200, { message: 'search is at most 200 characters' }] },
    }),
    status: t.field({ type: [ResultStatusEnum] }),
    targetId: t.stringList(),
    benchmark: t.stringList(),
  }),
});

builder.objectField(RunRef, 'results', (t) =>
  t.connection({
    type: CaseResultRef,
    description: 'Case results in insertion order.',
    args: { filter: t.arg({ type: ResultFilterInput }) },
    resolve: async (run, args, ctx) => {
      const list = { kind: 'results', scope: run.id, arity: 1 };
      const page = pageRequest(args, list);
      const f = args.filter;
      checkRunFilter(run, f);
      const filter = { statuses: f?.status ?? null, targetIds: f?.targetId ?? null, benchmarks: f?.benchmark ?? null, search: f?.search?.trim() || null };
      const result = await listResults(ctx.db, run.id, filter, page);
      return toConnection(result, list, (r) => [r.seq], () => countResults(ctx.db, run.id, filter));
    },
  }),
);
