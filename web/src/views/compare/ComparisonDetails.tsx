// The collapsible evidence under the cards (docs/dashboard.md "Comparison results"): detailed iteration metrics, the
// single-model baseline metrics and the baseline selection policy.
import { count, percent, seconds, usd } from '../../ui/format.ts';
import { ciText, deltaText, isPair, recordText, runLabels, savingText, type ComparisonSet } from './compare-model.ts';

function IterationTable({ set }: { set: ComparisonSet }) {
  const labels = runLabels(set);
  return (
    <table className="compact">
      <thead>
        <tr>
          <th>Iteration / target</th>
          <th className="num">Quality Δ</th>
          <th>95 % paired interval</th>
          <th className="num">Micro Δ</th>
          <th className="num">Paired record</th>
          <th className="num">Candidate total</th>
          <th className="num">Total saving</th>
          <th className="num">Cache-neutral saving</th>
        </tr>
      </thead>
      <tbody>
        {set.results.map((result) =>
          isPair(result)
            ? result.items.map((item) => (
                <tr key={`${result.candidateRunId}/${item.candidateTargetId}`}>
                  <td>
                    {labels.get(result.candidateRunId) ?? result.candidateRunId} · {item.candidateTargetId}
                  </td>
                  <td className="num">{deltaText(item.qualityDelta)}</td>
                  <td title={item.qualityDeltaCi95Qualification}>
                    {ciText(item.qualityDeltaCi95)}{' '}
                    <span className="muted small">
                      ({item.qualityDeltaCi95Method}; bootstrap {ciText(item.qualityDeltaBootstrapCi95)})
                    </span>
                  </td>
                  <td className="num">{deltaText(item.microQualityDelta)}</td>
                  <td className="num">{recordText(item)}</td>
                  <td className="num">{usd(item.candidateTotalCostUsd)}</td>
                  <td className="num">{savingText(item.totalCostSavingPercent ?? null)}</td>
                  <td className="num">{savingText(item.cacheNeutralCostSavingPercent ?? null)}</td>
                </tr>
              ))
            : null,
        )}
      </tbody>
    </table>
  );
}

function BaselineMetrics({ set }: { set: ComparisonSet }) {
  return (
    <table className="compact">
      <thead>
        <tr>
          <th>Single model</th>
          <th className="num">Macro accuracy</th>
          <th className="num">Correct / denominator</th>
          <th className="num">Saved outcomes</th>
          <th className="num">Observed model cost</th>
          <th className="num">Cache-neutral estimate</th>
          <th className="num">Tokens</th>
          <th className="num">Latency p50 / p95</th>
        </tr>
      </thead>
      <tbody>
        {set.baseline.report.targets.map((t) => (
          <tr key={t.targetId}>
            <td>{t.targetId}</td>
            <td className="num">{percent(t.macroAccuracy)}</td>
            <td className="num">
              {count(t.correct)} / {count(t.total)}
            </td>
            <td className="num">
              {t.completed} completed · {t.failed} failed
            </td>
            <td className="num">{usd(t.costUsd)}</td>
            <td className="num">{usd(t.cacheNeutralCostUsd)}</td>
            <td className="num">{count(t.tokens?.total, 'Not recorded')}</td>
            <td className="num">
              {seconds(t.latencyP50Seconds)} / {seconds(t.latencyP95Seconds)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ComparisonDetails({ set }: { set: ComparisonSet }) {
  const selection = set.baselineSelection;
  return (
    <section className="panel compare-details">
      <details>
        <summary>Detailed iteration metrics and uncertainty</summary>
        <IterationTable set={set} />
      </details>
      <details>
        <summary>Single-model baseline metrics</summary>
        <BaselineMetrics set={set} />
      </details>
      <details>
        <summary>Technical comparison evidence</summary>
        <dl className="compare-evidence">
          <dt>Baseline selection policy</dt>
          <dd>{selection.selection}</dd>
          <dt>Qualification</dt>
          <dd>{selection.qualification}</dd>
          <dt>Tied best</dt>
          <dd>
            {selection.tiedBestTargetIds.join(', ')} — {selection.tiePolicy}
          </dd>
          <dt>Cost comparison</dt>
          <dd>{selection.costComparisonEligible ? 'Eligible' : `Withheld: ${selection.costComparisonReason ?? 'no reason recorded'}`}</dd>
        </dl>
      </details>
    </section>
  );
}
