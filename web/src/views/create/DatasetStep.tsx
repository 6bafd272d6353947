// The frozen questions to evaluate (clients.md §5.1 "Specific dataset" and "Benchmarks"): one of
// this profile's stored datasets, then which of its benchmarks. Fewer than all are composed into
// a pinned dataset at review time (composeDataset, no resampling).
import { Link } from 'react-router';
import { useShellData } from '../../shell/shell-data.tsx';
import { count } from '../../ui/format.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { CreateEvaluationQuery } from '../../gql/graphql.ts';
import type { ProfileId } from '../../gql/graphql.ts';
import { storedWord } from '../../ui/enum-words.ts';

export type DatasetOption = CreateEvaluationQuery['datasets']['edges'][number]['node'];

interface Props {
  datasets: DatasetOption[];
  profile: ProfileId;
  datasetId: string;
  benchmarks: string[];
  errors: { datasetId?: string | undefined; benchmarks?: string | undefined };
  onDataset: (id: string) => void;
  onBenchmarks: (ids: string[]) => void;
}

export function DatasetStep({ datasets, profile, datasetId, benchmarks, errors, onDataset, onBenchmarks }: Props) {
  const { catalog } = useShellData();
  const titles = new Map(catalog.benchmarks.map((b) => [b.benchmarkId, b.title]));
  const options = datasets.filter((d) => d.profile === profile);
  const chosen = datasets.find((d) => d.datasetId === datasetId) ?? null;
  const toggle = (id: string) => onBenchmarks(benchmarks.includes(id) ? benchmarks.filter((b) => b !== id) : [...benchmarks, id]);

  return (
    <fieldset className="create-step">
      <legend>Questions</legend>
      {options.length === 0 ? (
        <p className="notice">
          No prepared {storedWord(profile)} dataset is stored yet. <Link to="/evaluation?view=datasets&prepare=1">Prepare dataset</Link>
        </p>
      ) : null}
      <FormField label="Use a specific dataset" error={errors.datasetId}>
        <select value={datasetId} onChange={(event) => onDataset(event.target.value)} aria-invalid={errors.datasetId ? true : undefined}>
          <option value="">Choose a dataset…</option>
          {options.map((d) => (
            <option key={d.datasetId} value={d.datasetId}>
              {d.name} ({count(d.caseCount)} questions · {d.split ? storedWord(d.split) : 'unknown split'})
            </option>
          ))}
        </select>
      </FormField>
      {chosen ? (
        <div className="benchmark-list">
          <div className="form-actions">
            <strong>Included benchmarks</strong>
            <button type="button" className="btn" onClick={() => onBenchmarks(chosen.benchmarks.map((b) => b.benchmarkId))}>
              Select all
            </button>
            <button type="button" className="btn" onClick={() => onBenchmarks([])}>
              Clear
            </button>
            <span className="muted">
              {benchmarks.length} of {chosen.benchmarks.length} selected
            </span>
          </div>
          <ul>
            {chosen.benchmarks.map((b) => (
              <li key={b.benchmarkId}>
                <label>
                  <input type="checkbox" checked={benchmarks.includes(b.benchmarkId)} onChange={() => toggle(b.benchmarkId)} /> {titles.get(b.benchmarkId) ?? b.benchmarkId}{' '}
                  <span className="muted">{count(b.count)} questions</span>
                </label>
              </li>
            ))}
          </ul>
          {errors.benchmarks ? (
            <p className="form-error" role="alert">
              {errors.benchmarks}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
