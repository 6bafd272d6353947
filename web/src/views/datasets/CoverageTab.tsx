// Coverage (docs/dashboard.md "Dataset details"): questions per benchmark as bars, and subject groups 12 a page
// (client paging over the dataset's own counts). Clicking a benchmark filters the questions.
import { useState } from 'react';
import { count } from '../../ui/format.ts';
import type { DetailsDataset } from './QuestionsTab.tsx';

const GROUPS_PAGE = 12;

export function CoverageTab({ dataset, titles, onBenchmark }: { dataset: DetailsDataset; titles: Map<string, string>; onBenchmark: (id: string) => void }) {
  const [page, setPage] = useState(0);
  const largest = Math.max(1, ...dataset.benchmarks.map((b) => b.count));
  const groups = dataset.benchmarks.flatMap((b) => b.categories.map((c) => ({ benchmark: b.benchmarkId, name: c.name || 'General', count: c.count })));
  const pages = Math.max(1, Math.ceil(groups.length / GROUPS_PAGE));
  return (
    <div className="coverage-tab">
      <h3>Questions per benchmark</h3>
      <ul className="coverage-bars">
        {dataset.benchmarks.map((b) => (
          <li key={b.benchmarkId}>
            <button type="button" className="link" onClick={() => onBenchmark(b.benchmarkId)}>
              {titles.get(b.benchmarkId) ?? b.benchmarkId}
            </button>
            <span className="bar" style={{ width: `${(b.count / largest) * 100}%` }} />
            <span className="num">{count(b.count)}</span>
          </li>
        ))}
      </ul>
      <h3>Subject groups</h3>
      <table>
        <thead>
          <tr>
            <th>Benchmark</th>
            <th>Subject group</th>
            <th className="num">Questions</th>
          </tr>
        </thead>
        <tbody>
          {groups.slice(page * GROUPS_PAGE, (page + 1) * GROUPS_PAGE).map((g) => (
            <tr key={`${g.benchmark}/${g.name}`}>
              <td>{titles.get(g.benchmark) ?? g.benchmark}</td>
              <td>{g.name}</td>
              <td className="num">{count(g.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <div className="pager">
          <button type="button" className="btn" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <button type="button" className="btn" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </div>
      ) : null}
    </div>
  );
}
