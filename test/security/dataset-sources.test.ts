// Dataset sources are confined (README "Datasets from local sources"): against a real server on its defaults,
// `prepareDataset` reads only inside `sources/` under the data directory, resolves symlinks
// before reading, answers every path outside with one message (no file-existence oracle) and
// never echoes the server's own folders.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { gqlAt, spawnServer, type ServerProcess } from '../helpers/process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'srb-sources-data-'));
const sources = join(dataDir, 'sources');
const outside = mkdtempSync(join(tmpdir(), 'srb-sources-outside-'));
let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    JSON.stringify({
      id: `gpqa-diamond/src-${i}`,
      benchmark: 'gpqa-diamond',
      messages: [{ role: 'user', content: `Question ${i}?` }],
      metadata: {},
      answer: 'A',
    }),
  ).join('\n');

beforeAll(async () => {
  mkdirSync(join(sources, 'good'), { recursive: true });
  writeFileSync(join(sources, 'good', 'gpqa-diamond.jsonl'), rows(10));
  // Outside the folder, reachable only through symlinks placed inside it.
  writeFileSync(join(outside, 'gpqa-diamond.jsonl'), rows(10));
  symlinkSync(outside, join(sources, 'folder-link'));
  mkdirSync(join(sources, 'file-link'));
  symlinkSync(join(outside, 'gpqa-diamond.jsonl'), join(sources, 'file-link', 'gpqa-diamond.jsonl'));
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer([], { SR_BENCH_DATA_DIR: dataDir, SR_BENCH_SOURCES_DIR: '', DATABASE_URL: fresh?.url ?? '' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await drop?.();
});

const PREPARE = /* GraphQL */ `
  mutation Test_Prepare($path: String!) {
    prepareDataset(input: { benchmark: "gpqa-diamond", profile: SMOKE, sourcePath: $path }) {
      preparation { id status request }
      userErrors { code message reason details }
    }
  }
`;
interface Prepared {
  prepareDataset: { preparation: { id: string } | null; userErrors: { code: string; message: string }[] };
}

const JOB = /* GraphQL */ `query Test_Job($id: ID!) { preparation(id: $id) { status error request } }`;

async function finished(id: string) {
  for (let i = 0; i < 200; i += 1) {
    const { data } = await gqlAt<{ preparation: { status: string; error: string | null; request: { source_path: string } } }>(server!.url, JOB, { id });
    if (data && ['COMPLETED', 'FAILED'].includes(data.preparation.status)) return data.preparation;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`preparation ${id} did not finish`);
}

describe('prepareDataset on the defaults', () => {
  it('refuses every path outside the sources folder with one message, whether or not it exists', async () => {
    const answers = new Set<string>();
    for (const path of ['/etc/passwd', '/etc', '/nonexistent', '../../../etc', outside, join(outside, 'gpqa-diamond.jsonl'), join(dataDir, 'pgdata')]) {
      const response = await fetch(server!.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: PREPARE, variables: { path } }),
      });
      const text = await response.text();
      const body = JSON.parse(text) as { data?: Prepared; errors?: unknown[] };
      // A refused input: a user error in the payload, no job.
      expect(body.errors).toBeUndefined();
      expect(body.data?.prepareDataset.preparation).toBeNull();
      const refusals = body.data?.prepareDataset.userErrors ?? [];
      expect(refusals.map((e) => e.code)).toEqual(['BAD_USER_INPUT']);
      answers.add(refusals[0]?.message ?? '');
      // Nothing of the server's own folders comes back.
      expect(text).not.toContain(dataDir);
    }
    expect([...answers]).toEqual(["sourcePath must name a file or folder inside the server's sources folder (SR_BENCH_SOURCES_DIR)"]);
    const { data } = await gqlAt<{ preparations: unknown[] }>(server!.url, '{ preparations { id } }');
    expect(data?.preparations).toEqual([]);
  });

  it('prepares from a folder inside it, keeping the path relative to the folder', async () => {
    for (const path of ['good', join(sources, 'good')]) {
      const { data, errors } = await gqlAt<Prepared>(server!.url, PREPARE, { path });
      expect(errors).toBeUndefined();
      expect(data!.prepareDataset.userErrors).toEqual([]);
      const job = await finished(data!.prepareDataset.preparation!.id);
      expect(job).toMatchObject({ status: 'COMPLETED', error: null, request: { source_path: 'good' } });
    }
  });

  it('a symlink that leaves the folder is refused before anything is read', async () => {
    for (const path of ['folder-link', 'file-link']) {
      const { data, errors } = await gqlAt<Prepared>(server!.url, PREPARE, { path });
      expect(errors).toBeUndefined();
      expect(data!.prepareDataset.userErrors).toEqual([]);
      const job = await finished(data!.prepareDataset.preparation!.id);
      expect(job.status).toBe('FAILED');
      expect(job.error).toBe('Source path resolves outside the sources folder');
      expect(JSON.stringify(job)).not.toContain(outside);
    }
  });

  it('a path inside that does not exist says so, naming no server folder', async () => {
    const { data } = await gqlAt<Prepared>(server!.url, PREPARE, { path: 'missing' });
    const job = await finished(data!.prepareDataset.preparation!.id);
    expect(job).toMatchObject({ status: 'FAILED', error: 'Source path does not exist or cannot be read', request: { source_path: 'missing' } });
  });
});
