// One fresh database per test file, the given fixture stores imported, and a server over it.
import { afterAll, beforeAll } from 'vitest';
import type { Logger } from 'drizzle-orm';
import { importStore } from '../../src/import/import-store.ts';
import { startTestApi, type TestApi } from './api.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { scenarioPath } from './fixtures.ts';

export interface ImportedApi {
  tdb: TestDatabase;
  api: TestApi;
}

/** Registers the hooks; the returned object is filled once `beforeAll` has run. */
export function useImportedApi(scenarios: readonly string[], options: { logger?: Logger; extraStores?: () => string[] } = {}): ImportedApi {
  const env = {} as ImportedApi;
  beforeAll(async () => {
    env.tdb = await openTestDatabase(options.logger);
    for (const scenario of scenarios) await importStore(env.tdb.database, scenarioPath(scenario));
    for (const path of options.extraStores?.() ?? []) await importStore(env.tdb.database, path);
    env.api = await startTestApi(env.tdb.database);
  });
  afterAll(async () => {
    await env.api?.close();
    await env.tdb?.close();
  });
  return env;
}
