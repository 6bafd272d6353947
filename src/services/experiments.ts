// Experiments (service.md §10, §1.8): create with an idempotency key, attach runs with a role,
// delete with a saved receipt. Metadata only: runs are never touched, nothing is sent.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ownerScope, requireRole, type Actor, type AfterRoleCheck } from './actor.ts';
import type { ServiceDeps } from './deps.ts';
import type { DbOrTx } from '../db/client.ts';
import type { ExperimentRecord, MembershipRecord } from '../db/queries/experiments.ts';
import { runsByIds } from '../db/queries/runs.ts';
import { experimentDeletions, experimentRuns, experiments, runs } from '../db/schema.ts';
import { nowIsoMicros, toIsoMicros } from '../db/timestamps.ts';
import { MAX_HYPOTHESIS_CHARS } from '../domain/plan/experiment-membership.ts';
import { TERMINAL_RUN_STATUSES } from '../domain/run/status.ts';
import { codePointLength, pyStrip } from '../domain/hashing/python-text.ts';
import { experimentRoles, type ExperimentRole } from '../domain/run/experiment-roles.ts';
import { isObject } from '../domain/run/manifest-projection.ts';
import { badUserInput, conflict, notFound } from '../domain/errors.ts';

export const MAX_EXPERIMENT_NAME_CHARS = 160;
export const MAX_EXPERIMENT_KEY_CHARS = 128;

// The texts of service.md §10 / §1.8.
export const NAME_INVALID = 'Experiment name must be between 1 and 160 characters';
export const KEY_INVALID = 'Invalid experiment idempotency key';
export const KEY_OTHER_NAME = 'Experiment idempotency key is already bound to another name';
export const KEY_DELETED = 'This creation key belongs to a deleted experiment; use a new key for a new experiment';
export const HYPOTHESIS_TOO_LONG = 'Experiment hypothesis must be at most 2000 characters';
export const RELINK_DIFFERS = 'This run is already linked with a different role or hypothesis';
export const ROLE_NOT_ALLOWED = 'Run mode, profile or targets do not match its experiment role';
export const ACTIVE_RUNS = 'Wait for linked runs to finish or cancel them before deleting this experiment';

/** The deletion receipt (service.md §10 "Delete"), exactly the original's keys. */
export interface DeletionReceipt {
  id: string;
  deleted: true;
  unlinked_runs: number;
  deleted_at: string;
  runs_deleted: 0;
  model_requests: 0;
}

/** Experiments are metadata writes: WRITE or above (api.md "Access"). */
const requireWrite = (actor: Actor) => requireRole(actor, 'WRITE', 'Managing experiments');

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
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${JSON.stringify(['experiment-key', owner, key])}))`);
}

/** An experiment the viewer may manage, or NOT_FOUND (others' experiments do not exist for it). */
async function visibleExperiment(deps: ServiceDeps, actor: Actor, tx: DbOrTx, id: string, forUpdate: boolean): Promise<ExperimentRecord> {
  const query = tx.select().from(experiments).where(eq(experiments.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
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
  deps: ServiceDeps, actor: Actor, { name: rawName, idempotencyKey: rawKey }: { name: string; idempotencyKey: string },
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
    const [existing] = await tx.select().from(experiments).where(and(eq(experiments.owner, owner), eq(experiments.requestKey, key)));
    if (existing) {
      if (existing.name !== name) throw conflict(KEY_OTHER_NAME, { reason: 'experiment_key_conflict' });
      return existing;
    }
    const [deleted] = await tx.select({ id: experimentDeletions.id }).from(experimentDeletions)
      .where(and(eq(experimentDeletions.owner, owner), eq(experimentDeletions.requestKey, key)));
    if (deleted) throw conflict(KEY_DELETED, { reason: 'experiment_deleted' });
    const at = nowIsoMicros();
    const [row] = await tx.insert(experiments).values({
      id: `exp-${randomUUID().replaceAll('-', '')}`, owner, name, createdAt: at, updatedAt: at, requestKey: key,
    }).returning();
    if (!row) throw new Error('experiment insert returned no row');
    return row;
  });
}

/**
 * attachRun: links a run the viewer may see with a role the run may take. Linking again with
 * the same role and hypothesis changes nothing; with another → CONFLICT.
 */
export async function attachRun(
  deps: ServiceDeps, actor: Actor,
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
    const [linked] = await tx.select().from(experimentRuns)
      .where(and(eq(experimentRuns.experimentId, experimentId), eq(experimentRuns.runId, runId)));
    if (linked) {
      if (linked.role !== role || linked.hypothesis !== hypothesis) throw conflict(RELINK_DIFFERS, { reason: 'experiment_link_conflict' });
      return linked;
    }
    const at = nowIsoMicros();
    const [row] = await tx.insert(experimentRuns).values({ experimentId, runId, role, hypothesis, linkedAt: at }).returning();
    if (!row) throw new Error('membership insert returned no row');
    await tx.update(experiments).set({ updatedAt: at }).where(eq(experiments.id, experimentId));
    return row;
  });
}

function receiptOf(row: typeof experimentDeletions.$inferSelect): DeletionReceipt {
  return {
    id: row.id, deleted: true, unlinked_runs: row.unlinkedRuns, deleted_at: toIsoMicros(row.deletedAt), runs_deleted: 0, model_requests: 0,
  };
}

/**
 * deleteExperiment: refused while a linked run is active; otherwise removes the experiment and
 * its memberships (never the runs) and writes the deletion row. Idempotent by experiment id:
 * deleting again returns the saved receipt. The key is checked like a creation key; the
 * deletion row keeps the experiment's *creation* key so that key stays refused forever.
 */
export async function deleteExperiment(
  deps: ServiceDeps, actor: Actor, input: AfterRoleCheck<{ id: string; idempotencyKey: string }>,
): Promise<DeletionReceipt> {
  requireWrite(actor);
  const { id, idempotencyKey: rawKey } = input();
  checkKey(rawKey);
  const owner = ownerScope(actor);
  return deps.db.transaction(async (tx) => {
    const [experiment] = await tx.select().from(experiments).where(eq(experiments.id, id)).for('update');
    if (!experiment || (owner !== null && experiment.owner !== owner)) {
      const [saved] = await tx.select().from(experimentDeletions).where(eq(experimentDeletions.id, id));
      if (saved && (owner === null || saved.owner === owner)) return receiptOf(saved);
      throw notFound(`Experiment ${id} not found`);
    }
    if (experiment.requestKey !== null) await lockKey(tx, experiment.owner, experiment.requestKey);
    const [active] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(runs)
      .where(and(
        inArray(runs.id, sql`(SELECT ${experimentRuns.runId} FROM ${experimentRuns} WHERE ${experimentRuns.experimentId} = ${id})`),
        notInArray(runs.status, [...TERMINAL_RUN_STATUSES]),
      ));
    const activeRunCount = active?.n ?? 0;
    if (activeRunCount > 0) {
      throw conflict(ACTIVE_RUNS, { reason: 'experiment_active_runs', activeRunCount });
    }
    const unlinked = await tx.delete(experimentRuns).where(eq(experimentRuns.experimentId, id)).returning({ seq: experimentRuns.seq });
    await tx.delete(experiments).where(eq(experiments.id, id));
    const [row] = await tx.insert(experimentDeletions).values({
      id, owner: experiment.owner, requestKey: experiment.requestKey, deletedAt: nowIsoMicros(), unlinkedRuns: unlinked.length,
    }).returning();
    if (!row) throw new Error('deletion insert returned no row');
    return receiptOf(row);
  });
}
