// The two plots of a comparison (docs/dashboard.md "Comparison results"). The iteration chart needs more than one
// comparison row and is withheld when any candidate was rejected.
import { QualityCostChart } from '../../ui/chart-quality-cost.tsx';
import { IterationChart } from '../../ui/chart-iterations.tsx';
import { isRejected, iterationPoints, qualityCostPoints, type ComparisonSet } from './compare-model.ts';

export function ComparisonCharts({ set }: { set: ComparisonSet }) {
  const { singles, selected, candidates, unplotted } = qualityCostPoints(set);
  const iterations = iterationPoints(set);
  const rejected = set.results.some(isRejected);
  const unknownSavings = iterations.filter((p) => p.savingPercent === null).map((p) => p.label);
  return (
    <div className="compare-charts">
      <section className="panel" data-testid="quality-cost-chart">
        <h3>Quality and cost</h3>
        {singles.length + selected.length + candidates.length > 0 ? (
          <QualityCostChart singles={singles} selected={selected} candidates={candidates} />
        ) : (
          <p className="muted">Nothing to plot: no target has a known total cost.</p>
        )}
        {unplotted.length > 0 ? (
          <p className="muted small">Not plotted (a cost is never drawn as $0): {unplotted.map((u) => `${u.label} (${u.reason})`).join('; ')}.</p>
        ) : null}
        <p className="muted small">Bars: 95 % paired interval of the quality change against the selected baseline, clipped to 0–100 %.</p>
      </section>
      <section className="panel" data-testid="iteration-chart">
        <h3>Iteration progress</h3>
        {rejected ? (
          <p className="muted">A continuous trend is withheld because at least one comparison was rejected.</p>
        ) : iterations.length < 2 ? (
          <p className="muted">The trend needs more than one iteration: choose more comparison runs.</p>
        ) : (
          <IterationChart points={iterations} />
        )}
        {!rejected && iterations.length >= 2 && unknownSavings.length > 0 ? (
          <p className="muted small">Total cost saving unknown (not drawn) for: {unknownSavings.join(', ')}. The cards say why.</p>
        ) : null}
      </section>
    </div>
  );
}
