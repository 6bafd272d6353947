// One dataset (docs/dashboard.md "Dataset details"): header, then Questions / Coverage / About. Its data and the
// current questions page are one request; a new page or filter asks again.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import { useShellData } from '../../shell/shell-data.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { count } from '../../ui/format.ts';
import { useCursorPaging } from '../../ui/form-paging.ts';
import { AboutTab } from './AboutTab.tsx';
import { CoverageTab } from './CoverageTab.tsx';
import { benchmarkTitles, datasetBadge } from './dataset-names.ts';
import { DatasetDetailsQuery } from './datasets-operations.ts';
import { QuestionsTab, type QuestionFilters } from './QuestionsTab.tsx';
import { storedWord } from '../../ui/enum-words.ts';

export const QUESTIONS_PAGE = 25;
const TABS = ['questions', 'coverage', 'about'] as const;
type Tab = (typeof TABS)[number];

export function DatasetDetails({ datasetId }: { datasetId: string }) {
  const [filters, setFilters] = useState<QuestionFilters>({ search: '', benchmark: '', category: '' });
  // New filters start again at the first page.
  return <DatasetPage key={JSON.stringify(filters)} datasetId={datasetId} filters={filters} setFilters={setFilters} />;
}

function DatasetPage({ datasetId, filters, setFilters }: { datasetId: string; filters: QuestionFilters; setFilters: (f: QuestionFilters) => void }) {
  const [params, setParams] = useSearchParams();
  const { catalog } = useShellData();
  const viewer = useViewer();
  const titles = benchmarkTitles(catalog);
  // The open tab lives in the URL (`tab`), so a link or a reload keeps it.
  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'questions';
  const setTab = (next: Tab) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next === 'questions') out.delete('tab');
      else out.set('tab', next);
      return out;
    });
  const paging = useCursorPaging(QUESTIONS_PAGE);
  const [{ data, error, fetching }, reload] = useQuery({
    query: DatasetDetailsQuery,
    variables: {
      id: datasetId,
      ...paging.variables,
      benchmark: filters.benchmark ? [filters.benchmark] : null,
      category: filters.category ? [filters.category] : null,
      search: filters.search || null,
    },
    requestPolicy: 'network-only',
  });
  const dataset = data?.dataset;

  return (
    <section className="panel" aria-label="Dataset details" data-testid="dataset-details">
      <button type="button" className="link" onClick={() => setParams({ view: 'datasets' })}>
        ← All datasets
      </button>
      {error ? (
        <>
          <ErrorNotice title="dataset" error={error} />
          <button type="button" className="btn" onClick={() => reload({ requestPolicy: 'network-only' })}>
            Retry loading dataset
          </button>
        </>
      ) : null}
      {fetching && !data ? <p className="muted">Loading…</p> : null}
      {data && !dataset ? <p className="error">Dataset {datasetId} was not found.</p> : null}
      {dataset ? (
        <>
          <p className="muted">Dataset · {datasetBadge(null, dataset.profile)}</p>
          <h2 className="dataset-name">{dataset.name}</h2>
          <p>
            {count(dataset.caseCount)} questions across {dataset.benchmarks.length} {dataset.benchmarks.length === 1 ? 'benchmark' : 'benchmarks'}
            {dataset.split === 'HOLDOUT' ? ' · Holdout set' : dataset.split ? ` · ${storedWord(dataset.split)} split` : ''}
            {dataset.customSubset ? ' · custom subset' : ''}
          </p>
          {viewer.canWrite ? (
            <Link className="btn primary" to={`/evaluation?view=new&dataset=${encodeURIComponent(dataset.datasetId)}`}>
              Evaluate dataset
            </Link>
          ) : null}
          <nav className="tabs subtabs" aria-label="Dataset sections">
            {TABS.map((t) => (
              <button
                key={t}
                type="button"
                className={tab === t ? 'tab active' : 'tab'}
                aria-current={tab === t ? 'page' : undefined}
                onClick={() => setTab(t)}
              >
                {t.charAt(0).toUpperCase() + t.slice(1)}
              </button>
            ))}
          </nav>
          {tab === 'questions' ? (
            <QuestionsTab dataset={dataset} titles={titles} filters={filters} setFilters={setFilters} paging={paging} fetching={fetching} />
          ) : null}
          {tab === 'coverage' ? (
            <CoverageTab
              dataset={dataset}
              titles={titles}
              onBenchmark={(benchmark) => {
                setTab('questions');
                setFilters({ search: '', category: '', benchmark });
              }}
            />
          ) : null}
          {tab === 'about' ? <AboutTab dataset={dataset} titles={titles} /> : null}
        </>
      ) : null}
    </section>
  );
}
