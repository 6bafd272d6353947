// One comparison item on a result card (docs/dashboard.md "Comparison results"): quality Δ with its paired interval,
// wins/losses/ties, and the savings with their reasons. An unknown saving says why; never 0.
import { useState } from 'react';
import { usd } from '../../ui/format.ts';
import { explain } from '../../ui/MetricNotes.tsx';
import { CaseDiffPanel } from './CaseDiffPanel.tsx';
import { ciText, deltaText, deltaTone, recordText, savingText, type Item } from './compare-model.ts';

export function ItemFigures({ item, baselineRunId, candidateRunId }: { item: Item; baselineRunId: string; candidateRunId: string }) {
  const [cases, setCases] = useState(false);
  const [low, high] = item.qualityDeltaCi95;
  const includesZero = low !== undefined && high !== undefined && low <= 0 && high >= 0;
  return (
    <div className="compare-item" data-testid="comparison-item">
      <div className="compare-item-title">
        <strong>{item.candidateTargetId}</strong> <span className="muted">vs baseline {item.baselineTargetId}</span>
      </div>
      <dl className="compare-figures">
        <div>
          <dt title={explain('qualityDelta')}>Quality Δ</dt>
          <dd className={`delta ${deltaTone(item.qualityDelta)}`} data-testid="quality-delta">
            {deltaText(item.qualityDelta)}
          </dd>
        </div>
        <div>
          <dt title={explain('pairedInterval')}>95 % paired interval</dt>
          <dd>{ciText(item.qualityDeltaCi95)}</dd>
        </div>
        <div>
          <dt title={explain('pairedRecord')}>Paired record</dt>
          <dd>{recordText(item)}</dd>
        </div>
        <div>
          <dt>Paired cases</dt>
          <dd>{item.pairedCases}</dd>
        </div>
        <div>
          <dt title={explain('costSaving')}>Total cost saving</dt>
          <dd className={item.totalCostSavingPercent === null ? 'delta unknown' : `delta ${deltaTone(item.totalCostSavingPercent)}`} data-testid="total-saving">
            {savingText(item.totalCostSavingPercent ?? null)}
          </dd>
        </div>
        <div>
          <dt>Subject model saving</dt>
          <dd>{savingText(item.subjectCostSavingPercent ?? null)}</dd>
        </div>
      </dl>
      {item.totalCostSavingPercent === null ? (
        <p className="small saving-reason" data-testid="saving-reason">
          Why the total cost saving is unknown: {item.totalCostComparisonReason ?? 'no reason recorded'}
        </p>
      ) : null}
      {includesZero ? <p className="muted small">The interval includes zero: this difference may be chance.</p> : null}
      <details>
        <summary>Cost breakdown</summary>
        <table className="compact">
          <thead>
            <tr>
              <th />
              <th className="num">Baseline</th>
              <th className="num">Candidate</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Subject model</td>
              <td className="num">{usd(item.baselineSubjectCostUsd)}</td>
              <td className="num">{usd(item.candidateSubjectCostUsd)}</td>
            </tr>
            <tr>
              <td>Evaluation (judge, simulator)</td>
              <td className="num">{usd(item.baselineEvaluationCostUsd)}</td>
              <td className="num">{usd(item.candidateEvaluationCostUsd)}</td>
            </tr>
            <tr>
              <td>Total</td>
              <td className="num">{usd(item.baselineTotalCostUsd)}</td>
              <td className="num">{usd(item.candidateTotalCostUsd)}</td>
            </tr>
          </tbody>
        </table>
      </details>
      <button type="button" className="link" aria-expanded={cases} onClick={() => setCases(!cases)}>
        {cases ? 'Hide cases' : `Case by case (${item.wins + item.losses} changed)`}
      </button>
      {cases ? (
        <CaseDiffPanel
          baselineRunId={baselineRunId}
          baselineTargetId={item.baselineTargetId}
          candidateRunId={candidateRunId}
          candidateTargetId={item.candidateTargetId}
        />
      ) : null}
    </div>
  );
}
