// The experiment list (docs/dashboard.md "Experiments"): 20 a page with Previous/Next and "Page n"; New experiment
// for WRITE actors; a created experiment opens at once.
import { Link, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { count, dateTime } from '../../ui/format.ts';
import { useCursorPaging } from '../../ui/form-paging.ts';
import { ExperimentsListQuery } from './experiments-operations.ts';
import { NewExperimentForm } from './NewExperimentForm.tsx';

const PAGE = 20;

export function ExperimentList() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const paging = useCursorPaging(PAGE);
  const [{ data, error, fetching }] = useQuery({ query: ExperimentsListQuery, variables: paging.variables, requestPolicy: 'network-only' });
  const rows = data?.experiments.edges.map((e) => e.node) ?? [];

  return (
    <section className="panel" aria-label="Experiments">
      <header className="experiments-header">
        <h2>Experiments</h2>
        {data ? <span className="muted">{count(data.experiments.totalCount)} experiments</span> : null}
      </header>
      {viewer.canWrite ? <NewExperimentForm onCreated={(id) => navigate(`/evaluation?view=experiments&experiment=${encodeURIComponent(id)}`)} /> : null}
      {error ? <ErrorNotice title="experiments" error={error} /> : null}
      {fetching && !data ? <p className="muted">Loading…</p> : null}
      {data && data.experiments.totalCount === 0 ? (
        <div className="empty-guide">
          <p>
            <strong>No experiments yet.</strong> An experiment groups the runs of one routing effort: single-model references, a starting recipe and the recipe
            versions that try to beat it on the same questions.
          </p>
        </div>
      ) : null}
      <ul className="experiment-cards">
        {rows.map((e) => (
          <li key={e.id} className="experiment-card" data-testid="experiment-card">
            <Link to={`/evaluation?view=experiments&experiment=${encodeURIComponent(e.experimentId)}`}>{e.name}</Link>
            <span className="muted">Updated {dateTime(e.updatedAt)}</span>
            <span>
              {count(e.runCount)} saved runs{e.activeRunCount ? ` · ${count(e.activeRunCount)} active` : ''}
            </span>
          </li>
        ))}
      </ul>
      {data && (paging.page > 1 || data.experiments.pageInfo.hasNextPage) ? (
        <div className="pager">
          <button type="button" className="btn" disabled={paging.page <= 1} onClick={() => paging.previous(data.experiments.pageInfo)}>
            Previous
          </button>
          <span>Page {paging.page}</span>
          <button type="button" className="btn" disabled={!paging.hasNext(data.experiments.pageInfo)} onClick={() => paging.next(data.experiments.pageInfo)}>
            Next
          </button>
        </div>
      ) : null}
    </section>
  );
}
