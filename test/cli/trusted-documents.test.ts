// The CLI sends its trusted documents by hash: a server that runs trusted documents only (and
// refuses any other text) still serves every read verb and a followed run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { gqlAt, runCli, spawnServer, type ServerProcess } from '../helpers/process.ts';

const BASE = 'run-43b7f1d15eed43d68830';
const CANDIDATE = 'run-8aed1daf5db84891be2a';
let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer(['--demo'], {
    SR_BENCH_DATA_DIR: mkdtempSync(join(tmpdir(), 'srb-cli-trusted-')),
    DATABASE_URL: fresh?.url ?? '',
    SR_BENCH_TRUSTED_DOCUMENTS_ONLY: '1',
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await drop?.();
});

const cli = (args: string[]) => runCli([...args, '--url', server!.url], { ...process.env, SR_BENCH_URL: '', SR_BENCH_TOKEN: '' });

describe('a trusted-documents-only server', () => {
  it('refuses document text', async () => {
    const refused = await gqlAt(server!.url, '{ runs { totalCount } }');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'trusted_documents_only' });
  });

  it('serves the CLI, which sends only hashes', async () => {
    for (const args of [
      ['runs', '--json'],
      ['show', BASE],
      ['report', BASE, '--json'],
      ['compare', BASE, CANDIDATE, '--json'],
      ['target', 'list'],
      ['dataset', 'list'],
    ]) {
      const result = await cli(args);
      expect(result.stderr, args.join(' ')).toBe('');
      expect(result.code, args.join(' ')).toBe(0);
    }
  });
});
