// Plans for review (README "Access"): the server keeps the frozen plan it made for the actor who
// asked and shows that actor only its public view. `startRun(planSha256)` admits the kept plan,
// so answers, hidden material, target wiring and credential names never travel to a client.
import type { PlanWarning } from '../domain/plan/budget-check.ts';
import type { Actor } from './actor.ts';
import type { ServiceDeps } from './deps.ts';
import { storedPlanText, storePlan } from '../db/queries/stored-plans.ts';
import { canonical } from '../domain/hashing/canonical.ts';
import type { FrozenPlan } from '../domain/plan/freeze.ts';
import type { PlanObject } from '../domain/plan/json.ts';
import { publicPlanManifest } from '../domain/plan/public-plan.ts';
import type { JsonObject } from '../domain/run/manifest-projection.ts';
import { planObject } from './plan-object.ts';
import type { PlanResult } from './plans.ts';

/** What the `Plan` type shows: counts and hashes of the frozen plan, and its public view. */
export interface ReviewedPlan {
  /** The frozen plan itself; only its hashes and counts are shown. */
  readonly frozen: FrozenPlan;
  /** The public view as plain JSON. */
  readonly manifest: JsonObject;
  /** The public view as canonical JSON text (numbers as frozen, `5.0` stays a float). */
  readonly manifestText: string;
  readonly estimatedMaxReservationUsd: number | null;
  readonly warnings: readonly PlanWarning[];
}

const SHA256_PATTERN = /^[0-9a-f]{64}$/;

/** Whether `value` has the form of a plan_sha256 (64 lowercase hex digits). */
export function isPlanSha256(value: string): boolean {
  return SHA256_PATTERN.test(value);
}

/** The canonical text of a frozen manifest's public view. */
export function publicPlanText(manifest: PlanObject): string {
  return canonical(publicPlanManifest(manifest));
}

/** Keeps `plan` for the viewer (by its plan_sha256) and returns what the viewer may see of it. */
export async function planForReview(deps: ServiceDeps, actor: Actor, plan: PlanResult): Promise<ReviewedPlan> {
  await storePlan(deps.db, actor.actorId, plan.frozen.planSha256, plan.manifestText);
  const manifestText = publicPlanText(plan.frozen.manifest);
  return {
    frozen: plan.frozen,
    manifest: JSON.parse(manifestText) as JsonObject,
    manifestText,
    estimatedMaxReservationUsd: plan.estimatedMaxReservationUsd,
    warnings: plan.warnings,
  };
}

/** The viewer's own stored plan with this hash (lexeme-preserving), or null: another actor's is null too. */
export async function storedPlan(deps: ServiceDeps, actor: Actor, planSha256: string): Promise<PlanObject | null> {
  const text = await storedPlanText(deps.db, actor.actorId, planSha256);
  return text === null ? null : planObject(text);
}

/**
 * An admin's submitted `plan` that is exactly the public view planRun returned for one of the
 * viewer's stored plans stands for that plan (a view has no answers, so it cannot be frozen
 * itself). `namesStoredPlan`: the submission carries the hash of a stored plan of the viewer.
 */
export async function resolveSubmittedPlan(
  deps: ServiceDeps,
  actor: Actor,
  submitted: PlanObject,
): Promise<{ manifest: PlanObject; namesStoredPlan: boolean }> {
  const sha = submitted.plan_sha256;
  // Only a well-formed hash is looked up: anything else names no stored plan (and may not be storable text).
  const stored = typeof sha === 'string' && isPlanSha256(sha) ? await storedPlan(deps, actor, sha) : null;
  if (stored === null) return { manifest: submitted, namesStoredPlan: false };
  let same = false;
  try {
    same = canonical(submitted) === publicPlanText(stored);
  } catch {
    // Not canonicalisable (e.g. a non-finite number): not the view; freezing reports it.
  }
  return { manifest: same ? stored : submitted, namesStoredPlan: true };
}
