// The dataset library (docs/dashboard.md): profile cards, search and benchmark filters in the URL,
// 12 datasets a page. One request per filter/page: the page and the profile counts together.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import { useShellData } from '../../shell/shell-data.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { count } from '../../ui/format.ts';
import { pageRange, useCursorPaging } from '../../ui/form-paging.ts';
import { DatasetCard } from './DatasetCard.tsx';
import { benchmarkTitles } from './dataset-names.ts';
import { DatasetsLibraryQuery } from './datasets-operations.ts';
import { profileFromWord } from '../../ui/enum-words.ts';

const PAGE = 12;
const PROFILES = ['', 'smoke', 'quick', 'standard'] as const;

/** `version` grows when the stored datasets changed (a preparation finished): ask again. */
export function DatasetLibrary({ version }: { version: number }) {
  const [params] = useSearchParams();
  // The filters key the list so paging starts again from page one when they change.
  const key = `${params.get('q') ?? ''}|${params.get('benchmark') ?? ''}|${params.get('profile') ?? ''}`;
  return <LibraryPage key={key} version={version} />;
}

function LibraryPage({ version }: { version: number }) {
  const [params, setParams] = useSearchParams();
  const { catalog } = useShellData();
  const viewer = useViewer();
  const titles = benchmarkTitles(catalog);
  const search = params.get('q') ?? '';
  const benchmark = params.get('benchmark') ?? '';
  const profile = params.get('profile') ?? '';
  const profileId = profileFromWord(profile);
  const [draft, setDraft] = useState(search);
  const paging = useCursorPaging(PAGE);
  const filter = {
    ...(search ? { search } : {}),
    ...(benchmark ? { benchmark: [benchmark] } : {}),
    ...(profileId ? { profile: [profileId] } : {}),
  };
  const [{ data, error, fetching }, reload] = useQuery({
    query: DatasetsLibraryQuery,
    variables: { ...paging.variables, filter },
    requestPolicy: 'network-only',
  });
  const seenVersion = useRef(version);
  useEffect(() => {
    if (version === seenVersion.current) return;
    seenVersion.current = version;
    reload({ requestPolicy: 'network-only' });
  }, [version, reload]);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.set('view', 'datasets');
    setParams(next);
  };
  const counts: Record<string, number | undefined> = {
    '': data?.allDatasets.totalCount,
    smoke: data?.smokeDatasets.totalCount,
    quick: data?.quickDatasets.totalCount,
    standard: data?.standardDatasets.totalCount,
  };
  const rows = data?.datasets.edges.map((e) => e.node) ?? [];

  return (
    <section className="panel" aria-label="Dataset library">
      <header className="library-header">
        <h2>Datasets</h2>
        <span className="muted" data-testid="library-summary">
          {data
            ? `${count(data.allDatasets.totalCount)} ${data.allDatasets.totalCount === 1 ? 'dataset' : 'datasets'} · ${catalog.benchmarks.length} benchmarks`
            : '…'}
        </span>
        {viewer.canWrite ? (
          <button type="button" className="btn" onClick={() => update({ prepare: '1' })}>
            Prepare dataset
          </button>
        ) : null}
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons; a fieldset would bring its own border and legend */}
      <div className="profile-cards" role="group" aria-label="Profile">
        {PROFILES.map((p) => (
          <button
            key={p || 'all'}
            type="button"
            className={profile === p ? 'profile-card active' : 'profile-card'}
            aria-pressed={profile === p}
            onClick={() => update({ profile: p })}
          >
            <strong>{p ? p.charAt(0).toUpperCase() + p.slice(1) : 'All'}</strong>
            <span>
              {count(counts[p])} {counts[p] === 1 ? 'dataset' : 'datasets'}
            </span>
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role; the newer <search> element is not needed */}
      <form
        className="form-actions"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: draft.trim() });
        }}
      >
        <input
          aria-label="Search datasets"
          placeholder="Search name or benchmark"
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn">
          Search
        </button>
        <select aria-label="Benchmark" value={benchmark} onChange={(event) => update({ benchmark: event.target.value })}>
          <option value="">All benchmarks</option>
          {catalog.benchmarks.map((b) => (
            <option key={b.benchmarkId} value={b.benchmarkId}>
              {b.title}
            </option>
          ))}
        </select>
        {search || benchmark || profile ? (
          <button type="button" className="link" onClick={() => update({ q: '', benchmark: '', profile: '' })}>
            Clear filters
          </button>
        ) : null}
      </form>
      {error ? <ErrorNotice title="datasets" error={error} /> : null}
      {fetching && !data ? <p className="muted">Loading…</p> : null}
      {data && rows.length === 0 ? (
        <p className="muted">No datasets match. {viewer.canWrite ? <Link to="/evaluation?view=datasets&prepare=1">Prepare dataset</Link> : null}</p>
      ) : null}
      <div className="dataset-cards">
        {rows.map((d) => (
          <DatasetCard key={d.datasetId} dataset={d} titles={titles} />
        ))}
      </div>
      {data ? (
        <div className="pager">
          <button type="button" className="btn" disabled={paging.page <= 1} onClick={() => paging.previous(data.datasets.pageInfo)}>
            Previous
          </button>
          <span data-testid="library-range">{pageRange(paging.page, PAGE, rows.length, data.datasets.totalCount)} datasets</span>
          <button type="button" className="btn" disabled={!paging.hasNext(data.datasets.pageInfo)} onClick={() => paging.next(data.datasets.pageInfo)}>
            Next
          </button>
        </div>
      ) : null}
    </section>
  );
}
