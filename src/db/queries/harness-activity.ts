// Harness cells of a run that have not finished (docs/harness.md), oldest first.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { harnessActivityDocument, type HarnessActivity } from '../documents/harness-activity.ts';
import { harnessActivity } from '../schema.ts';

export interface HarnessActivityRow {
  readonly caseId: string;
  readonly targetId: string;
  readonly activity: HarnessActivity;
}

export async function activeHarnesses(db: DbOrTx, runId: string, limit: number): Promise<HarnessActivityRow[]> {
  const rows = await db
    .select()
    .from(harnessActivity)
    .where(and(eq(harnessActivity.runId, runId), sql`${harnessActivity.data}->>'phase' <> 'finished'`))
    .orderBy(asc(harnessActivity.caseId), asc(harnessActivity.targetId))
    .limit(limit);
  return rows.map((row) => ({ caseId: row.caseId, targetId: row.targetId, activity: harnessActivityDocument.parse(row.data) }));
}
