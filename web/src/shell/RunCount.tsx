// The run count beside the Runs tab. The shell's request gives the first figure; a run the
// inventory subscription has not mentioned before asks for the count again (one small request
// per new run at most, bursts share one), so the tab follows runs started anywhere.
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

export function RunCount({ initial }: { initial: number }) {
  const [total, setTotal] = useState(initial);
  const client = useClient();
  const seen = useRef(new Set<string>());
  const refetch = useEventRefetch(() => {
    void client.query(RunCountQuery, {}, { requestPolicy: 'network-only' }).toPromise().then((result) => {
      if (result.data) setTotal(result.data.runs.totalCount);
    });
  }, 1000);
  const [{ data: changed }] = useSubscription({ query: RunsChangedSubscription });
  useEffect(() => {
    const runId = changed?.runsChanged.runId;
    if (runId === undefined || seen.current.has(runId)) return;
    seen.current.add(runId);
    refetch();
  }, [changed, refetch]);
  return <span data-testid="run-count"> ({formatCount(total)})</span>;
}
