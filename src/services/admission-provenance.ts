// Admission step 6 (docs/runs.md "Admission"): runner provenance and recipe snapshots are captured before
// anything is stored; a failed capture aborts admission with nothing written.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client.ts';
import { insertRecipeSnapshot } from '../db/queries/recipe-snapshots.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { isObject, type JsonObject } from '../domain/run/manifest-projection.ts';
import { captureRecipes } from './recipes.ts';
import { captureRunnerProvenance } from './runner-provenance.ts';
import { harnessProvenance } from '../harness/harness-provenance.ts';

export async function admissionProvenance(manifest: JsonObject): Promise<JsonObject> {
  return captureRunnerProvenance(await captureRecipes(manifest), harnessProvenance(manifest));
}

/** Stores the provenance's recipe snapshots beside the run (read by Run.recipeSnapshots). */
export async function insertRecipeSnapshots(tx: DbOrTx, runId: string, provenance: JsonObject): Promise<void> {
  const snapshots = isObject(provenance.recipe_snapshots) ? provenance.recipe_snapshots : {};
  const at = nowIsoMicros();
  for (const [targetId, data] of Object.entries(snapshots)) {
    if (!isObject(data)) continue;
    await insertRecipeSnapshot(tx, { id: `recipe-${randomUUID().replaceAll('-', '')}`, runId, targetId, data, createdAt: at });
  }
}
