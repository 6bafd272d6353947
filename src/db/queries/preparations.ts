// Preparation jobs (docs/runs.md "Statuses", "Idempotency"; docs/datasets.md "Preparation jobs"): one row per job; `request` is the normalised
// request (the idempotency identity), `items` one entry per benchmark.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { preparationJobs } from '../schema.ts';

export type PreparationRecord = typeof preparationJobs.$inferSelect;

export const ACTIVE_PREPARATION_STATUSES = ['queued', 'running'] as const;

/** Serialises "is a job active? / insert" across processes sharing one database. */
export async function lockPreparations(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sr-bench:preparation-jobs'))`);
}

export async function activePreparations(db: DbOrTx): Promise<PreparationRecord[]> {
  return db
    .select()
    .from(preparationJobs)
    .where(inArray(preparationJobs.status, [...ACTIVE_PREPARATION_STATUSES]))
    .orderBy(desc(preparationJobs.seq));
}

/** The newest job whose normalised request equals `request` (jsonb equality), optionally of one owner. */
export async function newestMatchingPreparation(db: DbOrTx, request: PreparationRecord['request'], owner: string | null): Promise<PreparationRecord | null> {
  const [row] = await db
    .select()
    .from(preparationJobs)
    .where(and(sql`${preparationJobs.request} = ${JSON.stringify(request)}::jsonb`, owner === null ? undefined : eq(preparationJobs.owner, owner)))
    .orderBy(desc(preparationJobs.seq))
    .limit(1);
  return row ?? null;
}

export async function insertPreparation(db: DbOrTx, row: typeof preparationJobs.$inferInsert): Promise<void> {
  await db.insert(preparationJobs).values(row);
}

export async function preparationById(db: DbOrTx, id: string): Promise<PreparationRecord | null> {
  const [row] = await db.select().from(preparationJobs).where(eq(preparationJobs.id, id));
  return row ?? null;
}

/** Newest first, unpaged: the newest `limit` jobs (docs/api.md "Pagination"). */
export async function listPreparations(db: DbOrTx, owner: string | null, limit: number): Promise<PreparationRecord[]> {
  return db
    .select()
    .from(preparationJobs)
    .where(owner === null ? undefined : eq(preparationJobs.owner, owner))
    .orderBy(desc(preparationJobs.createdAt), desc(preparationJobs.seq))
    .limit(limit);
}

/**
 * Updates a job only while it is still active, so a job failed by restart recovery (or by another
 * process) is never brought back. Returns whether the row was updated.
 */
export async function updateActivePreparation(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<PreparationRecord, 'status' | 'phase' | 'datasetId' | 'error' | 'items' | 'updatedAt'>>,
): Promise<boolean> {
  const updated = await db
    .update(preparationJobs)
    .set(changes)
    .where(and(eq(preparationJobs.id, id), inArray(preparationJobs.status, [...ACTIVE_PREPARATION_STATUSES])))
    .returning({ id: preparationJobs.id });
  return updated.length > 0;
}

/** Locks and returns every active job (restart recovery). */
export async function lockActivePreparations(tx: DbOrTx): Promise<PreparationRecord[]> {
  return tx
    .select()
    .from(preparationJobs)
    .where(inArray(preparationJobs.status, [...ACTIVE_PREPARATION_STATUSES]))
    .for('update');
}

/** Fails a job (restart recovery), whatever its state; `items` are its items as they end. */
export async function failPreparation(db: DbOrTx, id: string, error: string, items: PreparationRecord['items'], at: string): Promise<void> {
  await db.update(preparationJobs).set({ status: 'failed', phase: 'failed', error, items, updatedAt: at }).where(eq(preparationJobs.id, id));
}
