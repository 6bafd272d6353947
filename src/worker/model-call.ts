// One model call made by an adapter (docs/runs.md "One model call"): every check before a row exists, the row
// written before the first byte leaves, the stream with its evidence and activity, the
// post-checks, and the budget settled on every path. No call is ever retried.
import { randomUUID } from 'node:crypto';
import { CallFailure } from '../domain/accounting/call-failure.ts';
import { digest } from '../domain/hashing/canonical.ts';
import { checkRequestBody, effectiveRequestBody, firstSubjectExtraBody, FrozenCallError } from '../domain/plan/request-body.ts';
import { reservationUsd } from '../domain/plan/reservation.ts';
import { checkpointActivity, finishCall, insertCall } from '../db/writes/calls.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { reserve, settle } from './budget.ts';
import type { CellState } from './cell-state.ts';
import { EvidenceWriteError, EvidenceWriter } from './evidence-writer.ts';
import { observeProviderCall } from './provider-metrics.ts';
import { journal, markJournalLost } from './journal.ts';
import type { JsonRecord } from '../domain/json/json-value.ts';
import { monotonicMs, type FrozenTarget } from './run-context.ts';
import { streamChat } from './transport/chat.ts';
import type { ChatMessage } from '../domain/grading/adapter-types.ts';
import type { CompletedCallRecord } from '../domain/transport/types.ts';

export type CallRole = 'subject' | 'judge' | 'simulator';

export interface CallOptions {
  role?: string;
  target?: string | null;
  extraBody?: JsonRecord | null;
}

function resolveTarget(cell: CellState, ref: string | null | undefined): FrozenTarget {
  if (ref == null) return cell.target;
  const manifest = cell.run.manifest;
  const fromTargets = manifest.targets.find((t) => t.id === ref);
  if (fromTargets) return fromTargets;
  const auxiliary = (manifest.auxiliary_targets ?? {}) as Record<string, FrozenTarget>;
  const found = auxiliary[ref];
  if (!found) throw new CallFailure('Unknown auxiliary target reference');
  return found;
}

/** The cell folder of the original store layout (docs/plans.md "Canonical JSON and hashes"; docs/transport.md "Evidence"). */
export function evidencePath(runId: string, caseId: string, targetId: string, callId: string): string {
  return `runs/${runId}/${digest([caseId, targetId]).slice(0, 24)}/${callId}.sse`;
}

export async function modelCall(cell: CellState, messages: readonly ChatMessage[], options: CallOptions = {}): Promise<CompletedCallRecord> {
  const run = cell.run;
  const { manifest, database } = run;
  const db = database.db;
  const limits = manifest.limits;
  // 1-3: cancellation, output limit, target and role.
  if (cell.cancelled) throw new CallFailure('Run cancelled or wall-time budget exhausted');
  if (cell.outputLimitHit) throw new CallFailure('Case ended at the frozen output limit; no further calls are permitted');
  const role = options.role ?? 'subject';
  if (role !== 'subject' && role !== 'judge' && role !== 'simulator') throw new CallFailure('Unknown call role');
  const target = resolveTarget(cell, options.target);

  // 4: the first subject call carries the case's request fields.
  let extraBody: JsonRecord | null = options.extraBody ?? null;
  if (role === 'subject' && !cell.firstSubjectCallSent) {
    const merged = firstSubjectExtraBody(cell.testCase, extraBody);
    extraBody = Object.keys(merged).length > 0 || extraBody ? merged : null;
  }

  // 5-7: the body, the reservation and the budget, before any row exists.
  let body: JsonRecord;
  let reservationUsdValue = 0;
  const priced = manifest.cost_policy === 'require_priced';
  try {
    body = effectiveRequestBody(manifest, target, messages, extraBody);
    checkRequestBody(body, limits, manifest.output_policy ?? 'bounded');
    if (priced) {
      if (!target.prices || Object.keys(target.prices as object).length === 0) throw new CallFailure('Call has no frozen prices');
      reservationUsdValue = reservationUsd(target, body, messages, limits, manifest.output_policy ?? 'bounded');
    }
  } catch (error) {
    // Build-time failures are controlled: their text is public (docs/runs.md "One model call", steps 4–6).
    if (error instanceof FrozenCallError) throw new CallFailure(error.message);
    throw error;
  }
  if (cell.callSlots >= limits.max_calls_per_case) throw new CallFailure('Per-case call budget exhausted');
  const reservation = await journal(run, () => reserve(db, run.runId, { usd: reservationUsdValue, priced, maxCostUsd: limits.max_cost_usd }));
  cell.callSlots += 1;
  if (role === 'subject') cell.firstSubjectCallSent = true;

  // 8-9: the call row before the first byte.
  const totalTimeoutSeconds = Math.min(limits.total_timeout_s, Math.max(0.1, (cell.deadlineMs - monotonicMs()) / 1000));
  const callId = `call-${randomUUID().replaceAll('-', '')}`;
  const startedAt = nowIsoMicros();
  const sessionId = role === 'subject' ? cell.sessionId : null;
  const startData: JsonRecord = {
    model: target.model,
    activity: { phase: 'preparing', phase_started_at: startedAt, last_activity_at: null, received_bytes: 0, updated_at: startedAt },
    request: {
      messages,
      sampling: manifest.sampling ?? {},
      request_params: target.request_params ?? {},
      effective_body: body,
      extra_body: extraBody,
    },
    started_at: startedAt,
    ...(sessionId ? { session_id: sessionId } : {}),
  };
  const inserted = await journal(run, () =>
    db.transaction((tx) =>
      insertCall(
        tx,
        { id: callId, runId: run.runId, caseId: cell.testCase.id, targetId: cell.target.id, role },
        startData,
        evidencePath(run.runId, cell.testCase.id, cell.target.id, callId),
      ),
    ),
  );
  // The run ended meanwhile (restart recovery by another worker): nothing is sent.
  if (!inserted) throw new CallFailure('Run cancelled or wall-time budget exhausted');
  await run.bus.publish({ runId: run.runId, topic: 'event' });

  // 10: stream, keeping evidence and activity.
  const evidence = new EvidenceWriter(db, callId, { lost: () => run.journalLost, markLost: (error) => void markJournalLost(run, error) });
  let checkpoints: Promise<unknown> = Promise.resolve();
  const outcome = await observeProviderCall(run.metrics, role, () =>
    streamChat({
      target,
      body,
      sessionId,
      env: run.env,
      limits,
      totalTimeoutSeconds,
      signal: cell.abort.signal,
      onEvidence: (bytes) => evidence.write(bytes),
      onActivity: (activity) => {
        // Activity is liveness only (docs/transport.md "Activity"): a lost checkpoint is harmless, a lost journal writes none.
        if (run.journalLost !== null) return;
        checkpoints = checkpoints
          .then(() => checkpointActivity(db, callId, startData, activity))
          .then((written) => (written ? run.bus.publish({ runId: run.runId, topic: 'activity' }) : undefined))
          .catch(() => undefined);
      },
    }),
  );
  // Evidence is flushed on every exit path; a stream whose evidence could not be stored fails.
  const stored = await evidence.flush().then(
    () => null,
    (error: unknown) => (error instanceof EvidenceWriteError ? error : new EvidenceWriteError(error)),
  );
  await checkpoints;

  // 11: post-checks on a successful stream keep the received result as the partial record.
  let failure: string | null = outcome.ok ? (stored === null ? null : stored.name) : outcome.error;
  const received = outcome.ok ? outcome.record : outcome.partial;
  if (outcome.ok && failure === null) {
    const record = outcome.record;
    const inferences = typeof record.inference_call_count === 'number' ? record.inference_call_count : null;
    if (priced && record.cost_usd == null) failure = 'Priced call returned incomplete usage or unknown model pricing';
    else if (typeof target.max_inference_calls === 'number' && inferences !== null && inferences > target.max_inference_calls)
      failure = 'Inference call count exceeded frozen bound';
    else if (role !== 'subject' && record.output_complete === false) failure = 'Auxiliary model output was truncated; grading is incomplete';
  }
  const finishedAt = nowIsoMicros();
  const cost = typeof received.cost_usd === 'number' ? received.cost_usd : null;

  if (failure === null) {
    // 12: success. A failed stream always carries its error text, so this one completed.
    if (!outcome.ok) throw new TypeError('A failed stream reported no error');
    const data = { ...startData, ...outcome.record, finished_at: finishedAt };
    await journal(run, () => db.transaction((tx) => finishCall(tx, callId, 'completed', data)));
    await journal(run, () => settle(db, run.runId, reservation, cost, true));
    if (role === 'subject' && received.output_complete === false) cell.outputLimitHit = true;
    cell.calls.push({ role, record: data });
    await run.bus.publish({ runId: run.runId, topic: 'activity' });
    return data;
  }
  // 13: failure; an unknown incurred cost keeps its reservation, throttling further spend.
  const status = cell.cancelled || (!outcome.ok && outcome.cancelled) ? 'cancelled' : 'failed';
  const data = { ...startData, ...received, error: failure, finished_at: finishedAt };
  await journal(run, () => db.transaction((tx) => finishCall(tx, callId, status, data)));
  await journal(run, () => settle(db, run.runId, reservation, cost, cost !== null));
  cell.calls.push({ role, record: data });
  await run.bus.publish({ runId: run.runId, topic: 'activity' });
  throw new CallFailure(failure, { cause: { partial: received } });
}
