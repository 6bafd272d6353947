// Candidate plans (docs/plans.md "Candidate plans"): derive a frozen plan from a baseline run's stored manifest and
// registered MoM targets, then check that the protocol still equals the baseline's. Zero model
// requests; the user starts the plan with startRun.
import { ownerScope, type Actor, type AfterRoleCheck } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import { experimentsByIds } from '../db/queries/experiments.ts';
import { runManifestRow } from '../db/queries/runs.ts';
import { listTargets } from '../db/queries/targets.ts';
import { parseJson } from '../domain/hashing/json-lexeme.ts';
import { assertSameProtocol, candidateManifest, type CandidateRequest } from '../domain/plan/candidate-plan.ts';
import type { PlanObject } from '../domain/plan/json.ts';
import { registryMap, validateRegistry } from '../domain/plan/registry.ts';
import { isObject } from '../domain/run/manifest-projection.ts';
import { notFound, NOTHING_SENT, refusingWithSync } from '../domain/errors.ts';
import { freeze } from './plans.ts';
import { planForReview, type ReviewedPlan } from './stored-plans.ts';

/** The baseline run the viewer may see, with its frozen manifest (NOT_FOUND otherwise). */
async function visibleBaseline(deps: ServiceDeps, actor: Actor, runId: string): Promise<{ runId: string; status: string; manifest: PlanObject }> {
  const row = await runManifestRow(deps.db, runId, ownerScope(actor));
  if (!row) throw notFound(`Run ${runId} not found`);
  const manifest = parseJson(row.manifest);
  if (!isObject(manifest)) throw notFound(`Run ${runId} not found`);
  return { runId: row.id, status: row.status, manifest: manifest as PlanObject };
}

async function checkExperimentVisible(deps: ServiceDeps, actor: Actor, experimentId: string): Promise<void> {
  const [experiment] = await experimentsByIds(deps.db, [experimentId]);
  const owner = ownerScope(actor);
  if (!experiment || (owner !== null && experiment.owner !== owner)) throw notFound(`Experiment ${experimentId} not found`);
}

/** `candidatePlan`: the frozen plan, kept for the actor's review. Needs WRITE. */
export async function candidatePlan(
  deps: ServiceDeps,
  actor: Actor,
  input: AfterRoleCheck<CandidateRequest & { baselineRunId: string }>,
): Promise<ReviewedPlan> {
  requireAccess(actor, ACCESS.candidatePlan);
  const { baselineRunId, ...request } = input();
  const baseline = await visibleBaseline(deps, actor, baselineRunId);
  if (request.experimentId != null) await checkExperimentVisible(deps, actor, request.experimentId);
  const rows = await listTargets(deps.db);
  const draft = refusingWithSync(NOTHING_SENT, () => {
    const registry = rows.length ? registryMap(validateRegistry(rows.map((t) => t.data))) : new Map<string, PlanObject>();
    return candidateManifest(baseline, request, registry);
  });
  const plan = await freeze(deps, actor, draft);
  refusingWithSync(NOTHING_SENT, () => assertSameProtocol(baseline.manifest, plan.frozen.manifest));
  return planForReview(deps, actor, plan);
}
