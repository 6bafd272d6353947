// Current activity (docs/dashboard.md): the calls in flight, from `activeCalls` — 5 per page — and
// the harness cells in flight beside them. A dropped subscription keeps the last calls and says
// they may be stale.
import { useState } from 'react';
import { useSubscription } from 'urql';
import type { CallActivityPhase } from '../../gql/graphql.ts';
import { count, dateTime, seconds } from '../../ui/format.ts';
import { useNow } from '../../ui/run-now.ts';
import { HarnessActivityList } from './HarnessActivityList.tsx';
import { ActiveCallsSubscription } from './run-details-queries.ts';

const PHASE: Record<CallActivityPhase, string> = { PREPARING: 'Preparing request', WAITING: 'Waiting for response', STREAMING: 'Receiving response' };
const ROLE: Record<string, string> = { SUBJECT: 'Model response', JUDGE: 'Judge', SIMULATOR: 'Simulator' };
const PER_PAGE = 5;

export function ActivityPanel({ runId, active }: { runId: string; active: boolean }) {
  const [{ data, error }] = useSubscription({ query: ActiveCallsSubscription, variables: { runId }, pause: !active });
  const [page, setPage] = useState(0);
  const now = useNow(active);
  if (!active) return null; // active runs only (docs/dashboard.md "Current activity")
  const calls = data?.activeCalls.calls ?? [];
  const harnesses = data?.activeCalls.harnesses ?? [];
  const pages = Math.max(1, Math.ceil(calls.length / PER_PAGE));
  const shown = calls.slice(Math.min(page, pages - 1) * PER_PAGE, (Math.min(page, pages - 1) + 1) * PER_PAGE);
  return (
    <section className="panel" data-testid="run-activity">
      <h3>Current activity</h3>
      <p className="muted">
        {count(calls.length)} in progress · Last checked {data ? dateTime(data.activeCalls.at) : 'waiting for the first event'}
      </p>
      {error ? <p className="run-notice">Live activity disconnected; the calls below may be stale.</p> : null}
      {shown.length === 0 ? <p className="muted">No calls in flight.</p> : null}
      <ul className="run-activity">
        {shown.map((call) => (
          <li key={call.id}>
            <strong>{call.selectedModel ?? call.model ?? 'Model not recorded'}</strong> · {ROLE[call.role] ?? call.role} · {call.targetId} · case {call.caseId}
            <div className="muted">
              Phase: {call.activity?.phase ? PHASE[call.activity.phase] : 'Not recorded'} · Call elapsed{' '}
              {call.startedAt ? seconds(Math.max(0, (now - Date.parse(call.startedAt)) / 1000)) : 'Not recorded'} · Last response activity{' '}
              {call.activity?.lastActivityAt ? dateTime(call.activity.lastActivityAt) : 'No response bytes observed'} · Response received{' '}
              {call.activity?.receivedBytes === null || call.activity?.receivedBytes === undefined
                ? 'Not recorded'
                : `${count(call.activity.receivedBytes)} bytes`}
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="run-pager">
          <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            {page + 1} / {pages}
          </span>
          <button type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </div>
      ) : null}
      <HarnessActivityList harnesses={harnesses} now={now} />
    </section>
  );
}
