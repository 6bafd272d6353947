// Paging of a list that is already loaded (tool calls, messages): 10 per page.
import { useState, type ReactNode } from 'react';

export function ClientPager<T>({
  items,
  perPage = 10,
  label,
  render,
}: {
  items: T[];
  perPage?: number;
  label: string;
  render(item: T, index: number): ReactNode;
}) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const start = Math.min(page, pages - 1) * perPage;
  return (
    <>
      {items.slice(start, start + perPage).map((item, i) => render(item, start + i))}
      {pages > 1 ? (
        <nav className="run-pager" aria-label={`${label} pages`}>
          <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous {label}
          </button>
          <span>
            {page + 1} / {pages}
          </span>
          <button type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Next {label}
          </button>
        </nav>
      ) : null}
    </>
  );
}
