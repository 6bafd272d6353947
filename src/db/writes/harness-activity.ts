// The live state of a harness cell (docs/harness.md): one row per cell, replaced as it changes.
import type { DbOrTx } from '../client.ts';
import type { HarnessActivity } from '../documents/harness-activity.ts';
import { harnessActivity } from '../schema.ts';

export interface HarnessCellKey {
  readonly runId: string;
  readonly caseId: string;
  readonly targetId: string;
}

export async function putHarnessActivity(db: DbOrTx, key: HarnessCellKey, data: HarnessActivity): Promise<void> {
  await db
    .insert(harnessActivity)
    .values({ ...key, data, updatedAt: data.updated_at })
    .onConflictDoUpdate({ target: [harnessActivity.runId, harnessActivity.caseId, harnessActivity.targetId], set: { data, updatedAt: data.updated_at } });
}
