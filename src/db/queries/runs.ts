// Run reads: the list (`RunFilter`, newest first: docs/api.md "Pagination"), lookups by id, progress counts.
import { and, count, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { containsPattern } from '../like.ts';
import { keysetQuery, toPage, type KeysetOrder, type Page, type PageRequest } from '../keyset.ts';
import { calls, experimentRuns, results, runs } from '../schema.ts';
import { runVisibleTo } from './run-visibility.ts';
import { terminalRunTotals } from './run-totals.ts';

// Everything but the manifest text: list pages never copy cases (docs/runs.md "What is stored").
const { manifest: _manifest, ...listColumns } = getTableColumns(runs);
/** A run row without its frozen manifest text (which carries every case). */
export type RunRecord = Omit<typeof runs.$inferSelect, 'manifest'>;

export interface RunListFilter {
  search?: string | null;
  statuses?: string[] | null;
  modes?: string[] | null;
  profiles?: string[] | null;
  experimentId?: string | null;
  /** true: only runs imported from a store; false: only runs created on this server. */
  imported?: boolean | null;
  /** Only this owner's runs (non-admin viewers); null = every owner. */
  owner?: string | null;
}

export const RUN_ORDER: KeysetOrder = {
  columns: [runs.createdAt, runs.id],
  casts: ['timestamptz', null],
  direction: 'desc',
};

function runFilter(filter: RunListFilter): SQL | undefined {
  return and(
    runVisibleTo(filter.owner),
    filter.search ? sql`${runs.searchText} LIKE ${containsPattern(filter.search)}` : undefined,
    filter.statuses?.length ? inArray(runs.status, filter.statuses) : undefined,
    filter.modes?.length ? inArray(runs.mode, filter.modes) : undefined,
    filter.profiles?.length ? inArray(runs.profile, filter.profiles) : undefined,
    filter.imported == null ? undefined : filter.imported ? isNotNull(runs.importedFrom) : isNull(runs.importedFrom),
    filter.experimentId
      ? inArray(runs.id, sql`(SELECT ${experimentRuns.runId} FROM ${experimentRuns} WHERE ${experimentRuns.experimentId} = ${filter.experimentId})`)
      : undefined,
  );
}

export async function listRuns(db: DbOrTx, filter: RunListFilter, page: PageRequest): Promise<Page<RunRecord>> {
  const q = keysetQuery(RUN_ORDER, page, runFilter(filter));
  const rows = await db
    .select(listColumns)
    .from(runs)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit);
  return toPage(page, rows);
}

export async function countRuns(db: DbOrTx, filter: RunListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(runs).where(runFilter(filter));
  return row?.n ?? 0;
}

/** Runs by id; with an owner scope, only those it may see. */
export async function runsByIds(db: DbOrTx, ids: readonly string[], owner: string | null = null): Promise<RunRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select(listColumns)
    .from(runs)
    .where(and(inArray(runs.id, [...ids]), runVisibleTo(owner)));
}

export interface ResultStatusCount {
  runId: string;
  status: string;
  n: number;
}

/** Result rows per run and status: the raw material of progress (docs/reports.md "Inputs"). */
export async function resultStatusCounts(db: DbOrTx, runIds: readonly string[]): Promise<ResultStatusCount[]> {
  if (runIds.length === 0) return [];
  return db
    .select({ runId: results.runId, status: results.status, n: count() })
    .from(results)
    .where(inArray(results.runId, [...runIds]))
    .groupBy(results.runId, results.status);
}

/**
 * `resultStatusCounts` for a page of runs: terminal runs read their materialised totals
 * (run-totals.ts), only active ones are counted live.
 */
export async function progressStatusCounts(db: DbOrTx, runIds: readonly string[]): Promise<ResultStatusCount[]> {
  const totals = await terminalRunTotals(db, runIds);
  const out: ResultStatusCount[] = [];
  for (const [runId, t] of totals) for (const [status, n] of Object.entries(t.results)) out.push({ runId, status, n });
  const live = runIds.filter((id) => !totals.has(id));
  return live.length === 0 ? out : [...out, ...(await resultStatusCounts(db, live))];
}

/** Sum of the known call costs of a run (unknown costs are left out, never counted as 0). */
export async function knownSpendUsd(db: DbOrTx, runId: string): Promise<number> {
  const [row] = await db
    .select({
      usd: sql<
        number | string | null
      >`sum((${calls.summary}->>'cost_usd')::float8 ORDER BY ${calls.seq}) FILTER (WHERE jsonb_typeof(${calls.summary}->'cost_usd') = 'number')`,
    })
    .from(calls)
    .where(eq(calls.runId, runId));
  return Number(row?.usd ?? 0);
}

/** A run's owner, status and exact canonical manifest text (for re-hashing work). */
export interface RunManifestRow {
  id: string;
  owner: string;
  status: string;
  /** The frozen plan's exact canonical text (parse it lexeme-preserving). */
  manifest: string;
}

/** A run's state and frozen manifest text for offline work on it (regrade, export); null when the scope may not see it. */
export async function runWorkRow(db: DbOrTx, runId: string, owner: string | null): Promise<(RunManifestRow & { mode: string }) | null> {
  const [row] = await db
    .select({ id: runs.id, owner: runs.owner, status: runs.status, mode: runs.mode, manifest: runs.manifest })
    .from(runs)
    .where(and(eq(runs.id, runId), runVisibleTo(owner)));
  return row ?? null;
}

/** With an owner scope, null for a run it may not see. */
export async function runManifestRow(db: DbOrTx, runId: string, owner: string | null = null): Promise<RunManifestRow | null> {
  const [row] = await db
    .select({ id: runs.id, owner: runs.owner, status: runs.status, manifest: runs.manifest })
    .from(runs)
    .where(and(eq(runs.id, runId), runVisibleTo(owner)));
  return row ?? null;
}

/** How many runs there are in each status (every owner): the metrics' runs gauge. */
export async function runCountsByStatus(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select({ status: runs.status, n: count() }).from(runs).groupBy(runs.status);
  return new Map(rows.map((row) => [row.status, row.n]));
}
