// Writes and locked reads of experiments, memberships and deletion receipts; the service decides,
// these only touch rows (each inside the caller's transaction).
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { TERMINAL_RUN_STATUSES } from '../../domain/run/status.ts';
import type { DbOrTx } from '../client.ts';
import type { ExperimentRecord, MembershipRecord } from '../queries/experiments.ts';
import { experimentDeletions, experimentRuns, experiments, runs } from '../schema.ts';

export type DeletionRecord = typeof experimentDeletions.$inferSelect;

/** One experiment by id; `forUpdate` locks its row until the transaction ends. */
export async function experimentById(tx: DbOrTx, id: string, forUpdate: boolean): Promise<ExperimentRecord | null> {
  const query = tx.select().from(experiments).where(eq(experiments.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The experiment an owner created under a creation key, or null. */
export async function experimentByKey(tx: DbOrTx, owner: string, key: string): Promise<ExperimentRecord | null> {
  const [row] = await tx
    .select()
    .from(experiments)
    .where(and(eq(experiments.owner, owner), eq(experiments.requestKey, key)));
  return row ?? null;
}

/** True when an experiment created under this owner's key was deleted (the key stays spent). */
export async function deletedUnderKey(tx: DbOrTx, owner: string, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: experimentDeletions.id })
    .from(experimentDeletions)
    .where(and(eq(experimentDeletions.owner, owner), eq(experimentDeletions.requestKey, key)));
  return row !== undefined;
}

export async function insertExperiment(
  tx: DbOrTx,
  row: { id: string; owner: string; name: string; at: string; requestKey: string },
): Promise<ExperimentRecord> {
  const [inserted] = await tx
    .insert(experiments)
    .values({
      id: row.id,
      owner: row.owner,
      name: row.name,
      createdAt: row.at,
      updatedAt: row.at,
      requestKey: row.requestKey,
    })
    .returning();
  if (!inserted) throw new Error('experiment insert returned no row');
  return inserted;
}

/** The membership of a run in an experiment, or null. */
export async function membership(tx: DbOrTx, experimentId: string, runId: string): Promise<MembershipRecord | null> {
  const [row] = await tx
    .select()
    .from(experimentRuns)
    .where(and(eq(experimentRuns.experimentId, experimentId), eq(experimentRuns.runId, runId)));
  return row ?? null;
}

/** Links a run and touches the experiment's `updatedAt`. */
export async function insertMembership(
  tx: DbOrTx,
  row: { experimentId: string; runId: string; role: string; hypothesis: string; at: string },
): Promise<MembershipRecord> {
  const [inserted] = await tx
    .insert(experimentRuns)
    .values({
      experimentId: row.experimentId,
      runId: row.runId,
      role: row.role,
      hypothesis: row.hypothesis,
      linkedAt: row.at,
    })
    .returning();
  if (!inserted) throw new Error('membership insert returned no row');
  await tx.update(experiments).set({ updatedAt: row.at }).where(eq(experiments.id, row.experimentId));
  return inserted;
}

/** The saved receipt of a deleted experiment, or null. */
export async function deletionById(tx: DbOrTx, id: string): Promise<DeletionRecord | null> {
  const [row] = await tx.select().from(experimentDeletions).where(eq(experimentDeletions.id, id));
  return row ?? null;
}

/** Linked runs of an experiment that are not terminal yet. */
export async function activeLinkedRunCount(tx: DbOrTx, experimentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(runs)
    .where(
      and(
        inArray(runs.id, sql`(SELECT ${experimentRuns.runId} FROM ${experimentRuns} WHERE ${experimentRuns.experimentId} = ${experimentId})`),
        notInArray(runs.status, [...TERMINAL_RUN_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}

/** Removes an experiment and its memberships (never its runs) and writes the deletion receipt row. */
export async function deleteExperimentRows(tx: DbOrTx, experiment: ExperimentRecord, at: string): Promise<DeletionRecord> {
  const unlinked = await tx.delete(experimentRuns).where(eq(experimentRuns.experimentId, experiment.id)).returning({ seq: experimentRuns.seq });
  await tx.delete(experiments).where(eq(experiments.id, experiment.id));
  const [row] = await tx
    .insert(experimentDeletions)
    .values({
      id: experiment.id,
      owner: experiment.owner,
      requestKey: experiment.requestKey,
      deletedAt: at,
      unlinkedRuns: unlinked.length,
    })
    .returning();
  if (!row) throw new Error('deletion insert returned no row');
  return row;
}
