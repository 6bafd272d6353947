// Calls of a run, in insertion order; lists read the summary, the receipt is loaded on demand
// (service.md §1.9).
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { containsPattern } from '../like.ts';
import { keysetQuery, toPage, type KeysetOrder, type Page, type PageRequest } from '../keyset.ts';
import { calls } from '../schema.ts';

const summaryColumns = {
  seq: calls.seq, id: calls.id, runId: calls.runId, caseId: calls.caseId, targetId: calls.targetId,
  role: calls.role, status: calls.status, summary: calls.summary,
};
/** A call without its heavy receipt text. */
export type CallRecord = Omit<typeof calls.$inferSelect, 'data'>;

export interface CallListFilter {
  /** Only calls in flight (status `sent`). */
  active?: boolean | null;
  roles?: string[] | null;
  statuses?: string[] | null;
  targetIds?: string[] | null;
  /** Call id, case id, target id or status, case-insensitive. */
  search?: string | null;
}

const ORDER: KeysetOrder = { columns: [calls.seq], direction: 'asc' };

function callFilter(runId: string, filter: CallListFilter): SQL | undefined {
  return and(
    eq(calls.runId, runId),
    filter.active ? eq(calls.status, 'sent') : undefined,
    filter.roles?.length ? inArray(calls.role, filter.roles) : undefined,
    filter.statuses?.length ? inArray(calls.status, filter.statuses) : undefined,
    filter.targetIds?.length ? inArray(calls.targetId, filter.targetIds) : undefined,
    filter.search
      ? sql`lower(${calls.id} || ' ' || ${calls.caseId} || ' ' || ${calls.targetId} || ' ' || ${calls.status}) LIKE ${containsPattern(filter.search)}`
      : undefined,
  );
}

export async function listCalls(db: DbOrTx, runId: string, filter: CallListFilter, page: PageRequest): Promise<Page<CallRecord>> {
  const q = keysetQuery(ORDER, page, callFilter(runId, filter));
  return toPage(page, await db.select(summaryColumns).from(calls).where(q.where).orderBy(...q.orderBy).limit(q.limit));
}

export async function countCalls(db: DbOrTx, runId: string, filter: CallListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(calls).where(callFilter(runId, filter));
  return row?.n ?? 0;
}

export async function callsByIds(db: DbOrTx, ids: readonly string[]): Promise<CallRecord[]> {
  if (ids.length === 0) return [];
  return db.select(summaryColumns).from(calls).where(inArray(calls.id, [...ids]));
}

/** The stored receipt texts (canonical JSON) of some calls. */
export async function callReceipts(db: DbOrTx, ids: readonly string[]): Promise<{ id: string; data: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: calls.id, data: calls.data }).from(calls).where(inArray(calls.id, [...ids]));
}
