// A subscription waiting for a notice ends as soon as its client stops it, and a server with
// open subscriptions shuts down promptly: nothing waits for a change that may never come.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';

let db: TestDatabase;
let api: TestApi | null;
let client: Client | null;

beforeEach(async () => {
  db = await openTestDatabase();
  api = await startTestApi(db.database);
  client = createClient({ url: api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
});
afterEach(async () => {
  await client?.dispose();
  await api?.close();
  await db.close();
});

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('ending subscriptions', () => {
  it('a runsChanged subscription that saw no change ends when the client stops it', async () => {
    const bus = api!.server.services.bus;
    const iterator = client!.iterate({ query: 'subscription { runsChanged { id } }' });
    const pending = iterator.next();
    await until(() => bus.watcherCount === 1, 'the subscription to start');
    await iterator.return?.();
    await until(() => bus.watcherCount === 0, 'the server to drop the watcher', 5_000);
    expect((await pending).done).toBe(true);
  });

  it('the server closes promptly with a runsChanged subscription open', async () => {
    const bus = api!.server.services.bus;
    const iterator = client!.iterate({ query: 'subscription { runsChanged { id } }' });
    void iterator.next().catch(() => {});
    await until(() => bus.watcherCount === 1, 'the subscription to start');
    const started = Date.now();
    const server = api!;
    api = null;
    await server.close();
    // The watcher's safety wait is 60 s: closing must not wait for it.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(bus.watcherCount).toBe(0);
  });
});
