// Search and filters of the runs list; every value lives in the URL (docs/dashboard.md "Runs list").
import { useEffect, useState } from 'react';
import { MODE_OPTIONS, ORIGIN_LABEL, ORIGIN_OPTIONS, PROFILE_OPTIONS, STATUS_OPTIONS, type RunsFilterKey, type RunsUrlState } from './runs-url.ts';
import { titleCase } from './RunRow.tsx';

interface Props {
  state: RunsUrlState;
  onChange(key: RunsFilterKey, value: string): void;
}

function Select({
  label,
  value,
  options,
  onChange,
  words = titleCase,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange(v: string): void;
  words?: (option: string) => string;
}) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={label}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {words(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function RunsFilters({ state, onChange }: Props) {
  // The search box submits explicitly so typing does not issue a request per keystroke.
  const [q, setQ] = useState(state.q);
  useEffect(() => setQ(state.q), [state.q]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role; the newer <search> element is not needed
    <form
      className="runs-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onChange('q', q.trim());
      }}
    >
      <label>
        Search <input type="search" value={q} placeholder="Run id, name, profile, target" onChange={(e) => setQ(e.target.value)} aria-label="Search runs" />
      </label>
      <button type="submit">Search</button>
      <Select label="Status" value={state.status} options={STATUS_OPTIONS} onChange={(v) => onChange('status', v)} />
      <Select label="Mode" value={state.mode} options={MODE_OPTIONS} onChange={(v) => onChange('mode', v)} />
      <Select label="Profile" value={state.profile} options={PROFILE_OPTIONS} onChange={(v) => onChange('profile', v)} />
      <Select label="Origin" value={state.origin} options={ORIGIN_OPTIONS} onChange={(v) => onChange('origin', v)} words={(o) => ORIGIN_LABEL[o] ?? o} />
    </form>
  );
}
