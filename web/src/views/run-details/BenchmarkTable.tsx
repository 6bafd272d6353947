// Benchmark results (docs/dashboard.md "Results section"), collapsible: accuracy with its 95% interval per benchmark.
import { count, interval, percent, seconds, usd } from '../../ui/format.ts';
import type { BenchmarkRow } from './types.ts';

export function BenchmarkTable({ rows }: { rows: BenchmarkRow[] }) {
  return (
    <details open>
      <summary>Benchmark results ({rows.length})</summary>
      <table data-testid="benchmark-table">
        <thead>
          <tr>
            <th>Benchmark</th>
            <th>Target</th>
            <th className="num">Accuracy</th>
            <th className="num">95% CI</th>
            <th className="num">Correct / denominator</th>
            <th className="num">Failures</th>
            <th className="num">Cost</th>
            <th className="num">Tokens</th>
            <th className="num">Latency p50</th>
            <th className="num">TTFT p50</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={`${b.targetId}/${b.benchmark}`}>
              <td>{b.benchmark}</td>
              <td>{b.targetId}</td>
              <td className="num">{percent(b.accuracy, 1, 'Unknown')}</td>
              <td className="num">{interval(b.accuracyCi95)}</td>
              <td className="num" title={b.accuracyDenominator}>
                {count(b.correct, 'Unknown')} / {count(b.total)}
              </td>
              <td className="num">{count(b.failed)}</td>
              <td className="num">{usd(b.costUsd)}</td>
              <td className="num">{b.tokens ? count(b.tokens.total) : 'Not recorded'}</td>
              <td className="num">{seconds(b.latencyP50Seconds)}</td>
              <td className="num">{seconds(b.ttftP50Seconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
