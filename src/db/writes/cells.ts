// Cell (result row) writes (docs/runs.md "The dispatch loop", "One cell"): a cell is claimed by the transaction that
// inserts its `running` row after re-checking the run; a cell with any row is never claimed again.
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { storedDocument } from '../documents/parse.ts';
import { resultDataDocument } from '../documents/result-data.ts';
import { results, runs } from '../schema.ts';
import { rowsOf } from '../rows.ts';
import { nowIsoMicros } from '../timestamps.ts';
import { appendEvent } from './events.ts';
import { touchRun } from './runs.ts';

export interface ClaimCheck {
  concurrency: number;
  deadlineIso: string;
}

export type ClaimOutcome = 'claimed' | 'stopped' | 'full' | 'taken';

/** Claims one cell: only while the run is not cancelled, before its deadline and under `concurrency`. */
export async function claimCell(
  tx: DbOrTx,
  runId: string,
  caseId: string,
  targetId: string,
  data: Record<string, unknown>,
  check: ClaimCheck,
): Promise<ClaimOutcome> {
  const [run] = await tx.select({ cancel: runs.cancelRequested, status: runs.status }).from(runs).where(eq(runs.id, runId)).for('update');
  if (!run || run.cancel || run.status !== 'running') return 'stopped';
  const [past] = rowsOf<{ past: boolean }>(await tx.execute(sql`SELECT now() >= ${check.deadlineIso}::timestamptz AS past`));
  if (past?.past) return 'stopped';
  const [running] = await tx
    .select({ n: count() })
    .from(results)
    .where(and(eq(results.runId, runId), eq(results.status, 'running')));
  if ((running?.n ?? 0) >= check.concurrency) return 'full';
  const inserted = await tx
    .insert(results)
    .values({
      runId,
      caseId,
      targetId,
      status: 'running',
      benchmark: typeof data.benchmark === 'string' ? data.benchmark : null,
      data: storedDocument(resultDataDocument, { ...data, case_id: caseId, target_id: targetId, status: 'running' }, `Result ${caseId}/${targetId}`),
    })
    .onConflictDoNothing()
    .returning({ seq: results.seq });
  if (inserted.length === 0) return 'taken';
  const at = nowIsoMicros();
  await touchRun(tx, runId, at);
  await appendEvent(tx, runId, 'case_running', { case_id: caseId, target_id: targetId }, at);
  return 'claimed';
}

/**
 * Rewrites a `running` cell's row in place (keeping its seq) with a terminal outcome, and its
 * event. Returns false (nothing written) when the cell is no longer running: a cell is finished
 * once, and one that restart recovery settled as `sent_unknown` keeps that outcome.
 */
export async function finishCell(tx: DbOrTx, runId: string, caseId: string, targetId: string, status: string, data: Record<string, unknown>): Promise<boolean> {
  const full = storedDocument(resultDataDocument, { ...data, case_id: caseId, target_id: targetId, status }, `Result ${caseId}/${targetId}`);
  const updated = await tx
    .update(results)
    .set({ status, data: full })
    .where(and(eq(results.runId, runId), eq(results.caseId, caseId), eq(results.targetId, targetId), eq(results.status, 'running')))
    .returning({ seq: results.seq });
  if (updated.length === 0) return false;
  const at = nowIsoMicros();
  await touchRun(tx, runId, at);
  await appendEvent(tx, runId, `case_${status}`, { case_id: caseId, target_id: targetId }, at);
  return true;
}
