// Results section (clients.md §4.3): every figure comes from the full report, not from a page.
import { count } from '../../ui/format.ts';
import { AccountingNote } from './AccountingNote.tsx';
import { BenchmarkTable } from './BenchmarkTable.tsx';
import { OutputDiagnostics } from './OutputDiagnostics.tsx';
import { AccuracyChart, LatencyChart } from './ResultsCharts.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import type { RunData } from './types.ts';

// The report's generic sentences are collapsed; specific ones are shown (clients.md §4.3).
const GENERIC = /^(Scores|Costs|Latency|Cache-neutral|Results) /;

export function ResultsSection({ run, active }: { run: RunData; active: boolean }) {
  const report = run.report;
  const specific = report.limitations.filter((l) => !GENERIC.test(l));
  const generic = report.limitations.filter((l) => GENERIC.test(l));
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
      <section className="panel">
        <h3>Selected models and matched decisions</h3>
        <ul>
          {report.targets.flatMap((t) => [
            ...t.selectedModels.map((m) => (
              <li key={`${t.targetId}/m/${m.model}`}>
                {t.targetId}: {m.model} → {count(m.count)}
              </li>
            )),
            ...t.decisions.map((d) => (
              <li key={`${t.targetId}/d/${d.decision}`}>
                {t.targetId}: decision {d.decision} → {count(d.count)}
              </li>
            )),
          ])}
        </ul>
      </section>
      <section className="panel">
        <h3>Limitations</h3>
        {specific.length ? (
          <ul>
            {specific.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">No run-specific limitations.</p>
        )}
        {generic.length ? (
          <details>
            <summary>General limitations ({generic.length})</summary>
            <ul>
              {generic.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </details>
        ) : null}
        <p className="muted">
          Observed model cost is what the recorded calls cost at the frozen prices. The cache-neutral estimate is a counterfactual (every cached token priced as fresh input), not billed spend.
        </p>
      </section>
    </div>
  );
}
