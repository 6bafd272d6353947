// Counts with their share of the whole and a bar: the router's picks (selected models, matched
// decisions, selection statuses and reasons) read as a distribution, not as a list.
import { count, percent } from '../../ui/format.ts';

export interface ShareRow {
  label: string;
  count: number;
}

export function ShareTable({
  caption,
  column,
  unit,
  rows,
  testId,
}: {
  caption: string;
  column: string;
  unit: string;
  rows: readonly ShareRow[];
  testId?: string;
}) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const sorted = [...rows].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return (
    <table className="share-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{column}</th>
          <th scope="col" className="num">
            {unit}
          </th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => {
          const share = total > 0 ? row.count / total : 0;
          return (
            <tr key={row.label}>
              <td className="run-mono share-label">{row.label}</td>
              <td className="num">{count(row.count)}</td>
              <td className="share-cell">
                <span className="share-bar" aria-hidden="true">
                  <span style={{ width: `${share * 100}%` }} />
                </span>
                {percent(share, 0)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
