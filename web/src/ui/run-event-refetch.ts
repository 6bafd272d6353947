// Refetch a view's query because an event said its data changed — never on a timer of its own.
// Events closer than `minGapMs` share one refetch, and the last event of a burst always gets a
// trailing one, so the number of requests stays bounded by the number of events.
import { useCallback, useEffect, useRef } from 'react';

export function useEventRefetch(refetch: () => void, minGapMs = 1500): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const last = useRef(0);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) return; // one refetch is already due and will read the newest data
    const wait = Math.max(0, last.current + minGapMs - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      last.current = Date.now();
      latest.current();
    }, wait);
  }, [minGapMs]);
}
