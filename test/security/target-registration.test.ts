// Target registration accepts only what is safe to act on (README "Access"), against a real
// server process: a preview_url that is not plain HTTP(S) or carries userinfo, and credential
// variables naming the server's own settings, are refused with BAD_USER_INPUT and change
// nothing; with SR_BENCH_CREDENTIAL_ENV_PREFIX set, only names with that prefix are taken.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userErrors } from '../helpers/api.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { gqlAt, spawnServer, type ServerProcess } from '../helpers/process.ts';

let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer(['--demo'], {
    SR_BENCH_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'srb-targets-')), 'data'),
    DATABASE_URL: fresh?.url ?? '',
    SR_BENCH_TARGETS: '',
    SR_BENCH_CREDENTIAL_ENV_PREFIX: 'SRB_KEY_',
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await drop?.();
});

const REGISTER =
  'mutation ($targets: [JSON!]!) { registerTargets(input: { targets: $targets }) { targets { id } userErrors { code message reason details } } }';
const ROUTER = { id: 'router', kind: 'mom', model: 'MoM', base_url: 'http://127.0.0.1:9/v1', config_hash: 'c'.repeat(64), prices: {} };

async function registryIds(): Promise<string[]> {
  const { data } = await gqlAt<{ targets: { targetId: string }[] }>(server!.url, '{ targets { targetId } }');
  return (data?.targets ?? []).map((t) => t.targetId).sort();
}

describe('registerTargets', () => {
  it.each([
    ['file:///etc/passwd', 'preview_url must be an HTTP(S) URL without credentials/query'],
    ['gopher://127.0.0.1:70/_x', 'preview_url must be an HTTP(S) URL without credentials/query'],
    ['javascript:alert(1)', 'preview_url must be an HTTP(S) URL without credentials/query'],
    ['http://user:pass@127.0.0.1:9/api/v1/routing/preview', 'preview_url must be an HTTP(S) URL without credentials/query'],
  ])('refuses preview_url %s', async (previewUrl, message) => {
    const before = await registryIds();
    const response = await gqlAt(server!.url, REGISTER, { targets: [{ ...ROUTER, preview_url: previewUrl }] });
    expect(response.errors).toBeUndefined();
    expect(response.data.registerTargets.targets).toBeNull();
    expect(userErrors(response, 'registerTargets')).toMatchObject([{ code: 'BAD_USER_INPUT', message: `target router: ${message}` }]);
    expect(await registryIds()).toEqual(before);
  });

  it.each([
    [{ api_key_env: 'DATABASE_URL' }, "api_key_env must not name the server's own setting DATABASE_URL"],
    [{ api_key_env: 'SR_BENCH_TOKENS' }, "api_key_env must not name the server's own setting SR_BENCH_TOKENS"],
    [{ preview_api_key_env: 'PGPASSWORD' }, "preview_api_key_env must not name the server's own setting PGPASSWORD"],
    [{ header_env: { 'X-Org': 'HF_TOKEN' } }, "header_env must not name the server's own setting HF_TOKEN"],
    [{ api_key_env: 'OPENAI_API_KEY' }, 'api_key_env must start with SRB_KEY_ (SR_BENCH_CREDENTIAL_ENV_PREFIX)'],
  ])('refuses credential variables %j', async (fields, message) => {
    const before = await registryIds();
    const response = await gqlAt(server!.url, REGISTER, { targets: [{ ...ROUTER, ...fields }] });
    expect(response.errors).toBeUndefined();
    expect(response.data.registerTargets.targets).toBeNull();
    expect(userErrors(response, 'registerTargets')).toMatchObject([{ code: 'BAD_USER_INPUT', message: `target router: ${message}` }]);
    expect(await registryIds()).toEqual(before);
  });

  it('takes a target whose wiring is plain HTTP and whose credentials use the prefix', async () => {
    const response = await gqlAt(server!.url, REGISTER, {
      targets: [{ ...ROUTER, preview_url: 'http://127.0.0.1:9/api/v1/routing/preview', api_key_env: 'SRB_KEY_ROUTER', header_env: { 'X-Org': 'SRB_KEY_ORG' } }],
    });
    expect(response.errors).toBeUndefined();
    expect(userErrors(response, 'registerTargets')).toEqual([]);
    expect(await registryIds()).toEqual(['router']);
  });
});
