// Target comparison table (clients.md §4.3) from the full report: macro accuracy with its Wilson
// interval, score, correct / denominator, failures, cost, tokens and latency. Unknowns stay words.
import { count, interval, percent, seconds, usd } from '../../ui/format.ts';
import type { TargetRow } from './types.ts';

function macroAccuracy(t: TargetRow, active: boolean, mode: string): string {
  if (mode === 'PREVIEW') return 'Preview only';
  if (!t.complete && active) return 'Pending';
  if (!t.complete) return 'Incomplete';
  return percent(t.macroAccuracy);
}

export function ResultsTable({ targets, active, mode }: { targets: TargetRow[]; active: boolean; mode: string }) {
  return (
    <table data-testid="results-table">
      <thead>
        <tr>
          <th>Target</th>
          <th className="num">Macro accuracy</th>
          <th className="num">Accuracy (95% Wilson CI)</th>
          <th className="num">sr-bench score</th>
          <th className="num">Correct / denominator</th>
          <th className="num">Failures</th>
          <th className="num">Observed model cost</th>
          <th className="num">Cache-neutral estimate</th>
          <th className="num">Tokens</th>
          <th className="num">Latency p50 / p95</th>
          <th className="num">TTFT p50</th>
        </tr>
      </thead>
      <tbody>
        {targets.map((t) => (
          <tr key={t.targetId}>
            <td>{t.targetId}</td>
            <td className="num">{macroAccuracy(t, active, mode)}</td>
            <td className="num">
              {percent(t.accuracy, 1, 'Unknown')}
              <div className="muted">{interval(t.accuracyCi95)}</div>
            </td>
            <td className="num">{t.srBenchScore === null || t.srBenchScore === undefined ? 'Unknown' : t.srBenchScore.toFixed(3)}</td>
            <td className="num" title={t.accuracyDenominator}>
              {count(t.correct, 'Unknown')} / {count(t.total)}
            </td>
            <td className="num">{count(t.failed)}</td>
            <td className="num">{t.costComplete ? usd(t.costUsd) : `${usd(t.costUsd)} (incomplete)`}</td>
            <td className="num" title={t.cacheNeutralCostBasis}>
              {usd(t.cacheNeutralCostUsd)}
            </td>
            <td className="num">{t.tokens ? count(t.tokens.total) : 'Not recorded'}</td>
            <td className="num">
              {seconds(t.latencyP50Seconds)} / {seconds(t.latencyP95Seconds)}
            </td>
            <td className="num">{seconds(t.ttftP50Seconds)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
