// The results of a routing preview: which model the router would pick for each planned question,
// and why. Nothing was generated or graded, so there is no accuracy, cost or latency to show;
// what a preview is for comes first, then the distributions per router, then what to do next.
import { count } from '../../ui/format.ts';
import { LimitationsPanel } from './LimitationsPanel.tsx';
import { RoutingTables } from './RoutingTables.tsx';
import type { RunData } from './types.ts';

export function PreviewResults({ run }: { run: RunData }) {
  const report = run.report;
  return (
    <div data-testid="section-results">
      <section className="panel" data-testid="preview-results">
        <h3>Routing preview</h3>
        <p>
          Each planned question went to the router’s preview endpoint, which said which model it would pick. No answer was generated and nothing was graded or
          spent on models, so this run has no accuracy, cost or latency.
        </p>
        {report.targets.map((t) => {
          const routed = t.selectedModels.reduce((sum, m) => sum + m.count, 0);
          return (
            <div key={t.targetId} className="preview-target">
              <h4>
                {t.targetId}
                <span className="muted">
                  {' '}
                  · {count(routed)} of {count(t.total)} questions routed
                  {t.failed ? ` · ${count(t.failed)} failed` : ''}
                  {t.pending ? ` · ${count(t.pending)} pending` : ''}
                </span>
              </h4>
              <RoutingTables target={t} unit="cells" />
            </div>
          );
        })}
        <p className="muted">
          Next: replay this preview on a completed single-model baseline run whose targets serve the selected models (Compare iterations → Replay). A replay
          reuses the baseline’s saved answers to estimate the router’s accuracy and cost without new model requests.
        </p>
      </section>
      <LimitationsPanel limitations={report.limitations} showCostNote={false} />
    </div>
  );
}
