// Comparison exports (docs/dashboard.md "Comparison results"; docs/comparison.md "Exports"): the CSV and JSON the API returned with
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
