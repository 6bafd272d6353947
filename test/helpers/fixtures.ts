// The sr-bench reference stores copied into test/fixtures/srbench, read with SQLite for expectations.
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export const FIXTURES = fileURLToPath(new URL('../fixtures/srbench/', import.meta.url));

/** Scenario folders holding a `journal.sqlite3`. */
export const SCENARIOS: string[] = readdirSync(FIXTURES)
  .filter((name) => statSync(`${FIXTURES}${name}`).isDirectory())
  .filter((name) => readdirSync(`${FIXTURES}${name}`).includes('journal.sqlite3'))
  .sort();

export const scenarioPath = (name: string) => `${FIXTURES}${name}`;

export interface SourceRun {
  id: string;
  status: string;
  created_at: string;
  manifest: string;
  error: string | null;
}

/** Reads one journal (read-only) and hands the SQLite handle to `fn`. */
export function withJournal<T>(path: string, fn: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
