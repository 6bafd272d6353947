// Preparing benchmarks from their upstream data through the API (docs/preparation.md): the pinned
// Hub source downloaded from a local server speaking the Hub's API, with progress on the
// `preparationProgress` subscription and errors that say what to do; and upstream files in the
// sources folder at a declared revision, giving the reference preparation's dataset id.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settlePreparations } from '../../src/services/preparation.ts';
import { userErrors } from '../helpers/api.ts';
import { FIXTURE_HUB_TOKEN, GPQA_DIAMOND, MMLU_PRO, startFixtureHub } from '../helpers/fixture-hub.ts';
import type { LocalHub } from '../helpers/local-hub.ts';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi([]);
afterAll(async () => {
  await settlePreparations();
});

const FIXTURES = new URL('../fixtures/preparation/', import.meta.url).pathname;
const VECTOR_REVISION = '3f6c1e0b9a8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b';
const TOKEN = FIXTURE_HUB_TOKEN;
const mmlu = MMLU_PRO;
const gpqa = GPQA_DIAMOND;

const PREPARE = /* GraphQL */ `
  mutation Test_PrepareUpstream($input: PrepareDatasetInput!) {
    prepareDataset(input: $input) { preparation { preparationId sourcePath revision } userErrors { code message } }
  }
`;
const PREPARATION = /* GraphQL */ `
  query Test_UpstreamPreparation($id: ID!) { preparation(id: $id) {
    status phase error
    dataset { datasetId manifest }
    items { benchmark status phase error bytesDone bytesTotal }
  } }
`;
const PROGRESS = /* GraphQL */ `
  subscription Test_PreparationProgress($id: ID!) {
    preparationProgress(preparationId: $id) { status phase error items { phase bytesDone bytesTotal } }
  }
`;

interface Item {
  benchmark: string;
  status: string;
  phase: string;
  error: string | null;
  bytesDone: number | null;
  bytesTotal: number | null;
}
interface Job {
  status: string;
  phase: string;
  error: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: manifest JSON
  dataset: { datasetId: string; manifest: Record<string, any> } | null;
  items: Item[];
}

async function start(input: Record<string, unknown>): Promise<string> {
  const response = await env.api.gql(PREPARE, { input });
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  expect(userErrors(response, 'prepareDataset')).toEqual([]);
  return response.data.prepareDataset.preparation.preparationId;
}

async function finished(id: string, timeoutMs = 30_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await env.api.gql(PREPARATION, { id });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    const job = response.data.preparation as Job;
    if (job.status === 'COMPLETED' || job.status === 'FAILED') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`preparation ${id} did not finish within ${timeoutMs} ms`);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('prepareDataset from the pinned Hub source', () => {
  let hub: LocalHub;
  beforeAll(async () => {
    hub = await startFixtureHub();
    vi.stubEnv('HF_ENDPOINT', hub.url);
    vi.stubEnv('SR_BENCH_DATA_DIR', mkdtempSync(join(tmpdir(), 'srb-upstream-data-')));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await hub.close();
  });

  it('downloads, reports progress on the subscription, and freezes the reference cases with the Hub provenance', async () => {
    const id = await start({ benchmark: 'mmlu-pro', profile: 'SMOKE' });
    const client = createClient({ url: env.api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0 });
    const events: { status: string; phase: string; items: { phase: string; bytesDone: number | null; bytesTotal: number | null }[] }[] = [];
    try {
      for await (const event of client.iterate({ query: PROGRESS, variables: { id } })) {
        expect(event.errors).toBeUndefined();
        events.push(event.data!['preparationProgress'] as (typeof events)[number]);
        if (events.length > 200) throw new Error('too many progress events');
      }
    } finally {
      await client.dispose();
    }
    expect(events.at(-1)).toMatchObject({ status: 'COMPLETED', phase: 'COMPLETED' });
    const size = readFileSync(join(FIXTURES, 'mmlu-pro/sources/test-00000-of-00001.parquet')).byteLength;
    expect(events.at(-1)!.items[0]).toMatchObject({ bytesDone: size, bytesTotal: size });
    expect(events.some((e) => e.items[0]?.phase === 'DOWNLOADING')).toBe(true);
    const job = await finished(id);
    const manifest = job.dataset!.manifest;
    expect(manifest['sources']['mmlu-pro']).toMatchObject({
      url: 'https://huggingface.co/datasets/TIGER-Lab/MMLU-Pro',
      revision: mmlu.revision,
      revision_verification: 'pinned-huggingface-download',
    });
    // The reference's cases for the same file; only the recorded revision differs.
    const expected = readFileSync(join(FIXTURES, 'mmlu-pro/expected/smoke-s20260918/cases.jsonl'), 'utf8').replaceAll(VECTOR_REVISION, mmlu.revision);
    expect(manifest['sha256']).toBe(sha256(expected));
  });

  it('fails a gated source without a token with what to do, and prepares it once HF_TOKEN is set', async () => {
    const refused = await finished(await start({ benchmark: 'gpqa-diamond', profile: 'SMOKE' }));
    expect(refused).toMatchObject({ status: 'FAILED', dataset: null });
    expect(refused.error).toMatch(/Idavidrein\/gpqa is gated on the Hub; accept its terms on the dataset page and set HF_TOKEN/);
    expect(refused.items[0]).toMatchObject({ status: 'FAILED', error: refused.error });
    vi.stubEnv('HF_TOKEN', TOKEN);
    const job = await finished(await start({ benchmark: 'gpqa-diamond', profile: 'SMOKE' }));
    expect(job.status).toBe('COMPLETED');
    expect(job.dataset!.manifest['sources']['gpqa-diamond'].license_url).toBe(
      `https://huggingface.co/datasets/Idavidrein/gpqa/blob/${gpqa.revision}/README.md`,
    );
  });

  it('names a revision the Hub does not have', async () => {
    const job = await finished(await start({ benchmark: 'simpleqa-verified', profile: 'SMOKE' }));
    expect(job.status).toBe('FAILED');
    expect(job.error).toMatch(/google\/simpleqa-verified@0dc97e0d28d8233463e005cdc4475cc2a13ba2dc\/simpleqa_verified\.csv was not found on the Hub/);
  });
});

describe('prepareDataset from upstream files in the sources folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'srb-upstream-sources-'));
  beforeAll(() => {
    vi.stubEnv('SR_BENCH_SOURCES_DIR', root);
    mkdirSync(join(root, 'gpqa'));
    copyFileSync(join(FIXTURES, 'gpqa-diamond/sources/gpqa_diamond.csv'), join(root, 'gpqa', 'gpqa_diamond.csv'));
    copyFileSync(join(FIXTURES, 'gpqa-diamond/sources/gpqa_wrong_benchmark.json'), join(root, 'gpqa', 'gpqa_wrong_benchmark.json'));
  });
  afterAll(() => vi.unstubAllEnvs());

  it('gives the reference preparation’s dataset id and bytes', async () => {
    const job = await finished(await start({ benchmark: 'gpqa-diamond', profile: 'SMOKE', sourcePath: 'gpqa/gpqa_diamond.csv', revision: VECTOR_REVISION }));
    expect(job.error).toBeNull();
    const calls = JSON.parse(readFileSync(join(FIXTURES, 'gpqa-diamond/calls.json'), 'utf8')) as { name: string; dataset_id: string; cases_sha256: string }[];
    const reference = calls.find((call) => call.name === 'smoke-s20260918')!;
    expect(job.dataset!.datasetId).toBe(reference.dataset_id);
    expect(job.dataset!.manifest['sha256']).toBe(reference.cases_sha256);
  });

  it('fails with the reference’s refusal, its kind named', async () => {
    const job = await finished(
      await start({ benchmark: 'gpqa-diamond', profile: 'SMOKE', sourcePath: 'gpqa/gpqa_wrong_benchmark.json', revision: VECTOR_REVISION }),
    );
    expect(job).toMatchObject({ status: 'FAILED', error: "KeyError: 'Question'" });
  });

  it('prepares an independent holdout that excludes the tasks of an earlier dataset, and records the exposure', async () => {
    const base = { benchmark: 'gpqa-diamond', sourcePath: 'gpqa/gpqa_diamond.csv', revision: VECTOR_REVISION, sourcePartition: 'test' };
    const earlier = await finished(await start({ ...base, profile: 'STANDARD', limit: 20, evaluationRole: 'RETEST' }));
    expect(earlier.error).toBeNull();
    const earlierId = earlier.dataset!.datasetId;
    expect(earlier.dataset!.manifest['preparation']['gpqa-diamond']).toMatchObject({ evaluation_role: 'retest', selected_count: 20 });

    const holdout = await finished(await start({ ...base, profile: 'STANDARD', limit: 50, evaluationRole: 'HOLDOUT', exclusionDatasetIds: [earlierId] }));
    expect(holdout.error).toBeNull();
    const family = holdout.dataset!.manifest['preparation']['gpqa-diamond'];
    expect(family).toMatchObject({ evaluation_role: 'holdout', selected_count: 50, coverage: 'named-memberships-only' });
    expect(family.excluded_count).toBeGreaterThanOrEqual(20);
    expect(family.history_snapshot.references.map((r: { id: string }) => r.id)).toEqual([earlierId]);
    const caseIds = async (id: string) => {
      const response = await env.api.gql('query Test_HoldoutCases($id: ID!) { dataset(id: $id) { cases(first: 100) { edges { node { caseId } } } } }', { id });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return response.data.dataset.cases.edges.map((e: { node: { caseId: string } }) => e.node.caseId) as string[];
    };
    const seen = new Set(await caseIds(earlierId));
    const fresh = await caseIds(holdout.dataset!.datasetId);
    expect(fresh).toHaveLength(50);
    expect(fresh.filter((id) => seen.has(id))).toEqual([]);

    // The whole standard profile cannot be filled once the earlier tasks are excluded: the job says so.
    const short = await finished(await start({ ...base, profile: 'STANDARD', evaluationRole: 'HOLDOUT', exclusionDatasetIds: [earlierId] }));
    expect(short).toMatchObject({ status: 'FAILED' });
    expect(short.error).toMatch(/^ValueError: Insufficient tasks after frozen exclusions: requested=158, eligible=138/);
  });

  it('refuses a holdout without earlier datasets, and history for files in the case format', async () => {
    const holdout = await env.api.gql(PREPARE, {
      input: {
        benchmark: 'gpqa-diamond',
        profile: 'STANDARD',
        sourcePath: 'gpqa/gpqa_diamond.csv',
        revision: VECTOR_REVISION,
        sourcePartition: 'test',
        evaluationRole: 'HOLDOUT',
      },
    });
    expect(userErrors(holdout, 'prepareDataset')).toMatchObject([
      { code: 'BAD_USER_INPUT', message: expect.stringMatching(/^A HOLDOUT needs exclusionDatasetIds/) },
    ]);
    const caseFormat = await env.api.gql(PREPARE, {
      input: { benchmark: 'gpqa-diamond', profile: 'SMOKE', sourcePath: 'gpqa', sourcePartition: 'test', evaluationRole: 'RETEST' },
    });
    expect(userErrors(caseFormat, 'prepareDataset')).toMatchObject([
      { code: 'BAD_USER_INPUT', message: expect.stringMatching(/^History-bound preparation needs upstream sources/) },
    ]);
  });

  it('refuses a revision without a source path', async () => {
    const response = await env.api.gql(PREPARE, { input: { benchmark: 'gpqa-diamond', profile: 'SMOKE', revision: VECTOR_REVISION } });
    expect(userErrors(response, 'prepareDataset')).toMatchObject([
      { code: 'BAD_USER_INPUT', message: 'revision goes with sourcePath: without a source path the pinned upstream revision is used' },
    ]);
  });
});
