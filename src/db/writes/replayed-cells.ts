// An offline replay's rows: copies of the baseline's calls (status `replayed`) and its completed
// results, written inside the replay's admission transaction.
import type { DbOrTx } from '../client.ts';
import { calls, results } from '../schema.ts';

export async function insertReplayedCall(
  tx: DbOrTx, row: { id: string; runId: string; caseId: string; targetId: string; role: string; data: string; summary: Record<string, unknown> },
): Promise<void> {
  await tx.insert(calls).values({ ...row, status: 'replayed' });
}

export async function insertReplayedResult(
  tx: DbOrTx, row: { runId: string; caseId: string; targetId: string; benchmark: string | null; data: unknown },
): Promise<void> {
  await tx.insert(results).values({ ...row, status: 'completed' });
}
