// The run count beside the Runs tab. The shell's request gives the first figure and the newest
// run's creation time; a run the inventory subscription reports as created after the newest one
// known asks for the count again and becomes the newest (one small request per new run at most,
// bursts share one), so the tab follows runs started anywhere while state changes of older runs
// cost nothing.
import { useEffect, useRef, useState } from 'react';
import { useClient, useSubscription } from 'urql';
import { graphql } from '../gql/index.ts';
import { count as formatCount } from '../ui/format.ts';
import { useEventRefetch } from '../ui/run-event-refetch.ts';
import { RunsChangedSubscription } from '../views/runs/runs-queries.ts';

const RunCountQuery = graphql(`
  query RunCount {
    runs(first: 1) { totalCount }
  }
`);

export function RunCount({ initial, newestCreatedAt }: { initial: number; newestCreatedAt: string | null }) {
  const [total, setTotal] = useState(initial);
  const client = useClient();
  // Server timestamps on both sides: no client clock is compared.
  const newest = useRef(newestCreatedAt === null ? 0 : Date.parse(newestCreatedAt));
  const refetch = useEventRefetch(() => {
    void client
      .query(RunCountQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (result.data) setTotal(result.data.runs.totalCount);
      });
  }, 1000);
  const [{ data: changed }] = useSubscription({ query: RunsChangedSubscription });
  useEffect(() => {
    if (!changed) return;
    const createdAt = Date.parse(changed.runsChanged.createdAt);
    if (createdAt <= newest.current) return;
    // The refetch counts every run created up to it, older ones reported later included.
    newest.current = createdAt;
    refetch();
  }, [changed, refetch]);
  return <span data-testid="run-count"> ({formatCount(total)})</span>;
}
