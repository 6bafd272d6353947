// A section's text filter, submitted explicitly (one request per submit), kept in the URL as `q`.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { runParams } from './run-url.ts';

export function SectionFilter({ value, placeholder }: { value: string; placeholder: string }) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role; the newer <search> element is not needed
    <form
      className="run-filter"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        setParams(runParams(params, { q: text.trim() || null, page: null, after: null, call: null }));
      }}
    >
      <input type="search" value={text} placeholder={placeholder} aria-label={placeholder} onChange={(e) => setText(e.target.value)} />
      <button type="submit">Filter</button>
    </form>
  );
}
