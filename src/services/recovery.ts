// Explicit recovery (docs/runs.md "Recovery runs", "Idempotency"): the recovery plan of a terminal live run and the
// admission of a child attempt for selected cells. Both make zero model requests: the child is
// queued like any started run and a worker dispatches it.
import { lockRequestKey } from '../db/writes/request-locks.ts';
import { ownerScope, type Actor } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import { runManifestRow, type RunManifestRow } from '../db/queries/runs.ts';
import { experimentsByIds } from '../db/queries/experiments.ts';
import { insertRecoveryClaims, recoveryParentRows, runByOwnerKey } from '../db/queries/recovery.ts';
import { callSummary } from '../domain/accounting/call-summary.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import { parseJson } from '../domain/hashing/json-lexeme.ts';
import type { FrozenPlan } from '../domain/plan/freeze.ts';
import type { PlanObject } from '../domain/plan/json.ts';
import {
  checkRecoverEligibility,
  childManifest,
  eligibilityChanged,
  matchExistingAttempt,
  recoveryClaims,
  recoveryPlan,
  validateRecoverSubmission,
} from '../domain/recovery/index.ts';
import type { KeyedRun, RecoveryCallRow, RecoveryPlanDocument, RecoveryPlanInput, ValidatedRecoverSubmission } from '../domain/recovery/index.ts';
import { badUserInput, notFound, NOTHING_SENT, refusingWith, refusingWithSync } from '../domain/errors.ts';
import { checkHarnesses, insertRun, newRunId, planResult, resolveDataset } from './plans.ts';
import { admissionProvenance } from './admission-provenance.ts';
import { assertWithinCaps } from './operator-caps.ts';

/** Every recovery refusal happens before anything is sent (docs/runs.md "Recover"). */

/** docs/api.md "Access": recovery plans need WRITE, recover needs RUN (each role includes the ones before). */

/** Keys longer than this cannot be a sensible client key and would strain the unique index. */
const MAX_KEY_LENGTH = 512;

async function visibleRun(deps: ServiceDeps, actor: Actor, runId: string): Promise<RunManifestRow> {
  const row = await runManifestRow(deps.db, runId, ownerScope(actor));
  if (!row) throw notFound(`Run ${runId} not found`);
  return row;
}

type JsonRecord = Record<string, unknown>;

function parseObject(text: string): JsonRecord {
  const value = parseJson(text);
  return isJsonObject(value) ? (value as JsonRecord) : {};
}

/**
 * The recovery-plan input of a parent, read lexeme-preserving from the exact stored texts
 * (`runs.manifest`, `calls.data`): the plan hash covers floats like `5.0`.
 */
async function recoveryPlanInput(deps: ServiceDeps, _actor: Actor, run: RunManifestRow): Promise<RecoveryPlanInput> {
  const rows = await recoveryParentRows(deps.db, run.id);
  // The columns win over the receipt text: restart recovery updates only the status column.
  const calls = rows.calls.map(
    (call) =>
      callSummary({
        ...parseObject(call.data),
        id: call.id,
        case_id: call.caseId,
        target_id: call.targetId,
        role: call.role,
        status: call.status,
      }) as unknown as RecoveryCallRow,
  );
  const correction = rows.correctionText === null ? null : parseObject(rows.correctionText);
  return {
    parent: { id: run.id, status: run.status, manifest: parseObject(run.manifest) },
    results: rows.results.map((r) => ({ case_id: r.caseId, target_id: r.targetId, status: r.status })),
    calls,
    claims: rows.claims.map((c) => ({ case_id: c.caseId, target_id: c.targetId, child_run_id: c.childRunId })),
    accountingCorrection: correction as RecoveryPlanInput['accountingCorrection'],
  };
}

/** `recoveryPlan(runId, mode)` (docs/runs.md "Recovery plan"): computed from the store, nothing written or sent. */
export async function recoveryPlanFor(deps: ServiceDeps, actor: Actor, { runId, mode }: { runId: string; mode: unknown }): Promise<RecoveryPlanDocument> {
  requireAccess(actor, ACCESS.recoveryPlan);
  const run = await visibleRun(deps, actor, runId);
  const input = await recoveryPlanInput(deps, actor, run);
  return refusingWithSync(NOTHING_SENT, () => recoveryPlan(input, mode));
}

function planValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return parseJson(value);
  } catch {
    throw badUserInput('plan text is not valid JSON', { ...NOTHING_SENT });
  }
}

function keyedRun(row: { id: string; manifest: string } | null): KeyedRun | null {
  return row === null ? null : { id: row.id, manifest: parseObject(row.manifest) };
}

/** Whether the actor may manage the experiment the parent belongs to (docs/runs.md "The child run"; docs/experiments.md). */
async function canManageExperiment(deps: ServiceDeps, actor: Actor, manifest: JsonRecord): Promise<boolean> {
  const experiment = manifest.experiment;
  if (!isJsonObject(experiment) || typeof experiment.id !== 'string') return false;
  const [found] = await experimentsByIds(deps.db, [experiment.id]);
  return found !== undefined && (actor.role === 'ADMIN' || found.owner === actor.actorId);
}

/**
 * `recover(runId, plan, idempotencyKey, acknowledgeNewAttempt)` (docs/runs.md):
 * returns the child run's id — a new queued child, or the existing one for the same attempt.
 */
export async function recover(
  deps: ServiceDeps,
  actor: Actor,
  { runId, plan, idempotencyKey, acknowledgeNewAttempt }: { runId: string; plan: unknown; idempotencyKey: string; acknowledgeNewAttempt?: boolean | null },
): Promise<string> {
  requireAccess(actor, ACCESS.recover);
  const parent = await visibleRun(deps, actor, runId);
  const owner = actor.actorId;
  if (idempotencyKey.length > MAX_KEY_LENGTH) {
    throw badUserInput(`idempotencyKey is at most ${MAX_KEY_LENGTH} characters`, { ...NOTHING_SENT });
  }
  // Every refusal before admission says nothing was sent; admission's own refusals say so themselves.
  const admitted = await refusingWith(NOTHING_SENT, async () => {
    // Parent binding and rules 1-4, then rule 5 against the run stored under (owner, key).
    const submission = validateRecoverSubmission(parent.id, { plan: planValue(plan), idempotencyKey, acknowledgeNewAttempt });
    const existing = matchExistingAttempt(submission, keyedRun(await runByOwnerKey(deps.db, owner, submission.idempotencyKey)));
    if (existing !== null) return { kind: 'existing', childId: existing } as const;

    // Rules 6-7 against the plan recomputed now, then the child manifest (docs/runs.md "The child run").
    const input = await recoveryPlanInput(deps, actor, parent);
    const selection = checkRecoverEligibility(submission, recoveryPlan(input, submission.mode), input.parent.manifest);
    const parentManifest = input.parent.manifest;
    const frozen = childManifest(parentManifest, selection, {
      canManageExperiment: await canManageExperiment(deps, actor, parentManifest),
      resolvedDataset: isJsonObject(parentManifest.dataset) ? await resolveDataset(deps.db, parentManifest as PlanObject) : null,
    });
    // The child keeps the parent's limits: a parent planned under higher caps (or imported) is refused.
    assertWithinCaps(deps, actor, frozen.manifest);
    await checkHarnesses(deps, frozen.manifest);
    return { kind: 'admit', submission, frozen, cells: selection.executionCells } as const;
  });
  if (admitted.kind === 'existing') return admitted.childId;
  const created = await admitChild(deps, actor, admitted.submission, admitted.frozen, admitted.cells);
  if (created.isNew) await deps.bus.publish({ runId: created.childId, topic: 'run' });
  return created.childId;
}

/**
 * One transaction: the key again (a concurrent request with the same key wins once), the
 * queued child with its provenance, experiment link and `created` event, and one claim per
 * cell. A cell another child claimed first rolls everything back (`eligibilityChanged`).
 */
async function admitChild(
  deps: ServiceDeps,
  actor: Actor,
  submission: ValidatedRecoverSubmission,
  frozen: FrozenPlan,
  cells: readonly { case_id: string; target_id: string }[],
): Promise<{ childId: string; isNew: boolean }> {
  const owner = actor.actorId;
  const key = submission.idempotencyKey;
  const plan = planResult(frozen);
  const provenance = await admissionProvenance(plan.manifest);
  const childId = newRunId();
  return deps.db.transaction(async (tx) => {
    // Serialises recover requests under one (owner, key), so the re-check below is decisive.
    await lockRequestKey(tx, ['recover', owner, key]);
    const raced = keyedRun(await runByOwnerKey(tx, owner, key));
    if (raced !== null) return { childId: matchExistingAttempt(submission, raced) ?? raced.id, isNew: false };
    await insertRun(tx, childId, owner, key, plan, provenance, actor.role === 'ADMIN');
    const claims = recoveryClaims(submission.parentRunId, childId, cells).map((claim) => ({
      parentRunId: claim.parent_run_id,
      caseId: claim.case_id,
      targetId: claim.target_id,
      childRunId: claim.child_run_id,
    }));
    if ((await insertRecoveryClaims(tx, claims)) !== claims.length) throw eligibilityChanged();
    return { childId, isNew: true };
  });
}
