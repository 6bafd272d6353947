// The operator's benchmark options (judge, simulator and harness settings per benchmark) that
// plans take when they name none.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { benchmarkOptions } from '../schema.ts';

/** benchmark id → its options document. */
export async function benchmarkOptionDocuments(db: DbOrTx): Promise<Map<string, unknown>> {
  const rows = await db.select().from(benchmarkOptions);
  return new Map(rows.map((row) => [row.benchmark, row.data]));
}

/** Sets one benchmark's options, replacing what was there. */
export async function putBenchmarkOptions(db: DbOrTx, benchmark: string, data: (typeof benchmarkOptions.$inferInsert)['data'], at: string): Promise<void> {
  await db.delete(benchmarkOptions).where(eq(benchmarkOptions.benchmark, benchmark));
  await db.insert(benchmarkOptions).values({ benchmark, data, updatedAt: at });
}
