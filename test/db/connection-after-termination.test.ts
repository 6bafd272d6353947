// A statement whose backend is terminated (as at a database restart, or by an administrator)
// fails, and the next statement on the same pooled connection runs on a new backend: the
// driver must not hand the old backend's termination error to it. A run's first journal write
// after a database restart depends on this (docs/operations.md "Database restarts").
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { rowsOf } from '../../src/db/rows.ts';

/** The driver's own error sits in `cause` of drizzle's query error. */
const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}` : String(error);

const onPostgres = Boolean(process.env.DATABASE_URL);
let store: TestDatabase;

beforeAll(async () => {
  if (onPostgres) store = await openTestDatabase();
});
afterAll(async () => {
  await store?.close();
});

describe.skipIf(!onPostgres)('a terminated backend (Postgres only: PGlite has no backends to terminate)', () => {
  it('fails the statement it was running and no later one', async () => {
    const { db } = store.database;
    const admin = postgres(store.url ?? '', { max: 1, onnotice: () => {} });
    try {
      // Every pooled connection is busy at once, so each one is terminated mid-statement.
      const pids = new Set<number>();
      const busy = Array.from({ length: 4 }, async () => {
        const [row] = rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid, pg_sleep(2)`));
        return row?.pid;
      });
      const deadline = Date.now() + 10_000;
      while (pids.size < 4 && Date.now() < deadline) {
        const rows = await admin<
          { pid: number }[]
        >`select pid from pg_stat_activity where datname = current_database() and query like '%pg_sleep(2)%' and pid <> pg_backend_pid()`;
        for (const row of rows) pids.add(row.pid);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(pids.size).toBe(4);
      for (const pid of pids) await admin`select pg_terminate_backend(${pid})`;
      const outcomes = await Promise.allSettled(busy);
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);

      // The next statements, on the same connections, all succeed.
      const next = await Promise.allSettled(Array.from({ length: 8 }, () => db.execute(sql`select 1 as one`)));
      expect(next.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => errorText(o.reason))).toEqual([]);
    } finally {
      await admin.end();
    }
  });
});
