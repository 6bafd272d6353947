// Call writes (docs/runs.md "One model call"; docs/transport.md "Activity"): the row exists (status `sent`) before any byte of the request
// leaves; activity checkpoints rewrite only `activity` while the call is `sent`; finishing merges
// the transport record over the start data. The stored text is canonical JSON (docs/plans.md "Canonical JSON and hashes").
import { and, eq, sql } from 'drizzle-orm';
import { callSummary } from '../../domain/accounting/call-summary.ts';
import { canonical } from '../../domain/hashing/canonical.ts';
import type { ActivitySnapshot } from '../../domain/transport/types.ts';
import type { DbOrTx } from '../client.ts';
import { callSummaryDocument, type StoredCallSummary } from '../documents/call-summary.ts';
import { storedDocument } from '../documents/parse.ts';
import { callEvidence, calls, runs } from '../schema.ts';
import { nowIsoMicros } from '../timestamps.ts';
import { appendEvent } from './events.ts';

/** The summary a call row keeps beside its receipt, checked against the stored format. */
function summaryOf(callId: string, data: Record<string, unknown>): StoredCallSummary {
  return storedDocument(callSummaryDocument, callSummary(data), `Call ${callId}`);
}

export interface CallKey {
  id: string;
  runId: string;
  caseId: string;
  targetId: string;
  role: string;
}

/**
 * Inserts the call row (`sent`), its `call_sent` event and an empty evidence object, in one
 * transaction. Returns false (writing nothing) when the run is no longer `running`: restart
 * recovery may have interrupted it while this worker was cut off from the database, and a call
 * of a terminal run must never be sent.
 */
export async function insertCall(tx: DbOrTx, key: CallKey, startData: Record<string, unknown>, evidencePath: string): Promise<boolean> {
  // FOR SHARE: calls of one run insert concurrently; restart recovery (FOR UPDATE) waits for them.
  const [run] = await tx.select({ status: runs.status }).from(runs).where(eq(runs.id, key.runId)).for('share');
  if (run?.status !== 'running') return false;
  await tx.insert(calls).values({
    id: key.id,
    runId: key.runId,
    caseId: key.caseId,
    targetId: key.targetId,
    role: key.role,
    status: 'sent',
    data: canonical(startData),
    summary: summaryOf(key.id, startData),
  });
  // Exclusive creation: one evidence object per call id (docs/transport.md "Evidence").
  await tx.insert(callEvidence).values({ callId: key.id, runId: key.runId, path: evidencePath, bytes: new Uint8Array(0), updatedAt: nowIsoMicros() });
  await appendEvent(tx, key.runId, 'call_sent', { call_id: key.id, case_id: key.caseId, target_id: key.targetId, role: key.role });
  return true;
}

/** Persists an activity checkpoint; never lowers received bytes, only while `sent`. */
export async function checkpointActivity(tx: DbOrTx, callId: string, startData: Record<string, unknown>, activity: ActivitySnapshot): Promise<boolean> {
  const data = { ...startData, activity };
  const updated = await tx
    .update(calls)
    .set({ data: canonical(data), summary: summaryOf(callId, data) })
    .where(
      and(
        eq(calls.id, callId),
        eq(calls.status, 'sent'),
        sql`coalesce((${calls.summary}->'activity'->>'received_bytes')::bigint, 0) <= ${activity.received_bytes}`,
      ),
    )
    .returning({ id: calls.id });
  return updated.length > 0;
}

/** Finishes a `sent` call once; a call restart recovery already made `sent_unknown` stays so. */
export async function finishCall(tx: DbOrTx, callId: string, status: string, data: Record<string, unknown>): Promise<boolean> {
  const updated = await tx
    .update(calls)
    .set({ status, data: canonical(data), summary: summaryOf(callId, data) })
    .where(and(eq(calls.id, callId), eq(calls.status, 'sent')))
    .returning({ id: calls.id });
  return updated.length > 0;
}

/** Appends raw response bytes to a call's evidence. */
export async function appendEvidence(tx: DbOrTx, callId: string, bytes: Uint8Array): Promise<void> {
  if (bytes.length === 0) return;
  await tx
    .update(callEvidence)
    .set({ bytes: sql`${callEvidence.bytes} || ${Buffer.from(bytes)}::bytea`, updatedAt: nowIsoMicros() })
    .where(eq(callEvidence.callId, callId));
}
