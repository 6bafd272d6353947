// Experiments (docs/experiments.md; docs/runs.md "Idempotency"): create with an idempotency key, attach runs with a role,
// delete with a saved receipt. Metadata only: runs are never touched, nothing is sent.
import { randomUUID } from 'node:crypto';
import { ownerScope, type Actor, type AfterRoleCheck } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import type { DbOrTx } from '../db/client.ts';
import type { ExperimentRecord, MembershipRecord } from '../db/queries/experiments.ts';
import { runsByIds } from '../db/queries/runs.ts';
import {
  activeLinkedRunCount,
  deletedUnderKey,
  deleteExperimentRows,
  deletionById,
  experimentById,
  experimentByKey,
  insertExperiment,
  insertMembership,
  membership,
  type DeletionRecord,
} from '../db/writes/experiments.ts';
import { lockRequestKey } from '../db/writes/request-locks.ts';
import { nowIsoMicros, toIsoMicros } from '../db/timestamps.ts';
import { MAX_HYPOTHESIS_CHARS } from '../domain/plan/experiment-membership.ts';
import { codePointLength, pyStrip } from '../domain/hashing/python-text.ts';
import { experimentRoles, type ExperimentRole } from '../domain/run/experiment-roles.ts';
import { isObject } from '../domain/run/manifest-projection.ts';
import { badUserInput, conflict, notFound } from '../domain/errors.ts';

export const MAX_EXPERIMENT_NAME_CHARS = 160;
export const MAX_EXPERIMENT_KEY_CHARS = 128;

// The texts of docs/experiments.md; docs/runs.md "Idempotency".
export const NAME_INVALID = 'Experiment name must be between 1 and 160 characters';
export const KEY_INVALID = 'Invalid experiment idempotency key';
export const KEY_OTHER_NAME = 'Experiment idempotency key is already bound to another name';
export const KEY_DELETED = 'This creation key belongs to a deleted experiment; use a new key for a new experiment';
export const HYPOTHESIS_TOO_LONG = 'Experiment hypothesis must be at most 2000 characters';
export const RELINK_DIFFERS = 'This run is already linked with a different role or hypothesis';
export const ROLE_NOT_ALLOWED = 'Run mode, profile or targets do not match its experiment role';
export const ACTIVE_RUNS = 'Wait for linked runs to finish or cancel them before deleting this experiment';

/** The deletion receipt (docs/experiments.md "Delete"), exactly the original's keys. */
export interface DeletionReceipt {
  id: string;
  deleted: true;
  unlinked_runs: number;
  deleted_at: string;
  runs_deleted: 0;
  model_requests: 0;
}

/** Experiments are metadata writes: WRITE or above (docs/api.md "Access"). */
const requireWrite = (actor: Actor) => requireAccess(actor, ACCESS.manageExperiments);

function checkKey(key: string): string {
  const length = codePointLength(key);
  // Postgres text cannot hold NUL: such a key could never be stored, so it is invalid.
  if (length < 1 || length > MAX_EXPERIMENT_KEY_CHARS || key.includes('\u0000')) throw badUserInput(KEY_INVALID);
  return key;
}

/** Postgres text cannot hold NUL; refuse it as input instead of failing on the write. */
function checkNoNul(text: string, what: string): void {
  if (text.includes('\u0000')) throw badUserInput(`${what} cannot contain NUL characters`);
}

/** Serialises creations and deletions that touch one `(owner, creation key)`. */
async function lockKey(tx: DbOrTx, owner: string, key: string): Promise<void> {
  await lockRequestKey(tx, ['experiment-key', owner, key]);
}

/** An experiment the viewer may manage, or NOT_FOUND (others' experiments do not exist for it). */
async function visibleExperiment(_deps: ServiceDeps, actor: Actor, tx: DbOrTx, id: string, forUpdate: boolean): Promise<ExperimentRecord> {
  const row = await experimentById(tx, id, forUpdate);
  const owner = ownerScope(actor);
  if (!row || (owner !== null && row.owner !== owner)) throw notFound(`Experiment ${id} not found`);
  return row;
}

/**
 * createExperiment: the same `(owner, key)` with the same (trimmed) name returns the existing
 * experiment; another name → CONFLICT; the key of a deleted experiment → CONFLICT
 * `experiment_deleted`, forever.
 */
export async function createExperiment(
  deps: ServiceDeps,
  actor: Actor,
  { name: rawName, idempotencyKey: rawKey }: { name: string; idempotencyKey: string },
): Promise<ExperimentRecord> {
  requireWrite(actor);
  const name = pyStrip(rawName);
  const length = codePointLength(name);
  if (length < 1 || length > MAX_EXPERIMENT_NAME_CHARS) throw badUserInput(NAME_INVALID);
  checkNoNul(name, 'Experiment name');
  const key = checkKey(rawKey);
  const owner = actor.actorId;
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, owner, key);
    const existing = await experimentByKey(tx, owner, key);
    if (existing) {
      if (existing.name !== name) throw conflict(KEY_OTHER_NAME, { reason: 'experiment_key_conflict' });
      return existing;
    }
    if (await deletedUnderKey(tx, owner, key)) throw conflict(KEY_DELETED, { reason: 'experiment_deleted' });
    return insertExperiment(tx, { id: `exp-${randomUUID().replaceAll('-', '')}`, owner, name, at: nowIsoMicros(), requestKey: key });
  });
}

/**
 * attachRun: links a run the viewer may see with a role the run may take. Linking again with
 * the same role and hypothesis changes nothing; with another → CONFLICT.
 */
export async function attachRun(
  deps: ServiceDeps,
  actor: Actor,
  input: AfterRoleCheck<{ experimentId: string; runId: string; role: ExperimentRole; hypothesis?: string | null }>,
): Promise<MembershipRecord> {
  requireWrite(actor);
  const { experimentId, runId, role, hypothesis: rawHypothesis } = input();
  const hypothesisText = rawHypothesis ?? '';
  // The limit applies before trimming, in code points (as in a plan's membership).
  if (codePointLength(hypothesisText) > MAX_HYPOTHESIS_CHARS) throw badUserInput(HYPOTHESIS_TOO_LONG);
  checkNoNul(hypothesisText, 'Experiment hypothesis');
  const hypothesis = pyStrip(hypothesisText);
  return deps.db.transaction(async (tx) => {
    // The row lock orders this link against a concurrent deletion of the experiment.
    await visibleExperiment(deps, actor, tx, experimentId, true);
    const [run] = await runsByIds(tx, [runId], ownerScope(actor));
    if (!run) throw notFound(`Run ${runId} not found`);
    const allowed = experimentRoles(isObject(run.manifestSummary) ? run.manifestSummary : {});
    if (!allowed.includes(role)) {
      throw badUserInput(`${ROLE_NOT_ALLOWED}: ${runId} may take ${allowed.length ? allowed.join(', ') : 'no experiment role'}, not ${role}`);
    }
    const linked = await membership(tx, experimentId, runId);
    if (linked) {
      if (linked.role !== role || linked.hypothesis !== hypothesis) throw conflict(RELINK_DIFFERS, { reason: 'experiment_link_conflict' });
      return linked;
    }
    return insertMembership(tx, { experimentId, runId, role, hypothesis, at: nowIsoMicros() });
  });
}

function receiptOf(row: DeletionRecord): DeletionReceipt {
  return {
    id: row.id,
    deleted: true,
    unlinked_runs: row.unlinkedRuns,
    deleted_at: toIsoMicros(row.deletedAt),
    runs_deleted: 0,
    model_requests: 0,
  };
}

/**
 * deleteExperiment: refused while a linked run is active; otherwise removes the experiment and
 * its memberships (never the runs) and writes the deletion row. Idempotent by experiment id:
 * deleting again returns the saved receipt. The key is checked like a creation key; the
 * deletion row keeps the experiment's *creation* key so that key stays refused forever.
 */
export async function deleteExperiment(
  deps: ServiceDeps,
  actor: Actor,
  input: AfterRoleCheck<{ id: string; idempotencyKey: string }>,
): Promise<DeletionReceipt> {
  requireWrite(actor);
  const { id, idempotencyKey: rawKey } = input();
  checkKey(rawKey);
  const owner = ownerScope(actor);
  return deps.db.transaction(async (tx) => {
    const experiment = await experimentById(tx, id, true);
    if (!experiment || (owner !== null && experiment.owner !== owner)) {
      const saved = await deletionById(tx, id);
      if (saved && (owner === null || saved.owner === owner)) return receiptOf(saved);
      throw notFound(`Experiment ${id} not found`);
    }
    if (experiment.requestKey !== null) await lockKey(tx, experiment.owner, experiment.requestKey);
    const activeRunCount = await activeLinkedRunCount(tx, id);
    if (activeRunCount > 0) {
      throw conflict(ACTIVE_RUNS, { reason: 'experiment_active_runs', activeRunCount });
    }
    return receiptOf(await deleteExperimentRows(tx, experiment, nowIsoMicros()));
  });
}
