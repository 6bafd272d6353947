// One cell (docs/runs.md): claim it, run its benchmark adapter through model calls, and write
// the outcome; the first failure of a run is observed once and closes the run to new cells.
import { CallFailure } from '../domain/accounting/call-failure.ts';
import { failureReason } from '../domain/failures/failure-reason.ts';
import { adapterFor } from '../domain/grading/adapters.ts';
import type { AdapterContext } from '../domain/grading/adapter-types.ts';
import { GradingError } from '../domain/grading/errors.ts';
import { claimCell, finishCell } from '../db/writes/cells.ts';
import { appendEvent } from '../db/writes/events.ts';
import { claimFirstFailure, setCancelFlag } from '../db/writes/runs.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { CellState } from './cell-state.ts';
import { ControlledError } from './controlled-error.ts';
import { runHarnessCell } from './harness/harness-cell.ts';
import { HARNESS_BENCHMARKS } from '../domain/catalog/benchmarks.ts';
import { journal, JournalLost } from './journal.ts';
import { modelCall } from './model-call.ts';
import { previewPayload, requestPreview } from './preview-call.ts';
import type { JsonRecord } from '../domain/json/json-value.ts';
import { monotonicMs, type FrozenCase, type FrozenTarget, type RunContext } from './run-context.ts';

const BUCKETS = ['input_tokens', 'cached_input_tokens', 'cache_write_tokens', 'output_tokens'] as const;

export { ControlledError };

function isControlled(error: unknown): error is Error {
  return error instanceof CallFailure || error instanceof ControlledError || error instanceof GradingError;
}

const seconds = (ms: number) => Math.max(0, ms) / 1000;

function sumUsage(records: JsonRecord[]): JsonRecord | null {
  const total: Record<string, number> = { input_tokens: 0, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 0 };
  for (const record of records) {
    const usage = record.usage as Record<string, unknown> | null | undefined;
    if (!usage) return null;
    for (const bucket of BUCKETS) {
      const value = usage[bucket];
      if (typeof value !== 'number') return null;
      total[bucket] = (total[bucket] ?? 0) + value;
    }
  }
  return total;
}

function sumCost(records: JsonRecord[]): number | null {
  let total = 0;
  for (const record of records) {
    if (typeof record.cost_usd !== 'number') return null;
    total += record.cost_usd;
  }
  return total;
}

export type CellOutcome = 'not-started' | 'full' | 'done';

export async function runCell(run: RunContext, testCase: FrozenCase, target: FrozenTarget): Promise<CellOutcome> {
  const db = run.database.db;
  const pickedMs = monotonicMs();
  if (run.cancelled.signal.aborted || pickedMs >= run.deadlineMs) return 'not-started';
  const startedAt = nowIsoMicros();
  const base = { benchmark: testCase.benchmark, queue_wait_s: seconds(pickedMs - run.loopStartMs), started_at: startedAt };
  const deadlineIso = new Date(Date.now() + (run.deadlineMs - pickedMs)).toISOString();
  const claim = await journal(run, () =>
    db.transaction((tx) => claimCell(tx, run.runId, testCase.id, target.id, base, { concurrency: run.manifest.limits.concurrency, deadlineIso })),
  );
  if (claim === 'full') return 'full';
  if (claim !== 'claimed') return claim === 'taken' ? 'done' : 'not-started';
  await run.bus.publish({ runId: run.runId, topic: 'progress' });

  const cell = new CellState(run, testCase, target, pickedMs);
  try {
    if (run.manifest.mode === 'preview') {
      await completeCell(run, cell, await previewCell(run, cell), base);
      return 'done';
    }
    const benchmarkOptions = ((run.manifest.benchmark_options ?? {}) as Record<string, JsonRecord>)[testCase.benchmark] ?? {};
    if (HARNESS_BENCHMARKS.includes(testCase.benchmark)) {
      await completeCell(run, cell, await runHarnessCell(cell, benchmarkOptions), base);
      return 'done';
    }
    const adapter = adapterFor(testCase.benchmark);
    if (!adapter) throw new ControlledError(`Benchmark ${testCase.benchmark} has no adapter on this server`);
    const context: AdapterContext = {
      call: (messages, options) => modelCall(cell, messages, options ?? {}),
      benchmarkOptions,
      limits: run.manifest.limits,
      cancelled: () => cell.cancelled,
    };
    const graded = await adapter.execute(testCase, context);
    // Extensions are plain JavaScript: their outcome is checked, not trusted.
    if (typeof graded.correct !== 'boolean' || (graded.score !== 0 && graded.score !== 1)) {
      throw new ControlledError('Adapter result requires a terminal binary graded outcome');
    }
    await completeCell(run, cell, graded, base);
  } catch (error) {
    if (error instanceof JournalLost || run.journalLost !== null) {
      // This worker no longer knows what the journal holds: the cell is left `running` for
      // restart recovery to settle as `sent_unknown` (journal.ts); nothing more is written.
    } else if (cell.outputLimitHit) {
      await completeCell(run, cell, {}, base).catch(ignoreLostJournal);
    } else {
      await failCell(run, cell, error, base).catch(ignoreLostJournal);
    }
  } finally {
    cell.dispose();
  }
  return 'done';
}

/**
 * A preview cell (docs/runs.md "Preview runs"): the router's decision for the case's request, nothing generated,
 * no call rows and no cost. Failures take the normal cell failure path (fail closed).
 */
async function previewCell(run: RunContext, cell: CellState): Promise<JsonRecord> {
  const { manifest } = run;
  const context = manifest.preview_context;
  const payload = previewPayload(cell.testCase, cell.target, {
    sampling: manifest.sampling,
    outputPolicy: manifest.output_policy,
    previewContext: typeof context === 'object' && context !== null && !Array.isArray(context) ? (context as JsonRecord) : {},
  });
  const remainingS = Math.max(0.1, (cell.deadlineMs - monotonicMs()) / 1000);
  const routing = await requestPreview({
    target: cell.target,
    payload,
    env: run.env,
    timeoutSeconds: Math.min(manifest.limits.total_timeout_s, manifest.limits.idle_timeout_s, remainingS),
    signal: cell.abort.signal,
  });
  return { answer: null, correct: null, score: null, details: { routing } };
}

async function completeCell(run: RunContext, cell: CellState, graded: JsonRecord, base: JsonRecord): Promise<void> {
  const subject = cell.calls.filter((c) => c.role === 'subject').map((c) => c.record);
  const outcome = cell.outputLimitHit
    ? { answer: null, correct: false, score: 0.0, details: { quality_failure: 'output_limit', output_complete: false } }
    : graded;
  const first = subject[0];
  const data: JsonRecord = {
    ...outcome,
    ...base,
    usage: sumUsage(subject),
    cost_usd: sumCost(subject),
    latency_s: seconds(monotonicMs() - cell.startedMs),
    subject_latency_s: subject.reduce((sum, r) => sum + (typeof r.latency_s === 'number' ? r.latency_s : 0), 0),
    ttft_s: first && typeof first.ttft_s === 'number' ? first.ttft_s : null,
    call_count: cell.calls.length,
    finished_at: nowIsoMicros(),
  };
  await journal(run, () => run.database.db.transaction((tx) => finishCell(tx, run.runId, cell.testCase.id, cell.target.id, 'completed', data)));
  await run.bus.publish({ runId: run.runId, topic: 'progress' });
}

/** A cell outcome that could not be written is settled by restart recovery (journal.ts). */
function ignoreLostJournal(error: unknown): void {
  if (!(error instanceof JournalLost)) throw error;
}

async function failCell(run: RunContext, cell: CellState, error: unknown, base: JsonRecord): Promise<void> {
  const message = isControlled(error) ? error.message : error instanceof Error ? error.constructor.name : 'Error';
  const cause = error instanceof Error ? (error.cause as { partial?: JsonRecord } | undefined) : undefined;
  const status = cell.cancelled ? 'cancelled' : 'failed';
  const data: JsonRecord = {
    ...base,
    error: message,
    finished_at: nowIsoMicros(),
    latency_s: seconds(monotonicMs() - cell.startedMs),
    partial: cause?.partial ?? {},
  };
  const db = run.database.db;
  const written = await journal(run, () =>
    db.transaction(async (tx) => {
      // Already settled (restart recovery by another worker): nothing more to record.
      if (!(await finishCell(tx, run.runId, cell.testCase.id, cell.target.id, status, data))) return false;
      if (status === 'failed' && run.firstFailure === null) {
        // Once per run; then fail closed: no further cells start (docs/runs.md "One cell", step 7).
        if (await claimFirstFailure(tx, run.runId)) {
          const failure = { case_id: cell.testCase.id, target_id: cell.target.id, reason: failureReason(message) };
          await appendEvent(tx, run.runId, 'failure_observed', { ...failure, inferred_from_saved_results: false });
          run.firstFailure = failure;
        }
        await setCancelFlag(tx, run.runId, false);
      }
      return true;
    }),
  );
  if (status === 'failed' || !written) run.cancelled.abort();
  await run.bus.publish({ runId: run.runId, topic: 'progress' });
}
