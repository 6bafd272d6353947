// One dataset in the library (docs/dashboard.md): name, badge, benchmarks, question count and the
// actions; storage path and hash are not shown.
import { Link } from 'react-router';
import { useViewer } from '../../api/viewer.tsx';
import type { DatasetsLibraryQuery } from '../../gql/graphql.ts';
import { count } from '../../ui/format.ts';
import { benchmarkSummary, datasetBadge } from './dataset-names.ts';
import { storedWord } from '../../ui/enum-words.ts';

export type LibraryDataset = DatasetsLibraryQuery['datasets']['edges'][number]['node'];

export function DatasetCard({ dataset, titles }: { dataset: LibraryDataset; titles: Map<string, string> }) {
  const viewer = useViewer();
  const ids = dataset.benchmarks.map((b) => b.benchmarkId);
  return (
    <article className="dataset-card" data-testid="dataset-card">
      <header>
        <Link to={`/evaluation?view=datasets&dataset=${encodeURIComponent(dataset.datasetId)}`} title={ids.map((id) => titles.get(id) ?? id).join(', ')}>
          {benchmarkSummary(ids, titles)}
        </Link>
        <span className={dataset.split === 'HOLDOUT' ? 'badge holdout' : 'badge'}>{datasetBadge(dataset.split, dataset.profile)}</span>
        {dataset.customSubset ? <span className="badge">Custom subset</span> : null}
      </header>
      <p>
        <strong>{count(dataset.caseCount)}</strong> questions · {ids.length} {ids.length === 1 ? 'benchmark' : 'benchmarks'} ·{' '}
        {dataset.split ? storedWord(dataset.split) : 'split not recorded'}
      </p>
      <div className="form-actions">
        <Link className="btn" to={`/evaluation?view=datasets&dataset=${encodeURIComponent(dataset.datasetId)}`}>
          Questions
        </Link>
        {viewer.canWrite ? (
          <Link className="btn primary" to={`/evaluation?view=new&dataset=${encodeURIComponent(dataset.datasetId)}`}>
            Evaluate
          </Link>
        ) : null}
      </div>
    </article>
  );
}
