// An offline replay's rows: copies of the baseline's calls (status `replayed`) and its completed
// results, written inside the replay's admission transaction.
import type { DbOrTx } from '../client.ts';
import { calls, results } from '../schema.ts';

export async function insertReplayedCall(tx: DbOrTx, row: Omit<typeof calls.$inferInsert, 'status'>): Promise<void> {
  await tx.insert(calls).values({ ...row, status: 'replayed' });
}

export async function insertReplayedResult(tx: DbOrTx, row: Omit<typeof results.$inferInsert, 'status'>): Promise<void> {
  await tx.insert(results).values({ ...row, status: 'completed' });
}
