// Server-side paging of a section (25 a page): the next page follows `endCursor`; the page number
// and cursor are kept in the URL.
import { useSearchParams } from 'react-router';
import { runParams } from './run-url.ts';

const PER_PAGE = 25;

export function SectionPager({
  page,
  totalCount,
  hasNext,
  endCursor,
  label,
}: {
  page: number;
  totalCount: number;
  hasNext: boolean;
  endCursor: string | null | undefined;
  label: string;
}) {
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(totalCount / PER_PAGE));
  return (
    <nav className="run-pager" aria-label={`${label} pages`}>
      <button type="button" disabled={page <= 1} onClick={() => setParams(runParams(params, { page: null, after: null, call: null }))}>
        First page
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        disabled={!hasNext || !endCursor}
        onClick={() => setParams(runParams(params, { page: String(page + 1), after: endCursor ?? null, call: null }))}
      >
        Next {label}
      </button>
    </nav>
  );
}
