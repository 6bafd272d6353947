// Composing and preparing datasets (docs/preparation.md, docs/api.md): Mutation.composeDataset,
// Mutation.prepareDataset, Query.preparations, Query.preparation, Subscription.preparationProgress
// and the Preparation type. Zero model requests.
import { datasetsByIds, type DatasetRecord } from '../../db/queries/datasets.ts';
import { listPreparations, preparationById, type PreparationRecord } from '../../db/queries/preparations.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { ownerScope, type Context } from '../../context.ts';
import { snapshots } from '../../pubsub/snapshots.ts';
import { composeDatasets } from '../../services/dataset-composition.ts';
import {
  itemsOf,
  LOCAL_NORMALIZER,
  PREPARATION_PHASES,
  PREPARATION_STATUSES,
  prepareDataset,
  requestOf,
  SOURCE_ROOT_ENV,
  SOURCES_FILE,
  type PreparationItem,
} from '../../services/preparation.ts';
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
import { badUserInput, notFound } from '../../domain/errors.ts';
import { asObject } from '../json-fields.ts';
import { MAX_PAGE } from '../pagination.ts';
import { naturalIdOf } from '../ids.ts';
import { DatasetRef } from './dataset.ts';
import { knownValue, PROFILE_IDS, ProfileEnum } from './enums.ts';

const PREPARATIONS_SHOWN = 100;

const enumValues = <V extends string>(values: readonly V[], descriptions: Record<V, string>) =>
  Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v, description: descriptions[v] }])) as Record<
    Uppercase<V>,
    { value: V; description: string }
  >;

/** Phases this server never enters. */
const NOT_HERE = '(not entered by this server)';

const PreparationStatusEnum = builder.enumType('PreparationStatus', {
  description: 'Status of a preparation job or of one of its benchmarks: QUEUED → RUNNING → COMPLETED | FAILED.',
  values: enumValues(PREPARATION_STATUSES, {
    queued: 'Accepted; not started yet.',
    running: 'Being prepared in the server.',
    completed: 'Done: the frozen dataset is stored.',
    failed: 'Stopped with an error, also when the server restarted while it was active; nothing is retried until asked again.',
  }),
});

const PreparationPhaseEnum = builder.enumType('PreparationPhase', {
  description: 'The step a preparation job (or one of its benchmarks) is in.',
  values: enumValues(PREPARATION_PHASES, {
    queued: 'Waiting to start.',
    resolving_datasets: 'Finding each benchmark’s source.',
    waiting_for_slot: `Waiting for a free preparation slot ${NOT_HERE}.`,
    checking_dependencies: `Checking a benchmark’s dependencies ${NOT_HERE}.`,
    installing_dependencies: `Installing a benchmark’s dependencies ${NOT_HERE}.`,
    downloading: 'Downloading the pinned upstream files or checking out the pinned task repository (bytes in `bytesDone`/`bytesTotal`).',
    freezing: 'Reading and normalizing the source records, selecting the profile’s cases and writing the frozen dataset.',
    composing: 'Composing the per-benchmark datasets into one.',
    reused: 'Done for this benchmark: its frozen dataset already existed with the same content.',
    completed: 'Done: the dataset is stored.',
    failed: 'Stopped with an error.',
  }),
});

const EvaluationRoleEnum = builder.enumType('EvaluationRole', {
  description: 'What a history-bound dataset is prepared for (docs/preparation.md "History-bound preparation").',
  values: {
    HOLDOUT: { value: 'holdout', description: 'An independent holdout: excludes the tasks of the named earlier datasets.' },
    RETEST: { value: 'retest', description: 'A deliberate retest of tasks that may have been seen before.' },
  },
});

const loadDatasets = async (ids: string[], ctx: { db: Parameters<typeof datasetsByIds>[0] }): Promise<(DatasetRecord | null)[]> => {
  const byId = new Map((await datasetsByIds(ctx.db, ids)).map((d) => [d.id, d]));
  return ids.map((id) => byId.get(id) ?? null);
};

export const PreparationItemRef = builder.objectRef<PreparationItem>('PreparationItem');
PreparationItemRef.implement({
  description: 'One benchmark of a preparation job.',
  fields: (t) => ({
    benchmark: t.exposeString('benchmark', { description: 'The benchmark id.' }),
    status: t.field({ type: PreparationStatusEnum, description: 'Where this benchmark’s preparation is.', resolve: (i) => i.status }),
    phase: t.field({ type: PreparationPhaseEnum, description: 'The step this benchmark is in.', resolve: (i) => i.phase }),
    reused: t.boolean({ description: 'Its frozen dataset already existed with the same content.', resolve: (i) => i.reused === true }),
    sourceIds: t.stringList({ description: 'The datasets this benchmark was taken from.', resolve: (i) => (Array.isArray(i.source_ids) ? i.source_ids : []) }),
    datasetId: t.string({ nullable: true, description: 'Its frozen dataset’s id once prepared; null before.', resolve: (i) => i.dataset_id ?? null }),
    caseCount: t.int({ nullable: true, description: 'Cases selected for it once prepared; null before.', resolve: (i) => i.case_count ?? null }),
    error: t.string({ nullable: true, description: 'Why it failed; null unless it failed while being prepared.', resolve: (i) => i.error ?? null }),
    bytesDone: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Bytes of its upstream files received so far (a resumed download counts what was kept); null before a download.',
      resolve: (i) => i.bytes_done ?? null,
    }),
    bytesTotal: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Total bytes of its upstream files known so far; null before a download or for a git checkout.',
      resolve: (i) => i.bytes_total ?? null,
    }),
  }),
});

const PreparationRef = builder.loadableNodeRef('Preparation', {
  id: { resolve: (p: PreparationRecord) => p.id },
  load: async (ids: string[], ctx) => {
    const scope = ownerScope(ctx.viewer);
    const jobs = await Promise.all(ids.map((id) => preparationById(ctx.db, id)));
    return jobs.map((job, i) => (job && (scope === null || job.owner === scope) ? job : notFound(`Preparation ${ids[i]} not found`)));
  },
});
PreparationRef.implement({
  description:
    'A dataset preparation job: turns a benchmark’s source into a frozen dataset in the background. Follow it with the `preparationProgress` subscription, or poll `preparation(id)`.',
  fields: (t) => ({
    preparationId: t.exposeString('id', { description: 'The natural id: `prep-` and 32 hex characters.' }),
    status: t.field({
      type: PreparationStatusEnum,
      description: 'Where the job is.',
      resolve: (p) => p.status as (typeof PREPARATION_STATUSES)[number],
    }),
    phase: t.field({
      type: PreparationPhaseEnum,
      description: 'The step the job is in.',
      resolve: (p) => p.phase as (typeof PREPARATION_PHASES)[number],
    }),
    error: t.exposeString('error', { nullable: true, description: 'Why the job failed; null unless it failed.' }),
    dataset: t.loadable({
      type: DatasetRef,
      nullable: true,
      description: 'The prepared dataset once completed; null before that, or when it is no longer stored.',
      resolve: (p) => p.datasetId,
      load: (ids: string[], ctx) => loadDatasets(ids, ctx),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When the job was accepted.', resolve: (p) => toIsoMicros(p.createdAt) }),
    updatedAt: t.field({ type: 'DateTime', description: 'The job’s last progress update.', resolve: (p) => toIsoMicros(p.updatedAt) }),
    request: t.field({
      type: 'JSON',
      description: 'The normalised request (its idempotency identity): `{benchmarks, profile, seed, limit, source_path, revision}`.',
      resolve: (p) => p.request,
    }),
    benchmark: t.string({
      nullable: true,
      description: 'The benchmark when exactly one was requested; null otherwise.',
      resolve: (p) => {
        const benchmarks = requestOf(p)?.benchmarks ?? [];
        return benchmarks.length === 1 ? (benchmarks[0] ?? null) : null;
      },
    }),
    benchmarks: t.stringList({ description: 'The requested benchmarks.', resolve: (p) => requestOf(p)?.benchmarks ?? [] }),
    profile: t.field({
      type: ProfileEnum,
      nullable: true,
      description: 'The requested profile: SMOKE, QUICK or STANDARD; null when unknown.',
      resolve: (p) => knownValue(PROFILE_IDS, requestOf(p)?.profile),
    }),
    seed: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'The case selection seed used; null when unknown.',
      resolve: (p) => requestOf(p)?.seed ?? null,
    }),
    limit: t.int({
      nullable: true,
      description: 'The requested case limit (only the first N selected cases); null when none was given.',
      resolve: (p) => requestOf(p)?.limit ?? null,
    }),
    sourcePath: t.string({
      nullable: true,
      description: 'The requested path inside the sources folder; null when the pinned upstream source is acquired.',
      resolve: (p) => requestOf(p)?.source_path ?? null,
    }),
    revision: t.string({
      nullable: true,
      description: 'The declared upstream revision of the files at `sourcePath`; null for acquisition (the pinned revision) and for files in the case format.',
      resolve: (p) => requestOf(p)?.revision ?? null,
    }),
    sourcePartition: t.string({
      nullable: true,
      description: 'The source partition of a history-bound preparation; null otherwise.',
      resolve: (p) => requestOf(p)?.source_partition ?? null,
    }),
    evaluationRole: t.field({
      type: EvaluationRoleEnum,
      nullable: true,
      description: 'The evaluation role of a history-bound preparation; null otherwise.',
      resolve: (p) => requestOf(p)?.evaluation_role ?? null,
    }),
    exclusionDatasetIds: t.stringList({
      description: 'The stored datasets whose tasks the selection excludes; empty when none.',
      resolve: (p) => requestOf(p)?.exclusion_dataset_ids ?? [],
    }),
    items: t.field({ type: [PreparationItemRef], description: 'Progress per requested benchmark.', resolve: (p) => itemsOf(p) }),
  }),
});

builder.objectField(DatasetRef, 'preparation', (t) =>
  t.field({
    type: 'JSON',
    nullable: true,
    description: 'Per-family preparation provenance of the manifest (evaluation role, counts, coverage); null when none.',
    resolve: (d) => asObject(d.manifest).preparation ?? null,
  }),
);

builder.queryFields((t) => ({
  preparations: t.field({
    type: [PreparationRef],
    description: `Preparation jobs, newest first (at most ${PREPARATIONS_SHOWN}; unpaged); actors other than ADMIN see their own.`,
    args: { first: t.arg.int({ description: `1..${MAX_PAGE}; default ${PREPARATIONS_SHOWN}.` }) },
    resolve: async (_root, args, ctx) => {
      const first = args.first ?? PREPARATIONS_SHOWN;
      if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw badUserInput(`\`first\` must be between 1 and ${MAX_PAGE}, got ${first}`);
      return listPreparations(ctx.db, ownerScope(ctx.viewer), first);
    },
  }),
  preparation: t.field({
    type: PreparationRef,
    nullable: true,
    description: 'One preparation job; a malformed id is BAD_USER_INPUT, an unknown job or another actor’s NOT_FOUND.',
    args: { id: t.arg.id({ required: true, description: 'The job id: `prep-` and 32 lowercase hex characters.' }) },
    resolve: async (_root, args, ctx) => visiblePreparation(ctx, preparationIdOf(args.id)),
  }),
}));

function preparationIdOf(argument: string | number): string {
  const id = naturalIdOf('Preparation', String(argument));
  if (!/^prep-[0-9a-f]{32}$/.test(id)) throw badUserInput('A preparation id is `prep-` and 32 lowercase hex characters');
  return id;
}

/** The job when the viewer may see it; NOT_FOUND otherwise, as for a job that does not exist. */
async function visiblePreparation(ctx: Context, id: string): Promise<PreparationRecord> {
  const job = await preparationById(ctx.db, id);
  const scope = ownerScope(ctx.viewer);
  if (!job || (scope !== null && job.owner !== scope)) throw notFound(`Preparation ${id} not found`);
  return job;
}

builder.subscriptionFields((t) => ({
  preparationProgress: t.field({
    type: PreparationRef,
    description: [
      'A preparation job as it advances: its state at once, then a new state whenever it changes (phase, bytes downloaded,',
      'a benchmark done); ends after the completed or failed state was sent. Survives nothing but the connection: a client',
      'that reconnects subscribes again and gets the current state first.',
    ].join(' '),
    args: { preparationId: t.arg.id({ required: true, description: 'The job to follow (natural or global id).' }) },
    subscribe: async (_root, args, ctx) => {
      const id = preparationIdOf(args.preparationId);
      await visiblePreparation(ctx, id);
      return snapshots<PreparationRecord>(
        ctx.services.bus,
        (notice) => notice.topic === 'preparation' && notice.runId === id,
        async () => {
          const job = await visiblePreparation(ctx, id);
          return { value: job, last: job.status === 'completed' || job.status === 'failed' };
        },
        { changed: (previous, next) => !previous || previous.updatedAt !== next.updatedAt || previous.status !== next.status },
      );
    },
    resolve: (job) => job,
  }),
}));

builder.relayMutationField(
  'prepareDataset',
  {
    description: [
      'A dataset preparation: without `sourcePath` from the benchmark’s pinned upstream source (downloaded from the Hugging',
      'Face Hub, `HF_ENDPOINT`/`HF_TOKEN`, or checked out with git; or read from the offline mirror `SR_BENCH_SOURCE_MIRROR`);',
      'with `sourcePath` and `revision` from upstream files or a task checkout on the server; with `sourcePath` alone from',
      'files already in the frozen case format. Exactly one of `benchmark` / `benchmarks`.',
    ].join(' '),
    inputFields: (t) => ({
      benchmark: t.string({ description: 'One benchmark id of the catalog to prepare.' }),
      benchmarks: t.stringList({ description: 'Several distinct benchmark ids of the catalog, prepared one by one and composed into one dataset.' }),
      profile: t.field({
        type: ProfileEnum,
        required: true,
        description: 'SMOKE, QUICK or STANDARD: how many cases per benchmark are selected (Benchmark.sizes); STANDARD is disjoint from QUICK.',
      }),
      seed: t.field({ type: 'SafeInt', description: 'Selection seed, 0..2^53−1; default 20260918.' }),
      limit: t.int({ description: 'Take only the first N selected cases (1..profile size); marks the dataset a custom subset.' }),
      revision: t.string({
        description: [
          'The upstream revision (commit) the files at `sourcePath` were taken at: they are then upstream files (CSV, JSON,',
          'JSON Lines, Parquet) or a task checkout, normalized exactly as the reference preparation does, and the revision is',
          'recorded (a git checkout must be at it). Only with `sourcePath`.',
        ].join(' '),
      }),
      sourcePartition: t.string({
        description: [
          'History-bound preparation: the upstream split the tasks come from (e.g. `test`); every case then records its',
          'task identity, so later holdouts can exclude it. Needs `evaluationRole`; not with files in the case format.',
        ].join(' '),
      }),
      evaluationRole: t.field({
        type: EvaluationRoleEnum,
        description: 'With `sourcePartition`: RETEST (asked for explicitly, never assumed) or HOLDOUT (needs `exclusionDatasetIds`).',
      }),
      exclusionDatasetIds: t.idList({
        description: [
          `Up to 100 stored datasets prepared with a source partition whose tasks the selection must not reuse: compiled into`,
          'a frozen exclusion snapshot when the job starts; standard selection skips them and the quick memberships and must',
          'still reach the exact count. The dataset records the snapshot and the counts in its `preparation`.',
        ].join(' '),
      }),
      sourcePath: t.string({
        description: [
          'Omit to use the pinned upstream source.',
          `A folder or a file inside the server's sources folder (${SOURCE_ROOT_ENV}, default \`sources/\` under the data`,
          'directory): relative to it, or absolute under it; symlinks must stay inside it. Without `revision`, a folder holds `<benchmark>.jsonl` or `<benchmark>/cases.jsonl` per',
          'requested benchmark, every row naming that benchmark; a single `.jsonl` file may mix benchmarks and only the',
          'requested ones are used. Rows are sr-bench cases `{id, benchmark, messages, metadata, [answer]}`, one JSON object',
          `per line. An optional \`${SOURCES_FILE}\` beside them maps a benchmark to provenance strings`,
          `\`{url, revision, license_url, access_note}\`; otherwise the file's sha256 is the revision (normalizer \`${LOCAL_NORMALIZER}\`).`,
        ].join(' '),
      }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.prepareDataset },
    description: [
      'Starts a dataset preparation job; returns at once, the job runs in the',
      'server. One active job at a time: a different request while one is active → CONFLICT (reason `preparation_busy`).',
      'An identical request returns the newest identical job when it is active, or completed with its dataset still',
      'stored. Invalid input is BAD_USER_INPUT. Needs WRITE; zero model requests.',
    ].join(' '),
    resolve: async (_root, { input }, ctx) =>
      succeeded(
        await prepareDataset(ctx.deps, ctx.viewer, {
          ...input,
          exclusionDatasetIds: input.exclusionDatasetIds?.map((id) => naturalIdOf('Dataset', String(id))) ?? null,
        }),
      ),
  },
  {
    description: 'The preparation job, or why it was refused.',
    outputFields: (t) => ({
      preparation: t.field({
        type: PreparationRef,
        nullable: true,
        description: 'The preparation job (new, or the identical one already known); null when refused.',
        resolve: (p) => p.result,
      }),
      userErrors: userErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'composeDataset',
  {
    description: 'The prepared datasets to compose and the benchmarks to take from them.',
    inputFields: (t) => ({
      datasetIds: t.idList({ required: true, description: '1..32 distinct dataset ids (64 lowercase hex characters each).' }),
      benchmarks: t.stringList({
        required: true,
        description: 'Distinct benchmark ids to take, each present in an input; a benchmark in two inputs must have identical cases and source.',
      }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.composeDataset },
    description: [
      'Composes prepared datasets without resampling: 1..32 datasets sharing profile, seed and split;',
      'the requested benchmarks are taken as frozen. An input holding exactly those benchmarks is returned as it is;',
      'otherwise a content-addressed composed dataset is stored (idempotent). Conflicting inputs are BAD_USER_INPUT,',
      'an unknown dataset NOT_FOUND. Needs WRITE; zero model requests.',
    ].join(' '),
    resolve: async (_root, { input }, ctx) =>
      succeeded(
        await composeDatasets(ctx.deps, ctx.viewer, () => ({
          datasetIds: input.datasetIds.map((id) => naturalIdOf('Dataset', String(id))),
          benchmarks: input.benchmarks,
        })),
      ),
  },
  {
    description: 'The composed dataset, or why composition was refused.',
    outputFields: (t) => ({
      dataset: t.field({
        type: DatasetRef,
        nullable: true,
        description: 'The composed dataset (or the input that already holds exactly those benchmarks); null when refused.',
        resolve: (p) => p.result,
      }),
      userErrors: userErrorsField(t),
    }),
  },
);
