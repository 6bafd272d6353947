// Candidate plans (service.md §13): derive a frozen plan from a baseline run's stored manifest and
// registered MoM targets, then check that the protocol still equals the baseline's. Zero model
// requests; the user starts the plan with startRun.
import { ownerScope, type Context } from '../context.ts';
import { experimentsByIds } from '../db/queries/experiments.ts';
import { runManifestRow } from '../db/queries/runs.ts';
import { listTargets } from '../db/queries/targets.ts';
import { parseJson } from '../domain/hashing/json-lexeme.ts';
import { assertSameProtocol, candidateManifest, type CandidateRequest } from '../domain/plan/candidate-plan.ts';
import type { PlanObject } from '../domain/plan/json.ts';
import { registryMap, validateRegistry } from '../domain/plan/registry.ts';
import { isObject } from '../domain/run/manifest-projection.ts';
import { notFound, NOTHING_SENT, refusingWithSync } from '../domain/errors.ts';
import { freeze, type PlanResult } from './plans.ts';

/** The baseline run the viewer may see, with its frozen manifest (NOT_FOUND otherwise). */
async function visibleBaseline(ctx: Context, runId: string): Promise<{ runId: string; status: string; manifest: PlanObject }> {
  const row = await runManifestRow(ctx.db, runId);
  const owner = ownerScope(ctx.viewer);
  if (!row || (owner !== null && row.owner !== owner)) throw notFound(`Run ${runId} not found`);
  const manifest = parseJson(row.manifest);
  if (!isObject(manifest)) throw notFound(`Run ${runId} not found`);
  return { runId: row.id, status: row.status, manifest: manifest as PlanObject };
}

async function checkExperimentVisible(ctx: Context, experimentId: string): Promise<void> {
  const [experiment] = await experimentsByIds(ctx.db, [experimentId]);
  const owner = ownerScope(ctx.viewer);
  if (!experiment || (owner !== null && experiment.owner !== owner)) throw notFound(`Experiment ${experimentId} not found`);
}

export async function candidatePlan(ctx: Context, baselineRunId: string, request: CandidateRequest): Promise<PlanResult> {
  const baseline = await visibleBaseline(ctx, baselineRunId);
  if (request.experimentId != null) await checkExperimentVisible(ctx, request.experimentId);
  const rows = await listTargets(ctx.db);
  const draft = refusingWithSync(NOTHING_SENT, () => {
    const registry = rows.length ? registryMap(validateRegistry(rows.map((t) => t.data))) : new Map<string, PlanObject>();
    return candidateManifest(baseline, request, registry);
  });
  const plan = await freeze(ctx, draft);
  refusingWithSync(NOTHING_SENT, () => assertSameProtocol(baseline.manifest, plan.frozen.manifest));
  return plan;
}
