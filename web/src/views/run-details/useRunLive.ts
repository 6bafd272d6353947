// The open run's live state (docs/dashboard.md "Live updates", "Run header"): `runProgress` while the run is active. Each
// event updates the header; an event whose `updatedAt` differs from the loaded data (or a
// terminal status) asks for a refetch of the view's one query — the only refetch there is.
import { useEffect, useRef, useState } from 'react';
import { useSubscription } from 'urql';
import type { RunProgressSubscription as RunProgressEvent } from '../../gql/graphql.ts';
import { useEventRefetch } from '../../ui/run-event-refetch.ts';
import { ACTIVE } from './run-url.ts';
import { RunProgressSubscription } from './run-details-queries.ts';

export type LiveProgress = RunProgressEvent['runProgress'];

export function useRunLive(
  runId: string,
  loaded: { status: string; updatedAt: string } | null,
  refetch: () => void,
): { live: LiveProgress | null; receivedAt: number | null } {
  const schedule = useEventRefetch(refetch);
  const active = loaded !== null && ACTIVE.has(loaded.status);
  // Once subscribed, stay subscribed until the server ends the stream after the terminal event.
  const wanted = useRef(false);
  if (active) wanted.current = true;
  const [{ data }] = useSubscription({ query: RunProgressSubscription, variables: { runId }, pause: !wanted.current });
  const live = data?.runProgress ?? null;
  // When the newest event arrived ("last event received at", docs/dashboard.md "Live updates").
  const [receivedAt, setReceivedAt] = useState<number | null>(null);
  useEffect(() => {
    if (live) setReceivedAt(Date.now());
  }, [live]);
  // One refetch per event that is newer than the loaded data; never one without a new event.
  const requestedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!live || !loaded || requestedFor.current === live.updatedAt) return;
    const newer = Date.parse(live.updatedAt) > Date.parse(loaded.updatedAt);
    const ended = live.status !== loaded.status && !ACTIVE.has(live.status);
    if (!newer && !ended) return;
    requestedFor.current = live.updatedAt;
    schedule();
  }, [live, loaded, schedule]);
  return { live, receivedAt };
}
