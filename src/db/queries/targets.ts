// The target registry (docs/plans.md "The target registry and operator options"): replaced atomically as a whole.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { storedDocument } from '../documents/parse.ts';
import { registryTargetDocument } from '../documents/registry-target.ts';
import { targets } from '../schema.ts';
import { nowIsoMicros } from '../timestamps.ts';

export type TargetRecord = typeof targets.$inferSelect;

export async function listTargets(db: DbOrTx): Promise<TargetRecord[]> {
  return db.select().from(targets).orderBy(asc(targets.seq));
}

/** Replaces the registry with `entries` (already validated) in one transaction. */
export async function replaceTargets(db: DbOrTx, entries: readonly { id: string; kind: string; data: Record<string, unknown> }[]): Promise<void> {
  const at = nowIsoMicros();
  await db.transaction(async (tx) => {
    await tx.delete(targets);
    if (entries.length > 0) {
      await tx.insert(targets).values(
        entries.map((e) => ({
          id: e.id,
          kind: e.kind,
          data: storedDocument(registryTargetDocument, e.data, `Target ${e.id}`),
          updatedAt: at,
        })),
      );
    }
  });
}

/** Replaces the registry with validated sr-bench target objects. */
export function replaceRegistry(db: DbOrTx, validated: readonly object[]): Promise<void> {
  return replaceTargets(
    db,
    validated.map((target) => {
      const data = target as Record<string, unknown>;
      return { id: String(data.id), kind: String(data.kind), data };
    }),
  );
}

/** One registered target, or null. */
export async function targetById(db: DbOrTx, id: string): Promise<TargetRecord | null> {
  const [row] = await db.select().from(targets).where(eq(targets.id, id)).limit(1);
  return row ?? null;
}
