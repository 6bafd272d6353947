// Run status and execution-state writes (service.md §1.5, §3.2, §3.5, §3.9).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { runProvenance, runs } from '../schema.ts';
import { nowIsoMicros } from '../timestamps.ts';
import { rowsOf } from '../rows.ts';
import { appendEvent } from './events.ts';

/** Every status write also sets `error` and appends an event of the new status (§1.6). */
export async function setRunStatus(tx: DbOrTx, runId: string, status: string, error: string | null = null): Promise<void> {
  const at = nowIsoMicros();
  await tx.update(runs).set({ status, error, updatedAt: at }).where(eq(runs.id, runId));
  await appendEvent(tx, runId, status, error ? { error } : {}, at);
}

export async function touchRun(tx: DbOrTx, runId: string, at = nowIsoMicros()): Promise<void> {
  await tx.update(runs).set({ updatedAt: at }).where(eq(runs.id, runId));
}

/** Sets the cancel flag (fail closed, deadline, or a user's cancel). */
export async function setCancelFlag(tx: DbOrTx, runId: string, byUser: boolean): Promise<void> {
  await tx.update(runs).set(byUser ? { cancelRequested: true, userCancelled: true } : { cancelRequested: true }).where(eq(runs.id, runId));
}

/**
 * Claims unowned queued runs for a worker (one statement: no two workers get the same run).
 * An imported run is history, never executed here, whatever its status.
 */
export async function claimQueuedRuns(tx: DbOrTx, workerId: string, leaseSeconds: number, limit: number): Promise<string[]> {
  const rows = await tx.execute(sql`
    UPDATE ${runs} SET worker_id = ${workerId}, lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM ${runs} WHERE status = 'queued' AND worker_id IS NULL AND imported_from IS NULL ORDER BY created_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ) RETURNING id`);
  return rowsOf<{ id: string }>(rows).map((r) => r.id);
}

export async function renewLeases(tx: DbOrTx, workerId: string, runIds: string[], leaseSeconds: number): Promise<void> {
  if (runIds.length === 0) return;
  await tx.update(runs)
    .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(runs.workerId, workerId), inArray(runs.id, runIds)));
}

/** Active runs some worker owns, with whether their lease has run out. */
export async function ownedActiveRuns(tx: DbOrTx): Promise<{ id: string; workerId: string; leaseExpired: boolean }[]> {
  const rows = await tx.select({
    id: runs.id,
    workerId: runs.workerId,
    leaseExpired: sql<boolean>`coalesce(${runs.leaseExpiresAt} < now(), true)`,
  }).from(runs).where(and(
    inArray(runs.status, ['queued', 'running']),
    sql`${runs.workerId} IS NOT NULL`,
  ));
  return rows.map((r) => ({ id: r.id, workerId: r.workerId ?? '', leaseExpired: Boolean(r.leaseExpired) }));
}

/** A run's admission row as the service built it (status, projections, frozen text). */
export type NewRunRow = typeof runs.$inferInsert;

/** Inserts a queued run and its runner provenance. */
export async function insertRunRow(tx: DbOrTx, row: NewRunRow, provenance: Record<string, unknown>): Promise<void> {
  await tx.insert(runs).values(row);
  await tx.insert(runProvenance).values({ runId: row.id, data: provenance });
}

/** The run an owner admitted under an idempotency key: its id and plan hash, or null. */
export async function runByKey(db: DbOrTx, owner: string, key: string): Promise<{ id: string; planSha256: string | null } | null> {
  const [row] = await db.select({ id: runs.id, planSha256: runs.planSha256 }).from(runs).where(and(eq(runs.owner, owner), eq(runs.requestKey, key)));
  return row ?? null;
}

/** Locks a run's row and returns what cancelling needs to know, or null when there is no such run. */
export async function lockRunForCancel(tx: DbOrTx, runId: string): Promise<{ status: string; owner: string; importedFrom: string | null } | null> {
  const [row] = await tx.select({ status: runs.status, owner: runs.owner, importedFrom: runs.importedFrom }).from(runs).where(eq(runs.id, runId)).for('update');
  return row ?? null;
}
