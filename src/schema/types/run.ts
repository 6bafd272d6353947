// The Run node and the `runs`/`run` query fields (docs/api.md).
import { countRuns, listRuns, RUN_ORDER, runsByIds, type RunRecord } from '../../db/queries/runs.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { isObject, manifestTargets, type JsonObject } from '../../domain/run/manifest-projection.ts';
import { publicManifest } from '../../domain/run/public-manifest.ts';
import { secondsBetween } from '../../domain/time/iso-micros.ts';
import { builder } from '../builder.ts';
import { GenerationParametersRef, generationDocument } from './generation.ts';
import { ownerScope } from '../../context.ts';
import { notFound } from '../../domain/errors.ts';
import { entityId } from '../ids.ts';
import { pageRequest, toConnection, type ListIdentity } from '../pagination.ts';
import {
  CostPolicyEnum,
  EXPERIMENT_ROLES,
  ExperimentRoleEnum,
  knownValue,
  PROFILE_IDS,
  ProfileEnum,
  RunModeEnum,
  RunStatusEnum,
  RunStatusFilterEnum,
} from './enums.ts';
import { LimitsRef } from './limits.ts';
import { loadImports, RunImportRef } from './run-import.ts';
import { RunTargetRef } from './run-target.ts';
import { runBenchmarks } from './run-scope.ts';
import { resolveRunFilter } from '../../resolvers/run-filter.ts';

export const RunRef = builder.loadableNodeRef('Run', {
  id: { description: 'The global id; this or the natural `runId` is accepted wherever an argument names a run.', resolve: (run: RunRecord) => run.id },
  load: async (ids: string[], ctx) => {
    const byId = new Map((await runsByIds(ctx.db, ids, ownerScope(ctx.viewer))).map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? notFound(`Run ${id} not found`));
  },
});

const summaryOf = (run: RunRecord): JsonObject => (isObject(run.manifestSummary) ? run.manifestSummary : {});

RunRef.implement({
  description: 'One evaluation: a frozen plan and everything recorded while executing it.',
  fields: (t) => ({
    runId: t.exposeString('id', { description: 'The natural id (`run-` + 20 hex).' }),
    name: t.exposeString('name', { description: 'The display name given in the plan (default "sr-bench").' }),
    status: t.field({ type: RunStatusEnum, description: 'Where the run is in its lifecycle.', resolve: (run) => run.status as never }),
    mode: t.field({ type: RunModeEnum, description: 'How the run produces results: LIVE, PREVIEW or REPLAY.', resolve: (run) => run.mode as never }),
    profile: t.field({
      type: ProfileEnum,
      nullable: true,
      description: 'The case profile: SMOKE, QUICK or STANDARD; null when the plan names none or an imported run carries another name (see `profileName`).',
      resolve: (run) => knownValue(PROFILE_IDS, run.profile),
    }),
    profileName: t.exposeString('profile', {
      description: 'The profile as the plan names it (lower case, e.g. `quick`), also one this server does not know; empty when the plan names none.',
    }),
    costPolicy: t.field({
      type: CostPolicyEnum,
      description: 'Whether every call had to be priced; a run that recorded no policy reads as CAPABILITY_ONLY.',
      resolve: (run) => (run.costPolicy ?? 'capability_only') as never,
    }),
    owner: t.exposeString('owner', {
      description: 'The actor id that started the run (`local` for the loopback admin and for runs imported from a local store).',
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When the run was admitted.', resolve: (run) => toIsoMicros(run.createdAt) }),
    updatedAt: t.field({ type: 'DateTime', description: 'The last status change or result write.', resolve: (run) => toIsoMicros(run.updatedAt) }),
    wallTimeSeconds: t.float({
      description: 'Seconds from createdAt to updatedAt: the wall time so far, or in total once the run is terminal.',
      resolve: (run) => secondsBetween(toIsoMicros(run.createdAt), toIsoMicros(run.updatedAt)),
    }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'One-line public failure summary, e.g. `Case <case>, target <target>: <reason>`; null when the run has no error.',
    }),
    planSha256: t.string({
      description: 'SHA-256 of the frozen plan, the identity of what was started; empty when an imported run recorded none.',
      resolve: (run) => run.planSha256 ?? '',
    }),
    caseSha256: t.exposeString('caseSha256', {
      nullable: true,
      description: 'SHA-256 of the frozen cases: runs with the same value asked the same questions. Null when unknown.',
    }),
    seed: t.int({
      nullable: true,
      description: 'The case selection seed of the plan; null when the plan recorded none.',
      resolve: (run) => numberOrNull(summaryOf(run).seed),
    }),
    parentRunId: t.exposeString('parentRunId', {
      nullable: true,
      description: 'For a recovery run, the run whose unfinished cells it continues; null for any other run.',
    }),
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
    caseCount: t.exposeInt('caseCount', { description: 'Cases in the frozen plan; each runs on every subject target unless the plan selects cells.' }),
    limits: t.field({
      type: LimitsRef,
      description: 'The frozen limits the run executes under.',
      resolve: (run) => (isObject(summaryOf(run).limits) ? (summaryOf(run).limits as JsonObject) : {}),
    }),
    sampling: t.field({
      type: GenerationParametersRef,
      description: 'The frozen sampling parameters sent with every subject request; a target’s own request parameters override them.',
      resolve: (run) => generationDocument(summaryOf(run).sampling) ?? {},
    }),
    manifest: t.field({
      type: 'JSON',
      description: 'The frozen plan without its cases, credentials or deployment wiring (snake_case keys).',
      resolve: (run) => publicManifest(summaryOf(run)),
    }),
    allowedExperimentRoles: t.field({
      type: [ExperimentRoleEnum],
      description: 'The experiment roles this run may take; fixed by its mode, profile and targets.',
      resolve: (run) => {
        const roles: unknown = summaryOf(run).experiment_roles;
        return Array.isArray(roles) ? roles.flatMap((role) => knownValue(EXPERIMENT_ROLES, role) ?? []) : [];
      },
    }),
  }),
});

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export const RunFilterInput = builder.inputType('RunFilter', {
  description: 'Which runs to list; every given condition must hold, and a list matches any of its values.',
  fields: (t) => ({
    search: t.string({
      description: 'Run id, name, profile, target id / kind / model (case-insensitive substring).',
      validate: { type: 'string', maxLength: [200, { message: 'search is at most 200 characters' }] },
    }),
    status: t.field({ type: [RunStatusFilterEnum], description: 'Any of these statuses; ACTIVE matches queued and running runs.' }),
    mode: t.field({ type: [RunModeEnum], description: 'Any of these modes.' }),
    profile: t.field({ type: [ProfileEnum], description: 'Any of these profiles (runs whose profile this server does not know match none).' }),
    imported: t.boolean({
      description: "true: only runs imported from an sr-bench store (history, e.g. the demo's examples); false: only runs created on this server.",
    }),
    experimentId: t.id({
      description: 'Only runs linked to this experiment (natural `exp-…` or global id); an unknown or invisible experiment is BAD_USER_INPUT.',
    }),
  }),
});

const RUNS_LIST: ListIdentity = { kind: 'runs', scope: '', arity: RUN_ORDER.columns.length, timestamps: [0] };

builder.queryFields((t) => ({
  runs: t.connection(
    {
      type: RunRef,
      description: 'Runs, newest first (createdAt desc, id desc); actors other than ADMIN see only their own.',
      args: {
        filter: t.arg({ type: RunFilterInput, description: 'Narrows the list; omitted, every visible run is listed.' }),
      },
      resolve: async (_root, args, ctx) => {
        const page = pageRequest(args, RUNS_LIST);
        const filter = await resolveRunFilter(ctx, args.filter ?? null);
        const result = await listRuns(ctx.db, filter, page);
        return toConnection(
          result,
          RUNS_LIST,
          (run) => [run.createdAt, run.id],
          () => countRuns(ctx.db, filter),
        );
      },
    },
    { description: 'A page of runs, newest first.', edgesField: { description: 'The runs of this page, in list order.' } },
    { description: 'One run in a page of runs, with its cursor.', nodeField: { description: 'The run.' } },
  ),
  run: t.field({
    type: RunRef,
    nullable: true,
    description: 'One run by its natural (`run-…`) or global id.',
    args: { id: t.arg.id({ required: true, description: 'The natural `run-…` id or the global id.' }) },
    resolve: (_root, args) => entityId('Run', String(args.id)),
  }),
}));
