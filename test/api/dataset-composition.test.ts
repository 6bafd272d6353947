// Dataset browsing, composition and preparation (docs/datasets.md; docs/preparation.md "Composed datasets"; docs/runs.md "Idempotency";
// `composeDataset`, `prepareDataset`, `DatasetFilter`): compositions reuse or freeze without
// resampling and refuse conflicts with the documented messages; preparation jobs select per profile
// from local files, are idempotent, one at a time, and fail with the restart message; question
// pages hold 25 by default; the library filters by benchmark.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { datasetBytes } from '../../src/db/queries/datasets.ts';
import { datasetCases, datasets, preparationJobs } from '../../src/db/schema.ts';
import { nowIsoMicros } from '../../src/db/timestamps.ts';
import { buildArtifact, type DatasetCase, type DatasetSource } from '../../src/domain/dataset/artifact.ts';
import { benchmarkOrder, DEFAULT_SEED, selectForProfile } from '../../src/domain/dataset/selection.ts';
import { parseJson } from '../../src/domain/hashing/json-lexeme.ts';
import type { ProfileId } from '../../src/domain/catalog/benchmarks.ts';
import { pageRequest } from '../../src/schema/pagination.ts';
import {
  BENCHMARKS_DISTINCT,
  CONFLICTING_SELECTIONS,
  DUPLICATE_CASE_IDS,
  INPUT_COUNT,
  missingBenchmark,
  SHARED_SETTINGS,
} from '../../src/services/dataset-composition.ts';
import { failInterruptedPreparations, PREPARATION_RESTARTED, runPreparationJob, settlePreparations } from '../../src/services/preparation.ts';
import { errorCodes, userErrorCodes, userErrors, type GraphQLResponse } from '../helpers/api.ts';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi([]);
// Registered after the server's hooks, so it runs before they close the database.
afterAll(async () => {
  await settlePreparations();
});

// ---- fixtures ---------------------------------------------------------------------------------

const STRATA = ['algebra', 'biology', 'chemistry'];

function sourceCase(benchmark: string, n: number, extra: Record<string, unknown> = {}): DatasetCase {
  return {
    id: `${benchmark}/src-${String(n).padStart(3, '0')}`,
    benchmark,
    messages: [{ role: 'user', content: `Question ${n} of ${benchmark}?` }],
    metadata: { stratum: STRATA[n % STRATA.length] },
    answer: `secret-answer-${benchmark}-${n}`,
    ...extra,
  };
}

const sourceRows = (benchmark: string, n: number, from = 0) => Array.from({ length: n }, (_, i) => sourceCase(benchmark, from + i));
const jsonl = (rows: readonly unknown[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');

function source(benchmark: string, revision = 'test-r1'): DatasetSource {
  return {
    url: 'urn:test',
    revision,
    files: [{ name: `${benchmark}.jsonl`, sha256: '0'.repeat(64) }],
    revision_verification: 'content-digest',
    access_note: 'test fixture',
    normalizer: 'test-v1',
  };
}

/** A frozen dataset built in the test and stored through `importDataset`, as a client would. */
async function stored(rows: DatasetCase[], options: { profile?: ProfileId; seed?: number; revision?: string; customSubset?: boolean } = {}): Promise<string> {
  const profile = options.profile ?? 'smoke';
  const split = profile === 'standard' ? 'holdout' : 'dev';
  const cases = rows.map((row) => ({ ...row, metadata: { ...(row.metadata as object), split } }));
  const benchmarks = [...new Set(cases.map((c) => c.benchmark))];
  const artifact = buildArtifact(cases, {
    profile,
    seed: options.seed ?? DEFAULT_SEED,
    custom_subset: options.customSubset ?? true,
    sources: Object.fromEntries(benchmarks.map((b) => [b, source(b, options.revision)])),
  });
  const response = await env.api.gql(
    `mutation Test_Import($manifest: JSON!, $jsonl: String!) {
    importDataset(input: { manifest: $manifest, casesJsonl: $jsonl }) { dataset { datasetId } userErrors { code message } }
  }`,
    {
      manifest: artifact.manifest,
      jsonl: Buffer.from(artifact.jsonl).toString('utf8'),
    },
  );
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  expect(userErrors(response, 'importDataset')).toEqual([]);
  return response.data.importDataset.dataset.datasetId;
}

const COMPOSE = /* GraphQL */ `
  mutation Test_Compose($ids: [ID!]!, $benchmarks: [String!]!) {
    composeDataset(input: { datasetIds: $ids, benchmarks: $benchmarks }) {
      dataset { datasetId name profile split seed caseCount customSubset manifest benchmarks { benchmarkId count } }
      userErrors { code message reason details }
    }
  }
`;
const compose = (ids: string[], benchmarks: string[]) => env.api.gql(COMPOSE, { ids, benchmarks });

async function datasetCount(): Promise<number> {
  const [row] = await env.tdb.database.db.select({ n: count() }).from(datasets);
  return row?.n ?? 0;
}

// biome-ignore lint/suspicious/noExplicitAny: parsed JSONL
async function storedRows(id: string): Promise<Record<string, any>[]> {
  const bytes = await datasetBytes(env.tdb.database.db, id);
  return Buffer.from(bytes!)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** `field` is the refused mutation: composeDataset or prepareDataset. */
function expectBadInput(field: string, response: GraphQLResponse, message: string): void {
  expect(response.errors).toBeUndefined();
  expect(userErrors(response, field)[0]?.message).toBe(message);
  expect(userErrorCodes(response, field)).toEqual(['BAD_USER_INPUT']);
  expect(userErrors(response, field)[0]?.details.modelRequests).toBe(0);
}

// ---- composition ------------------------------------------------------------------------------

describe('composeDataset', () => {
  let mmlu = '';
  let gpqa = '';
  let both = '';

  beforeAll(async () => {
    mmlu = await stored(sourceRows('mmlu-pro', 6));
    gpqa = await stored(sourceRows('gpqa-diamond', 4));
    both = await stored([...sourceRows('mmlu-pro', 6), ...sourceRows('gpqa-diamond', 4)]); // rows not grouped in benchmark order
  });

  it('freezes a content-addressed composition of the requested benchmarks, rows sorted by id, and is idempotent', async () => {
    const before = await datasetCount();
    const first = await compose([mmlu, gpqa], ['mmlu-pro', 'gpqa-diamond']);
    expect(first.errors).toBeUndefined();
    expect(userErrors(first, 'composeDataset')).toEqual([]);
    const composed = first.data.composeDataset.dataset;
    expect(composed.datasetId).not.toBe(mmlu);
    expect(composed.datasetId).not.toBe(both); // same rows, other byte order: another dataset
    expect(composed.name).toBe('gpqa-diamond+mmlu-pro/smoke');
    expect(composed.caseCount).toBe(10);
    expect(composed.seed).toBe(DEFAULT_SEED);
    expect(composed.customSubset).toBe(true);
    expect(composed.benchmarks).toEqual([
      { benchmarkId: 'gpqa-diamond', count: 4 },
      { benchmarkId: 'mmlu-pro', count: 6 },
    ]);
    expect(Object.keys(composed.manifest.sources).sort()).toEqual(['gpqa-diamond', 'mmlu-pro']);
    const rows = await storedRows(composed.datasetId);
    expect(rows.map((r) => r.id)).toEqual([...sourceRows('gpqa-diamond', 4), ...sourceRows('mmlu-pro', 6)].map((r) => r.id));
    expect(rows[0]!.answer).toBe('secret-answer-gpqa-diamond-0'); // taken as frozen, not re-derived
    expect(await datasetCount()).toBe(before + 1);

    const again = await compose([gpqa, mmlu], ['gpqa-diamond', 'mmlu-pro']);
    expect(again.errors).toBeUndefined();
    expect(userErrors(again, 'composeDataset')).toEqual([]);
    expect(again.data.composeDataset.dataset.datasetId).toBe(composed.datasetId);
    expect(await datasetCount()).toBe(before + 1);
  });

  it('reuses the identity of an input that holds exactly the requested benchmarks', async () => {
    const before = await datasetCount();
    const reused = await compose([mmlu, both], ['gpqa-diamond', 'mmlu-pro']);
    expect(reused.errors).toBeUndefined();
    expect(userErrors(reused, 'composeDataset')).toEqual([]);
    expect(reused.data.composeDataset.dataset.datasetId).toBe(both);
    const single = await compose([mmlu], ['mmlu-pro']);
    expect(single.data.composeDataset.dataset.datasetId).toBe(mmlu);
    expect(await datasetCount()).toBe(before);
  });

  it('takes one benchmark out of a larger dataset without resampling', async () => {
    const response = await compose([both], ['mmlu-pro']);
    expect(response.errors).toBeUndefined();
    expect(userErrors(response, 'composeDataset')).toEqual([]);
    const rows = await storedRows(response.data.composeDataset.dataset.datasetId);
    expect(rows.map((r) => r.id)).toEqual(sourceRows('mmlu-pro', 6).map((r) => r.id));
    expect(response.data.composeDataset.dataset.benchmarks).toEqual([{ benchmarkId: 'mmlu-pro', count: 6 }]);
  });

  it('refuses the same benchmark with other rows or another source: `conflicting benchmark selections`', async () => {
    const otherRows = await stored(sourceRows('mmlu-pro', 6, 100));
    expectBadInput('composeDataset', await compose([mmlu, otherRows, gpqa], ['gpqa-diamond']), CONFLICTING_SELECTIONS);
    const otherSource = await stored(sourceRows('mmlu-pro', 6), { revision: 'test-r2' });
    expectBadInput('composeDataset', await compose([otherSource, both], ['mmlu-pro', 'gpqa-diamond']), CONFLICTING_SELECTIONS);
  });

  it('refuses inputs that do not share profile, seed and split', async () => {
    const otherSeed = await stored(sourceRows('hle', 3), { seed: 7 });
    expectBadInput('composeDataset', await compose([mmlu, otherSeed], ['mmlu-pro', 'hle']), SHARED_SETTINGS);
    const holdout = await stored(sourceRows('hle', 3), { profile: 'standard' });
    expectBadInput('composeDataset', await compose([mmlu, holdout], ['mmlu-pro', 'hle']), SHARED_SETTINGS);
  });

  it('refuses a requested benchmark no input has, and duplicate case ids across benchmarks', async () => {
    expectBadInput('composeDataset', await compose([mmlu, gpqa], ['mmlu-pro', 'hle']), missingBenchmark('hle'));
    const hle = await stored([sourceCase('hle', 1, { id: 'shared/1' })]);
    const simpleqa = await stored([sourceCase('simpleqa-verified', 1, { id: 'shared/1' })]);
    expectBadInput('composeDataset', await compose([hle, simpleqa], ['hle', 'simpleqa-verified']), DUPLICATE_CASE_IDS);
  });

  it('checks its arguments: 1..32 distinct inputs, distinct benchmarks, known datasets', async () => {
    expectBadInput('composeDataset', await compose([], ['mmlu-pro']), INPUT_COUNT);
    expectBadInput(
      'composeDataset',
      await compose(
        Array.from({ length: 33 }, (_, i) => i.toString(16).padStart(64, '0')),
        ['mmlu-pro'],
      ),
      INPUT_COUNT,
    );
    expectBadInput('composeDataset', await compose([mmlu], ['mmlu-pro', 'mmlu-pro']), BENCHMARKS_DISTINCT);
    expect(userErrorCodes(await compose(['f'.repeat(64)], ['mmlu-pro']), 'composeDataset')).toEqual(['NOT_FOUND']);
    expect(userErrorCodes(await compose(['not-an-id'], ['mmlu-pro']), 'composeDataset')).toEqual(['BAD_USER_INPUT']);
  });
});

// ---- browsing ---------------------------------------------------------------------------------

describe('dataset browsing: benchmark filter and question pages of 25', () => {
  let large = '';
  beforeAll(async () => {
    large = await stored(sourceRows('simpleqa-verified', 60), { profile: 'quick' });
  });

  it('dataset.cases defaults to 25 per page; `first` still picks the size', async () => {
    const query = `query Test_Cases($id: ID!, $first: Int, $after: String) { dataset(id: $id) { cases(first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { caseId } } } } }`;
    const page = await env.api.gql(query, { id: large });
    expect(page.errors).toBeUndefined();
    expect(page.data.dataset.cases.edges).toHaveLength(25);
    expect(page.data.dataset.cases.totalCount).toBe(60);
    expect(page.data.dataset.cases.pageInfo.hasNextPage).toBe(true);
    const second = await env.api.gql(query, { id: large, after: page.data.dataset.cases.pageInfo.endCursor });
    expect(second.data.dataset.cases.edges).toHaveLength(25);
    const third = await env.api.gql(query, { id: large, after: second.data.dataset.cases.pageInfo.endCursor });
    expect(third.data.dataset.cases.edges).toHaveLength(10);
    expect(third.data.dataset.cases.pageInfo.hasNextPage).toBe(false);
    const ids = [page, second, third].flatMap((p) => p.data.dataset.cases.edges.map((e: { node: { caseId: string } }) => e.node.caseId));
    expect(new Set(ids).size).toBe(60);
    const sized = await env.api.gql(query, { id: large, first: 7 });
    expect(sized.data.dataset.cases.edges).toHaveLength(7);
  });

  it('other lists keep their default of 20', () => {
    const list = { kind: 'x', scope: '', arity: 1 };
    expect(pageRequest({}, list).limit).toBe(20);
    expect(pageRequest({}, list, 25).limit).toBe(25);
    expect(pageRequest({ first: 3 }, list, 25).limit).toBe(3);
    expect(pageRequest({ last: 4 }, list, 25)).toMatchObject({ limit: 4, backward: true });
  });

  it('DatasetFilter.benchmark lists datasets containing any of the benchmarks, with other filters', async () => {
    const query = `query Test_Library($filter: DatasetFilter) { datasets(first: 100, filter: $filter) { totalCount edges { node { datasetId profile benchmarks { benchmarkId } } } } }`;
    const all = await env.api.gql(query, {});
    // biome-ignore lint/suspicious/noExplicitAny: response JSON
    const ids = (r: GraphQLResponse) => (r.data as any).datasets.edges.map((e: { node: { datasetId: string } }) => e.node.datasetId);
    const containing = (benchmarks: string[], profile?: string) =>
      // biome-ignore lint/suspicious/noExplicitAny: response JSON
      (all.data as any).datasets.edges
        .map((e: { node: { datasetId: string; profile: string; benchmarks: { benchmarkId: string }[] } }) => e.node)
        .filter(
          (d: { profile: string; benchmarks: { benchmarkId: string }[] }) =>
            d.benchmarks.some((b) => benchmarks.includes(b.benchmarkId)) && (!profile || d.profile === profile),
        )
        .map((d: { datasetId: string }) => d.datasetId);

    const gpqa = await env.api.gql(query, { filter: { benchmark: ['gpqa-diamond'] } });
    expect(gpqa.errors).toBeUndefined();
    expect(ids(gpqa).length).toBeGreaterThan(1);
    expect(ids(gpqa)).toEqual(containing(['gpqa-diamond']));
    // biome-ignore lint/suspicious/noExplicitAny: response JSON
    expect((gpqa.data as any).datasets.totalCount).toBe(ids(gpqa).length);

    const either = await env.api.gql(query, { filter: { benchmark: ['hle', 'simpleqa-verified'] } });
    expect(ids(either)).toEqual(containing(['hle', 'simpleqa-verified']));
    expect(ids(either)).toContain(large);

    const quick = await env.api.gql(query, { filter: { benchmark: ['simpleqa-verified', 'gpqa-diamond'], profile: ['QUICK'] } });
    expect(ids(quick)).toEqual([large]);
    const none = await env.api.gql(query, { filter: { benchmark: ['tau3'] } });
    expect(ids(none)).toEqual([]);
    // biome-ignore lint/suspicious/noExplicitAny: response JSON
    expect((none.data as any).datasets.totalCount).toBe(0);
  });
});

// ---- preparation ------------------------------------------------------------------------------

const PREPARE = /* GraphQL */ `
  mutation Test_Prepare($input: PrepareDatasetInput!) {
    prepareDataset(input: $input) {
      preparation { preparationId status phase benchmark benchmarks profile seed limit request }
      userErrors { code message reason details }
    }
  }
`;
const PREPARATION = /* GraphQL */ `
  query Test_Preparation($id: ID!) { preparation(id: $id) {
    preparationId status phase error benchmark benchmarks profile seed limit createdAt updatedAt request
    dataset { datasetId caseCount profile split seed customSubset benchmarks { benchmarkId count } manifest }
    items { benchmark status phase reused sourceIds datasetId caseCount error }
  } }
`;

function prepare(input: Record<string, unknown>) {
  return env.api.gql(PREPARE, { input });
}

/** Polls a job until it is terminal (bounded), as a client would. */
// biome-ignore lint/suspicious/noExplicitAny: response JSON
async function waitForPreparation(id: string, timeoutMs = 30_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await env.api.gql(PREPARATION, { id });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    const job = response.data.preparation;
    if (job.status === 'COMPLETED' || job.status === 'FAILED') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`preparation ${id} did not finish within ${timeoutMs} ms`);
}

// biome-ignore lint/suspicious/noExplicitAny: response JSON
async function prepared(input: Record<string, unknown>): Promise<any> {
  const response = await prepare(input);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  expect(userErrors(response, 'prepareDataset')).toEqual([]);
  return waitForPreparation(response.data.prepareDataset.preparation.preparationId);
}

async function jobCount(): Promise<number> {
  const [row] = await env.tdb.database.db.select({ n: count() }).from(preparationJobs);
  return row?.n ?? 0;
}

describe('prepareDataset', () => {
  // The server's sources folder; the requests name a folder inside it, by absolute path.
  const root = mkdtempSync(join(tmpdir(), 'srb-sources-'));
  const folder = join(root, 'prepare');
  const mixedFile = join(folder, 'mixed', 'all.jsonl');
  const mmluSource = sourceRows('mmlu-pro', 30);
  const gpqaSource = sourceRows('gpqa-diamond', 50);
  const scicodeSource = sourceRows('scicode', 25).map((row) => ({ ...row, messages: [] }));

  beforeAll(() => {
    vi.stubEnv('SR_BENCH_SOURCES_DIR', root);
    mkdirSync(folder);
    writeFileSync(join(folder, 'mmlu-pro.jsonl'), jsonl(mmluSource));
    mkdirSync(join(folder, 'gpqa-diamond'));
    writeFileSync(join(folder, 'gpqa-diamond', 'cases.jsonl'), jsonl(gpqaSource));
    writeFileSync(join(folder, 'scicode.jsonl'), jsonl(scicodeSource));
    writeFileSync(join(folder, 'hle.jsonl'), jsonl(sourceRows('hle', 3))); // too few for any profile but smoke (4)
    writeFileSync(
      join(folder, 'sources.json'),
      JSON.stringify({ 'mmlu-pro': { url: 'https://huggingface.co/datasets/TIGER-Lab/MMLU-Pro', revision: 'rev-1' } }),
    );
    mkdirSync(join(folder, 'mixed'));
    writeFileSync(mixedFile, jsonl([...sourceRows('arc-agi-2', 3), ...sourceRows('tau3', 5), { id: 'x', benchmark: 'other' }]));
  });

  afterAll(() => vi.unstubAllEnvs());

  // biome-ignore lint/suspicious/noExplicitAny: response JSON
  let smokeJob: any;

  it('selects the profile slice by the stratified hash order and freezes it as a dataset', async () => {
    smokeJob = await prepared({ benchmark: 'mmlu-pro', profile: 'SMOKE', sourcePath: folder });
    expect(smokeJob.status).toBe('COMPLETED');
    expect(smokeJob.phase).toBe('COMPLETED');
    expect(smokeJob.error).toBeNull();
    expect(smokeJob).toMatchObject({ benchmark: 'mmlu-pro', benchmarks: ['mmlu-pro'], profile: 'SMOKE', seed: DEFAULT_SEED, limit: null });
    expect(smokeJob.request).toEqual({ benchmarks: ['mmlu-pro'], profile: 'smoke', seed: DEFAULT_SEED, limit: null, source_path: 'prepare', revision: null });
    const dataset = smokeJob.dataset;
    expect(dataset).toMatchObject({ caseCount: 14, profile: 'SMOKE', split: 'DEV', seed: DEFAULT_SEED, customSubset: false });
    expect(smokeJob.items).toEqual([
      {
        benchmark: 'mmlu-pro',
        status: 'COMPLETED',
        phase: 'COMPLETED',
        reused: false,
        sourceIds: [dataset.datasetId],
        datasetId: dataset.datasetId,
        caseCount: 14,
        error: null,
      },
    ]);
    expect(dataset.manifest.selection).toBe('stratified-hash-v1');
    expect(dataset.manifest.sources['mmlu-pro']).toMatchObject({
      url: 'https://huggingface.co/datasets/TIGER-Lab/MMLU-Pro',
      revision: 'rev-1',
      files: [{ name: 'mmlu-pro.jsonl' }],
    });

    const expected = selectForProfile(benchmarkOrder('mmlu-pro', mmluSource, DEFAULT_SEED), { profile: 'smoke', benchmark: 'mmlu-pro' }).cases;
    const rows = await storedRows(dataset.datasetId);
    expect(rows.map((r) => r.id)).toEqual(expected.map((c) => c.id));
    for (const row of rows) expect(row.metadata).toMatchObject({ split: 'dev', source_revision: 'rev-1' });
    // Every stratum leads: the first three rows are one per stratum.
    expect(new Set(rows.slice(0, 3).map((r) => r.metadata.stratum)).size).toBe(3);
  });

  it('an identical request returns the same job; `benchmarks: [x]` is the same request as `benchmark: x`', async () => {
    const before = await jobCount();
    const again = await prepare({ benchmark: 'mmlu-pro', profile: 'SMOKE', sourcePath: folder, seed: DEFAULT_SEED });
    expect(again.errors).toBeUndefined();
    expect(userErrors(again, 'prepareDataset')).toEqual([]);
    expect(again.data.prepareDataset.preparation.preparationId).toBe(smokeJob.preparationId);
    const listed = await prepare({ benchmarks: ['mmlu-pro'], profile: 'SMOKE', sourcePath: folder });
    expect(listed.data.prepareDataset.preparation.preparationId).toBe(smokeJob.preparationId);
    expect(await jobCount()).toBe(before);
  });

  it('a completed job whose dataset is gone is not reused: a new job freezes it again', async () => {
    const db = env.tdb.database.db;
    await db.delete(datasetCases).where(eq(datasetCases.datasetId, smokeJob.dataset.datasetId));
    await db.delete(datasets).where(eq(datasets.id, smokeJob.dataset.datasetId));
    const job = await prepared({ benchmark: 'mmlu-pro', profile: 'SMOKE', sourcePath: folder });
    expect(job.preparationId).not.toBe(smokeJob.preparationId);
    expect(job.dataset.datasetId).toBe(smokeJob.dataset.datasetId); // same content, same id
    expect(job.items[0].reused).toBe(false);
  });

  it('smoke ⊂ quick, standard is disjoint from quick and holdout; limit takes a prefix as a custom subset', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: response JSON
    const ids = async (job: any) => (await storedRows(job.dataset.datasetId)).map((r) => r.id);
    const smoke = await prepared({ benchmark: 'scicode', profile: 'SMOKE', sourcePath: folder });
    const quick = await prepared({ benchmark: 'scicode', profile: 'QUICK', sourcePath: folder });
    const standard = await prepared({ benchmark: 'scicode', profile: 'STANDARD', sourcePath: folder });
    expect([smoke.dataset.caseCount, quick.dataset.caseCount, standard.dataset.caseCount]).toEqual([1, 3, 20]);
    expect((await ids(quick)).slice(0, 1)).toEqual(await ids(smoke));
    const quickIds = new Set(await ids(quick));
    expect((await ids(standard)).filter((id) => quickIds.has(id))).toEqual([]);
    expect(standard.dataset).toMatchObject({ profile: 'STANDARD', split: 'HOLDOUT' });
    for (const row of await storedRows(standard.dataset.datasetId)) expect(row.metadata.split).toBe('holdout');

    const limited = await prepared({ benchmark: 'gpqa-diamond', profile: 'QUICK', limit: 5, sourcePath: folder });
    const full = await prepared({ benchmark: 'gpqa-diamond', profile: 'QUICK', sourcePath: folder });
    expect(limited.dataset).toMatchObject({ caseCount: 5, customSubset: true });
    expect(full.dataset).toMatchObject({ caseCount: 40, customSubset: false });
    expect(await ids(limited)).toEqual((await ids(full)).slice(0, 5));
    expect(full.dataset.manifest.sources['gpqa-diamond'].files).toEqual([
      { name: 'gpqa-diamond/cases.jsonl', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  it('several benchmarks: each is frozen (reusing identical ones) and the result is composed', async () => {
    const job = await prepared({ benchmarks: ['mmlu-pro', 'gpqa-diamond'], profile: 'SMOKE', sourcePath: folder });
    expect(job.status).toBe('COMPLETED');
    expect(job.benchmark).toBeNull();
    expect(job.benchmarks).toEqual(['gpqa-diamond', 'mmlu-pro']);
    expect(job.dataset.benchmarks).toEqual([
      { benchmarkId: 'gpqa-diamond', count: 4 },
      { benchmarkId: 'mmlu-pro', count: 14 },
    ]);
    const [gpqaItem, mmluItem] = job.items;
    expect(gpqaItem).toMatchObject({ benchmark: 'gpqa-diamond', status: 'COMPLETED', phase: 'COMPLETED', reused: false, caseCount: 4 });
    expect(mmluItem).toMatchObject({
      benchmark: 'mmlu-pro',
      status: 'COMPLETED',
      phase: 'REUSED',
      reused: true,
      caseCount: 14,
      datasetId: smokeJob.dataset.datasetId,
    });
    // The composition is the one composeDataset gives for the same inputs.
    const composed = await compose([gpqaItem.datasetId, mmluItem.datasetId], ['gpqa-diamond', 'mmlu-pro']);
    expect(composed.data.composeDataset.dataset.datasetId).toBe(job.dataset.datasetId);
  });

  it('reads a single mixed file: only the requested benchmarks, balanced order for tau3', async () => {
    const job = await prepared({ benchmarks: ['arc-agi-2', 'tau3'], profile: 'SMOKE', sourcePath: mixedFile });
    expect(job.status).toBe('COMPLETED');
    expect(job.dataset.benchmarks).toEqual([
      { benchmarkId: 'arc-agi-2', count: 2 },
      { benchmarkId: 'tau3', count: 3 },
    ]);
    expect(job.dataset.manifest.sources.tau3.files[0].name).toBe('all.jsonl');
  });

  it('fails the job with a reason when the source cannot give the selection', async () => {
    const short = await prepared({ benchmark: 'hle', profile: 'SMOKE', sourcePath: folder });
    expect(short).toMatchObject({ status: 'FAILED', phase: 'FAILED', dataset: null });
    expect(short.error).toBe('hle: Source has insufficient tasks for disjoint smoke: need 4, found 3');
    expect(short.items).toEqual([expect.objectContaining({ benchmark: 'hle', status: 'FAILED', phase: 'FAILED', error: short.error })]);
    const missing = await prepared({ benchmark: 'simpleqa-verified', profile: 'SMOKE', sourcePath: folder });
    expect(missing.error).toBe('No source for simpleqa-verified: expected simpleqa-verified.jsonl or simpleqa-verified/cases.jsonl in the source folder');
    const nowhere = await prepared({ benchmark: 'hle', profile: 'SMOKE', sourcePath: join(folder, 'does-not-exist') });
    expect(nowhere.error).toBe('Source path does not exist or cannot be read');
    // A failed request can be retried explicitly: a new job, not the failed one.
    const retry = await prepare({ benchmark: 'hle', profile: 'SMOKE', sourcePath: folder });
    expect(retry.data.prepareDataset.preparation.preparationId).not.toBe(short.preparationId);
    await waitForPreparation(retry.data.prepareDataset.preparation.preparationId);
  });

  it('refuses bad requests before creating a job', async () => {
    const before = await jobCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ profile: 'SMOKE', sourcePath: folder }, 'Pass either `benchmark` or `benchmarks`'],
      [{ benchmark: 'hle', benchmarks: ['hle'], profile: 'SMOKE', sourcePath: folder }, 'Pass either `benchmark` or `benchmarks`'],
      [{ benchmark: 'nope', profile: 'SMOKE', sourcePath: folder }, 'Unknown benchmark: nope'],
      [{ benchmarks: ['hle', 'hle'], profile: 'SMOKE', sourcePath: folder }, 'benchmarks must be distinct'],
      [{ benchmark: 'hle', profile: 'SMOKE', limit: 5, sourcePath: folder }, 'limit must be a positive integer within the profile budget'],
      [{ benchmark: 'hle', profile: 'SMOKE', limit: 0, sourcePath: folder }, 'limit must be a positive integer within the profile budget'],
      [{ benchmark: 'hle', profile: 'SMOKE', sourcePath: '  ' }, 'sourcePath must be 1 to 4096 characters'],
    ];
    for (const [input, message] of cases) expectBadInput('prepareDataset', await prepare(input), message);
    // A profile outside the enum is refused by validation, before any resolver runs.
    const huge = await prepare({ benchmark: 'hle', profile: 'huge', sourcePath: folder });
    expect(huge.errors?.[0]?.message).toMatch(/"huge" does not exist in "ProfileId" enum/);
    expect(errorCodes(huge)).toEqual(['BAD_USER_INPUT']);
    expect(await jobCount()).toBe(before);
  });

  it('one active job at a time: another request → CONFLICT preparation_busy; the identical one → that job', async () => {
    await settlePreparations();
    const db = env.tdb.database.db;
    const at = nowIsoMicros();
    const request = { benchmarks: ['gpqa-diamond'], profile: 'smoke', seed: 5, limit: null, source_path: 'prepare', revision: null };
    // A job another server process is running (this process never runs it).
    await db.insert(preparationJobs).values({
      id: `prep-${'a'.repeat(32)}`,
      owner: 'local',
      request,
      status: 'running',
      phase: 'freezing',
      datasetId: null,
      error: null,
      items: [
        { benchmark: 'gpqa-diamond', status: 'running', phase: 'freezing', reused: false, source_ids: [], dataset_id: null, case_count: null, error: null },
      ],
      createdAt: at,
      updatedAt: at,
    });
    const before = await jobCount();
    const busy = await prepare({ benchmark: 'mmlu-pro', profile: 'QUICK', limit: 3, sourcePath: folder });
    expect(busy.errors).toBeUndefined();
    expect(busy.data.prepareDataset.preparation).toBeNull();
    expect(userErrorCodes(busy, 'prepareDataset')).toEqual(['CONFLICT']);
    expect(userErrors(busy, 'prepareDataset')[0]).toMatchObject({
      reason: 'preparation_busy',
      details: { reason: 'preparation_busy', activePreparationId: `prep-${'a'.repeat(32)}`, modelRequests: 0 },
    });
    const same = await prepare({ benchmark: 'gpqa-diamond', profile: 'SMOKE', seed: 5, sourcePath: folder });
    expect(same.errors).toBeUndefined();
    expect(userErrors(same, 'prepareDataset')).toEqual([]);
    expect(same.data.prepareDataset.preparation).toMatchObject({ preparationId: `prep-${'a'.repeat(32)}`, status: 'RUNNING', phase: 'FREEZING' });
    expect(await jobCount()).toBe(before);
  });

  it('on restart every queued or running job fails with the restart message; then new jobs are accepted', async () => {
    const failed = await failInterruptedPreparations(env.tdb.database.db);
    expect(failed).toEqual([`prep-${'a'.repeat(32)}`]);
    const job = await waitForPreparation(`prep-${'a'.repeat(32)}`);
    expect(job).toMatchObject({ status: 'FAILED', phase: 'FAILED', error: 'Service restarted before preparation completed. Retry explicitly.' });
    expect(job.error).toBe(PREPARATION_RESTARTED);
    expect(job.items[0]).toMatchObject({ status: 'FAILED', phase: 'FAILED', error: PREPARATION_RESTARTED });
    expect(await failInterruptedPreparations(env.tdb.database.db)).toEqual([]);

    const retried = await prepared({ benchmark: 'gpqa-diamond', profile: 'SMOKE', seed: 5, sourcePath: folder });
    expect(retried.preparationId).not.toBe(job.preparationId);
    expect(retried.status).toBe('COMPLETED');
    expect(retried.dataset.seed).toBe(5);
  });

  it('a job failed by restart recovery is never brought back by its runner', async () => {
    const db = env.tdb.database.db;
    const at = nowIsoMicros();
    const id = `prep-${'b'.repeat(32)}`;
    const request = { benchmarks: ['mmlu-pro'], profile: 'smoke', seed: 11, limit: null, source_path: 'prepare' };
    await db.insert(preparationJobs).values({
      id,
      owner: 'local',
      request,
      status: 'queued',
      phase: 'queued',
      datasetId: null,
      error: null,
      items: [{ benchmark: 'mmlu-pro', status: 'queued', phase: 'queued', reused: false, source_ids: [], dataset_id: null, case_count: null, error: null }],
      createdAt: at,
      updatedAt: at,
    });
    expect(await failInterruptedPreparations(db)).toEqual([id]);
    await runPreparationJob(db, id);
    const job = await waitForPreparation(id);
    expect(job).toMatchObject({ status: 'FAILED', phase: 'FAILED', error: PREPARATION_RESTARTED, dataset: null });
    expect(job.items[0]).toMatchObject({ status: 'FAILED', error: PREPARATION_RESTARTED });
  });

  it('Query.preparations lists jobs newest first', async () => {
    const response = await env.api.gql(
      `query Test_Preparations { preparations { preparationId createdAt status } few: preparations(first: 2) { preparationId } }`,
    );
    expect(response.errors).toBeUndefined();
    const list = response.data.preparations as { preparationId: string; createdAt: string }[];
    expect(list.length).toBe(await jobCount());
    const times = list.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(response.data.few.map((p: { preparationId: string }) => p.preparationId)).toEqual(list.slice(0, 2).map((p) => p.preparationId));
    expect(errorCodes(await env.api.gql(`query Test_Preparations { preparations(first: 101) { preparationId } }`))).toEqual(['BAD_USER_INPUT']);
  });

  it('never makes a model request and parses stored rows lexeme-preserving', async () => {
    // The stored bytes re-parse with the lexeme-preserving reader and keep their answers hidden from pages.
    const bytes = await datasetBytes(env.tdb.database.db, smokeJob.dataset.datasetId);
    const first = parseJson(Buffer.from(bytes!).toString('utf8').split('\n')[0]!) as Record<string, unknown>;
    expect(typeof first.answer).toBe('string');
    const page = await env.api.gql(`query Test_Q($id: ID!) { dataset(id: $id) { cases { edges { node { caseId question } } } } }`, {
      id: smokeJob.dataset.datasetId,
    });
    expect(JSON.stringify(page.data)).not.toContain('secret-answer');
  });
});
