// The runs the user can choose from (docs/dashboard.md "Choosing runs"): the first page of baselines and, once a
// baseline is chosen, the first page of its partners, in one request; "Load more" appends the
// next page of either list on demand.
import { useCallback, useState } from 'react';
import { useClient, useQuery, type CombinedError } from 'urql';
import type { ComparisonOptionPageFragment, ComparisonOptionsEmptyReason } from '../../gql/graphql.ts';
import { CompareOptionsDoc, CompareOptionsPageDoc } from './compare-queries.ts';

export type ComparisonOption = ComparisonOptionPageFragment['edges'][number]['node'];

export interface OptionList {
  options: ComparisonOption[];
  hasNextPage: boolean;
  scanLimited: boolean;
  emptyReason: ComparisonOptionsEmptyReason | null;
  loadMore: () => void;
  loadingMore: boolean;
  loadError: CombinedError | null;
}

interface Extra {
  pages: ComparisonOptionPageFragment[];
  loading: boolean;
  error: CombinedError | null;
}

const NO_EXTRA: Extra = { pages: [], loading: false, error: null };

/** One list: the first page from the shared query plus the pages loaded since. */
function useOptionList(first: ComparisonOptionPageFragment | null | undefined, baseline: string | null): OptionList {
  const client = useClient();
  const [extra, setExtra] = useState<Extra>(NO_EXTRA);
  const last = extra.pages.at(-1) ?? first;
  const after = last?.pageInfo.endCursor ?? null;
  const loadMore = useCallback(() => {
    setExtra((e) => ({ ...e, loading: true, error: null }));
    void client
      .query(CompareOptionsPageDoc, { baseline, after }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        const page = result.data?.comparisonOptions;
        setExtra((e) => ({ pages: page ? [...e.pages, page] : e.pages, loading: false, error: result.error ?? null }));
      });
  }, [client, baseline, after]);
  const pages = first ? [first, ...extra.pages] : [];
  const seen = new Set<string>();
  const options: ComparisonOption[] = [];
  for (const page of pages) {
    for (const edge of page.edges) {
      if (seen.has(edge.node.runId)) continue;
      seen.add(edge.node.runId);
      options.push(edge.node);
    }
  }
  return {
    options,
    hasNextPage: last?.pageInfo.hasNextPage ?? false,
    scanLimited: pages.some((p) => p.scanLimited),
    emptyReason: last?.emptyReason ?? null,
    loadMore,
    loadingMore: extra.loading,
    loadError: extra.error,
  };
}

export function useCompareOptions(baseline: string | null) {
  const [{ data, fetching, error }] = useQuery({
    query: CompareOptionsDoc,
    variables: { baseline: baseline ?? '', hasBaseline: baseline !== null },
    requestPolicy: 'cache-and-network',
  });
  const baselines = useOptionList(data?.baselines, null);
  const partners = useOptionList(data?.partners, baseline);
  return { fetching: fetching && !data, error, chosen: data?.chosen ?? null, baselines, partners };
}
