// One database and server per imported journal file, opened on first use and closed after the
// file's tests (variants of a journal reuse its run ids with other content, so each gets its own).
import { afterAll } from 'vitest';
import { importStore } from '../../src/import/import-store.ts';
import { startTestApi, type TestApi } from './api.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

export function useJournalServers(): (journal: string) => Promise<TestApi> {
  const servers = new Map<string, { tdb: TestDatabase; api: TestApi }>();
  afterAll(async () => {
    for (const { tdb, api } of servers.values()) {
      await api.close();
      await tdb.close();
    }
  });
  return async (journal) => {
    let entry = servers.get(journal);
    if (!entry) {
      const tdb = await openTestDatabase();
      await importStore(tdb.database, journal);
      entry = { tdb, api: await startTestApi(tdb.database) };
      servers.set(journal, entry);
    }
    return entry.api;
  };
}
