// Appending to a run's event log (docs/runs.md "Events"), always inside the transaction that makes
// the change. A per-run advisory lock makes seq order equal commit order within a run, so a
// reader following `seq > last` never skips an event that commits late (runEvents: no gaps).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { storedDocument } from '../documents/parse.ts';
import { runEventDataDocument } from '../documents/run-event-data.ts';
import { events } from '../schema.ts';
import { nowIsoMicros } from '../timestamps.ts';

export async function lockRunEvents(tx: DbOrTx, runId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${runId}))`);
}

export async function appendEvent(tx: DbOrTx, runId: string, kind: string, data: Record<string, unknown>, at = nowIsoMicros()): Promise<number> {
  await lockRunEvents(tx, runId);
  const stored = storedDocument(runEventDataDocument, data, `Event ${kind} of run ${runId}`);
  const [row] = await tx.insert(events).values({ runId, at, kind, data: stored }).returning({ seq: events.seq });
  return row?.seq ?? 0;
}
