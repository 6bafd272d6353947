// Offline usage reconciliation (docs/accounting.md) wired to the store: reads a terminal live run's
// calls and bounded evidence, builds the correction artifact (zero model requests) and stores
// it idempotently per (run_id, evidence_sha256) with its `accounting_reconciled` event
// (docs/runs.md "Events", "Idempotency"). Reports pick the newest correction up through their version key.
import { ownerScope, type Actor } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import { runManifestRow } from '../db/queries/runs.ts';
import { correctionByEvidence, reconcileCallRows, insertCorrection } from '../db/queries/accounting-corrections.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { appendEvent, lockRunEvents } from '../db/writes/events.ts';
import {
  accountingReconciledEvent,
  evidenceByteLimit,
  ReconciliationError,
  reconcileUsage,
  reconciliationRefusal,
  type CorrectionArtifact,
  type ReconcileManifest,
} from '../domain/accounting/reconcile.ts';
import { parseJson, PyFloat } from '../domain/hashing/json-lexeme.ts';
import type { AccountingCorrection } from '../domain/report/input.ts';
import { notFound } from '../domain/errors.ts';

export interface ReconcileOutcome {
  /** The artifact in force for this evidence: new, or the one stored before. */
  correction: AccountingCorrection;
  /** False when the same evidence had been reconciled before (nothing written). */
  created: boolean;
}

/** `reconcileUsage(runId)`: WRITE role; non-admins only their own runs (others are NOT_FOUND). */
export async function reconcileRunUsage(deps: ServiceDeps, actor: Actor, runId: string): Promise<ReconcileOutcome> {
  requireAccess(actor, ACCESS.reconcileUsage);
  const run = await runManifestRow(deps.db, runId, ownerScope(actor));
  if (!run) throw notFound(`Run ${runId} not found`);

  const parsed = parseJson(run.manifest);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || parsed instanceof PyFloat) {
    throw new Error(`run ${run.id} has a manifest that is not an object`);
  }
  const manifest: ReconcileManifest = parsed;
  const reconcileRun = { id: run.id, status: run.status, manifest };
  const refusal = reconciliationRefusal(reconcileRun);
  if (refusal !== null) throw new ReconciliationError(refusal);

  // One byte past the bound, so an oversized object is detected without being loaded whole.
  const rows = await reconcileCallRows(deps.db, run.id, evidenceByteLimit(manifest) + 1);
  const artifact: CorrectionArtifact = reconcileUsage({
    run: reconcileRun,
    calls: rows.map((row) => ({
      id: row.id,
      case_id: row.caseId,
      target_id: row.targetId,
      role: row.role,
      status: row.status,
      dataText: row.data,
    })),
    evidence: new Map(rows.map((row) => [row.id, row.evidence])),
    createdAt: nowIsoMicros(),
  });

  const outcome = await deps.db.transaction(async (tx) => {
    // The run's event lock serialises concurrent reconciliations of one run, so the lookup
    // below sees a correction another request has just committed.
    await lockRunEvents(tx, run.id);
    const stored = await correctionByEvidence(tx, run.id, artifact.evidence_sha256);
    if (stored !== null) return { correction: stored as AccountingCorrection, created: false };
    await insertCorrection(tx, run.id, artifact);
    await appendEvent(tx, run.id, 'accounting_reconciled', accountingReconciledEvent(artifact), artifact.created_at);
    return { correction: artifact, created: true };
  });
  if (outcome.created) await deps.bus.publish({ runId: run.id, topic: 'event' });
  return outcome;
}
