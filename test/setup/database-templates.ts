// Global setup of the `store` project: one migrated embedded database per run, made by the
// server's own openDatabase, that the tests start from instead of an empty cluster (PGlite's
// initdb costs about 2 s of CPU per database; README "Tests"). Without DATABASE_URL it provides
// a migrated PGlite data folder (copied into a spawned server's empty data folder) and its
// archive (loaded by each in-memory test database). With DATABASE_URL it provides nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

export interface DatabaseTemplates {
  /** A migrated PGlite data folder, to copy (never to open). */
  pgliteDataDir: string;
  /** The same folder as a PGlite archive (dumpDataDir), for in-memory databases. */
  pgliteArchive: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('databaseTemplates', null);
    return () => {};
  }
  const root = mkdtempSync(join(tmpdir(), 'srb-templates-'));
  const templates: DatabaseTemplates = { pgliteDataDir: join(root, 'pglite'), pgliteArchive: join(root, 'pglite.tar') };
  const database = await openDatabase({ dataDir: templates.pgliteDataDir });
  await database.close();
  // The Database handle hides its PGlite client, so a second open of the folder dumps it.
  const { PGlite } = await import('@electric-sql/pglite');
  const reader = await PGlite.create(templates.pgliteDataDir);
  try {
    const archive = await reader.dumpDataDir('none');
    writeFileSync(templates.pgliteArchive, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await reader.close();
  }
  project.provide('databaseTemplates', templates);
  return () => rmSync(root, { recursive: true, force: true });
}
