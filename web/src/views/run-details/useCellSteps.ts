// A cell's calls in order (its steps), loaded a page at a time when asked: the first page when the
// question opens, each further page on "More steps". Pages accumulate so step numbers and the
// "before this step" messages run across page boundaries.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import type { CellStepsQuery as CellStepsData } from '../../gql/graphql.ts';
import { CellStepsQuery } from './run-details-queries.ts';

export type CellStep = NonNullable<CellStepsData['run']>['calls']['edges'][number]['node'];

export interface CellSteps {
  steps: CellStep[];
  totalCount: number | null;
  next: string | null;
  loading: boolean;
  error: CombinedError | null;
  loadMore(): void;
}

export function useCellSteps(runId: string, caseId: string, targetId: string): CellSteps {
  const client = useClient();
  const [steps, setSteps] = useState<CellStep[]>([]);
  const [totalCount, setTotalCount] = useState<number | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<CombinedError | null>(null);
  // Answers that arrive after the question closed are dropped.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      const result = await client.query(CellStepsQuery, { runId, caseId, targetId, after }, { requestPolicy: 'network-only' }).toPromise();
      if (!mounted.current) return;
      setLoading(false);
      setError(result.error ?? null);
      const calls = result.data?.run?.calls;
      if (!calls) return;
      const page = calls.edges.map((e) => e.node);
      setSteps((before) => (after === null ? page : [...before, ...page]));
      setTotalCount(calls.totalCount);
      setNext(calls.pageInfo.hasNextPage ? (calls.pageInfo.endCursor ?? null) : null);
    },
    [client, runId, caseId, targetId],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  return { steps, totalCount, next, loading, error, loadMore: () => (next && !loading ? void load(next) : undefined) };
}
