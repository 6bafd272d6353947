// Runs list (docs/dashboard.md): one query for the page the URL names, kept live by `runsChanged`
// (each event refetches the page once; nothing polls).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { count } from '../../ui/format.ts';
import { RunRow } from './RunRow.tsx';
import { RunsFilters } from './RunsFilters.tsx';
import { RunsChangedSubscription, RunsListQuery } from './runs-queries.ts';
import { PAGE_SIZE, pageVariables, readRunsUrl, runFilter, withFilter, withPage } from './runs-url.ts';
import { useEventRefetch } from '../../ui/run-event-refetch.ts';
import './runs.css';

export function RunsView() {
  const [params, setParams] = useSearchParams();
  const state = readRunsUrl(params);
  const filter = runFilter(state);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: RunsListQuery,
    variables: { ...pageVariables(state), filter },
    requestPolicy: 'network-only',
  });
  const refetch = useEventRefetch(() => reexecute({ requestPolicy: 'network-only' }), 500);
  const [{ data: changed }] = useSubscription({ query: RunsChangedSubscription });
  useEffect(() => {
    if (changed) refetch();
  }, [changed, refetch]);

  const runs = data?.runs;
  const pages = runs ? Math.max(1, Math.ceil(runs.totalCount / PAGE_SIZE)) : 1;
  const filtered = Boolean(filter.search || filter.status || filter.mode || filter.profile || filter.imported !== undefined);

  return (
    <div data-testid="runs-view" className="runs-view">
      <div className="runs-head">
        <h2>Evaluation runs</h2>
        {data ? (
          <span className="status running" data-testid="runs-active">
            {count(data.active.totalCount)} active
          </span>
        ) : null}
      </div>
      <RunsFilters state={state} onChange={(key, value) => setParams(withFilter(params, key, value))} />
      {error ? <ErrorNotice title="runs" error={error} /> : null}
      {fetching && !data ? <p className="muted">Loading runs…</p> : null}
      {runs && runs.edges.length === 0 ? (
        <p className="muted">{filtered ? 'No runs match these filters.' : 'No runs yet. Create an evaluation to start one.'}</p>
      ) : null}
      {runs && runs.edges.length > 0 ? (
        <table className="runs-table">
          <thead>
            <tr>
              <th>Run / targets</th>
              <th>Mode</th>
              <th>Profile</th>
              <th>Status</th>
              <th>Progress</th>
              <th className="num" title="Correct answers over every planned case, per target">
                Accuracy
              </th>
              <th className="num" title="Subject and evaluation calls; unknown while any call’s cost is">
                Total spend
              </th>
              <th>Last update</th>
            </tr>
          </thead>
          <tbody>
            {runs.edges.map(({ node }) => (
              <RunRow key={node.id} run={node} />
            ))}
          </tbody>
        </table>
      ) : null}
      {runs ? (
        <nav className="runs-pager" aria-label="Runs pages">
          <button
            type="button"
            disabled={state.page <= 1 || !runs.pageInfo.startCursor}
            onClick={() => setParams(withPage(params, state.page - 1, { before: runs.pageInfo.startCursor ?? undefined }))}
          >
            Previous runs
          </button>
          <span data-testid="runs-page">
            Page {state.page} of {pages} · {count(runs.totalCount)} runs
          </span>
          <button
            type="button"
            disabled={!runs.pageInfo.hasNextPage || state.page >= pages}
            onClick={() => setParams(withPage(params, state.page + 1, { after: runs.pageInfo.endCursor ?? undefined }))}
          >
            Next runs
          </button>
        </nav>
      ) : null}
    </div>
  );
}
