// Run events, oldest first by the global seq (docs/runs.md "Events"; docs/api.md "Pagination").
import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { runIs, runOrder } from './run-scope.ts';
import { isTerminalRun } from '../../domain/run/status.ts';
import type { DbOrTx } from '../client.ts';
import { keysetQuery, toPage, type KeysetOrder, type Page, type PageRequest } from '../keyset.ts';
import { events } from '../schema.ts';
import { terminalRunTotals } from './run-totals.ts';

export type EventRecord = typeof events.$inferSelect;

const ORDER: KeysetOrder = { columns: [events.seq], direction: 'asc' };

function eventFilter(runId: string, kinds: string[] | null | undefined): SQL | undefined {
  return and(runIs(events.runId, runId), kinds?.length ? inArray(events.kind, kinds) : undefined);
}

export async function listEvents(db: DbOrTx, runId: string, kinds: string[] | null | undefined, page: PageRequest): Promise<Page<EventRecord>> {
  const q = keysetQuery(ORDER, page, eventFilter(runId, kinds));
  const orderBy = [runOrder(events.runId, page.backward), ...q.orderBy];
  return toPage(
    page,
    await db
      .select()
      .from(events)
      .where(q.where)
      .orderBy(...orderBy)
      .limit(q.limit),
  );
}

/** The number of events of some kinds; a terminal run's comes from its materialised counts. */
export async function countEvents(db: DbOrTx, run: { id: string; status: string }, kinds: string[] | null | undefined): Promise<number> {
  if (isTerminalRun(run.status)) {
    const totals = (await terminalRunTotals(db, [run.id])).get(run.id);
    if (totals) {
      const wanted = kinds?.length ? new Set(kinds) : null;
      let n = 0;
      for (const [kind, kindCount] of Object.entries(totals.events)) if (!wanted || wanted.has(kind)) n += kindCount;
      return n;
    }
  }
  const [row] = await db.select({ n: count() }).from(events).where(eventFilter(run.id, kinds));
  return row?.n ?? 0;
}

export async function eventsBySeqs(db: DbOrTx, seqs: readonly number[]): Promise<EventRecord[]> {
  if (seqs.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(inArray(events.seq, [...seqs]));
}

/** Up to `limit` events of a run after `afterSeq`, oldest first (a subscription's next batch). */
export async function eventsAfterSeq(db: DbOrTx, runId: string, afterSeq: number, limit: number): Promise<EventRecord[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.runId, runId), gt(events.seq, afterSeq)))
    .orderBy(asc(events.seq))
    .limit(limit);
}
