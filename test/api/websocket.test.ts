// graphql-ws is served on the same HTTP server and path as queries (docs/api.md "Subscriptions").
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi(['a_complete_mixed']);

describe('graphql-ws on /graphql', () => {
  it('runs an operation over a WebSocket and reports errors with codes', async () => {
    const client = createClient({ url: env.api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    try {
      const ok = await client.iterate({ query: '{ runs(first: 1) { totalCount edges { node { runId } } } }' }).next();
      expect(ok.value).toEqual({ data: { runs: { totalCount: 1, edges: [{ node: { runId: 'run-c2b9546e0f0240f3adb7' } }] } } });
      const bad = await client.iterate({ query: '{ runs(first: 0) { totalCount } }' }).next();
      expect(bad.value?.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    } finally {
      await client.dispose();
    }
  });
});
