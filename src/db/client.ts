// One interface over two drivers (README "The database"): embedded PGlite in a data folder when no
// DATABASE_URL is set, postgres.js against a real server when it is.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { guardPostgresDriverErrors } from './errors.ts';
import { listenWithReconnect } from './listener.ts';
import { migratePglite, migratePostgres } from './migrate.ts';
import { limitsFromEnv } from '../limits/config.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives: the same query surface as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner (no credentials). */
  readonly location: string;
  /**
   * Cross-process notifications (Postgres LISTEN/NOTIFY); null on the embedded database, where
   * one process owns the data and in-process delivery is enough.
   */
  readonly notifications: Notifications | null;
  close(): Promise<void>;
}

export interface Notifications {
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent, embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /**
   * A PGlite data folder archive (PGlite's `dumpDataDir`) that an in-memory database starts
   * from instead of an empty cluster: the tests start each one from a migrated archive made
   * once per run (README "Tests"), which skips PGlite's initdb.
   */
  pgliteArchive?: Blob | undefined;
  /** Sees every statement (tests count them). */
  logger?: Logger;
  /** Skip migrations (only for tools that inspect an existing database). */
  migrate?: boolean;
  /**
   * `statement_timeout` of every session, in ms (0: none); default SR_BENCH_STATEMENT_TIMEOUT_MS
   * or 30 s (README "Limits"). Migrations run without it. PGlite 0.5 accepts the setting but
   * does not enforce it (no timer interrupts in its single-threaded WASM backend).
   */
  statementTimeoutMs?: number;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? limitsFromEnv().statementTimeoutMs;
  const migrate = options.migrate !== false;
  if (options.databaseUrl) {
    // Migrations may rewrite or index large tables: they get a short-lived session of their own,
    // without the timeout that guards the server's statements.
    if (migrate) {
      const migrator = await openPostgres(options.databaseUrl, options.logger, { statementTimeoutMs: 0, max: 1 });
      try {
        await migrator.migrate();
      } finally {
        await migrator.database.close();
      }
    }
    return (await openPostgres(options.databaseUrl, options.logger, { statementTimeoutMs, max: 10 })).database;
  }
  return openPglite(options.dataDir ?? './.sr-bench', options.logger, { statementTimeoutMs, migrate, archive: options.pgliteArchive });
}

/** The database selected by the environment (DATABASE_URL, SR_BENCH_DATA_DIR). */
export function openFromEnv(extra: Omit<OpenOptions, 'databaseUrl' | 'dataDir'> = {}): Promise<Database> {
  return openDatabase({
    ...extra,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.SR_BENCH_DATA_DIR || undefined,
  });
}

/** An open Postgres database and its migration, which needs the driver's own handle. */
interface OpenPostgres {
  database: Database;
  migrate(): Promise<void>;
}

async function openPostgres(url: string, logger: Logger | undefined, session: { statementTimeoutMs: number; max: number }): Promise<OpenPostgres> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  // A Postgres restart must not end the process (README "Fault tolerance").
  guardPostgresDriverErrors();
  const client = postgres(url, {
    max: session.max,
    onnotice: () => {},
    // UTC sessions so timestamps read back as `…+00` text (docs/runs.md "Identifiers and timestamps"); a runaway statement
    // is cancelled by the server (57014) after `statement_timeout`.
    connection: { TimeZone: 'UTC', statement_timeout: session.statementTimeoutMs },
  });
  const db = drizzle(client, { schema, ...(logger ? { logger } : {}) });
  const parsed = new URL(url);
  const database: Database = {
    db,
    driver: 'postgres',
    location: `postgres://${parsed.host}${parsed.pathname}`,
    notifications: {
      // Its own connection, re-subscribed after a restart (listener.ts).
      listen: (channel, onMessage) => listenWithReconnect(postgres, url, channel, onMessage),
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
    },
    close: () => client.end({ timeout: 5 }),
  };
  return { database, migrate: () => migratePostgres(db) };
}

async function openPglite(
  dataDir: string,
  logger: Logger | undefined,
  session: { statementTimeoutMs: number; migrate: boolean; archive: Blob | undefined },
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (session.archive && !inMemory) throw new Error('A PGlite archive starts an in-memory database only (dataDir memory://)');
  const location = inMemory ? dataDir : resolve(dataDir);
  if (!inMemory) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : location, session.archive ? { loadDataDir: session.archive } : {});
  await client.exec(`SET TIME ZONE 'UTC'`);
  const db = drizzle(client, { schema, ...(logger ? { logger } : {}) });
  const database: Database = {
    db,
    driver: 'pglite',
    location,
    notifications: null,
    close: () => client.close(),
  };
  try {
    if (session.migrate) await migratePglite(db);
    // One session: the timeout is set after the migrations, like Postgres' separate migrator.
    await client.exec(`SET statement_timeout = ${Math.trunc(session.statementTimeoutMs)}`);
  } catch (error) {
    await client.close();
    throw error;
  }
  return database;
}
