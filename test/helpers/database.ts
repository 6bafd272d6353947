// A fresh, empty database per test file: a new Postgres database when DATABASE_URL is set
// (dropped afterwards), otherwise an in-memory PGlite started from the run's migrated archive.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import type { Logger } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import type { DatabaseTemplates } from '../setup/database-templates.ts';

/** The run's migrated embedded database (test/setup/database-templates.ts); null on Postgres. */
function templates(): DatabaseTemplates | null {
  return inject('databaseTemplates') ?? null;
}

let archive: Blob | undefined;

/** The migrated archive, read once per worker; undefined on Postgres. */
function pgliteArchive(): Blob | undefined {
  const made = templates();
  if (!made) return undefined;
  archive ??= new Blob([readFileSync(made.pgliteArchive)]);
  return archive;
}

/**
 * Gives an embedded data folder that holds no database yet the run's migrated one, as its first
 * `sr-bench` process would have made it, minus PGlite's initdb. Tests that spawn `sr-bench` with
 * SR_BENCH_DATA_DIR call it through test/helpers/process.ts; a folder with a database is left as it is.
 */
export function seedEmbeddedDataDir(dataDir: string): void {
  const made = templates();
  if (!made || dataDir.startsWith('memory://') || existsSync(join(dataDir, 'PG_VERSION'))) return;
  cpSync(made.pgliteDataDir, dataDir, { recursive: true });
}

export interface TestDatabase {
  database: Database;
  /** The URL of this database when on Postgres (for child processes), else null. */
  url: string | null;
  close(): Promise<void>;
}

export async function freshDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const name = `srb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(base, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function openTestDatabase(logger?: Logger): Promise<TestDatabase> {
  const fresh = await freshDatabaseUrl();
  const database = await openDatabase({
    databaseUrl: fresh?.url,
    dataDir: 'memory://',
    pgliteArchive: pgliteArchive(),
    ...(logger ? { logger } : {}),
  });
  return {
    database,
    url: fresh?.url ?? null,
    close: async () => {
      await database.close();
      await fresh?.drop();
    },
  };
}

/** Counts the SQL statements drizzle sends (tests assert statement counts). */
export class CountingLogger implements Logger {
  statements: string[] = [];
  logQuery(query: string): void {
    this.statements.push(query);
  }
  reset(): void {
    this.statements = [];
  }
}
