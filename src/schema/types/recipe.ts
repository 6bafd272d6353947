// Run.recipeSnapshots (docs/runs.md "Runner provenance and recipe snapshots"): per MoM target of the run, its captured router recipe or
// "unavailable"; a snapshot counts as verified only when its bracketing hashes match.
import { recipeSnapshotsOfRun, runProvenanceData } from '../../db/queries/recipe-snapshots.ts';
import { snapshotVerified } from '../../domain/recipe/snapshot.ts';
import { isObject } from '../../domain/run/manifest-projection.ts';
import { builder } from '../builder.ts';
import { RunRef } from './run.ts';
import { RecipeSnapshotStatusEnum } from './enums.ts';

interface RecipeView {
  targetId: string;
  configHash: string | null;
  snapshot: Record<string, unknown> | null;
}

const RecipeSnapshotRef = builder.objectRef<RecipeView>('RecipeSnapshot');
RecipeSnapshotRef.implement({
  description: 'The redacted router recipe captured before dispatch for a MoM target, or its absence.',
  fields: (t) => ({
    targetId: t.exposeString('targetId', { description: 'The MoM target’s id in the run’s plan.' }),
    status: t.field({ type: RecipeSnapshotStatusEnum, description: 'CAPTURED or UNAVAILABLE.', resolve: (r) => (r.snapshot ? 'captured' : 'unavailable') }),
    verified: t.boolean({
      description:
        'True only when the recipe was read between two matching router hash checks, every configuration hash equals the target’s configHash and secrets were redacted; false when unavailable.',
      resolve: (r) => (r.snapshot ? snapshotVerified(r.snapshot, r.configHash) : false),
    }),
    capturedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the router’s recipe was read; null when the snapshot does not say.',
      resolve: (r) => (typeof r.snapshot?.captured_at === 'string' ? r.snapshot.captured_at : null),
    }),
    recipeSha256: t.string({
      nullable: true,
      description: 'SHA-256 of the captured recipe; null when unavailable.',
      resolve: (r) => (typeof r.snapshot?.recipe_sha256 === 'string' ? r.snapshot.recipe_sha256 : null),
    }),
    snapshot: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The redacted recipe with its hashes (snake_case keys); null when unavailable.',
      resolve: (r) => r.snapshot,
    }),
  }),
});

builder.objectField(RunRef, 'recipeSnapshots', (t) =>
  t.field({
    type: [RecipeSnapshotRef],
    description: 'One entry per MoM target, in plan order; empty for a run without MoM targets.',
    resolve: async (run, _args, ctx) => {
      const summary = isObject(run.manifestSummary) ? run.manifestSummary : {};
      const targets = (Array.isArray(summary.targets) ? summary.targets : []).filter(isObject).filter((t) => t.kind === 'mom');
      if (targets.length === 0) return [];
      const rows = await recipeSnapshotsOfRun(ctx.db, run.id);
      const byTarget = new Map(rows.map((r) => [r.targetId, r.data as Record<string, unknown>]));
      if (byTarget.size === 0) {
        // Imported runs keep their snapshots inside the runner provenance.
        const provenance = await runProvenanceData(ctx.db, run.id);
        const kept = isObject(provenance) && isObject(provenance.recipe_snapshots) ? provenance.recipe_snapshots : {};
        for (const [targetId, snapshot] of Object.entries(kept)) if (isObject(snapshot)) byTarget.set(targetId, snapshot);
      }
      return targets.map((target) => ({
        targetId: String(target.id),
        configHash: typeof target.config_hash === 'string' ? target.config_hash : null,
        snapshot: byTarget.get(String(target.id)) ?? null,
      }));
    },
  }),
);
