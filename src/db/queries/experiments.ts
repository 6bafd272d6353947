// Experiments and their memberships (docs/experiments.md).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { TERMINAL_RUN_STATUSES } from '../../domain/run/status.ts';
import type { DbOrTx } from '../client.ts';
import { keysetQuery, toPage, type KeysetOrder, type Page, type PageRequest } from '../keyset.ts';
import { experimentRuns, experiments, runs } from '../schema.ts';

export type ExperimentRecord = typeof experiments.$inferSelect;
export type MembershipRecord = typeof experimentRuns.$inferSelect;

export async function experimentsByIds(db: DbOrTx, ids: readonly string[]): Promise<ExperimentRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(experiments)
    .where(inArray(experiments.id, [...ids]));
}

/**
 * Memberships of some runs, oldest link first, in experiments `owner` may see (every one when
 * null): an experiment someone else owns is never shown or named to this viewer.
 */
export async function membershipsOfRuns(db: DbOrTx, runIds: readonly string[], owner: string | null): Promise<MembershipRecord[]> {
  if (runIds.length === 0) return [];
  const visible = owner
    ? sql`${experimentRuns.experimentId} IN (SELECT ${experiments.id} FROM ${experiments} WHERE ${experiments.owner} = ${owner})`
    : undefined;
  return db
    .select()
    .from(experimentRuns)
    .where(and(inArray(experimentRuns.runId, [...runIds]), visible))
    .orderBy(asc(experimentRuns.seq));
}

// ---- Lists and counts (docs/api.md "Pagination") ----------------

/** Experiments in creation order (insertion `seq`, ascending). */
export const EXPERIMENT_ORDER: KeysetOrder = { columns: [experiments.seq], direction: 'asc' };
/** Members of one experiment in link order (membership `seq`, ascending). */
export const MEMBER_ORDER: KeysetOrder = { columns: [experimentRuns.seq], direction: 'asc' };

const ownedBy = (owner: string | null) => (owner ? eq(experiments.owner, owner) : undefined);

/** Whether an experiment exists and `owner` may see it (any owner when null). */
export async function experimentVisible(db: DbOrTx, id: string, owner: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: experiments.id })
    .from(experiments)
    .where(and(eq(experiments.id, id), ownedBy(owner)));
  return row !== undefined;
}

/** A non-admin sees only the members whose run it owns (others' runs are NOT_FOUND to it). */
const visibleMember = (owner: string | null) =>
  owner ? inArray(experimentRuns.runId, sql`(SELECT ${runs.id} FROM ${runs} WHERE ${runs.owner} = ${owner})`) : undefined;

/** One page of experiments; `owner` null = every owner (admins). */
export async function listExperiments(db: DbOrTx, owner: string | null, page: PageRequest): Promise<Page<ExperimentRecord>> {
  const q = keysetQuery(EXPERIMENT_ORDER, page, ownedBy(owner));
  return toPage(
    page,
    await db
      .select()
      .from(experiments)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit),
  );
}

export async function countExperiments(db: DbOrTx, owner: string | null): Promise<number> {
  const [row] = await db.select({ n: count() }).from(experiments).where(ownedBy(owner));
  return row?.n ?? 0;
}

/** One page of an experiment's members. */
export async function listMembers(db: DbOrTx, experimentId: string, owner: string | null, page: PageRequest): Promise<Page<MembershipRecord>> {
  const q = keysetQuery(MEMBER_ORDER, page, and(eq(experimentRuns.experimentId, experimentId), visibleMember(owner)));
  return toPage(
    page,
    await db
      .select()
      .from(experimentRuns)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit),
  );
}

export async function countMembers(db: DbOrTx, experimentId: string, owner: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(experimentRuns)
    .where(and(eq(experimentRuns.experimentId, experimentId), visibleMember(owner)));
  return row?.n ?? 0;
}

export interface ExperimentRunCounts {
  experimentId: string;
  /** Linked runs. */
  runs: number;
  /** Linked runs that are not terminal (queued or running). */
  active: number;
}

/** Linked and active linked runs of several experiments, in one grouped statement. */
export async function experimentRunCounts(db: DbOrTx, experimentIds: readonly string[], owner: string | null): Promise<ExperimentRunCounts[]> {
  if (experimentIds.length === 0) return [];
  const rows = await db
    .select({
      experimentId: experimentRuns.experimentId,
      runs: count(),
      active: sql<number>`count(*) FILTER (WHERE ${runs.status} NOT IN (${sql.join(
        [...TERMINAL_RUN_STATUSES].map((s) => sql`${s}`),
        sql`, `,
      )}))`.mapWith(Number),
    })
    .from(experimentRuns)
    .innerJoin(runs, eq(runs.id, experimentRuns.runId))
    .where(and(inArray(experimentRuns.experimentId, [...experimentIds]), owner ? eq(runs.owner, owner) : undefined))
    .groupBy(experimentRuns.experimentId);
  return experimentIds.map((id) => rows.find((r) => r.experimentId === id) ?? { experimentId: id, runs: 0, active: 0 });
}
