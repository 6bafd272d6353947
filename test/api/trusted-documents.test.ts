// Trusted documents: the dashboard's and the CLI's operations run by their hash; other clients
// still send text unless the operator allows trusted documents only.
import { buildSchema, parse, validate } from 'graphql';
import { createClient } from 'graphql-ws';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadTrustedDocuments, TrustedDocumentsError } from '../../src/http/trusted-documents.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import type { GraphQLResponse } from '../helpers/api.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

const trusted = loadTrustedDocuments();
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
/** A trusted query with no variables (the dashboard shell's), and a trusted subscription. */
const [shellHash, shellText] = [...trusted].find(([, text]) => /query Shell\b/.test(text))!;
const [runsChangedHash] = [...trusted].find(([, text]) => /subscription \w+[^{]*\{ runsChanged\b/.test(text))!;

let tdb: TestDatabase;
let open: RunningServer;
let strict: RunningServer;
beforeAll(async () => {
  tdb = await openTestDatabase();
  open = await startServer(tdb.database, { host: '127.0.0.1', port: 0 });
  strict = await startServer(tdb.database, { host: '127.0.0.1', port: 0, edge: { trustedDocumentsOnly: true } });
});
afterAll(async () => {
  await open?.close();
  await strict?.close();
  await tdb?.close();
});

async function post(server: RunningServer, body: Record<string, unknown>): Promise<GraphQLResponse> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.json()) as GraphQLResponse;
}

describe('the shipped documents', () => {
  it('are keyed by the sha256 of their text and all validate against the schema', () => {
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    expect(trusted.size).toBeGreaterThan(40);
    for (const [hash, text] of trusted) {
      expect(hashOf(text)).toBe(hash);
      expect(
        validate(schema, parse(text)).map((e) => e.message),
        text.slice(0, 80),
      ).toEqual([]);
    }
  });

  it('a manifest whose key is not its text’s hash is refused', () => {
    const folder = mkdtempSync(join(tmpdir(), 'trusted-'));
    try {
      const file = join(folder, 'persisted-documents.json');
      writeFileSync(file, JSON.stringify({ [`sha256:${'0'.repeat(64)}`]: '{ viewer { role } }' }));
      expect(() => loadTrustedDocuments([pathToFileURL(file)])).toThrow(TrustedDocumentsError);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('by default', () => {
  it('a trusted document runs by its documentId or its persistedQuery hash, as by its text', async () => {
    const byText = await post(open, { query: shellText });
    expect(byText.errors).toBeUndefined();
    expect(await post(open, { documentId: `sha256:${shellHash}` })).toEqual(byText);
    expect(await post(open, { extensions: { persistedQuery: { version: 1, sha256Hash: shellHash } } })).toEqual(byText);
  });

  it('an unknown id is PersistedQueryNotFound, and resending with the text runs it', async () => {
    const unknown = { persistedQuery: { version: 1, sha256Hash: hashOf('{ viewer { role } }') } };
    const refused = await post(open, { extensions: unknown });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'BAD_USER_INPUT', reason: 'persisted_query_not_found' },
    });
    expect(await post(open, { query: '{ viewer { role } }', extensions: unknown })).toEqual({ data: { viewer: { role: 'ADMIN' } } });
  });

  it('any other document text still runs (GraphiQL, integrations)', async () => {
    expect(await post(open, { query: '{ viewer { role } }' })).toEqual({ data: { viewer: { role: 'ADMIN' } } });
  });
});

describe('with SR_BENCH_TRUSTED_DOCUMENTS_ONLY', () => {
  it('runs trusted documents by id and refuses any other text before it runs', async () => {
    expect((await post(strict, { documentId: shellHash })).errors).toBeUndefined();
    const refused = await post(strict, { query: '{ viewer { role } }' });
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'trusted_documents_only' });
  });

  it('over WebSocket: a subscription by hash is served, untrusted text is refused', async () => {
    const client = createClient({ url: strict.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    try {
      const refusal = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: 'subscription { runsChanged { runId } }' }, { next: () => {}, error: resolve, complete: () => resolve(null) });
      });
      expect(JSON.stringify(refusal)).toContain('trusted_documents_only');
      // A trusted subscription is accepted: it stays open (no error) until we stop it.
      const outcome = await new Promise<string>((resolve) => {
        const stop = client.subscribe(
          { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: runsChangedHash } } },
          { next: () => {}, error: (error) => resolve(`error: ${JSON.stringify(error)}`), complete: () => resolve('complete') },
        );
        setTimeout(() => {
          stop();
          resolve('open');
        }, 500);
      });
      expect(outcome).toBe('open');
    } finally {
      await client.dispose();
    }
  });

  it('GraphiQL is off: it could only send text', () => {
    expect(strict.graphiql).toBe(false);
  });
});
