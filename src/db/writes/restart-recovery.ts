// Restart recovery of one run whose worker is gone (docs/runs.md "Restart recovery"), in one transaction:
// sent calls → sent_unknown; running cells → sent_unknown with the fixed error; the run →
// interrupted. Nothing is re-dispatched.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { calls, results, runs } from '../schema.ts';
import { finishCell } from './cells.ts';
import { setRunStatus } from './runs.ts';

export const WORKER_STOPPED = 'Worker stopped; dispatched requests are not retried';
export const SERVICE_RESTARTED = 'Service restarted; inspect saved calls before a new run';

/** Returns false when the run was no longer active (another worker recovered or finished it). */
export async function interruptRun(tx: DbOrTx, runId: string): Promise<boolean> {
  const [run] = await tx.select({ status: runs.status, importedFrom: runs.importedFrom }).from(runs).where(eq(runs.id, runId)).for('update');
  // An imported run is history: its journal is kept as it was, never interrupted here.
  if (!run || run.importedFrom !== null || !['queued', 'running'].includes(run.status)) return false;
  await tx
    .update(calls)
    .set({ status: 'sent_unknown' })
    .where(and(eq(calls.runId, runId), eq(calls.status, 'sent')));
  const running = await tx
    .select()
    .from(results)
    .where(and(eq(results.runId, runId), inArray(results.status, ['running'])));
  for (const cell of running) {
    await finishCell(tx, runId, cell.caseId, cell.targetId, 'sent_unknown', { ...cell.data, error: WORKER_STOPPED });
  }
  await setRunStatus(tx, runId, 'interrupted', SERVICE_RESTARTED);
  await tx.update(runs).set({ workerId: null, leaseExpiresAt: null }).where(eq(runs.id, runId));
  return true;
}
