// Reads for composing datasets (docs/preparation.md "Composed datasets"): sizes first, so an oversized request is refused
// before any JSONL is loaded.
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { datasets } from '../schema.ts';

/** Dataset id → byte length of its JSONL. */
export async function datasetByteSizes(db: DbOrTx, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: datasets.id, bytes: sql<number>`octet_length(${datasets.casesJsonl})`.mapWith(Number) })
    .from(datasets)
    .where(inArray(datasets.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.bytes]));
}
