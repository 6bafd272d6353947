// Choosing runs (docs/dashboard.md): a baseline, then any number of candidates, then
// "Compare runs", which writes the candidates to the URL in creation order.
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { BaselineSelect } from './BaselineSelect.tsx';
import { CandidateChecklist } from './CandidateChecklist.tsx';
import type { ComparisonOption } from './use-compare-options.ts';
import { useCompareOptions } from './use-compare-options.ts';

interface Props {
  baseline: string | null;
  selected: string[];
  /** True when earlier results are hidden because the selection differs from them. */
  changed: boolean;
  onBaseline: (runId: string | null) => void;
  onSelect: (selected: string[]) => void;
  onCompare: (candidates: string[]) => void;
}

/** Creation order; runs from the link that are not among the options keep their order, last. */
function byCreation(ids: string[], options: ComparisonOption[]): string[] {
  const created = new Map(options.map((o) => [o.runId, o.run.createdAt]));
  const known = ids.filter((id) => created.has(id)).sort((a, b) => (created.get(a) ?? '').localeCompare(created.get(b) ?? ''));
  return [...known, ...ids.filter((id) => !created.has(id))];
}

export function RunChooser({ baseline, selected, changed, onBaseline, onSelect, onCompare }: Props) {
  const { fetching, error, chosen, baselines, partners } = useCompareOptions(baseline);
  return (
    <section className="panel compare-chooser" data-testid="compare-chooser">
      <h2>Choose runs</h2>
      {error ? <ErrorNotice title="Comparable runs" error={error} /> : null}
      {fetching ? <p className="muted">Loading comparable runs…</p> : null}
      {!fetching ? <BaselineSelect list={baselines} value={baseline} chosen={chosen} onChange={onBaseline} /> : null}
      {baseline !== null && !fetching ? <CandidateChecklist list={partners} selected={selected} onChange={onSelect} /> : null}
      {baseline !== null && !fetching ? (
        <div className="compare-row">
          <button type="button" className="primary" disabled={selected.length === 0} onClick={() => onCompare(byCreation(selected, partners.options))}>
            Compare runs
          </button>
          {changed ? <span className="muted small">The selection changed: press Compare runs to see its results.</span> : null}
        </div>
      ) : null}
    </section>
  );
}
