// /health, /ready and /metrics of a real `sr-bench serve` on a private Postgres cluster, so the
// database can be stopped: /ready goes unready (503, saying the database does not answer) while
// /health stays up, the worker's outage is one structured log line, and both recover when the
// database is back. A migration missing from the database is unready too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from '../helpers/private-postgres.ts';
import { spawnServer, type ServerProcess } from '../helpers/process.ts';

const skip = privateClusterUnavailable();
const dir = mkdtempSync(join(tmpdir(), 'srb-ready-'));
let cluster: PrivateCluster;
let server: ServerProcess | undefined;
let databaseUrl = '';

interface Readiness {
  ready: boolean;
  checks: Record<'database' | 'migrations' | 'worker', { ok: boolean; detail: string }>;
}

const base = () => server!.url.replace(/\/graphql$/, '');

async function ready(): Promise<{ status: number; body: Readiness }> {
  const response = await fetch(`${base()}/ready`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: (await response.json()) as Readiness };
}

/** Structured lines of the server's output (its banner lines are not JSON). */
function logLines(): { event?: string; level?: string; reason?: string }[] {
  return server!
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { event?: string });
}

beforeAll(async () => {
  if (skip) return;
  cluster = await startPrivateCluster();
  databaseUrl = await cluster.createDatabase('srb_ready');
  server = await spawnServer([], { DATABASE_URL: databaseUrl, SR_BENCH_DATA_DIR: dir, SR_BENCH_LOG_LEVEL: 'info' });
}, 180_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await cluster?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(skip !== null)(`health and readiness${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('is ready with the database up, every migration applied and the worker alive', async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: {
        ready: true,
        checks: {
          database: { ok: true, detail: 'answers' },
          migrations: { ok: true, detail: expect.stringMatching(/^(\d+) of \1 applied$/) },
          worker: { ok: true, detail: expect.stringMatching(/run\(s\) executing$/) },
        },
      },
    });
    const health = await fetch(`${base()}/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const post = await fetch(`${base()}/ready`, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    expect(logLines().map((line) => line.event)).toEqual(expect.arrayContaining(['worker_started', 'server_listening']));
  });

  it('goes unready while the database is stopped, stays healthy, and is ready again once it is back', { timeout: 180_000 }, async () => {
    await cluster.stop();
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body.ready).toBe(false);
    expect(down.body.checks.database.ok).toBe(false);
    expect(down.body.checks.database.detail).not.toBe('');
    expect(down.body.checks.migrations).toEqual({ ok: false, detail: 'unknown while the database does not answer' });
    expect((await fetch(`${base()}/health`)).status).toBe(200);
    const metrics = await (await fetch(`${base()}/metrics`)).text();
    expect(metrics).toMatch(/^sr_bench_database_up 0$/m);
    // The worker's next poll finds the database gone: one line, not one per poll.
    await expect.poll(() => logLines().filter((line) => line.event === 'database_unreachable').length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await ready()).body.checks.worker.ok, { timeout: 15_000 }).toBe(false);

    await cluster.start();
    await expect.poll(async () => (await ready()).status, { timeout: 60_000, interval: 500 }).toBe(200);
    await expect.poll(() => logLines().some((line) => line.event === 'database_reachable'), { timeout: 15_000 }).toBe(true);
    expect(await (await fetch(`${base()}/metrics`)).text()).toMatch(/^sr_bench_database_up 1$/m);
  });

  it('is unready when a migration this code ships is not applied', async () => {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    } finally {
      await sql.end({ timeout: 5 });
    }
    const { status, body } = await ready();
    expect(status).toBe(503);
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.migrations).toEqual({ ok: false, detail: expect.stringMatching(/^(\d+) of (\d+) applied; restart the server to apply the rest$/) });
  });
});
