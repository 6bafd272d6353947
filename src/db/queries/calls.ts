// Calls of a run, in insertion order; lists read the summary, the receipt is loaded on demand
// (docs/api.md "Pagination").
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { runIs, runOrder } from './run-scope.ts';
import { isTerminalRun } from '../../domain/run/status.ts';
import type { DbOrTx } from '../client.ts';
import { containsPattern } from '../like.ts';
import { keysetQuery, toPage, type KeysetOrder, type Page, type PageRequest } from '../keyset.ts';
import { calls } from '../schema.ts';
import { terminalRunTotals, type CallCountRow } from './run-totals.ts';

const summaryColumns = {
  seq: calls.seq,
  id: calls.id,
  runId: calls.runId,
  caseId: calls.caseId,
  targetId: calls.targetId,
  role: calls.role,
  status: calls.status,
  summary: calls.summary,
};
/** A call without its heavy receipt text. */
export type CallRecord = Omit<typeof calls.$inferSelect, 'data' | 'reportFacts' | 'writtenXid'>;

export interface CallListFilter {
  /** Only calls in flight (status `sent`). */
  active?: boolean | null;
  roles?: string[] | null;
  statuses?: string[] | null;
  targetIds?: string[] | null;
  /** Only calls of these cases: with `targetIds`, one cell's steps in order. */
  caseIds?: string[] | null;
  /** Call id, case id, target id or status, case-insensitive. */
  search?: string | null;
}

const ORDER: KeysetOrder = { columns: [calls.seq], direction: 'asc' };

function callFilter(runId: string, filter: CallListFilter): SQL | undefined {
  return and(
    runIs(calls.runId, runId),
    filter.active ? eq(calls.status, 'sent') : undefined,
    filter.roles?.length ? inArray(calls.role, filter.roles) : undefined,
    filter.statuses?.length ? inArray(calls.status, filter.statuses) : undefined,
    filter.targetIds?.length ? inArray(calls.targetId, filter.targetIds) : undefined,
    filter.caseIds?.length ? inArray(calls.caseId, filter.caseIds) : undefined,
    filter.search
      ? sql`lower(${calls.id} || ' ' || ${calls.caseId} || ' ' || ${calls.targetId} || ' ' || ${calls.status}) LIKE ${containsPattern(filter.search)}`
      : undefined,
  );
}

export async function listCalls(db: DbOrTx, runId: string, filter: CallListFilter, page: PageRequest): Promise<Page<CallRecord>> {
  const q = keysetQuery(ORDER, page, callFilter(runId, filter));
  const orderBy = [runOrder(calls.runId, page.backward), ...q.orderBy];
  return toPage(
    page,
    await db
      .select(summaryColumns)
      .from(calls)
      .where(q.where)
      .orderBy(...orderBy)
      .limit(q.limit),
  );
}

/**
 * The number of calls a filter selects. A terminal run's total comes from its materialised
 * counts by (role, status, target) when the filter is on those columns only; `search`, cases
 * and active runs count live, through the run's indexes.
 */
export async function countCalls(db: DbOrTx, run: { id: string; status: string }, filter: CallListFilter): Promise<number> {
  if (!filter.search && !filter.caseIds?.length && isTerminalRun(run.status)) {
    const totals = (await terminalRunTotals(db, [run.id])).get(run.id);
    if (totals) return countFromTotals(totals.calls, filter);
  }
  const [row] = await db.select({ n: count() }).from(calls).where(callFilter(run.id, filter));
  return row?.n ?? 0;
}

function countFromTotals(rows: readonly CallCountRow[], filter: CallListFilter): number {
  const roles = filter.roles?.length ? new Set(filter.roles) : null;
  const statuses = filter.statuses?.length ? new Set(filter.statuses) : null;
  const targets = filter.targetIds?.length ? new Set(filter.targetIds) : null;
  let n = 0;
  for (const [role, status, targetId, rowCount] of rows) {
    if (filter.active && status !== 'sent') continue;
    if (roles && !roles.has(role)) continue;
    if (statuses && !statuses.has(status)) continue;
    if (targets && !targets.has(targetId)) continue;
    n += rowCount;
  }
  return n;
}

export async function callsByIds(db: DbOrTx, ids: readonly string[]): Promise<CallRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(calls)
    .where(inArray(calls.id, [...ids]));
}

/** The stored receipt texts (canonical JSON) of some calls. */
export async function callReceipts(db: DbOrTx, ids: readonly string[]): Promise<{ id: string; data: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: calls.id, data: calls.data })
    .from(calls)
    .where(inArray(calls.id, [...ids]));
}

/** A subject call with its receipt text, for offline work on saved answers (regrade, export). */
export type SubjectCallRow = Pick<typeof calls.$inferSelect, 'id' | 'caseId' | 'targetId' | 'role' | 'status' | 'summary' | 'data'>;

/** A run's subject calls in stored order. */
export async function subjectCalls(db: DbOrTx, runId: string): Promise<SubjectCallRow[]> {
  return db
    .select({ id: calls.id, caseId: calls.caseId, targetId: calls.targetId, role: calls.role, status: calls.status, summary: calls.summary, data: calls.data })
    .from(calls)
    .where(and(eq(calls.runId, runId), eq(calls.role, 'subject')))
    .orderBy(asc(calls.seq));
}
