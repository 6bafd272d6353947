// The imported stores a run can name as its origin (`runs.imported_from`).
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { imports } from '../schema.ts';

export interface ImportRecord {
  sourceSha256: string;
  sourcePath: string;
  importedAt: string;
}

export async function importsBySha256(db: DbOrTx, sha256s: readonly string[]): Promise<ImportRecord[]> {
  if (sha256s.length === 0) return [];
  return db
    .select({ sourceSha256: imports.sourceSha256, sourcePath: imports.sourcePath, importedAt: imports.importedAt })
    .from(imports)
    .where(inArray(imports.sourceSha256, [...sha256s]));
}
