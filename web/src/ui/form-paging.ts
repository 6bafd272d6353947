// Relay paging for "Next / Previous" over a connection (docs/dashboard.md "Rules every view follows"): forward with
// `first, after: endCursor`, back with `last, before: startCursor`. Callers reset it (by key)
// when their filters change.
import { useState } from 'react';

export interface PageCursors {
  startCursor?: string | null;
  endCursor?: string | null;
}

export interface CursorPaging {
  page: number;
  variables: { first: number | null; after: string | null; last: number | null; before: string | null };
  next: (info: PageCursors) => void;
  previous: (info: PageCursors) => void;
  /** Backward pages may report hasNextPage false; there is always a page after them. */
  hasNext: (info: { hasNextPage: boolean }) => boolean;
}

export function useCursorPaging(size: number): CursorPaging {
  const [state, setState] = useState<{ page: number; after: string | null; before: string | null }>({ page: 1, after: null, before: null });
  const backwards = state.before !== null && state.page > 1;
  return {
    page: state.page,
    variables: backwards ? { first: null, after: null, last: size, before: state.before } : { first: size, after: state.after, last: null, before: null },
    next: (info) => setState((s) => ({ page: s.page + 1, after: info.endCursor ?? null, before: null })),
    hasNext: (info) => info.hasNextPage || backwards,
    previous: (info) =>
      setState((s) => (s.page <= 2 ? { page: 1, after: null, before: null } : { page: s.page - 1, after: null, before: info.startCursor ?? null })),
  };
}

/** "1–12 of 14" for page `page` of `size` rows with `shown` rows on it. */
export function pageRange(page: number, size: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `0 of ${total.toLocaleString('en-US')}`;
  const first = (page - 1) * size + 1;
  return `${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
