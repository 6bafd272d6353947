// Where an imported run came from (README "Importing an existing sr-bench store").
import { importsBySha256, type ImportRecord } from '../../db/queries/imports.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { builder } from '../builder.ts';
import { notFound } from '../../domain/errors.ts';

/**
 * The store's name without the server's folders: a journal's own folder when the file is the
 * default `journal.sqlite3`, else the file name.
 */
export function storeName(sourcePath: string): string {
  const parts = sourcePath.split(/[\\/]/).filter((p) => p !== '');
  const file = parts.at(-1) ?? '';
  return file === 'journal.sqlite3' && parts.length > 1 ? (parts.at(-2) ?? file) : file;
}

export const RunImportRef = builder.objectRef<ImportRecord>('RunImport');
RunImportRef.implement({
  description:
    'The sr-bench store an imported run was read from. An imported run is history: this server never executes, ' +
    'interrupts or cancels it, whatever its status; recovering it creates a new run on this server’s targets.',
  fields: (t) => ({
    storeSha256: t.exposeString('sourceSha256', { description: 'SHA-256 of the imported journal file.' }),
    storeName: t.string({
      description: 'The store’s folder name (or the journal file’s name), without the server’s path.',
      resolve: (record) => storeName(record.sourcePath),
    }),
    importedAt: t.field({ type: 'DateTime', description: 'When the import committed.', resolve: (record) => toIsoMicros(record.importedAt) }),
  }),
});

/** Loads the import records of many runs in one statement. */
export async function loadImports(sha256s: readonly string[], db: Parameters<typeof importsBySha256>[0]): Promise<(ImportRecord | Error)[]> {
  const rows = await importsBySha256(db, sha256s);
  const bySha = new Map(rows.map((r) => [r.sourceSha256, r]));
  return sha256s.map((sha) => bySha.get(sha) ?? notFound(`Import ${sha} not found`));
}
