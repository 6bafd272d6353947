// A result card (docs/dashboard.md "Comparison results"): a paired comparison with its items, or a rejected candidate
// with the code and message the API gave.
import { Link } from 'react-router';
import { count } from '../../ui/format.ts';
import { ItemFigures } from './ItemFigures.tsx';
import { isPair, type ComparisonResult } from './compare-model.ts';

export function ComparisonCard({ result, stage, baselineRunId }: { result: ComparisonResult; stage: number; baselineRunId: string }) {
  if (!isPair(result)) {
    if (result.__typename !== 'ComparisonRejected') return null;
    return (
      <article className="compare-card rejected" data-testid="comparison-rejected">
        <header>
          <span className="stage">Run {stage}</span> <span className="code">{result.candidateRunId}</span>
        </header>
        <p>
          <strong>Not compared</strong>{' '}
          <span className="code" data-testid="rejected-code">
            {result.code}
          </span>
        </p>
        <p data-testid="rejected-message">{result.message}</p>
      </article>
    );
  }
  const { candidate } = result;
  const status = candidate.status.toLowerCase();
  return (
    <article className="compare-card" data-testid="comparison-card">
      <header>
        <span className="stage">Run {stage}</span> <strong>{candidate.name}</strong> <span className={`status ${status}`}>{status}</span>
        <Link className="open-run" to={`/evaluation?run=${encodeURIComponent(candidate.runId)}`}>
          Open run
        </Link>
      </header>
      {!result.candidateQualityComplete ? (
        <p className="warn small">
          Quality incomplete: {count(candidate.progress.failed)} failed of {count(candidate.progress.total)} planned cases. Scores use all planned cases (
          {result.qualityDenominator}).
        </p>
      ) : null}
      {result.items.map((item) => (
        <ItemFigures key={`${item.candidateTargetId}/${item.baselineTargetId}`} item={item} baselineRunId={baselineRunId} candidateRunId={candidate.runId} />
      ))}
    </article>
  );
}
