// Router recipe snapshots captured before dispatch, one per MoM target of a run.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { recipeSnapshots, runProvenance } from '../schema.ts';

export type RecipeSnapshotRecord = typeof recipeSnapshots.$inferSelect;

/** The run's captured snapshots, in capture order. */
export async function recipeSnapshotsOfRun(db: DbOrTx, runId: string): Promise<RecipeSnapshotRecord[]> {
  return db.select().from(recipeSnapshots).where(eq(recipeSnapshots.runId, runId)).orderBy(asc(recipeSnapshots.seq));
}

/** The runner provenance document of a run (imported runs keep their snapshots there); null when none. */
export async function runProvenanceData(db: DbOrTx, runId: string): Promise<unknown> {
  const [row] = await db.select({ data: runProvenance.data }).from(runProvenance).where(eq(runProvenance.runId, runId));
  return row?.data ?? null;
}

/** Stores the snapshot captured for one target at admission. */
export async function insertRecipeSnapshot(
  db: DbOrTx,
  row: { id: string; runId: string; targetId: string; data: Record<string, unknown>; createdAt: string },
): Promise<void> {
  await db.insert(recipeSnapshots).values(row);
}
