// Run events, oldest first by the global seq (service.md §1.6, §1.9).
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { keysetQuery, toPage, type KeysetOrder, type Page, type PageRequest } from '../keyset.ts';
import { events } from '../schema.ts';

export type EventRecord = typeof events.$inferSelect;

const ORDER: KeysetOrder = { columns: [events.seq], direction: 'asc' };

function eventFilter(runId: string, kinds: string[] | null | undefined): SQL | undefined {
  return and(eq(events.runId, runId), kinds?.length ? inArray(events.kind, kinds) : undefined);
}

export async function listEvents(db: DbOrTx, runId: string, kinds: string[] | null | undefined, page: PageRequest): Promise<Page<EventRecord>> {
  const q = keysetQuery(ORDER, page, eventFilter(runId, kinds));
  return toPage(page, await db.select().from(events).where(q.where).orderBy(...q.orderBy).limit(q.limit));
}

export async function countEvents(db: DbOrTx, runId: string, kinds: string[] | null | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events).where(eventFilter(runId, kinds));
  return row?.n ?? 0;
}

export async function eventsBySeqs(db: DbOrTx, seqs: readonly number[]): Promise<EventRecord[]> {
  if (seqs.length === 0) return [];
  return db.select().from(events).where(inArray(events.seq, [...seqs]));
}
