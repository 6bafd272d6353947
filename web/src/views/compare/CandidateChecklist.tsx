// Step 2 (docs/dashboard.md "Choosing runs"): the comparison runs, 8 per page, with a search over the loaded
// options, "Select all" (across pages, matching the search) and "Load more comparison runs".
// Candidates from the link that are not among the options stay listed so they can be unticked.
import { useState } from 'react';
import { dateTime } from '../../ui/format.ts';
import type { ComparisonOption, OptionList } from './use-compare-options.ts';
import { emptyReasonText, optionProfile, scanNotes } from './option-words.ts';

const PAGE_SIZE = 8;

interface Props {
  list: OptionList;
  selected: string[];
  onChange: (selected: string[]) => void;
}

function matches(option: ComparisonOption, needle: string): boolean {
  return needle === '' || `${option.name} ${option.runId} ${optionProfile(option)}`.toLowerCase().includes(needle);
}

export function CandidateChecklist({ list, selected, onChange }: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const needle = search.trim().toLowerCase();
  const matching = list.options.filter((o) => matches(o, needle));
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = matching.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const linkedOnly = selected.filter((id) => !list.options.some((o) => o.runId === id));
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  const selectAll = () => onChange([...new Set([...selected, ...matching.map((o) => o.runId)])]);

  return (
    <fieldset className="compare-step" data-testid="candidate-list">
      <legend>2. Comparison runs</legend>
      <div className="compare-row">
        <input
          type="search"
          placeholder="Find comparison runs"
          aria-label="Find comparison runs"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
        <span className="muted">{selected.length} selected</span>
        <button type="button" onClick={selectAll} disabled={matching.length === 0}>
          Select all
        </button>
        {selected.length > 0 ? (
          <button type="button" onClick={() => onChange([])}>
            Clear
          </button>
        ) : null}
      </div>
      {list.options.length === 0 && !list.hasNextPage ? <p className="muted">{emptyReasonText(list.emptyReason)}</p> : null}
      <ul className="candidate-options">
        {shown.map((o) => (
          <li key={o.runId}>
            <label>
              <input type="checkbox" checked={selected.includes(o.runId)} onChange={(e) => toggle(o.runId, e.target.checked)} />
              <span className="option-name">{o.name}</span>
              <span className="muted small">
                {optionProfile(o)} · {o.caseCount} cases · {dateTime(o.run.createdAt)} · <span className="code">{o.runId}</span>
              </span>
            </label>
          </li>
        ))}
        {linkedOnly.map((id) => (
          <li key={id}>
            <label>
              <input type="checkbox" checked onChange={() => toggle(id, false)} />
              <span className="code">{id}</span> <span className="muted small">(from the link; not among the comparable runs)</span>
            </label>
          </li>
        ))}
      </ul>
      <div className="compare-row">
        {pages > 1 ? (
          <>
            <button type="button" disabled={current === 0} onClick={() => setPage(current - 1)}>
              Previous
            </button>
            <span className="muted small">
              Page {current + 1} of {pages}
            </span>
            <button type="button" disabled={current + 1 >= pages} onClick={() => setPage(current + 1)}>
              Next
            </button>
          </>
        ) : null}
        {list.hasNextPage ? (
          <button type="button" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading…' : 'Load more comparison runs'}
          </button>
        ) : null}
      </div>
      {scanNotes(list).map((note) => (
        <p key={note} className="muted small">
          {note}
        </p>
      ))}
      {list.loadError ? <p className="error">Loading more comparison runs failed: {list.loadError.message}</p> : null}
    </fieldset>
  );
}
