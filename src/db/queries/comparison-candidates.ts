// Runs the comparison-options scan walks (docs/comparison.md "Comparison options"): completed live runs, newest first.
import { and, count, eq, max, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { keysetQuery, toPage, type Page, type PageRequest } from '../keyset.ts';
import { results, runs } from '../schema.ts';
import { RUN_ORDER, runsByIds, type RunRecord } from './runs.ts';

const completedLive = (owner: string | null): SQL | undefined =>
  and(eq(runs.status, 'completed'), eq(runs.mode, 'live'), owner ? eq(runs.owner, owner) : undefined);

/** A fingerprint of the set of completed live runs: a cursor made under another set is stale. */
export async function completedRunsRevision(db: DbOrTx, owner: string | null): Promise<string> {
  const [row] = await db
    .select({ n: count(), last: max(runs.seq), updated: max(runs.updatedAt) })
    .from(runs)
    .where(completedLive(owner));
  return `${row?.n ?? 0}.${row?.last ?? 0}.${row?.updated ?? ''}`;
}

export interface CandidateScope {
  owner: string | null;
  /** Only runs over these exact cases (partners of one baseline). */
  caseSha256?: string | null;
  excludeRunId?: string | null;
}

export async function completedLiveRuns(db: DbOrTx, scope: CandidateScope, page: PageRequest): Promise<Page<RunRecord>> {
  const filter = and(
    completedLive(scope.owner),
    scope.caseSha256 ? eq(runs.caseSha256, scope.caseSha256) : undefined,
    scope.excludeRunId ? ne(runs.id, scope.excludeRunId) : undefined,
  );
  const q = keysetQuery(RUN_ORDER, page, filter);
  const ids = await db
    .select({ id: runs.id })
    .from(runs)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit);
  const rows = await runsByIds(
    db,
    ids.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toPage(
    page,
    ids.flatMap((r) => byId.get(r.id) ?? []),
  );
}

/** The frozen plan and result rows a compatibility verdict reads. */
export async function comparisonFacts(db: DbOrTx, runId: string): Promise<{ manifest: string; results: unknown[] } | null> {
  const [run] = await db.select({ manifest: runs.manifest }).from(runs).where(eq(runs.id, runId));
  if (!run) return null;
  const rows = await db.select({ data: results.data }).from(results).where(eq(results.runId, runId)).orderBy(sql`${results.caseId}`, sql`${results.targetId}`);
  return { manifest: run.manifest, results: rows.map((r) => r.data) };
}
