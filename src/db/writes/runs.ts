// Run status and execution-state writes (docs/runs.md "Statuses", "The dispatch loop", "Cost policy and reservations", "Cancel").
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { runProvenance, runs } from '../schema.ts';
import { nowIsoMicros } from '../timestamps.ts';
import { rowsOf } from '../rows.ts';
import { appendEvent } from './events.ts';

/** Every status write also sets `error` and appends an event of the new status (docs/runs.md "Events"). */
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
  await tx
    .update(runs)
    .set(byUser ? { cancelRequested: true, userCancelled: true } : { cancelRequested: true })
    .where(eq(runs.id, runId));
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
  await tx
    .update(runs)
    .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(runs.workerId, workerId), inArray(runs.id, runIds)));
}

/** Active runs some worker owns, with whether their lease has run out. */
export async function ownedActiveRuns(tx: DbOrTx): Promise<{ id: string; workerId: string; leaseExpired: boolean }[]> {
  const rows = await tx
    .select({
      id: runs.id,
      workerId: runs.workerId,
      leaseExpired: sql<boolean>`coalesce(${runs.leaseExpiresAt} < now(), true)`,
    })
    .from(runs)
    .where(and(inArray(runs.status, ['queued', 'running']), sql`${runs.workerId} IS NOT NULL`));
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
  const [row] = await db
    .select({ id: runs.id, planSha256: runs.planSha256 })
    .from(runs)
    .where(and(eq(runs.owner, owner), eq(runs.requestKey, key)));
  return row ?? null;
}

/** Locks the run's budget and returns its spent and reserved USD (0 when the run is gone). */
export async function lockBudget(tx: DbOrTx, runId: string): Promise<{ spentUsd: number; reservedUsd: number }> {
  const [row] = await tx.select({ spent: runs.spentUsd, reserved: runs.reservedUsd }).from(runs).where(eq(runs.id, runId)).for('update');
  return { spentUsd: row?.spent ?? 0, reservedUsd: row?.reserved ?? 0 };
}

/** Adds a call's reservation to the run's reserved USD. */
export async function addReservation(tx: DbOrTx, runId: string, usd: number): Promise<void> {
  await tx
    .update(runs)
    .set({ reservedUsd: sql`${runs.reservedUsd} + ${usd}` })
    .where(eq(runs.id, runId));
}

/** Books a finished call: adds what it spent and releases what it had reserved (never below 0). */
export async function settleBudget(db: DbOrTx, runId: string, spentUsd: number, releasedUsd: number): Promise<void> {
  await db
    .update(runs)
    .set({ spentUsd: sql`${runs.spentUsd} + ${spentUsd}`, reservedUsd: sql`greatest(0, ${runs.reservedUsd} - ${releasedUsd})` })
    .where(eq(runs.id, runId));
}

/** The run's stored row, or null. */
export async function runRow(db: DbOrTx, runId: string): Promise<typeof runs.$inferSelect | null> {
  const [row] = await db.select().from(runs).where(eq(runs.id, runId));
  return row ?? null;
}

/** What cancelling and finishing a run decide on, read under the run's row lock (never the frozen manifest text). */
export interface LockedRunState {
  status: string;
  owner: string;
  importedFrom: string | null;
  plannedCells: number;
  cancelRequested: boolean;
  userCancelled: boolean;
}

/** Locks the run's row until the transaction ends and returns its state, or null when there is no such run. */
export async function lockRunRow(tx: DbOrTx, runId: string): Promise<LockedRunState | null> {
  const [row] = await tx
    .select({
      status: runs.status,
      owner: runs.owner,
      importedFrom: runs.importedFrom,
      plannedCells: runs.plannedCells,
      cancelRequested: runs.cancelRequested,
      userCancelled: runs.userCancelled,
    })
    .from(runs)
    .where(eq(runs.id, runId))
    .for('update');
  return row ?? null;
}

export async function markRunStarted(tx: DbOrTx, runId: string, at: string): Promise<void> {
  await tx.update(runs).set({ startedAt: at }).where(eq(runs.id, runId));
}

/** True when the run's cancel flag is set. */
export async function cancelRequested(db: DbOrTx, runId: string): Promise<boolean> {
  const [row] = await db.select({ cancel: runs.cancelRequested }).from(runs).where(eq(runs.id, runId));
  return row?.cancel ?? false;
}

/** Gives up the worker's lease (the run has its final status). */
export async function releaseLease(tx: DbOrTx, runId: string): Promise<void> {
  await tx.update(runs).set({ workerId: null, leaseExpiresAt: null }).where(eq(runs.id, runId));
}

/**
 * Marks the run's first failure as recorded, once: true for the caller that did it, false when
 * another cell already had (the row lock orders them).
 */
export async function claimFirstFailure(tx: DbOrTx, runId: string): Promise<boolean> {
  const [row] = await tx.select({ recorded: runs.firstFailureRecorded }).from(runs).where(eq(runs.id, runId)).for('update');
  if (row?.recorded) return false;
  await tx.update(runs).set({ firstFailureRecorded: true }).where(eq(runs.id, runId));
  return true;
}
