// Plans the server froze, per actor (README "Access"): written by planRun and candidatePlan,
// read by startRun(planSha256). An actor only ever reads its own rows.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { storedPlans } from '../schema.ts';
import { nowIsoMicros } from '../timestamps.ts';

/** Plans kept per actor: the newest ones; an older plan is planned again to be started. */
export const STORED_PLANS_PER_ACTOR = 200;

/**
 * Stores (or refreshes) `owner`'s plan and drops the actor's plans beyond the newest
 * STORED_PLANS_PER_ACTOR. The same hash may come with a different text (`5` and `5.0` hash
 * alike): the newest planning is the one the actor reviewed, so it wins.
 */
export async function storePlan(db: DbOrTx, owner: string, planSha256: string, manifestText: string): Promise<void> {
  const plannedAt = nowIsoMicros();
  await db.transaction(async (tx) => {
    await tx
      .insert(storedPlans)
      .values({ owner, planSha256, manifest: manifestText, plannedAt })
      .onConflictDoUpdate({ target: [storedPlans.owner, storedPlans.planSha256], set: { manifest: manifestText, plannedAt } });
    const stale = await tx
      .select({ seq: storedPlans.seq })
      .from(storedPlans)
      .where(eq(storedPlans.owner, owner))
      .orderBy(desc(storedPlans.plannedAt), desc(storedPlans.seq))
      .offset(STORED_PLANS_PER_ACTOR)
      .limit(100);
    if (stale.length > 0) {
      await tx.delete(storedPlans).where(
        and(
          eq(storedPlans.owner, owner),
          inArray(
            storedPlans.seq,
            stale.map((row) => row.seq),
          ),
        ),
      );
    }
  });
}

/** The canonical text of `owner`'s stored plan with this hash, or null (another actor's is null too). */
export async function storedPlanText(db: DbOrTx, owner: string, planSha256: string): Promise<string | null> {
  const [row] = await db
    .select({ manifest: storedPlans.manifest })
    .from(storedPlans)
    .where(and(eq(storedPlans.owner, owner), eq(storedPlans.planSha256, planSha256)));
  return row?.manifest ?? null;
}
