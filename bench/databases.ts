// The databases a benchmark run imports into: a fresh embedded PGlite in a temp folder, and
// (with DATABASE_URL) a fresh Postgres database created for the run and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { ServerDatabase } from './server-process.ts';

export type Backend = 'pglite' | 'postgres';

/** Runs `fn` at most once (an interrupt and the normal path may both dispose). */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}

export interface BenchDatabase {
  backend: Backend;
  database: Database;
  /** Where it lives (no credentials). */
  location: string;
  /** Milliseconds to open it and apply migrations. */
  openMs: number;
  /** How a server process opens the same data. */
  server: ServerDatabase;
  /** Closes this process' handle (PGlite: before a server process opens the folder); idempotent. */
  closeHandle(): Promise<void>;
  dispose(): Promise<void>;
}

export async function openPglite(keep: boolean): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'srbench-bench-pglite-'));
  const started = performance.now();
  const database = await openDatabase({ dataDir: dir });
  const closeHandle = once(() => database.close());
  return {
    backend: 'pglite',
    database,
    location: dir,
    openMs: performance.now() - started,
    server: { dataDir: dir },
    closeHandle,
    dispose: once(async () => {
      await closeHandle();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    }),
  };
}

/** The admin URL with its host pinned to 127.0.0.1 (the benchmark talks to nothing else). */
export function loopbackUrl(raw: string): URL {
  const url = new URL(raw);
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error(`DATABASE_URL must be a postgres:// URL`);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  if (url.hostname !== '127.0.0.1') throw new Error(`DATABASE_URL must point at 127.0.0.1, not ${url.hostname}`);
  return url;
}

export async function openFreshPostgres(adminUrl: string): Promise<BenchDatabase> {
  const admin = loopbackUrl(adminUrl);
  const name = `srbench_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const sql = postgres(admin.toString(), { max: 1, onnotice: () => {}, connect_timeout: 10 });
    try {
      await sql.unsafe(statement);
    } finally {
      await sql.end({ timeout: 5 });
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  let database: Database;
  const started = performance.now();
  try {
    database = await openDatabase({ databaseUrl: url.toString() });
  } catch (error) {
    await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  const closeHandle = once(() => database.close());
  return {
    backend: 'postgres',
    database,
    location: `postgres://${url.host}/${name}`,
    openMs: performance.now() - started,
    server: { databaseUrl: url.toString() },
    closeHandle,
    dispose: once(async () => {
      try {
        await closeHandle();
      } finally {
        await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    }),
  };
}
