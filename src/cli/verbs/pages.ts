// Reading a connection page by page, as the list verbs do: until the last page, or `limit` nodes.

/** The largest page the API serves. */
export const API_PAGE = 100;

export interface Page<T> {
  edges: readonly { node: T }[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/** The nodes of every page (at most `limit`); `fetchPage` asks for `first` nodes after `after`. */
export async function readPages<T>(limit: number | undefined, fetchPage: (first: number, after: string | null) => Promise<Page<T>>): Promise<T[]> {
  const nodes: T[] = [];
  let after: string | null = null;
  for (;;) {
    const first = limit === undefined ? API_PAGE : Math.min(API_PAGE, limit - nodes.length);
    const page = await fetchPage(first, after);
    nodes.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage || (limit !== undefined && nodes.length >= limit)) return nodes;
    after = page.pageInfo.endCursor ?? null;
    if (!after) return nodes;
  }
}
