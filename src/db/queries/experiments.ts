// Experiments and their memberships (service.md §10).
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { experimentRuns, experiments } from '../schema.ts';

export type ExperimentRecord = typeof experiments.$inferSelect;
export type MembershipRecord = typeof experimentRuns.$inferSelect;

export async function experimentsByIds(db: DbOrTx, ids: readonly string[]): Promise<ExperimentRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(experiments).where(inArray(experiments.id, [...ids]));
}

/** Memberships of some runs, oldest link first. */
export async function membershipsOfRuns(db: DbOrTx, runIds: readonly string[]): Promise<MembershipRecord[]> {
  if (runIds.length === 0) return [];
  return db.select().from(experimentRuns).where(inArray(experimentRuns.runId, [...runIds])).orderBy(asc(experimentRuns.seq));
}
