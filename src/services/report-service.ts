// Reports on demand (issue "Caching"): a terminal run's report is computed once and kept until an
// input that can still change does (an accounting correction, a recovery child); an active
// run's report is always computed fresh.
import type { Db } from '../db/client.ts';
import { loadReportInput, reportVersion } from '../db/queries/report-input.ts';
import { buildReport, type ReportDocument } from '../domain/report/index.ts';
import type { ReportInput } from '../domain/report/input.ts';

const TERMINAL = new Set(['completed', 'failed', 'cancelled', 'interrupted']);

export interface BuiltReport {
  document: ReportDocument;
  input: ReportInput;
}

export class ReportService {
  private readonly kept = new Map<string, { version: string; report: BuiltReport }>();

  // Kept reports hold their inputs (call summaries) for comparisons: keep a few.
  constructor(private readonly capacity = 8) {}

  /** The report of a run, or null when the run does not exist. */
  async report(db: Db, runId: string, status: string): Promise<BuiltReport | null> {
    if (!TERMINAL.has(status)) return this.compute(db, runId);
    const version = await reportVersion(db, runId);
    if (version === null) return null;
    const kept = this.kept.get(runId);
    if (kept && kept.version === version) {
      // Refresh recency: Map iteration order is insertion order.
      this.kept.delete(runId);
      this.kept.set(runId, kept);
      return kept.report;
    }
    const report = await this.compute(db, runId);
    if (report) this.keep(runId, version, report);
    return report;
  }

  private async compute(db: Db, runId: string): Promise<BuiltReport | null> {
    const input = await loadReportInput(db, runId);
    return input ? { document: buildReport(input), input } : null;
  }

  private keep(runId: string, version: string, report: BuiltReport): void {
    this.kept.delete(runId);
    this.kept.set(runId, { version, report });
    while (this.kept.size > this.capacity) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
  }
}
