// Case results of a run, in insertion order (docs/api.md "Pagination").
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { containsPattern } from '../like.ts';
import { keysetQuery, toPage, type KeysetOrder, type Page, type PageRequest } from '../keyset.ts';
import { results } from '../schema.ts';

export type ResultRecord = typeof results.$inferSelect;

export interface ResultListFilter {
  statuses?: string[] | null;
  targetIds?: string[] | null;
  benchmarks?: string[] | null;
  /** Case id, target id, benchmark or status, case-insensitive. */
  search?: string | null;
}

const ORDER: KeysetOrder = { columns: [results.seq], direction: 'asc' };

function resultFilter(runId: string, filter: ResultListFilter): SQL | undefined {
  return and(
    eq(results.runId, runId),
    filter.statuses?.length ? inArray(results.status, filter.statuses) : undefined,
    filter.targetIds?.length ? inArray(results.targetId, filter.targetIds) : undefined,
    filter.benchmarks?.length ? inArray(results.benchmark, filter.benchmarks) : undefined,
    filter.search
      ? sql`lower(${results.caseId} || ' ' || ${results.targetId} || ' ' || coalesce(${results.benchmark}, '') || ' ' || ${results.status}) LIKE ${containsPattern(filter.search)}`
      : undefined,
  );
}

export async function listResults(db: DbOrTx, runId: string, filter: ResultListFilter, page: PageRequest): Promise<Page<ResultRecord>> {
  const q = keysetQuery(ORDER, page, resultFilter(runId, filter));
  return toPage(
    page,
    await db
      .select()
      .from(results)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit),
  );
}

export async function countResults(db: DbOrTx, runId: string, filter: ResultListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(results).where(resultFilter(runId, filter));
  return row?.n ?? 0;
}

export interface ResultKey {
  runId: string;
  caseId: string;
  targetId: string;
}

export async function resultsByKeys(db: DbOrTx, keys: readonly ResultKey[]): Promise<ResultRecord[]> {
  if (keys.length === 0) return [];
  const tuples = sql.join(
    keys.map((k) => sql`(${k.runId}, ${k.caseId}, ${k.targetId})`),
    sql`, `,
  );
  return db.select().from(results).where(sql`(${results.runId}, ${results.caseId}, ${results.targetId}) IN (${tuples})`);
}

/** Saved results in store order (`case_id, target_id`, code-point order: the columns are COLLATE "C"). */
export async function resultsInCellOrder(db: DbOrTx, runId: string): Promise<Pick<ResultRecord, 'caseId' | 'targetId' | 'data'>[]> {
  return db
    .select({ caseId: results.caseId, targetId: results.targetId, data: results.data })
    .from(results)
    .where(eq(results.runId, runId))
    .orderBy(asc(results.caseId), asc(results.targetId));
}

/** Every result of a run in stored order, without paging (an offline replay reads them all). */
export async function allResultsOfRun(db: DbOrTx, runId: string): Promise<Pick<ResultRecord, 'caseId' | 'targetId' | 'status' | 'data'>[]> {
  return db
    .select({ caseId: results.caseId, targetId: results.targetId, status: results.status, data: results.data })
    .from(results)
    .where(eq(results.runId, runId))
    .orderBy(asc(results.seq));
}

/** Each saved result's status and grade, for the case matrix (no result document is read whole). */
export async function resultOutcomesOfRun(db: DbOrTx, runId: string): Promise<{ caseId: string; targetId: string; status: string; correct: unknown }[]> {
  return db
    .select({ caseId: results.caseId, targetId: results.targetId, status: results.status, correct: sql<unknown>`${results.data}->'correct'` })
    .from(results)
    .where(eq(results.runId, runId));
}
