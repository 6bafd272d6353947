// Materialised reports of terminal runs (schema.ts `reportSnapshots`): read only at the exact
// version they were built for, overwritten when a newer version is built.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { reportSnapshots } from '../schema.ts';
import { nowIsoMicros } from '../timestamps.ts';

export interface SnapshotText {
  document: string;
  facts: string;
}

export async function readReportSnapshot(db: DbOrTx, runId: string, version: string): Promise<SnapshotText | null> {
  const [row] = await db
    .select({ document: reportSnapshots.document, facts: reportSnapshots.facts })
    .from(reportSnapshots)
    .where(and(eq(reportSnapshots.runId, runId), eq(reportSnapshots.version, version)));
  return row ?? null;
}

export async function writeReportSnapshot(db: DbOrTx, runId: string, version: string, snapshot: SnapshotText): Promise<void> {
  await db
    .insert(reportSnapshots)
    .values({ runId, version, document: snapshot.document, facts: snapshot.facts, createdAt: nowIsoMicros() })
    .onConflictDoUpdate({
      target: reportSnapshots.runId,
      set: { version: sql`excluded.version`, document: sql`excluded.document`, facts: sql`excluded.facts`, createdAt: sql`excluded.created_at` },
    });
}

/** Whether a snapshot at exactly `version` exists (without reading its text). */
export async function hasReportSnapshot(db: DbOrTx, runId: string, version: string): Promise<boolean> {
  const rows = await db
    .select({ runId: reportSnapshots.runId })
    .from(reportSnapshots)
    .where(and(eq(reportSnapshots.runId, runId), eq(reportSnapshots.version, version)));
  return rows.length > 0;
}
