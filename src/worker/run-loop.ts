// The dispatch loop of one run (docs/runs.md "The dispatch loop") and its final status (docs/runs.md): cells are taken
// lazily in planned order, at most `concurrency` in flight, until the plan is done, the run is
// cancelled (user, fail closed, deadline) or a shutdown asks the worker to stop.
import { resultStatusCounts } from '../db/queries/runs.ts';
import { cancelRequested, lockRunRow, markRunStarted, releaseLease, setCancelFlag, setRunStatus } from '../db/writes/runs.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { failureSummary } from '../domain/failures/failure-summary.ts';
import { plannedCells } from '../domain/plan/planned-cells.ts';
import { progressFromCounts } from '../domain/run/progress.ts';
import { runCell } from './cell.ts';
import { journal, JournalLost } from './journal.ts';
import { monotonicMs, type RunContext } from './run-context.ts';

/** How often a run re-reads its cancel flag (a cancel from another process is seen this fast). */
const CANCEL_POLL_MS = 250;

/**
 * Runs the loop to its final status. Rejects with `JournalLost` when a journal write failed: the
 * worker then applies restart recovery to the run instead of a final status (journal.ts).
 */
export async function executeRun(run: RunContext): Promise<string> {
  const db = run.database.db;
  await journal(run, () =>
    db.transaction(async (tx) => {
      await markRunStarted(tx, run.runId, nowIsoMicros());
      await setRunStatus(tx, run.runId, 'running');
    }),
  );
  await run.bus.publish({ runId: run.runId, topic: 'run' });

  const stopWatching = watchCancel(run);
  // A deadline write that fails is a lost journal (journal.ts); the rejection is handled there.
  const deadlineTimer = setTimeout(() => void deadlineReached(run).catch(() => undefined), Math.max(0, run.deadlineMs - monotonicMs()));
  try {
    await dispatch(run);
  } finally {
    clearTimeout(deadlineTimer);
    stopWatching();
  }
  // A lost write means the saved rows may not say what happened: no final status from here.
  if (run.journalLost !== null) throw new JournalLost(run.runId, run.journalLost);
  return finish(run);
}

async function dispatch(run: RunContext): Promise<void> {
  const casesById = new Map(run.manifest.cases.map((c) => [c.id, c]));
  const targetsById = new Map(run.manifest.targets.map((t) => [t.id, t]));
  const cells = plannedCells(run.manifest);
  const concurrency = Math.max(1, run.manifest.limits.concurrency);
  const inFlight = new Set<Promise<void>>();
  for (const cell of cells) {
    if (run.cancelled.signal.aborted || monotonicMs() >= run.deadlineMs) break;
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    if (run.cancelled.signal.aborted || monotonicMs() >= run.deadlineMs) break;
    const testCase = casesById.get(cell.case_id);
    const target = targetsById.get(cell.target_id);
    if (!testCase || !target) continue;
    const task: Promise<void> = claimAndRun(run, testCase, target)
      .then(
        () => undefined,
        (error: unknown) => {
          // A cell's own errors are journaled inside it; a lost journal already stopped the run
          // (journal.ts); anything else reaching here is a bug: stop the run.
          if (!(error instanceof JournalLost))
            run.log.error(
              { event: 'cell_crashed', runId: run.runId, caseId: cell.case_id, targetId: cell.target_id, err: error },
              'a cell stopped on an unexpected error',
            );
          run.cancelled.abort();
        },
      )
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  }
  await Promise.all(inFlight);
}

/** A cell refused as over `concurrency` (a row still settling) is tried again shortly. */
async function claimAndRun(run: RunContext, testCase: Parameters<typeof runCell>[1], target: Parameters<typeof runCell>[2]): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if ((await runCell(run, testCase, target)) !== 'full') return;
    if (run.cancelled.signal.aborted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls the run's cancel flag (set by cancelRun or by another cell's failure). */
function watchCancel(run: RunContext): () => void {
  const timer = setInterval(() => {
    void cancelRequested(run.database.db, run.runId)
      .then((cancel) => {
        if (cancel) run.cancelled.abort();
      })
      .catch(() => undefined);
  }, CANCEL_POLL_MS);
  return () => clearInterval(timer);
}

async function deadlineReached(run: RunContext): Promise<void> {
  // The flag is saved first: the final status reads it (docs/runs.md "Final status", step 3).
  await journal(run, () => run.database.db.transaction((tx) => setCancelFlag(tx, run.runId, false)));
  run.cancelled.abort();
}

/** docs/runs.md "Final status", in this order. */
async function finish(run: RunContext): Promise<string> {
  const db = run.database.db;
  const status = await journal(run, () =>
    db.transaction(async (tx) => {
      const row = await lockRunRow(tx, run.runId);
      if (row?.status !== 'running') return row?.status ?? 'failed';
      const progress = progressFromCounts(row.plannedCells, await resultStatusCounts(tx, [run.runId]));
      const status = row.userCancelled
        ? 'cancelled'
        : progress.failed > 0
          ? 'failed'
          : row.cancelRequested
            ? 'cancelled'
            : progress.completed + progress.timeout === progress.total
              ? 'completed'
              : 'failed';
      const error = run.firstFailure ? failureSummary(run.firstFailure) : null;
      await setRunStatus(tx, run.runId, status, error);
      await releaseLease(tx, run.runId);
      return status;
    }),
  );
  await run.bus.publish({ runId: run.runId, topic: 'run' });
  return status;
}
