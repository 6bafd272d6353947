// The frozen questions to evaluate (docs/dashboard.md "The form"):
// either benchmarks chosen from the catalog, each served by a stored dataset of this profile or
// "Prepared automatically" at review (dataset-selection.ts), or one stored dataset and which of
// its benchmarks. Fewer than all, or several datasets, are composed into a pinned dataset at
// review time (composeDataset, no resampling).
import { datasetLabel } from '../datasets/dataset-names.ts';
import { Link } from 'react-router';
import { useShellData } from '../../shell/shell-data.tsx';
import { count } from '../../ui/format.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { CreateEvaluationQuery } from '../../gql/graphql.ts';
import type { ProfileId } from '../../gql/graphql.ts';
import { storedWord } from '../../ui/enum-words.ts';
import { profileSelection, type BenchmarkSource } from './dataset-selection.ts';

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

/** Catalog sizes are keyed by the profile's lower-case word. */
const SIZE_OF = { SMOKE: 'smoke', QUICK: 'quick', STANDARD: 'standard' } as const satisfies Record<ProfileId, string>;

interface Row {
  id: string;
  title: string;
  questions: number | null;
  /** What serves it; null inside a chosen dataset. */
  source: BenchmarkSource | null;
}

function SourceWords({ source }: { source: BenchmarkSource | null }) {
  if (!source) return null;
  if (source.kind === 'stored') return <span className="muted">· stored in {source.dataset.name}</span>;
  if (source.kind === 'not_prepared') return <span className="muted">· Prepared automatically</span>;
  return <span className="form-error">· {source.reason}</span>;
}

function BenchmarkChecklist({
  rows,
  benchmarks,
  onBenchmarks,
  error,
}: {
  rows: Row[];
  benchmarks: string[];
  onBenchmarks: (ids: string[]) => void;
  error: string | undefined;
}) {
  const selectable = rows.filter((r) => r.source === null || r.source.kind !== 'seed_conflict');
  const toggle = (id: string) => onBenchmarks(benchmarks.includes(id) ? benchmarks.filter((b) => b !== id) : [...benchmarks, id]);
  const shown = benchmarks.filter((b) => rows.some((r) => r.id === b)).length;
  return (
    <div className="benchmark-list">
      <div className="form-actions">
        <strong>Included benchmarks</strong>
        <button type="button" className="btn" onClick={() => onBenchmarks(selectable.map((r) => r.id))}>
          Select all
        </button>
        <button type="button" className="btn" onClick={() => onBenchmarks([])}>
          Clear
        </button>
        <span className="muted">
          {shown} of {rows.length} selected
        </span>
      </div>
      <ul>
        {rows.map((r) => {
          const checked = benchmarks.includes(r.id);
          // A benchmark that can be neither reused nor prepared can still be unchecked.
          const disabled = !checked && !selectable.includes(r);
          return (
            <li key={r.id}>
              <label>
                <input type="checkbox" checked={checked} disabled={disabled} onChange={() => toggle(r.id)} /> {r.title}{' '}
                <span className="muted">
                  {count(r.questions)} {r.questions === 1 ? 'question' : 'questions'}
                </span>{' '}
                <SourceWords source={r.source} />
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function DatasetStep({ datasets, profile, datasetId, benchmarks, errors, onDataset, onBenchmarks }: Props) {
  const { catalog } = useShellData();
  const titles = new Map(catalog.benchmarks.map((b) => [b.benchmarkId, b.title]));
  const options = datasets.filter((d) => d.profile === profile);
  const chosen = datasets.find((d) => d.datasetId === datasetId) ?? null;
  // The nine benchmarks with profile sizes; extensions are not prepared from an upstream source.
  const catalogBenchmarks = catalog.benchmarks.filter((b) => b.sizes !== null && b.sizes !== undefined);
  const selection = profileSelection(
    datasets,
    profile,
    catalogBenchmarks.map((b) => b.benchmarkId),
  );
  const rows: Row[] = chosen
    ? chosen.benchmarks.map((b) => ({ id: b.benchmarkId, title: titles.get(b.benchmarkId) ?? b.benchmarkId, questions: b.count, source: null }))
    : catalogBenchmarks.map((b) => ({
        id: b.benchmarkId,
        title: b.title,
        questions: b.sizes ? b.sizes[SIZE_OF[profile]] : null,
        source: selection.sources.get(b.benchmarkId) ?? null,
      }));

  return (
    <fieldset className="create-step">
      <legend>Questions</legend>
      {options.length === 0 ? (
        <p className="notice">
          No prepared {storedWord(profile)} dataset is stored yet: the benchmarks you choose are prepared automatically when you review the plan, or{' '}
          <Link to="/evaluation?view=datasets&prepare=1">Prepare dataset</Link> first.
        </p>
      ) : null}
      <FormField label="Use a specific dataset" error={errors.datasetId}>
        <select value={datasetId} onChange={(event) => onDataset(event.target.value)} aria-invalid={errors.datasetId ? true : undefined}>
          <option value="">Choose benchmarks automatically</option>
          {options.map((d) => (
            <option key={d.datasetId} value={d.datasetId}>
              {datasetLabel(d, titles)} ({count(d.caseCount)} questions · {d.split ? storedWord(d.split) : 'unknown split'} · {d.datasetId.slice(0, 12)})
            </option>
          ))}
        </select>
      </FormField>
      <BenchmarkChecklist rows={rows} benchmarks={benchmarks} onBenchmarks={onBenchmarks} error={errors.benchmarks} />
      {!chosen && benchmarks.some((b) => selection.sources.get(b)?.kind === 'not_prepared') ? (
        <p className="muted">
          Benchmarks marked “Prepared automatically” are downloaded from their pinned sources and frozen when you review the plan; nothing is sent to a model.
        </p>
      ) : null}
    </fieldset>
  );
}
