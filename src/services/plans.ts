// Planning and admission (docs/plans.md; docs/runs.md "Admission", "Idempotency"): freeze a plan with the operator policy and
// the referenced dataset, then admit it as a queued run in one transaction. Zero model requests.
import { createHash, randomUUID } from 'node:crypto';
import type { Actor, AfterRoleCheck } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import type { DbOrTx } from '../db/client.ts';
import { datasetBytes, datasetsByIds } from '../db/queries/datasets.ts';
import { runsByIds, type RunRecord } from '../db/queries/runs.ts';
import { listTargets } from '../db/queries/targets.ts';
import { benchmarkOptionDocuments } from '../db/queries/benchmark-options.ts';
import { experimentById, insertMembership } from '../db/writes/experiments.ts';
import { insertRunRow, lockRunRow, runByKey, setCancelFlag } from '../db/writes/runs.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { appendEvent } from '../db/writes/events.ts';
import { canonical } from '../domain/hashing/canonical.ts';
import { parseJson } from '../domain/hashing/json-lexeme.ts';
import { freezePlan, type FrozenPlan } from '../domain/plan/freeze.ts';
import { harnessPreflight, HarnessPreflightError } from '../harness/preflight.ts';
import type { PlanObject } from '../domain/plan/json.ts';
import { planInputToManifest, type PlanInput } from '../domain/plan/plan-input.ts';
import type { ResolvedDataset } from '../domain/plan/dataset-reference.ts';
import { registryMap, validateRegistry } from '../domain/plan/registry.ts';
import { budgetWarnings, type PlanWarning } from '../domain/plan/budget-check.ts';
import { estimatedMaxReservationUsd } from '../domain/plan/reservation.ts';
import { isObject, listProjection, runProjection, type JsonObject } from '../domain/run/manifest-projection.ts';
import { isTerminalRun } from '../domain/run/status.ts';
import { badUserInput, conflict, DomainError, forbidden, notFound, NOTHING_SENT, planChanged as planChangedError, refusingWith } from '../domain/errors.ts';
import { admissionProvenance, insertRecipeSnapshots } from './admission-provenance.ts';
import { assertWithinCaps } from './operator-caps.ts';
import { planObject } from './plan-object.ts';
import { isPlanSha256, planForReview, resolveSubmittedPlan, storedPlan, type ReviewedPlan } from './stored-plans.ts';

/** Work errors say whether anything was sent (docs/api.md "Errors"): planning and admission never send. */

export interface PlanResult {
  frozen: FrozenPlan;
  /** The canonical text of the frozen manifest: send it back to startRun to keep every number exact. */
  manifestText: string;
  manifest: JsonObject;
  estimatedMaxReservationUsd: number | null;
  /** What the budget allows, checked before Start: cells that will or may fail for cost. */
  warnings: PlanWarning[];
}

async function operatorOptions(db: DbOrTx): Promise<Record<string, PlanObject> | null> {
  const documents = await benchmarkOptionDocuments(db);
  const options = Object.fromEntries([...documents].flatMap(([benchmark, data]) => (isObject(data) ? [[benchmark, data as PlanObject]] : [])));
  return documents.size ? options : null;
}

/** The dataset `manifest.dataset.id` names, read and re-hashed from the stored bytes (docs/plans.md "Dataset references"). */
export async function resolveDataset(db: DbOrTx, manifest: PlanObject): Promise<ResolvedDataset | null> {
  const reference = manifest.dataset;
  if (!isObject(reference) || typeof reference.id !== 'string') return null;
  const [dataset] = await datasetsByIds(db, [reference.id]);
  const bytes = dataset ? await datasetBytes(db, reference.id) : null;
  if (!dataset || !bytes) throw badUserInput('dataset is not available on this server', NOTHING_SENT);
  const text = Buffer.from(bytes).toString('utf8');
  const cases = text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => parseJson(line));
  return {
    id: dataset.id,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    manifest: isObject(dataset.manifest) ? (dataset.manifest as PlanObject) : null,
    cases,
  };
}

/** A frozen plan with its canonical text and plain view (also the recovery child's). */
export function planResult(frozen: FrozenPlan): PlanResult {
  const manifestText = canonical(frozen.manifest);
  return {
    frozen,
    manifestText,
    manifest: JSON.parse(manifestText) as JsonObject,
    estimatedMaxReservationUsd: estimatedMaxReservationUsd(frozen.manifest),
    warnings: budgetWarnings(frozen.manifest),
  };
}

/** The plan rules only (no operator caps): what a stored plan must still satisfy to be itself. */
async function freezeByRules(deps: ServiceDeps, actor: Actor, manifest: PlanObject): Promise<PlanResult> {
  const registered = await listTargets(deps.db);
  return refusingWith(NOTHING_SENT, async () => {
    const frozen = freezePlan(manifest, {
      actorIsAdmin: actor.role === 'ADMIN',
      registry: registered.length ? registryMap(validateRegistry(registered.map((t) => t.data))) : null,
      operatorOptions: await operatorOptions(deps.db),
      resolvedDataset: await resolveDataset(deps.db, manifest),
    });
    await checkHarnesses(deps, frozen.manifest);
    return planResult(frozen);
  });
}

/** A live plan's harness benchmarks must be runnable on this host before it is kept (docs/harness.md). */
export async function checkHarnesses(deps: ServiceDeps, manifest: PlanObject): Promise<void> {
  try {
    await harnessPreflight(manifest, deps.env ?? process.env);
  } catch (error) {
    if (error instanceof HarnessPreflightError) throw badUserInput(error.message, NOTHING_SENT);
    throw error;
  }
}

/** A plan that may become a run: the plan rules, then the operator caps. */
export async function freeze(deps: ServiceDeps, actor: Actor, manifest: PlanObject): Promise<PlanResult> {
  const plan = await freezeByRules(deps, actor, manifest);
  assertWithinCaps(deps, actor, plan.frozen.manifest);
  return plan;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/**
 * What startRun admits (README "Access"): a plan the server froze and stored for the viewer,
 * by its `planSha256`, or (ADMIN only) a submitted manifest.
 */
export type StartSource = { readonly planSha256: string } | { readonly plan: unknown };

const planChanged = () => planChangedError('Reviewed plan changed; review a new frozen plan before starting', NOTHING_SENT);

/** The manifest to freeze for `source`, and whether a failure to freeze it means the reviewed plan changed. */
async function manifestToStart(deps: ServiceDeps, actor: Actor, source: StartSource): Promise<{ manifest: PlanObject; namesStoredPlan: boolean }> {
  if ('planSha256' in source) {
    if (!isPlanSha256(source.planSha256)) throw badUserInput('planSha256 must be 64 lowercase hex digits', NOTHING_SENT);
    const stored = await storedPlan(deps, actor, source.planSha256);
    // Another actor's plan is not found either: its hash is no oracle.
    if (stored === null) throw notFound(`Plan ${source.planSha256} not found; plan it with planRun or candidatePlan first`);
    return { manifest: stored, namesStoredPlan: true };
  }
  if (actor.role !== 'ADMIN') {
    throw forbidden('Starting a submitted manifest needs the ADMIN role; start a plan you planned by its planSha256', NOTHING_SENT);
  }
  const submitted = planObject(source.plan);
  if (submitted.recovery !== undefined && submitted.recovery !== null) {
    throw badUserInput('Recovery lineage requires the explicit recovery endpoint', NOTHING_SENT);
  }
  return resolveSubmittedPlan(deps, actor, submitted);
}

/**
 * planRun: freezes a typed plan or a full manifest (exactly one) and keeps it for the actor's
 * review. Needs WRITE; zero model requests.
 */
export async function planRun(
  deps: ServiceDeps,
  actor: Actor,
  request: AfterRoleCheck<{ input?: PlanInput | null; manifest?: unknown }>,
): Promise<ReviewedPlan> {
  requireAccess(actor, ACCESS.planRun);
  const { input, manifest } = request();
  if ((input == null) === (manifest == null)) throw badUserInput('Pass exactly one of `input` and `manifest`', { modelRequests: 0 });
  const plan = input ? planInputToManifest(input) : planObject(manifest);
  return planForReview(deps, actor, await freeze(deps, actor, plan));
}

/** What startRun is given: exactly one of a stored plan's hash and (ADMIN only) a manifest. */
export interface StartRunInput {
  readonly planSha256?: string | null;
  readonly plan?: unknown;
  readonly idempotencyKey: string;
}

/** startRun (docs/runs.md "Admission"): the same key and plan return the same run; nothing is dispatched twice. Needs RUN. */
export async function startRun(deps: ServiceDeps, actor: Actor, { planSha256, plan: planArg, idempotencyKey }: StartRunInput): Promise<string> {
  requireAccess(actor, ACCESS.startRun);
  if ((planSha256 == null) === (planArg == null)) throw badUserInput('Pass exactly one of `planSha256` and `plan`', { modelRequests: 0 });
  const source: StartSource = planSha256 != null ? { planSha256 } : { plan: planArg };
  if (!KEY_PATTERN.test(idempotencyKey)) throw badUserInput('idempotencyKey must be 1..128 visible ASCII characters', NOTHING_SENT);
  const owner = actor.actorId;
  const existing = await runByKey(deps.db, owner, idempotencyKey);
  // A resent request finds its run even after the stored plan was dropped (README "Access").
  if ('planSha256' in source && existing?.planSha256 === source.planSha256) return existing.id;
  const { manifest: submitted, namesStoredPlan } = await manifestToStart(deps, actor, source);
  let plan: PlanResult;
  try {
    plan = await freezeByRules(deps, actor, submitted);
  } catch (error) {
    // A plan that claims a stored plan's hash but is refused now (an edited plan view, a dataset
    // or target since removed) is a changed plan, whatever rule refused it. Unexpected errors (a
    // database outage) stay what they are.
    if (namesStoredPlan && error instanceof DomainError) throw planChanged();
    throw error;
  }
  // The caps after the rules: a cap refusal keeps its own message.
  assertWithinCaps(deps, actor, plan.frozen.manifest);
  const keyConflict = () => conflict('idempotency key is already bound to a different plan', NOTHING_SENT);

  if (existing) {
    if (existing.planSha256 !== plan.frozen.planSha256) throw keyConflict();
    return existing.id;
  }
  if (typeof submitted.plan_sha256 === 'string' && submitted.plan_sha256 !== plan.frozen.planSha256) throw planChanged();
  const provenance = await admissionProvenance(plan.manifest);
  const runId = newRunId();
  const admitted = await deps.db.transaction(async (tx) => {
    // Re-check under the insert: a concurrent request with the same key wins once.
    const raced = await runByKey(tx, owner, idempotencyKey);
    if (raced) return raced.planSha256 === plan.frozen.planSha256 ? raced.id : null;
    await insertRun(tx, runId, owner, idempotencyKey, plan, provenance, actor.role === 'ADMIN');
    return runId;
  });
  if (admitted === null) throw keyConflict();
  await deps.bus.publish({ runId: admitted, topic: 'run' });
  return admitted;
}

/** A fresh natural run id: `run-` + 20 hex digits (docs/runs.md "Identifiers and timestamps"). */
export function newRunId(): string {
  return `run-${randomUUID().replaceAll('-', '').slice(0, 20)}`;
}

/**
 * Writes a queued run inside the caller's transaction: the run row with its projections, its
 * runner provenance, the experiment link the manifest names (if any) and the `created` event.
 * Shared by startRun and recover (a recovery child is admitted like any plan, docs/runs.md "The child run").
 */
export async function insertRun(
  tx: DbOrTx,
  runId: string,
  owner: string,
  key: string,
  plan: PlanResult,
  provenance: JsonObject,
  isAdmin: boolean,
): Promise<void> {
  const at = nowIsoMicros();
  await insertRunRow(
    tx,
    {
      id: runId,
      owner,
      requestKey: key,
      status: 'queued',
      createdAt: at,
      updatedAt: at,
      manifest: plan.manifestText,
      manifestSummary: listProjection(plan.manifest),
      error: null,
      ...runProjection(runId, plan.manifest),
    },
    provenance,
  );
  await insertRecipeSnapshots(tx, runId, provenance);
  const experiment = plan.manifest.experiment;
  if (isObject(experiment) && typeof experiment.id === 'string') {
    const found = await experimentById(tx, experiment.id, false);
    if (!found) throw notFound(`Experiment ${experiment.id} not found`);
    if (!isAdmin && found.owner !== owner) throw forbidden('The submitting actor cannot manage this experiment', NOTHING_SENT);
    await insertMembership(tx, { experimentId: experiment.id, runId, role: String(experiment.role), hypothesis: String(experiment.hypothesis ?? ''), at });
  }
  await appendEvent(tx, runId, 'created', { plan_sha256: plan.frozen.planSha256 }, at);
}

export const IMPORTED_RUN_IS_HISTORY =
  'This run was imported from another store: it is history and is not executed or cancelled here. Recover it into a new run on this server instead';

/** cancelRun (docs/runs.md "Cancel"): a terminal run is returned unchanged; an imported one is never changed. Needs RUN. */
export async function cancelRun(deps: ServiceDeps, actor: Actor, id: AfterRoleCheck<string>): Promise<RunRecord> {
  requireAccess(actor, ACCESS.cancelRun);
  const runId = id();
  const changed = await deps.db.transaction(async (tx) => {
    const run = await lockRunRow(tx, runId);
    if (!run || (actor.role !== 'ADMIN' && run.owner !== actor.actorId)) throw notFound(`Run ${runId} not found`);
    if (isTerminalRun(run.status)) return false;
    if (run.importedFrom !== null) throw conflict(IMPORTED_RUN_IS_HISTORY, { reason: 'imported_run', ...NOTHING_SENT });
    await setCancelFlag(tx, runId, true);
    await appendEvent(tx, runId, 'cancellation_requested', {});
    return true;
  });
  if (changed) await deps.bus.publish({ runId, topic: 'run' });
  const [run] = await runsByIds(deps.db, [runId]);
  if (!run) throw notFound(`Run ${runId} not found`);
  return run;
}
