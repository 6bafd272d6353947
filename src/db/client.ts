// One interface over two drivers (README "Store"): embedded PGlite in a data folder when no
// DATABASE_URL is set, postgres.js against a real server when it is.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { applyMigrations } from './migrate.ts';

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
  /** Sees every statement (tests count them). */
  logger?: Logger;
  /** Skip migrations (only for tools that inspect an existing database). */
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.logger)
    : await openPglite(options.dataDir ?? './.sr-bench', options.logger);
  if (options.migrate !== false) {
    try {
      await applyMigrations(database);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

/** The database selected by the environment (DATABASE_URL, SR_BENCH_DATA_DIR). */
export function openFromEnv(extra: Omit<OpenOptions, 'databaseUrl' | 'dataDir'> = {}): Promise<Database> {
  return openDatabase({
    ...extra,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.SR_BENCH_DATA_DIR || undefined,
  });
}

async function openPostgres(url: string, logger: Logger | undefined): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    // UTC sessions so timestamps read back as `…+00` text (service.md §1.1).
    connection: { TimeZone: 'UTC' },
  });
  const db = drizzle(client, { schema, ...(logger ? { logger } : {}) });
  const parsed = new URL(url);
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    location: `postgres://${parsed.host}${parsed.pathname}`,
    notifications: {
      listen: async (channel, onMessage) => {
        const { unlisten } = await client.listen(channel, onMessage);
        return unlisten;
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string, logger: Logger | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  const location = inMemory ? dataDir : resolve(dataDir);
  if (!inMemory) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : location);
  await client.exec(`SET TIME ZONE 'UTC'`);
  const db = drizzle(client, { schema, ...(logger ? { logger } : {}) });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    location,
    notifications: null,
    close: () => client.close(),
  };
}
