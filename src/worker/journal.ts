// The run's journal writes (README "Fault tolerance"). Every row the worker writes for a run goes
// through `journal()`. The first write that fails (the database went away or restarted, a
// connection dropped mid-commit, the storage refused it) means this worker no longer knows
// what the journal holds, so it fails closed like a crash (docs/runs.md "Restart recovery", "Never re-sent"): the
// run's cancel signal is set (no new cell starts, in-flight streams are cut by the watchdog),
// every later write of this run is refused, and once the database answers the worker applies
// restart recovery to the run (`sent` calls and `running` cells become `sent_unknown`, the run
// `interrupted`). Nothing is re-sent; continuing is an explicit recovery child (docs/runs.md "Recovery runs").
//
// A write that merely waits for the database (the driver reconnecting) and then succeeds
// leaves no gap, so the run simply goes on.
import { CallFailure } from '../domain/accounting/call-failure.ts';
import { databaseErrorText } from '../db/errors.ts';
import type { RunContext } from './run-context.ts';

/** A journal write of this run failed (or was refused because an earlier one did). */
export class JournalLost extends Error {
  override readonly name = 'JournalLost';
  constructor(
    readonly runId: string,
    readonly writeError: unknown,
  ) {
    super(`run ${runId}: a journal write failed (${databaseErrorText(writeError)}); dispatch stopped, restart recovery applies once the database answers`);
  }
}

/** Errors a write raises on purpose (a budget refusal inside its transaction): not a lost journal. */
function isControlled(error: unknown): boolean {
  return error instanceof CallFailure;
}

/** Runs one journal write of `run`; see the file comment for what a failure does. */
export async function journal<T>(run: RunContext, write: () => Promise<T>): Promise<T> {
  if (run.journalLost !== null) throw new JournalLost(run.runId, run.journalLost);
  try {
    return await write();
  } catch (error) {
    if (isControlled(error)) throw error;
    throw markJournalLost(run, error);
  }
}

/** Records the first lost write, stops the run's dispatch and returns the error to throw. */
export function markJournalLost(run: RunContext, error: unknown): JournalLost {
  if (run.journalLost === null) {
    run.journalLost = error;
    const lost = new JournalLost(run.runId, error);
    run.log.error({ event: 'journal_lost', runId: run.runId, reason: lost.message }, lost.message);
    run.cancelled.abort();
    return lost;
  }
  return new JournalLost(run.runId, run.journalLost);
}
