// Runs the replay-options scan walks (docs/runs.md "Replay runs"; docs/dashboard.md "Offline estimate"): completed
// live baselines and completed previews, newest first.
import { and, count, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { keysetQuery, toPage, type Page, type PageRequest } from '../keyset.ts';
import { runs } from '../schema.ts';
import { RUN_ORDER, runsByIds, type RunRecord } from './runs.ts';

const completed = (owner: string | null, modes: readonly string[]): SQL | undefined =>
  and(eq(runs.status, 'completed'), inArray(runs.mode, [...modes]), owner ? eq(runs.owner, owner) : undefined);

/** A fingerprint of the completed live and preview runs: a cursor made under another set is stale. */
export async function replaySourcesRevision(db: DbOrTx, owner: string | null): Promise<string> {
  const [row] = await db
    .select({ n: count(), last: max(runs.seq), updated: max(runs.updatedAt) })
    .from(runs)
    .where(completed(owner, ['live', 'preview']));
  return `${row?.n ?? 0}.${row?.last ?? 0}.${row?.updated ?? ''}`;
}

export interface ReplaySourceScope {
  owner: string | null;
  mode: 'live' | 'preview';
  /** Only runs over these exact cases (previews of one baseline). */
  caseSha256?: string | null;
}

export async function completedReplaySources(db: DbOrTx, scope: ReplaySourceScope, page: PageRequest): Promise<Page<RunRecord>> {
  const filter = and(completed(scope.owner, [scope.mode]), scope.caseSha256 ? eq(runs.caseSha256, scope.caseSha256) : undefined);
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
