// Reports on demand (docs/reports.md): a terminal run's report is computed once and kept
// until an input that can still change does (an accounting correction, a recovery child, a
// status change: report-input.ts `reportVersion`), and materialised in the database at its
// version, so a fresh server reads one row instead of every call of the run. An active run's
// report is kept current from the rows written since its previous read (active-reports.ts).
// Kept reports hold the document and the compact comparison facts only, never the calls.
import type { Db } from '../db/client.ts';
import { ActiveReports } from './active-reports.ts';
import { loadReportInput, newestCorrection, reportVersion } from '../db/queries/report-input.ts';
import { hasReportSnapshot, readReportSnapshot, writeReportSnapshot } from '../db/queries/report-snapshots.ts';
import { comparisonFacts, decodeFacts, encodeFacts, type EncodedFacts } from '../domain/compare/facts.ts';
import type { ComparisonRunFacts } from '../domain/compare/validator.ts';
import { REPORT_VERSION, type ReportDocument } from '../domain/report/index.ts';
import { buildReportInSlices } from './report-slices.ts';
import type { AccountingCorrection } from '../domain/report/input.ts';
import { jsonExact } from '../domain/report/json-exact.ts';
import { isTerminalRun } from '../domain/run/status.ts';
import { reportCodeVersion } from './report-code-version.ts';

/** Part of every materialised report's version: the layout of a snapshot row. */
export const SNAPSHOT_FORMAT = 'snapshot-1';

export interface BuiltReport {
  runId: string;
  document: ReportDocument;
  /** What a comparison reads of the run besides the document (compare/facts.ts); built on first use. */
  readonly facts: ComparisonRunFacts;
  /** The accounting correction in force, read on demand (it lists every corrected call). */
  accountingCorrection: (db: Db) => Promise<AccountingCorrection | null>;
}

export class ReportService {
  private readonly kept = new Map<string, { version: string; report: BuiltReport }>();
  private readonly active = new ActiveReports();

  constructor(private readonly capacity = 8) {}

  /** The report of a run, or null when the run does not exist. */
  async report(db: Db, runId: string, status: string): Promise<BuiltReport | null> {
    if (!isTerminalRun(status)) return this.activeReport(db, runId);
    this.active.forget(runId);
    const version = await snapshotVersion(db, runId);
    if (version === null) return null;
    const kept = this.kept.get(runId);
    if (kept && kept.version === version) {
      // Refresh recency: Map iteration order is insertion order.
      this.kept.delete(runId);
      this.kept.set(runId, kept);
      return kept.report;
    }
    const report = (await this.materialised(db, runId, version)) ?? (await this.compute(db, runId, version));
    if (report) this.keep(runId, version, report);
    return report;
  }

  /**
   * Materialises a terminal run's report without keeping it (after an import, say), so even
   * the first request of a fresh server reads one row. True when a current snapshot exists.
   */
  async materialise(db: Db, runId: string, status: string): Promise<boolean> {
    if (!isTerminalRun(status)) return false;
    const version = await snapshotVersion(db, runId);
    if (version === null) return false;
    if (await hasReportSnapshot(db, runId, version)) return true;
    const report = await this.compute(db, runId, version);
    return report !== null;
  }

  /** An active run's report, kept current from the rows written since the last request. */
  private async activeReport(db: Db, runId: string): Promise<BuiltReport | null> {
    const report = await this.active.report(db, runId);
    return report === null ? null : built(runId, report.document, report.facts);
  }

  private async materialised(db: Db, runId: string, version: string): Promise<BuiltReport | null> {
    const snapshot = await readReportSnapshot(db, runId, version);
    if (!snapshot) return null;
    // Facts are parsed on the first comparison only: a report request never needs them.
    const factsText = snapshot.facts;
    return built(runId, JSON.parse(snapshot.document) as ReportDocument, () => decodeFacts(JSON.parse(factsText) as EncodedFacts));
  }

  /** Builds from every row; with a `version` (terminal runs), also materialises the result. */
  private async compute(db: Db, runId: string, version?: string): Promise<BuiltReport | null> {
    const input = await loadReportInput(db, runId);
    if (!input) return null;
    const document = await buildReportInSlices(input);
    const facts = comparisonFacts(input);
    if (version !== undefined && jsonExact(document)) {
      await writeReportSnapshot(db, runId, version, {
        document: JSON.stringify(document),
        facts: JSON.stringify(encodeFacts(facts)),
      });
    }
    return built(runId, document, facts);
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

/** The version a terminal run's report is kept and materialised at, or null for no run. */
async function snapshotVersion(db: Db, runId: string): Promise<string | null> {
  const inputs = await reportVersion(db, runId);
  return inputs === null ? null : `${SNAPSHOT_FORMAT}|${REPORT_VERSION}|${reportCodeVersion()}|${inputs}`;
}

function built(runId: string, document: ReportDocument, facts: ComparisonRunFacts | (() => ComparisonRunFacts)): BuiltReport {
  // The document's provenance says whether a correction exists; only then is it worth a read.
  const hasCorrection = document.provenance.accounting_correction !== null;
  let kept = typeof facts === 'function' ? null : facts;
  return {
    runId,
    document,
    get facts() {
      return (kept ??= (facts as () => ComparisonRunFacts)());
    },
    accountingCorrection: (db) => (hasCorrection ? newestCorrection(db, runId) : Promise.resolve(null)),
  };
}
