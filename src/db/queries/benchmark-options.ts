// The operator's benchmark options (judge, simulator and harness settings per benchmark) that
// plans take when they name none.
import type { DbOrTx } from '../client.ts';
import { benchmarkOptions } from '../schema.ts';

/** benchmark id → its options document. */
export async function benchmarkOptionDocuments(db: DbOrTx): Promise<Map<string, unknown>> {
  const rows = await db.select().from(benchmarkOptions);
  return new Map(rows.map((row) => [row.benchmark, row.data]));
}
