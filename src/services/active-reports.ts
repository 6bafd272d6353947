// Reports of runs that are still going (docs/reports.md "Active runs: kept current from what changed"): each process keeps an
// accumulator per recently read run and, on every request, puts only the results and calls
// written since its previous read, so a report costs a fixed number of small statements and
// the recomputation of the scopes those rows touched. Terminal runs go through the stored
// snapshots instead (report-service.ts), and their accumulators are dropped.
import type { Db } from '../db/client.ts';
import { FIRST_READ, readReportChanges } from '../db/queries/report-changes.ts';
import { loadReportInput } from '../db/queries/report-input.ts';
import { comparisonFacts } from '../domain/compare/facts.ts';
import { ReportAccumulator } from '../domain/report/accumulator.ts';
import type { ReportDocument } from '../domain/report/index.ts';
import { buildReportInSlices, putInSlices } from './report-slices.ts';
import type { ComparisonRunFacts } from '../domain/compare/validator.ts';

interface ActiveRun {
  accumulator: ReportAccumulator;
  watermark: string;
}

export interface ActiveReport {
  document: ReportDocument;
  facts: () => ComparisonRunFacts;
}

/** One run's report requests: at most one computing, and the requests that came meanwhile. */
interface Queue {
  /** Settles when the last queued computation has. */
  tail: Promise<unknown>;
  /** The next computation, not started yet: later requests join it. */
  waiting: Promise<ActiveReport | null> | null;
}

export class ActiveReports {
  private readonly runs = new Map<string, ActiveRun>();
  private readonly queues = new Map<string, Queue>();

  /** `capacity` bounds memory: an accumulator holds the run's result rows and call facts. */
  constructor(private readonly capacity = 4) {}

  /**
   * The report as of a snapshot taken after the request arrived. One computation per run at a
   * time (its reads and puts must not interleave with another's); requests that arrive while
   * one computes share the next, so a burst of requests costs at most two computations.
   */
  report(db: Db, runId: string): Promise<ActiveReport | null> {
    const queue = this.queues.get(runId) ?? { tail: Promise.resolve(), waiting: null };
    if (queue.waiting !== null) return queue.waiting;
    const start = () => {
      queue.waiting = null;
      return this.compute(db, runId);
    };
    const computation = queue.tail.then(start, start);
    queue.waiting = computation;
    const tail = computation.catch(() => undefined);
    queue.tail = tail;
    this.queues.set(runId, queue);
    void tail.then(() => {
      if (queue.tail === tail) this.queues.delete(runId);
    });
    return computation;
  }

  private async compute(db: Db, runId: string): Promise<ActiveReport | null> {
    const kept = this.runs.get(runId);
    const changes = await readReportChanges(db, runId, kept?.watermark ?? FIRST_READ, kept?.accumulator.manifest ?? null);
    if (changes === null) {
      this.runs.delete(runId);
      return null;
    }
    if (changes.context.accountingCorrection !== null) {
      // A correction rewrites every call's usage and cost (docs/accounting.md "Effective calls"): rebuild in full.
      this.runs.delete(runId);
      const input = await loadReportInput(db, runId);
      return input === null ? null : { document: await buildReportInSlices(input), facts: () => comparisonFacts(input) };
    }
    const accumulator = kept?.accumulator ?? new ReportAccumulator(changes.context.run.manifest);
    // A first read puts every row of the run: in slices, so other requests are served between.
    await putInSlices(accumulator, changes.results, changes.calls);
    this.keep(runId, { accumulator, watermark: changes.watermark });
    const document = accumulator.document(changes.context);
    const run = changes.context.run;
    const results = accumulator.resultRows();
    return { document, facts: () => comparisonFacts({ run, results }) };
  }

  /** Forgets a run (it ended: its report is a stored snapshot from now on). */
  forget(runId: string): void {
    this.runs.delete(runId);
  }

  private keep(runId: string, run: ActiveRun): void {
    this.runs.delete(runId);
    this.runs.set(runId, run);
    while (this.runs.size > this.capacity) {
      const oldest = this.runs.keys().next().value;
      if (oldest === undefined) break;
      this.runs.delete(oldest);
    }
  }
}
