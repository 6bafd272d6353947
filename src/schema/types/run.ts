// The Run node and the `runs`/`run` query fields (api.md "Queries").
import { countRuns, listRuns, RUN_ORDER, runsByIds, type RunRecord } from '../../db/queries/runs.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { isObject, manifestTargets, type JsonObject } from '../../domain/run/manifest-projection.ts';
import { publicManifest } from '../../domain/run/public-manifest.ts';
import { secondsBetween } from '../../domain/time/iso-micros.ts';
import { builder } from '../builder.ts';
import { notFound } from '../errors.ts';
import { entityId } from '../ids.ts';
import { pageRequest, toConnection, type ListIdentity } from '../pagination.ts';
import { CostPolicyEnum, RunModeEnum, RunStatusEnum, RunStatusFilterEnum } from './enums.ts';
import { LimitsRef } from './limits.ts';
import { loadImports, RunImportRef } from './run-import.ts';
import { RunTargetRef } from './run-target.ts';
import { runBenchmarks } from './run-scope.ts';
import { resolveRunFilter } from '../../resolvers/run-filter.ts';
import { onlyVisibleRuns } from '../../resolvers/visibility.ts';

export const RunRef = builder.loadableNodeRef('Run', {
  id: { resolve: (run: RunRecord) => run.id },
  load: async (ids: string[], ctx) => {
    const byId = new Map(onlyVisibleRuns(ctx, await runsByIds(ctx.db, ids)).map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? notFound(`Run ${id} not found`));
  },
});

const summaryOf = (run: RunRecord): JsonObject => (isObject(run.manifestSummary) ? run.manifestSummary : {});

RunRef.implement({
  description: 'One evaluation: a frozen plan and everything recorded while executing it.',
  fields: (t) => ({
    runId: t.exposeString('id', { description: 'The natural id (`run-` + 20 hex).' }),
    name: t.exposeString('name'),
    status: t.field({ type: RunStatusEnum, resolve: (run) => run.status as never }),
    mode: t.field({ type: RunModeEnum, resolve: (run) => run.mode as never }),
    profile: t.exposeString('profile'),
    costPolicy: t.field({ type: CostPolicyEnum, resolve: (run) => (run.costPolicy ?? 'capability_only') as never }),
    owner: t.exposeString('owner'),
    createdAt: t.field({ type: 'DateTime', resolve: (run) => toIsoMicros(run.createdAt) }),
    updatedAt: t.field({ type: 'DateTime', resolve: (run) => toIsoMicros(run.updatedAt) }),
    wallTimeSeconds: t.float({
      description: '`updatedAt − createdAt` (report.md §4.6 `wall_time_s`).',
      resolve: (run) => secondsBetween(toIsoMicros(run.createdAt), toIsoMicros(run.updatedAt)),
    }),
    error: t.exposeString('error', { nullable: true, description: 'One-line public failure summary.' }),
    planSha256: t.string({ resolve: (run) => run.planSha256 ?? '' }),
    caseSha256: t.exposeString('caseSha256', { nullable: true }),
    seed: t.int({ nullable: true, resolve: (run) => numberOrNull(summaryOf(run).seed) }),
    parentRunId: t.exposeString('parentRunId', { nullable: true, description: 'Set on recovery children.' }),
    importedFrom: t.loadable({
      type: RunImportRef,
      nullable: true,
      description:
        'Set when the run was imported from an sr-bench store: its status is the journal’s, never advanced here ' +
        '(no worker executes, interrupts or cancels it).',
      resolve: (run) => run.importedFrom,
      load: (sha256s: string[], ctx) => loadImports(sha256s, ctx.db),
    }),
    targets: t.field({
      type: [RunTargetRef],
      description: 'Subject targets in plan order.',
      resolve: (run) => {
        const raw = Array.isArray(summaryOf(run).targets) ? (summaryOf(run).targets as unknown[]) : [];
        return manifestTargets({ targets: raw }).map((target, i) => ({ ...target, raw: (raw[i] ?? {}) as JsonObject }));
      },
    }),
    benchmarks: t.stringList({
      description: 'Benchmarks present in the cases, in code-point order.',
      resolve: (run) => runBenchmarks(run),
    }),
    caseCount: t.exposeInt('caseCount'),
    limits: t.field({ type: LimitsRef, resolve: (run) => (isObject(summaryOf(run).limits) ? (summaryOf(run).limits as JsonObject) : {}) }),
    sampling: t.field({ type: 'JSON', resolve: (run) => summaryOf(run).sampling ?? {} }),
    manifest: t.field({
      type: 'JSON',
      description: 'The frozen plan without cases, credentials or deployment wiring (service.md §1.4).',
      resolve: (run) => publicManifest(summaryOf(run)),
    }),
    allowedExperimentRoles: t.stringList({
      description: 'The experiment roles this run may take (service.md §10).',
      resolve: (run) => (Array.isArray(summaryOf(run).experiment_roles) ? (summaryOf(run).experiment_roles as string[]) : []),
    }),
  }),
});

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}


export const RunFilterInput = builder.inputType('RunFilter', {
  fields: (t) => ({
    search: t.string({
      description: 'Run id, name, profile, target id / kind / model (case-insensitive substring).',
      validate: { type: 'string', maxLength: [200, { message: 'search is at most 200 characters' }] },
    }),
    status: t.field({ type: [RunStatusFilterEnum] }),
    mode: t.field({ type: [RunModeEnum] }),
    profile: t.stringList(),
    experimentId: t.id(),
  }),
});

const RUNS_LIST: ListIdentity = { kind: 'runs', scope: '', arity: RUN_ORDER.columns.length, timestamps: [0] };

builder.queryFields((t) => ({
  runs: t.connection(
    {
      type: RunRef,
      description: 'Runs, newest first (createdAt desc, id desc).',
      args: {
        filter: t.arg({ type: RunFilterInput }),
      },
      resolve: async (_root, args, ctx) => {
        const page = pageRequest(args, RUNS_LIST);
        const filter = await resolveRunFilter(ctx, args.filter ?? null);
        const result = await listRuns(ctx.db, filter, page);
        return toConnection(result, RUNS_LIST, (run) => [run.createdAt, run.id], () => countRuns(ctx.db, filter));
      },
    },
    {},
  ),
  run: t.field({
    type: RunRef,
    nullable: true,
    description: 'One run by its natural (`run-…`) or global id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args) => entityId('Run', String(args.id)),
  }),
}));
