// The questions browser (docs/dashboard.md "Dataset details"): search (submitted explicitly), benchmark and subject
// group filters, 25 questions a page. Questions never carry answers: the API has none to give.
import { useState } from 'react';
import type { DatasetDetailsQuery } from '../../gql/graphql.ts';
import { count } from '../../ui/format.ts';
import { pageRange, type CursorPaging } from '../../ui/form-paging.ts';
import { QuestionRow } from './QuestionRow.tsx';

export type DetailsDataset = NonNullable<DatasetDetailsQuery['dataset']>;

export interface QuestionFilters {
  search: string;
  benchmark: string;
  category: string;
}

interface Props {
  dataset: DetailsDataset;
  titles: Map<string, string>;
  filters: QuestionFilters;
  setFilters: (filters: QuestionFilters) => void;
  paging: CursorPaging;
  fetching: boolean;
}

export function QuestionsTab({ dataset, titles, filters, setFilters, paging, fetching }: Props) {
  const [draft, setDraft] = useState(filters.search);
  const cases = dataset.cases;
  const rows = cases.edges.map((e) => e.node);
  const categories = (filters.benchmark ? dataset.benchmarks.filter((b) => b.benchmarkId === filters.benchmark) : dataset.benchmarks).flatMap((b) =>
    b.categories.map((c) => c.name),
  );
  const uniqueCategories = [...new Set(categories)].sort();

  return (
    <div className="questions-tab">
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role; the newer <search> element is not needed */}
      <form
        className="form-actions"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ ...filters, search: draft.trim() });
        }}
      >
        <input aria-label="Search questions" placeholder="Search questions" value={draft} maxLength={200} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit" className="btn">
          Search
        </button>
        <select
          aria-label="Benchmark filter"
          value={filters.benchmark}
          onChange={(event) => setFilters({ ...filters, benchmark: event.target.value, category: '' })}
        >
          <option value="">All benchmarks</option>
          {dataset.benchmarks.map((b) => (
            <option key={b.benchmarkId} value={b.benchmarkId}>
              {titles.get(b.benchmarkId) ?? b.benchmarkId} ({b.count})
            </option>
          ))}
        </select>
        <select aria-label="Subject group" value={filters.category} onChange={(event) => setFilters({ ...filters, category: event.target.value })}>
          <option value="">All subject groups</option>
          {uniqueCategories.map((c) => (
            <option key={c} value={c}>
              {c || 'General'}
            </option>
          ))}
        </select>
      </form>
      <p className="muted" data-testid="questions-count">
        {count(cases.totalCount)} questions{filters.search ? ` matching “${filters.search}”` : ''}
        {fetching ? ' · loading…' : ''}
      </p>
      <ol className="question-list" data-testid="question-list">
        {rows.map((q) => (
          <QuestionRow key={q.caseId} question={q} title={titles.get(q.benchmark) ?? q.benchmark} />
        ))}
      </ol>
      <div className="pager">
        <button type="button" className="btn" disabled={paging.page <= 1 || fetching} onClick={() => paging.previous(cases.pageInfo)}>
          Previous questions
        </button>
        <span data-testid="questions-range">{pageRange(paging.page, 25, rows.length, cases.totalCount)}</span>
        <button type="button" className="btn" disabled={!paging.hasNext(cases.pageInfo) || fetching} onClick={() => paging.next(cases.pageInfo)}>
          Next questions
        </button>
      </div>
    </div>
  );
}
