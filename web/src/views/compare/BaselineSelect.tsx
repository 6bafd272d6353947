// Step 1 (docs/dashboard.md "Choosing runs"): the reference run, a searchable select of server-qualified
// baselines. A deep-linked baseline that is not on a loaded page is still shown.
import { useState } from 'react';
import type { OptionList } from './use-compare-options.ts';
import { emptyReasonText, optionLabel, optionProfile, scanNotes } from './option-words.ts';

interface Props {
  list: OptionList;
  value: string | null;
  chosen: { runId: string; name: string; profileName: string; caseCount: number } | null;
  onChange: (runId: string | null) => void;
}

export function BaselineSelect({ list, value, chosen, onChange }: Props) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = list.options.filter((o) => o.runId === value || needle === '' || `${o.name} ${o.runId} ${optionProfile(o)}`.toLowerCase().includes(needle));
  const linked = value !== null && !list.options.some((o) => o.runId === value);
  return (
    <fieldset className="compare-step">
      <legend>1. Reference run</legend>
      <div className="compare-row">
        <input type="search" placeholder="Find a baseline" aria-label="Find a baseline" value={search} onChange={(e) => setSearch(e.target.value)} />
        <select
          aria-label="Reference run"
          data-testid="baseline-select"
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">Choose a baseline…</option>
          {linked ? <option value={value}>{chosen ? optionLabel(chosen) : value} (from the link)</option> : null}
          {shown.map((o) => (
            <option key={o.runId} value={o.runId}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
        {list.hasNextPage ? (
          <button type="button" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading…' : 'Load more baselines'}
          </button>
        ) : null}
      </div>
      <p className="muted small">Completed live runs with a single-model target and at least one comparable run.</p>
      {list.options.length === 0 && !list.hasNextPage ? <p className="muted">{emptyReasonText(list.emptyReason)}</p> : null}
      {scanNotes(list).map((note) => (
        <p key={note} className="muted small">
          {note}
        </p>
      ))}
      {list.loadError ? <p className="error">Loading more baselines failed: {list.loadError.message}</p> : null}
    </fieldset>
  );
}
