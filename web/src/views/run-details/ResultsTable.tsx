// Target comparison table (docs/dashboard.md "Results section") from the full report: macro accuracy with its Wilson
// interval, score, correct / denominator, failures, cost, tokens and latency. Unknowns stay words.
import { groupScoreReasons, scoreUnknownReason } from '../../../../src/domain/report/score-reason.ts';
import { count, interval, percent, seconds, usd } from '../../ui/format.ts';
import { explain, MetricNotes } from '../../ui/MetricNotes.tsx';
import type { TargetRow } from './types.ts';

/** Why the row has no sr-bench score; null when it has one (or for previews, which never do). */
function scoreReason(t: TargetRow, recovery: boolean): string | null {
  return scoreUnknownReason(
    { sr_bench_score: t.srBenchScore ?? null, score_scope: t.scoreScope ?? '', complete: t.complete, macro_accuracy: t.macroAccuracy ?? null },
    recovery,
  );
}

/** One sentence for every row that shares its reason, else one per target. */
function ScoreNote({ targets, recovery }: { targets: TargetRow[]; recovery: boolean }) {
  const { shared, each } = groupScoreReasons(targets.map((t) => [t.targetId, scoreReason(t, recovery)] as const));
  if (shared !== null)
    return (
      <p className="muted small" data-testid="score-note">
        sr-bench score unknown: {shared}.
      </p>
    );
  if (each.length === 0) return null;
  return (
    <ul className="muted small" data-testid="score-note">
      {each.map(([id, reason]) => (
        <li key={id}>
          sr-bench score of {id} unknown: {reason}.
        </li>
      ))}
    </ul>
  );
}

function macroAccuracy(t: TargetRow, active: boolean, mode: string): string {
  if (mode === 'PREVIEW') return 'Preview only';
  if (!t.complete && active) return 'Pending';
  if (!t.complete) return 'Incomplete';
  return percent(t.macroAccuracy);
}

export function ResultsTable({ targets, active, mode, recovery }: { targets: TargetRow[]; active: boolean; mode: string; recovery: boolean }) {
  return (
    <>
      <table data-testid="results-table">
        <thead>
          <tr>
            <th>Target</th>
            <th className="num" title={explain('macroAccuracy')}>
              Macro accuracy
            </th>
            <th className="num" title={`${explain('accuracy')} ${explain('wilson')}`}>
              Accuracy (95% Wilson CI)
            </th>
            <th className="num" title={explain('srBenchScore')}>
              sr-bench score
            </th>
            <th className="num">Correct / denominator</th>
            <th className="num">Failures</th>
            <th className="num" title={explain('subjectCost')}>
              Observed model cost
            </th>
            <th className="num">Cache-neutral estimate</th>
            <th className="num">Tokens</th>
            <th className="num" title={explain('latency')}>
              Latency p50 / p95
            </th>
            <th className="num" title={explain('ttft')}>
              TTFT p50
            </th>
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
              <td className="num" title={mode === 'PREVIEW' ? undefined : (scoreReason(t, recovery) ?? undefined)}>
                {t.srBenchScore === null || t.srBenchScore === undefined ? 'Unknown' : t.srBenchScore.toFixed(3)}
              </td>
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
      {mode === 'PREVIEW' ? null : <ScoreNote targets={targets} recovery={recovery} />}
      <MetricNotes metrics={['macroAccuracy', 'accuracy', 'wilson', 'srBenchScore', 'subjectCost', 'latency', 'ttft']} />
    </>
  );
}
