// Run events (docs/dashboard.md): oldest first, 25 a page from the view's query, filtered on the
// server by kind; while the run is active and the last page is open, new events arrive over
// `runEvents` (after the page's last cursor, so nothing is missed or repeated).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSubscription } from 'urql';
import type { RunEventsLiveSubscription } from '../../gql/graphql.ts';
import { count, dateTime } from '../../ui/format.ts';
import { eventFields, eventTitle } from './event-text.ts';
import { RunEventsSubscription } from './run-details-queries.ts';
import { EVENT_FILTERS, runParams } from './run-url.ts';
import { SectionPager } from './SectionPager.tsx';
import type { RunData } from './types.ts';

type Events = NonNullable<RunData['events']>;
type EventRow = Pick<RunEventsLiveSubscription['runEvents'], 'id' | 'seq' | 'at' | 'kind' | 'kindName' | 'data'>;

function EventItem({ event }: { event: EventRow }) {
  const f = eventFields(event.data);
  return (
    <li className={`run-event kind-${event.kindName}`} data-testid="run-event">
      <strong>{eventTitle(event.kind, event.kindName)}</strong> <span className="muted">{dateTime(event.at)}</span>
      {f.caseId || f.targetId ? (
        <div>
          Case: {f.caseId ?? '—'} · Model: {f.targetId ?? '—'}
        </div>
      ) : null}
      {f.role ? <div>Role: {f.role}</div> : null}
      {f.reason || f.error ? <div className="run-event-reason">{f.reason ?? f.error}</div> : null}
      {f.callId ? <div className="muted run-mono">{f.callId}</div> : null}
    </li>
  );
}

export function EventsPanel({ runId, events, page, filter, active }: { runId: string; events: Events; page: number; filter: string; active: boolean }) {
  const [params, setParams] = useSearchParams();
  const lastPage = !events.pageInfo.hasNextPage;
  // The cursor to follow is fixed when the page opens; later refetches do not resubscribe.
  const [after] = useState(() => events.edges.at(-1)?.cursor ?? events.pageInfo.endCursor ?? null);
  const kinds = EVENT_FILTERS[filter] ?? null;
  const [{ data: liveList }] = useSubscription(
    { query: RunEventsSubscription, variables: { runId, after }, pause: !(active && lastPage) },
    (prev: EventRow[] | undefined, event: RunEventsLiveSubscription) => [...(prev ?? []), event.runEvents],
  );
  const loaded = new Set(events.edges.map((e) => e.node.id));
  const appended = (liveList ?? []).filter((e) => !loaded.has(e.id) && (!kinds || kinds.includes(e.kind)));
  return (
    <section className="panel" data-testid="run-events">
      <h3>Run events ({count(events.totalCount + appended.length)})</h3>
      <label>
        Show{' '}
        <select
          value={filter}
          onChange={(e) => setParams(runParams(params, { events: e.target.value === 'all' ? null : e.target.value, page: null, after: null }))}
          aria-label="Event filter"
        >
          {Object.keys(EVENT_FILTERS).map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>
      <ol className="run-events">
        {events.edges.map(({ node }) => (
          <EventItem key={node.id} event={node} />
        ))}
        {appended.map((e) => (
          <EventItem key={e.id} event={e} />
        ))}
      </ol>
      <SectionPager page={page} totalCount={events.totalCount} hasNext={events.pageInfo.hasNextPage} endCursor={events.pageInfo.endCursor} label="events" />
    </section>
  );
}
