// Datasets (docs/datasets.md): frozen, content-addressed question sets, browsed through their
// public projection only — never answers, hidden tests or credentials (docs/datasets.md "Public and hidden fields").
import { countLibraryDatasets, listLibraryDatasets } from '../../db/queries/dataset-library.ts';
import {
  countDatasetCases,
  datasetCaseFacets,
  datasetsByIds,
  listDatasetCases,
  type DatasetCaseRecord,
  type DatasetRecord,
} from '../../db/queries/datasets.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { importDataset } from '../../services/datasets.ts';
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
import { badUserInput, notFound } from '../../domain/errors.ts';
import { asObject, bool, int, str } from '../json-fields.ts';
import { pageRequest, toConnection } from '../pagination.ts';
import { naturalIdOf } from '../ids.ts';
import { INPUT_STATUSES, InputStatusEnum, knownValue, MESSAGE_ROLES, MessageRoleEnum, PROFILE_IDS, ProfileEnum, SPLITS, SplitEnum } from './enums.ts';

/** Question pages default to 25 (docs/api.md "Pagination"); other lists keep 20. */
const CASE_PAGE = 25;

export const DatasetRef = builder.loadableNodeRef('Dataset', {
  id: { resolve: (d: DatasetRecord) => d.id },
  load: async (ids: string[], ctx) => {
    const byId = new Map((await datasetsByIds(ctx.db, ids)).map((d) => [d.id, d]));
    return ids.map((id) => byId.get(id) ?? notFound(`Dataset ${id} not found`));
  },
});

// Roles come from the public projection of a case, which keeps only these three.
const QuestionMessageRef = builder.objectRef<{ role: (typeof MESSAGE_ROLES)[number]; content: string }>('QuestionMessage');
QuestionMessageRef.implement({
  description: 'One message of a question as sent to the model; only system, user and developer messages are shown.',
  fields: (t) => ({
    role: t.field({ type: MessageRoleEnum, description: 'SYSTEM, USER or DEVELOPER.', resolve: (m) => m.role }),
    content: t.exposeString('content', { description: 'The message text.' }),
  }),
});

const QuestionRef = builder.objectRef<DatasetCaseRecord>('Question');
QuestionRef.implement({
  description: 'A question as anyone may see it: never its reference answer or hidden material.',
  fields: (t) => ({
    caseId: t.exposeString('caseId', {
      description: 'The case id, unique within its benchmark and dataset (the same case keeps it in every dataset that holds it).',
    }),
    position: t.int({ description: '0-based position in the frozen dataset.', resolve: (q) => q.position }),
    benchmark: t.exposeString('benchmark', { description: 'The benchmark id, e.g. `mmlu-pro`.' }),
    category: t.exposeString('category', { description: 'The category (subject) within its benchmark; `all` when the benchmark has none.' }),
    question: t.string({
      description: 'The shown messages’ text joined by blank lines, or the task’s displayable input when it has no messages; empty when unavailable.',
      resolve: (q) => str(asObject(q.public), 'question') ?? '',
    }),
    messages: t.field({
      type: [QuestionMessageRef],
      description: 'The system, user and developer messages with text, role and content only; assistant and tool messages are never shown.',
      resolve: (q) =>
        (Array.isArray(asObject(q.public).messages) ? (asObject(q.public).messages as { role: unknown; content: string }[]) : []).flatMap((m) => {
          const role = knownValue(MESSAGE_ROLES, m.role);
          return role ? [{ role, content: m.content }] : [];
        }),
    }),
    choices: t.stringList({
      nullable: true,
      description: 'Multiple-choice options in letter order (the first is A); null for other questions.',
      resolve: (q) => (Array.isArray(asObject(q.public).choices) ? (asObject(q.public).choices as string[]) : null),
    }),
    inputStatus: t.field({
      type: InputStatusEnum,
      description: 'AVAILABLE, or UNAVAILABLE when a task’s pinned input is missing, no longer matches its digest, or is too large to show.',
      resolve: (q) => knownValue(INPUT_STATUSES, asObject(q.public).input_status) ?? 'available',
    }),
    inputNotice: t.string({
      nullable: true,
      description: 'Why the input is not shown; null when it is available.',
      resolve: (q) => str(asObject(q.public), 'input_notice'),
    }),
  }),
});

const BenchmarkCountRef = builder.objectRef<{ benchmark: string; count: number; categories: { name: string; count: number }[] }>('DatasetBenchmark');
const CategoryCountRef = builder.objectRef<{ name: string; count: number }>('DatasetCategory');
CategoryCountRef.implement({
  description: 'The cases of one category within a benchmark of a dataset.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The category (subject); `all` when the benchmark has none.' }),
    count: t.exposeInt('count', { description: 'Cases in this category.' }),
  }),
});
BenchmarkCountRef.implement({
  description: 'The cases of one benchmark in a dataset.',
  fields: (t) => ({
    benchmarkId: t.exposeString('benchmark', { description: 'The benchmark id, as in `Catalog.benchmarks`.' }),
    count: t.exposeInt('count', { description: 'Cases of this benchmark.' }),
    categories: t.field({ type: [CategoryCountRef], description: 'Case counts per category.', resolve: (b) => b.categories }),
  }),
});

DatasetRef.implement({
  description: 'A frozen dataset: content-addressed JSONL cases and their manifest; immutable.',
  fields: (t) => ({
    datasetId: t.exposeString('id', { description: 'The natural id: 64 hex characters derived from the dataset’s content; plans name the dataset by it.' }),
    name: t.exposeString('name', { description: 'Display name; a prepared dataset is named `<benchmarks joined by +>/<profile>`.' }),
    profile: t.field({
      type: ProfileEnum,
      nullable: true,
      description: 'SMOKE, QUICK or STANDARD; null when the manifest names none.',
      resolve: (d) => knownValue(PROFILE_IDS, d.profile),
    }),
    split: t.field({
      type: SplitEnum,
      nullable: true,
      description: 'DEV (smoke and quick) or HOLDOUT (standard); null when the manifest names none.',
      resolve: (d) => knownValue(SPLITS, d.split),
    }),
    seed: t.int({
      nullable: true,
      description: 'The case selection seed; null when the manifest records none.',
      resolve: (d) => int(asObject(d.manifest), 'seed'),
    }),
    sha256: t.string({
      description: 'SHA-256 of the cases JSONL bytes, re-verified whenever a plan uses them; empty when the manifest records none.',
      resolve: (d) => str(asObject(d.manifest), 'sha256') ?? '',
    }),
    customSubset: t.boolean({
      description: 'True when only a prefix of the profile’s selection was taken, so the dataset is not a full profile.',
      resolve: (d) => bool(asObject(d.manifest), 'custom_subset') ?? false,
    }),
    caseCount: t.exposeInt('caseCount', { description: 'Cases in the dataset.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the dataset was stored on this server.', resolve: (d) => toIsoMicros(d.createdAt) }),
    benchmarks: t.field({
      type: [BenchmarkCountRef],
      description: 'Case counts per benchmark and category.',
      resolve: async (d, _args, ctx) => {
        const facets = await datasetCaseFacets(ctx.db, d.id);
        const byBenchmark = new Map<string, { benchmark: string; count: number; categories: { name: string; count: number }[] }>();
        for (const f of facets) {
          const entry = byBenchmark.get(f.benchmark) ?? { benchmark: f.benchmark, count: 0, categories: [] };
          entry.count += f.n;
          entry.categories.push({ name: f.category, count: f.n });
          byBenchmark.set(f.benchmark, entry);
        }
        return [...byBenchmark.values()];
      },
    }),
    manifest: t.field({ type: 'JSON', description: 'The dataset manifest (sources, selection, provenance).', resolve: (d) => d.manifest }),
    cases: t.connection(
      {
        type: QuestionRef,
        description: 'The questions, public fields only, in frozen order; 25 per page unless first or last says otherwise.',
        args: {
          benchmark: t.arg.stringList({ description: 'Only questions of these benchmarks.' }),
          category: t.arg.stringList({ description: 'Only questions of these categories.' }),
          search: t.arg.string({
            description: 'Case-insensitive text in the id, question or choices; at most 200 characters.',
            validate: { type: 'string', maxLength: [200, { message: 'search is at most 200 characters' }] },
          }),
        },
        resolve: async (d, args, ctx) => {
          const list = { kind: 'dataset-cases', scope: d.id, arity: 1 };
          const page = pageRequest(args, list, CASE_PAGE);
          const filter = { benchmarks: args.benchmark ?? null, categories: args.category ?? null, search: args.search?.trim() || null };
          const result = await listDatasetCases(ctx.db, d.id, filter, page);
          return toConnection(
            result,
            list,
            (q) => [q.position],
            () => countDatasetCases(ctx.db, d.id, filter),
          );
        },
      },
      {
        description: 'A page of a dataset’s questions, in frozen order.',
        edgesField: { description: 'The questions of this page, in order.' },
      },
      {
        description: 'One question in a page, with its cursor.',
        nodeField: { description: 'The question.' },
      },
    ),
  }),
});

const DatasetFilterInput = builder.inputType('DatasetFilter', {
  description: 'Which datasets to list; every given condition must hold.',
  fields: (t) => ({
    profile: t.field({ type: [ProfileEnum], description: 'Datasets of any of these profiles.' }),
    benchmark: t.stringList({ description: 'Datasets containing any of these benchmarks.' }),
    search: t.string({
      description: 'Case-insensitive text in the name or id; at most 200 characters.',
      validate: { type: 'string', maxLength: [200, { message: 'search is at most 200 characters' }] },
    }),
  }),
});

builder.queryFields((t) => ({
  datasets: t.connection(
    {
      type: DatasetRef,
      description: 'Stored datasets in the order they were added.',
      args: { filter: t.arg({ type: DatasetFilterInput, description: 'Narrows the list; omitted, every stored dataset is listed.' }) },
      resolve: async (_root, args, ctx) => {
        const list = { kind: 'datasets', scope: '', arity: 1 };
        const page = pageRequest(args, list);
        const filter = {
          profiles: args.filter?.profile ?? null,
          benchmarks: args.filter?.benchmark ?? null,
          search: args.filter?.search?.trim() || null,
        };
        const result = await listLibraryDatasets(ctx.db, filter, page);
        return toConnection(
          result,
          list,
          (d) => [d.seq],
          () => countLibraryDatasets(ctx.db, filter),
        );
      },
    },
    {
      description: 'A page of stored datasets, in the order they were added.',
      edgesField: { description: 'The datasets of this page, in order.' },
    },
    {
      description: 'One dataset in a page, with its cursor.',
      nodeField: { description: 'The dataset.' },
    },
  ),
  dataset: t.field({
    type: DatasetRef,
    nullable: true,
    description: 'One stored dataset; a malformed id is BAD_USER_INPUT and an unknown one NOT_FOUND.',
    args: { id: t.arg.id({ required: true, description: 'The dataset id: 64 lowercase hex characters.' }) },
    resolve: async (_root, args, ctx) => {
      const id = naturalIdOf('Dataset', String(args.id));
      if (!/^[0-9a-f]{64}$/.test(id)) throw badUserInput('A dataset id is 64 lowercase hex characters');
      const [dataset] = await datasetsByIds(ctx.db, [id]);
      if (!dataset) throw notFound(`Dataset ${id} not found`);
      return dataset;
    },
  }),
}));

builder.relayMutationField(
  'importDataset',
  {
    description: 'A frozen dataset artifact: its manifest and its cases text.',
    inputFields: (t) => ({
      manifest: t.field({
        type: 'JSON',
        required: true,
        description:
          'The dataset manifest (snake_case keys): its `sha256` must be that of the cases text; its `id`, when given, must match the content, else the sha256 becomes the id.',
      }),
      casesJsonl: t.string({ required: true, description: 'The cases, one JSON case per line; at most 128 MiB.' }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.importDataset },
    description:
      'Stores a frozen dataset artifact (manifest + cases JSONL text) after verifying its sha256 and id; an artifact that does not verify is BAD_USER_INPUT. ' +
      'Idempotent. Needs WRITE; zero model requests.',
    resolve: async (_root, { input }, ctx) => succeeded(await importDataset(ctx.deps, ctx.viewer, { manifest: input.manifest, casesJsonl: input.casesJsonl })),
  },
  {
    description: 'The imported dataset, or why it was refused.',
    outputFields: (t) => ({
      dataset: t.field({ type: DatasetRef, nullable: true, description: 'The stored dataset; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);
