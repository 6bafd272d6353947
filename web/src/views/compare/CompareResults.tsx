// Results (docs/dashboard.md "Comparison results"): one `compare` request per choice of runs (the exports come with
// it); cards 6 per page, the charts and the collapsible evidence.
import { useState } from 'react';
import { useQuery } from 'urql';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { MetricNotes } from '../../ui/MetricNotes.tsx';
import { CompareDoc } from './compare-queries.ts';
import { ComparisonCard } from './ComparisonCard.tsx';
import { ComparisonCharts } from './ComparisonCharts.tsx';
import { ComparisonDetails } from './ComparisonDetails.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import type { ComparisonSet } from './compare-model.ts';

const CARDS_PER_PAGE = 6;

export function CompareResults({ baseline, candidates }: { baseline: string; candidates: string[] }) {
  const [{ data, error, fetching }] = useQuery({ query: CompareDoc, variables: { baseline, candidates } });
  if (error) return <ErrorNotice title="Comparison rejected" error={error} />;
  if (fetching || !data) return <p className="muted">Comparing…</p>;
  return <ResultsBody set={data.compare} />;
}

function ResultsBody({ set }: { set: ComparisonSet }) {
  const [page, setPage] = useState(0);
  const pages = Math.ceil(set.results.length / CARDS_PER_PAGE);
  const first = page * CARDS_PER_PAGE;
  const selection = set.baselineSelection;
  return (
    <div className="compare-results" data-testid="compare-results">
      <section className="panel">
        <div className="compare-results-head">
          <div>
            <h2>Results</h2>
            <p>
              Baseline <strong>{set.baseline.name}</strong>{' '}
              <span className="muted">
                ({set.baseline.profileName}, {set.baseline.caseCount} cases)
              </span>
              , selected single model <strong data-testid="selected-baseline-target">{selection.selectedTargetId}</strong>.
            </p>
            {!selection.costComparisonEligible ? (
              <p className="warn small">Cost savings withheld: {selection.costComparisonReason ?? 'no reason recorded'}</p>
            ) : null}
          </div>
          <ExportButtons set={set} />
        </div>
      </section>
      <ComparisonCharts set={set} />
      <section className="compare-cards">
        {set.results.slice(first, first + CARDS_PER_PAGE).map((result, i) => (
          <ComparisonCard key={result.candidateRunId} result={result} stage={first + i + 1} baselineRunId={set.baseline.runId} />
        ))}
      </section>
      {pages > 1 ? (
        <div className="compare-row">
          <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous comparison results
          </button>
          <span className="muted small">
            {page + 1} of {pages}
          </span>
          <button type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Next comparison results
          </button>
        </div>
      ) : null}
      <section className="panel">
        <MetricNotes metrics={['qualityDelta', 'pairedInterval', 'pairedRecord', 'costSaving', 'macroAccuracy', 'totalSpend']} />
      </section>
      <ComparisonDetails set={set} />
    </div>
  );
}
