// Offline replay runs (docs/runs.md): a completed live
// single-model baseline and a completed routing preview become a `replay` run that reuses the
// saved answers the preview's decisions select. Zero model requests: the run is inserted
// `queued` and materialised to `completed` in one transaction, so no worker ever claims it.
import { randomUUID } from 'node:crypto';
import { ownerScope, type Actor } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import type { DbOrTx } from '../db/client.ts';
import { recoveryParentRows, runByOwnerKey } from '../db/queries/recovery.ts';
import { runManifestRow } from '../db/queries/runs.ts';
import { parseDocument } from '../db/documents/parse.ts';
import { resultDataDocument } from '../db/documents/result-data.ts';
import { runProvenanceData } from '../db/queries/recipe-snapshots.ts';
import { allResultsOfRun } from '../db/queries/results.ts';
import { insertReplayedCall, insertReplayedResult } from '../db/writes/replayed-cells.ts';
import { lockRequestKey } from '../db/writes/request-locks.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { appendEvent } from '../db/writes/events.ts';
import { setRunStatus } from '../db/writes/runs.ts';
import { callSummary } from '../domain/accounting/call-summary.ts';
import { effectiveCalls, type AccountingCorrectionInput } from '../domain/accounting/effective-calls.ts';
import { isJsonObject, type JsonRecord } from '../domain/accounting/json-values.ts';
import { canonical } from '../domain/hashing/canonical.ts';
import { parseJson } from '../domain/hashing/json-lexeme.ts';
import { toPlainJson } from '../domain/hashing/plain-json.ts';
import type { PlanObject } from '../domain/plan/json.ts';
import { checkReplayEligibility, type ReplayPair, type ReplayRun } from '../domain/replay/eligibility.ts';
import { replayManifest, replayRows } from '../domain/replay/replay-run.ts';
import type { JsonObject } from '../domain/run/manifest-projection.ts';
import { badUserInput, conflict, notFound, NOTHING_SENT } from '../domain/errors.ts';
import { insertRun, newRunId, type PlanResult } from './plans.ts';
import { captureRunnerProvenance } from './runner-provenance.ts';

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
export const REPLAY_KEY_CONFLICT = 'idempotency key is already bound to a different replay';

export function parseObject(text: string): JsonRecord {
  const value = parseJson(text);
  return isJsonObject(value) ? value : {};
}

/** A run the viewer may see (others' runs are NOT_FOUND for non-admins), manifest parsed exactly. */
async function visibleRun(deps: ServiceDeps, actor: Actor, runId: string): Promise<ReplayRun> {
  const row = await runManifestRow(deps.db, runId, ownerScope(actor));
  if (!row) throw notFound(`Run ${runId} not found`);
  return { id: row.id, status: row.status, manifest: parseObject(row.manifest) };
}

export async function resultRows(db: DbOrTx, runId: string): Promise<ReplayPair['previewResults']> {
  const rows = await allResultsOfRun(db, runId);
  return rows.map((r) => ({
    case_id: r.caseId,
    target_id: r.targetId,
    status: r.status,
    data: isJsonObject(r.data) ? r.data : {},
  }));
}

/**
 * The baseline's calls in stored order, as the accounting correction in force makes them
 * (docs/accounting.md "Effective calls": replay reads effective calls), receipts parsed lexeme-preserving.
 */
export async function callRows(db: DbOrTx, runId: string): Promise<ReplayPair['baselineCalls']> {
  const stored = await recoveryParentRows(db, runId);
  const correction = stored.correctionText === null ? null : parseObject(stored.correctionText);
  const rows = stored.calls.map((r) => ({ id: r.id, case_id: r.caseId, target_id: r.targetId, role: r.role, status: r.status, data: parseObject(r.data) }));
  if (correction === null) return rows;
  const effective = effectiveCalls(
    rows.map((r) => ({ ...r.data, id: r.id })),
    correction as unknown as AccountingCorrectionInput,
  );
  return rows.map((row, i) => {
    const { id: _id, ...data } = effective[i] as JsonRecord;
    return { ...row, data: Object.hasOwn(row.data, 'id') ? { ...data, id: row.data.id } : data };
  });
}

/** The same key answers with its run when it names the same sources; any other use is a CONFLICT. */
function existingReplay(row: { id: string; manifest: string } | null, baselineRunId: string, previewRunId: string): string | null {
  if (row === null) return null;
  const sources = parseObject(row.manifest).replay_sources;
  if (isJsonObject(sources) && sources.baseline_run_id === baselineRunId && sources.preview_run_id === previewRunId) return row.id;
  throw conflict(REPLAY_KEY_CONFLICT, { ...NOTHING_SENT });
}

/** The runner provenance of this server, with the recipe snapshots the preview captured. */
async function replayProvenance(db: DbOrTx, previewRunId: string): Promise<JsonObject> {
  const provenance = await runProvenanceData(db, previewRunId);
  const snapshots = isJsonObject(provenance) && isJsonObject(provenance.recipe_snapshots) ? provenance.recipe_snapshots : {};
  return captureRunnerProvenance({ ...snapshots }) as JsonObject;
}

/**
 * `createReplay(baselineRunId, previewRunId, idempotencyKey)`: the replay run's id — a new
 * completed replay, or the existing one bound to the key for the same sources.
 */
export async function createReplay(
  deps: ServiceDeps,
  actor: Actor,
  { baselineRunId, previewRunId, idempotencyKey }: { baselineRunId: string; previewRunId: string; idempotencyKey: string },
): Promise<string> {
  requireAccess(actor, ACCESS.createReplay);
  if (!KEY_PATTERN.test(idempotencyKey)) throw badUserInput('idempotencyKey must be 1..128 visible ASCII characters', { ...NOTHING_SENT });
  const owner = actor.actorId;
  const baseline = await visibleRun(deps, actor, baselineRunId);
  const preview = await visibleRun(deps, actor, previewRunId);
  const existing = existingReplay(await runByOwnerKey(deps.db, owner, idempotencyKey), baseline.id, preview.id);
  if (existing !== null) return existing;

  const pair: ReplayPair = {
    baseline,
    preview,
    baselineResults: await resultRows(deps.db, baseline.id),
    baselineCalls: await callRows(deps.db, baseline.id),
    previewResults: await resultRows(deps.db, preview.id),
  };
  const eligibility = checkReplayEligibility(pair);
  const { manifest, planSha256 } = replayManifest(pair, eligibility);
  const rows = replayRows(pair, eligibility, () => `cached-${randomUUID().replaceAll('-', '')}`);
  const manifestText = canonical(manifest);
  const plan: PlanResult = {
    frozen: {
      manifest: manifest as PlanObject,
      planSha256,
      caseSha256: String(manifest.case_sha256 ?? ''),
      total: rows.results.length,
      caseCount: Array.isArray(manifest.cases) ? manifest.cases.length : 0,
    },
    manifestText,
    manifest: JSON.parse(manifestText) as JsonObject,
    estimatedMaxReservationUsd: null,
    // A replay sends no model call: nothing is reserved.
    warnings: [],
  };
  const provenance = await replayProvenance(deps.db, preview.id);
  const runId = newRunId();

  const created = await deps.db.transaction(async (tx) => {
    // Serialises replays under one (owner, key): the re-check below is decisive.
    await lockRequestKey(tx, ['replay', owner, idempotencyKey]);
    const raced = existingReplay(await runByOwnerKey(tx, owner, idempotencyKey), baseline.id, preview.id);
    if (raced !== null) return { id: raced, isNew: false };
    await insertRun(tx, runId, owner, idempotencyKey, plan, provenance, actor.role === 'ADMIN');
    const callsByCell = new Map<string, (typeof rows.calls)[number][]>();
    for (const call of rows.calls) {
      const key = JSON.stringify([call.caseId, call.targetId]);
      callsByCell.set(key, [...(callsByCell.get(key) ?? []), call]);
    }
    for (const result of rows.results) {
      for (const call of callsByCell.get(JSON.stringify([result.caseId, result.targetId])) ?? []) {
        await insertReplayedCall(tx, {
          id: call.id,
          runId,
          caseId: call.caseId,
          targetId: call.targetId,
          role: call.role,
          data: canonical(call.data),
          summary: callSummary(toPlainJson(call.data) as JsonRecord),
        });
        await appendEvent(tx, runId, 'call_replayed', { call_id: call.id, source_call_id: call.sourceCallId });
      }
      await insertReplayedResult(tx, {
        runId,
        caseId: result.caseId,
        targetId: result.targetId,
        benchmark: result.benchmark,
        data: parseDocument(resultDataDocument, toPlainJson(result.data), `Replayed result ${result.caseId}/${result.targetId}`),
      });
      await appendEvent(tx, runId, 'case_completed', { case_id: result.caseId, target_id: result.targetId }, nowIsoMicros());
    }
    await setRunStatus(tx, runId, 'completed');
    return { id: runId, isNew: true };
  });
  if (created.isNew) await deps.bus.publish({ runId: created.id, topic: 'run' });
  return created.id;
}
