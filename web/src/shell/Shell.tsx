// The dashboard shell (docs/dashboard.md): tabs, the token box, and the one request that loads what
// every view shares. The open view reads the rest of its state from the URL.
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { graphql } from '../gql/index.ts';
import { viewerInfo, ViewerContext } from '../api/viewer.tsx';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { ShellDataContext } from './shell-data.tsx';
import { RunCount } from './RunCount.tsx';
import { TokenBox } from './TokenBox.tsx';
import { viewOf, type ViewName } from './views.ts';
import { RunsView } from '../views/runs/RunsView.tsx';
import { RunDetailsView } from '../views/run-details/RunDetailsView.tsx';
import { CreateEvaluationView } from '../views/create/CreateEvaluationView.tsx';
import { DatasetsView } from '../views/datasets/DatasetsView.tsx';
import { CompareView } from '../views/compare/CompareView.tsx';
import { ExperimentsView } from '../views/experiments/ExperimentsView.tsx';

const ShellQueryDoc = graphql(`
  query Shell {
    viewer { actorId role }
    catalog {
      version
      modes
      benchmarks { benchmarkId title kind weight extension sourceUrl sizes { smoke quick standard } }
      profiles { profileId split purpose caseCount }
    }
    targets { targetId kind model priced previewable configHash maxInferenceCalls }
    runs(first: 1) { totalCount edges { node { createdAt } } }
  }
`);

const TABS: { view: ViewName; label: string }[] = [
  { view: 'runs', label: 'Runs' },
  { view: 'experiments', label: 'Experiments' },
  { view: 'compare', label: 'Compare iterations' },
  { view: 'datasets', label: 'Datasets' },
];

export function Shell() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const [{ data, error, fetching }] = useQuery({ query: ShellQueryDoc, requestPolicy: 'network-only' });

  const open = (next: ViewName) => setParams(next === 'runs' ? {} : { view: next });
  const viewer = data ? viewerInfo(data.viewer.actorId, data.viewer.role) : null;

  return (
    <div className="shell">
      <header className="shell-header">
        <h1>sr-bench · Evaluation</h1>
        <nav className="tabs" aria-label="Views">
          {TABS.map((tab) => (
            <button
              key={tab.view}
              type="button"
              className={view === tab.view ? 'tab active' : 'tab'}
              aria-current={view === tab.view ? 'page' : undefined}
              onClick={() => open(tab.view)}
            >
              {tab.label}
              {tab.view === 'runs' && data ? <RunCount initial={data.runs.totalCount} newestCreatedAt={data.runs.edges[0]?.node.createdAt ?? null} /> : null}
            </button>
          ))}
          {viewer?.canWrite ? (
            <button type="button" className={view === 'new' ? 'tab active primary' : 'tab primary'} onClick={() => open('new')}>
              Create evaluation
            </button>
          ) : null}
        </nav>
        <div className="shell-actor">
          {viewer ? (
            <span data-testid="viewer">
              {viewer.actorId} · {viewer.role}
            </span>
          ) : null}
          <TokenBox />
        </div>
      </header>
      <main>
        {error ? <ErrorNotice title="Server unavailable" error={error} /> : null}
        {fetching && !data ? <p className="muted">Loading…</p> : null}
        {data && viewer ? (
          <ViewerContext.Provider value={viewer}>
            <ShellDataContext.Provider value={data}>
              <ViewBody view={view} runId={params.get('run')} />
            </ShellDataContext.Provider>
          </ViewerContext.Provider>
        ) : null}
      </main>
    </div>
  );
}

function ViewBody({ view, runId }: { view: ViewName; runId: string | null }) {
  switch (view) {
    case 'runs':
      return runId ? <RunDetailsView key={runId} runId={runId} /> : <RunsView />;
    case 'new':
    case 'preview':
      return <CreateEvaluationView mode={view} />;
    case 'datasets':
      return <DatasetsView />;
    case 'compare':
      return <CompareView />;
    case 'experiments':
      return <ExperimentsView />;
  }
}
