// Datasets (api.md; service.md §8): frozen, content-addressed question sets, browsed through their
// public projection only — never answers, hidden tests or credentials (§8.7).
import { countLibraryDatasets, listLibraryDatasets } from '../../db/queries/dataset-library.ts';
import { countDatasetCases, datasetCaseFacets, datasetsByIds, listDatasetCases, type DatasetCaseRecord, type DatasetRecord } from '../../db/queries/datasets.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { importDataset } from '../../services/datasets.ts';
import { builder } from '../builder.ts';
import { badUserInput, notFound } from '../errors.ts';
import { asObject, bool, int, str } from '../json-fields.ts';
import { pageRequest, toConnection } from '../pagination.ts';
import { requireRole } from '../../auth/roles.ts';

const MAX_DATASET_BYTES = 128 * 1024 * 1024;
/** Question pages default to 25 (service.md §1.9 "dataset cases"); other lists keep 20. */
const CASE_PAGE = 25;

export const DatasetRef = builder.objectRef<DatasetRecord>('Dataset');

const QuestionMessageRef = builder.objectRef<{ role: string; content: string }>('QuestionMessage');
QuestionMessageRef.implement({ fields: (t) => ({ role: t.exposeString('role'), content: t.exposeString('content') }) });

const QuestionRef = builder.objectRef<DatasetCaseRecord>('Question');
QuestionRef.implement({
  description: 'A question as anyone may see it: never its reference answer or hidden material.',
  fields: (t) => ({
    id: t.exposeString('caseId'),
    position: t.int({ description: '0-based position in the frozen dataset.', resolve: (q) => q.position }),
    benchmark: t.exposeString('benchmark'),
    category: t.exposeString('category'),
    question: t.string({ resolve: (q) => str(asObject(q.public), 'question') ?? '' }),
    messages: t.field({
      type: [QuestionMessageRef],
      resolve: (q) => (Array.isArray(asObject(q.public).messages) ? (asObject(q.public).messages as { role: string; content: string }[]) : []),
    }),
    choices: t.stringList({ nullable: true, resolve: (q) => (Array.isArray(asObject(q.public).choices) ? (asObject(q.public).choices as string[]) : null) }),
    inputStatus: t.string({ resolve: (q) => str(asObject(q.public), 'input_status') ?? 'available' }),
    inputNotice: t.string({ nullable: true, resolve: (q) => str(asObject(q.public), 'input_notice') }),
  }),
});

const BenchmarkCountRef = builder.objectRef<{ benchmark: string; count: number; categories: { name: string; count: number }[] }>('DatasetBenchmark');
const CategoryCountRef = builder.objectRef<{ name: string; count: number }>('DatasetCategory');
CategoryCountRef.implement({ fields: (t) => ({ name: t.exposeString('name'), count: t.exposeInt('count') }) });
BenchmarkCountRef.implement({
  fields: (t) => ({
    id: t.exposeString('benchmark'),
    count: t.exposeInt('count'),
    categories: t.field({ type: [CategoryCountRef], resolve: (b) => b.categories }),
  }),
});

DatasetRef.implement({
  description: 'A frozen dataset: content-addressed JSONL cases and their manifest; immutable.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    profile: t.exposeString('profile', { nullable: true }),
    split: t.exposeString('split', { nullable: true }),
    seed: t.int({ nullable: true, resolve: (d) => int(asObject(d.manifest), 'seed') }),
    sha256: t.string({ resolve: (d) => str(asObject(d.manifest), 'sha256') ?? '' }),
    customSubset: t.boolean({ resolve: (d) => bool(asObject(d.manifest), 'custom_subset') ?? false }),
    caseCount: t.exposeInt('caseCount'),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => toIsoMicros(d.createdAt) }),
    benchmarks: t.field({
      type: [BenchmarkCountRef],
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
    cases: t.connection({
      type: QuestionRef,
      args: {
        benchmark: t.arg.stringList(),
        category: t.arg.stringList(),
        search: t.arg.string({ validate: { type: 'string', maxLength: [200, { message: 'search is at most 200 characters' }] } }),
      },
      resolve: async (d, args, ctx) => {
        const list = { kind: 'dataset-cases', scope: d.id, arity: 1 };
        const page = pageRequest(args, list, CASE_PAGE);
        const filter = { benchmarks: args.benchmark ?? null, categories: args.category ?? null, search: args.search?.trim() || null };
        const result = await listDatasetCases(ctx.db, d.id, filter, page);
        return toConnection(result, list, (q) => [q.position], () => countDatasetCases(ctx.db, d.id, filter));
      },
    }),
  }),
});

const DatasetFilterInput = builder.inputType('DatasetFilter', {
  fields: (t) => ({
    profile: t.stringList(),
    benchmark: t.stringList({ description: 'Datasets containing any of these benchmarks.' }),
    search: t.string({ validate: { type: 'string', maxLength: [200, { message: 'search is at most 200 characters' }] } }),
  }),
});

builder.queryFields((t) => ({
  datasets: t.connection({
    type: DatasetRef,
    description: 'Stored datasets in the order they were added.',
    args: { filter: t.arg({ type: DatasetFilterInput }) },
    resolve: async (_root, args, ctx) => {
      const list = { kind: 'datasets', scope: '', arity: 1 };
      const page = pageRequest(args, list);
      const filter = {
        profiles: args.filter?.profile ?? null,
        benchmarks: args.filter?.benchmark ?? null,
        search: args.filter?.search?.trim() || null,
      };
      const result = await listLibraryDatasets(ctx.db, filter, page);
      return toConnection(result, list, (d) => [d.seq], () => countLibraryDatasets(ctx.db, filter));
    },
  }),
  dataset: t.field({
    type: DatasetRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = String(args.id);
      if (!/^[0-9a-f]{64}$/.test(id)) throw badUserInput('A dataset id is 64 lowercase hex characters');
      const [dataset] = await datasetsByIds(ctx.db, [id]);
      if (!dataset) throw notFound(`Dataset ${id} not found`);
      return dataset;
    },
  }),
}));

builder.mutationField('importDataset', (t) =>
  t.field({
    type: DatasetRef,
    description: 'Stores a frozen dataset artifact (manifest + cases JSONL text) after verifying its sha256 and id. Idempotent. Zero model requests.',
    args: { manifest: t.arg({ type: 'JSON', required: true }), casesJsonl: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireRole(ctx, 'WRITE', 'Importing a dataset');
      const bytes = Buffer.from(args.casesJsonl, 'utf8');
      if (bytes.length > MAX_DATASET_BYTES) throw badUserInput('A dataset is at most 128 MiB of JSONL');
      const { id } = await importDataset(ctx, args.manifest, bytes);
      const [dataset] = await datasetsByIds(ctx.db, [id]);
      if (!dataset) throw notFound(`Dataset ${id} not found`);
      return dataset;
    },
  }),
);
