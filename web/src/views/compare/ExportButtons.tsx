// Comparison exports (clients.md §7.2, report.md 6.10): the CSV and JSON the API returned with
// the comparison, saved as files without asking again.
import { downloadText } from '../../ui/download.ts';
import type { ComparisonSet } from './compare-model.ts';

export function ExportButtons({ set }: { set: ComparisonSet }) {
  return (
    <div className="compare-row">
      <button type="button" onClick={() => downloadText('sr-bench-comparison.csv', set.csv, 'text/csv')}>
        Export comparison CSV
      </button>
      <button type="button" onClick={() => downloadText('sr-bench-comparison.json', `${JSON.stringify(set.json, null, 2)}\n`, 'application/json')}>
        Export comparison JSON
      </button>
    </div>
  );
}
