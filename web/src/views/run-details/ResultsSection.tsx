// Results section: every figure comes from the full report, not from a page.
import { AccountingNote } from './AccountingNote.tsx';
import { BenchmarkTable } from './BenchmarkTable.tsx';
import { OutputDiagnostics } from './OutputDiagnostics.tsx';
import { LimitationsPanel } from './LimitationsPanel.tsx';
import { PreviewResults } from './PreviewResults.tsx';
import { AccuracyChart, LatencyChart } from './ResultsCharts.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { hasRouting, RoutingTables } from './RoutingTables.tsx';
import type { RunData } from './types.ts';

export function ResultsSection({ run, active }: { run: RunData; active: boolean }) {
  const report = run.report;
  // A routing preview has nothing graded or measured: a layout of its own.
  if (run.mode === 'PREVIEW') return <PreviewResults run={run} />;
  return (
    <div data-testid="section-results">
      <section className="panel">
        <h3>Target comparison</h3>
        <ResultsTable targets={report.targets} active={active} mode={run.mode} recovery={Boolean(run.parentRunId)} />
        <AccountingNote correction={report.accountingCorrection} />
      </section>
      <section className="panel run-charts">
        <AccuracyChart rows={report.benchmarks} targetIds={report.targets.map((t) => t.targetId)} />
        <LatencyChart targets={report.targets} />
      </section>
      <section className="panel">
        <BenchmarkTable rows={report.benchmarks} />
      </section>
      {run.mode === 'LIVE' ? (
        <section className="panel">
          <h3>Output diagnostics</h3>
          <div className="run-grid">
            {report.targets.map((t) => (
              <OutputDiagnostics key={t.targetId} target={t} />
            ))}
          </div>
        </section>
      ) : null}
      {report.targets.some(hasRouting) ? (
        <section className="panel">
          <h3>Models that answered and routing decisions</h3>
          <div className="run-grid routing-grid">
            {report.targets.filter(hasRouting).map((t) => (
              <div key={t.targetId}>
                <h4>{t.targetId}</h4>
                <RoutingTables target={t} unit="requests" />
              </div>
            ))}
          </div>
        </section>
      ) : null}
      <LimitationsPanel limitations={report.limitations} showCostNote />
    </div>
  );
}
