// Accounting corrections (docs/accounting.md "Reconciliation") and what reconciliation reads: a run's calls with
// their exact stored receipt text and a bounded prefix of their raw SSE evidence (docs/transport.md).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import type { AccountingCorrection } from '../documents/accounting-correction.ts';
import { accountingCorrections, callEvidence, calls } from '../schema.ts';
import type { RecoveryCallText } from './recovery.ts';

export interface CorrectionRecord {
  runId: string;
  data: AccountingCorrection;
}

/** Every correction of these runs, oldest first (insertion order). */
export async function correctionsOfRuns(db: DbOrTx, runIds: readonly string[]): Promise<CorrectionRecord[]> {
  if (runIds.length === 0) return [];
  return db
    .select({ runId: accountingCorrections.runId, data: accountingCorrections.data })
    .from(accountingCorrections)
    .where(inArray(accountingCorrections.runId, [...runIds]))
    .orderBy(asc(accountingCorrections.seq));
}

/** The stored correction of a run for one evidence digest (docs/runs.md "Idempotency"), or null. */
export async function correctionByEvidence(db: DbOrTx, runId: string, evidenceSha256: string): Promise<AccountingCorrection | null> {
  const [row] = await db
    .select({ data: accountingCorrections.data })
    .from(accountingCorrections)
    .where(and(eq(accountingCorrections.runId, runId), eq(accountingCorrections.evidenceSha256, evidenceSha256)));
  return row?.data ?? null;
}

export interface ReconcileCallRow extends RecoveryCallText {
  /** At most `byteLimit` leading bytes of the evidence object; null when there is none. */
  evidence: Uint8Array | null;
}

/**
 * A run's calls in insertion order with at most `byteLimit` bytes of each evidence object,
 * cut in SQL so an oversized object is never transferred whole.
 */
export async function reconcileCallRows(db: DbOrTx, runId: string, byteLimit: number): Promise<ReconcileCallRow[]> {
  const rows = await db
    .select({
      id: calls.id,
      caseId: calls.caseId,
      targetId: calls.targetId,
      role: calls.role,
      status: calls.status,
      data: calls.data,
      evidence: sql<Uint8Array | null>`substring(${callEvidence.bytes} from 1 for ${byteLimit}::int)`,
    })
    .from(calls)
    .leftJoin(callEvidence, eq(callEvidence.callId, calls.id))
    .where(eq(calls.runId, runId))
    .orderBy(asc(calls.seq));
  return rows.map((row) => ({ ...row, evidence: row.evidence == null ? null : toBytes(row.evidence) }));
}

/** postgres.js returns `Buffer`, PGlite `Uint8Array`; a text-mode driver would give `\x…` hex. */
function toBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (typeof value === 'string' && value.startsWith('\\x')) return new Uint8Array(Buffer.from(value.slice(2), 'hex'));
  throw new Error('Unexpected evidence bytes from the database');
}

/** Stores a correction artifact (its id, digest and time are the artifact's own). */
export async function insertCorrection(
  db: DbOrTx,
  runId: string,
  artifact: (typeof accountingCorrections.$inferInsert)['data'] & { created_at: string; evidence_sha256: string },
): Promise<void> {
  await db.insert(accountingCorrections).values({
    id: artifact.id,
    runId,
    createdAt: artifact.created_at,
    evidenceSha256: artifact.evidence_sha256,
    data: artifact,
  });
}
