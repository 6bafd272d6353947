// Delivery latency of runProgress events: for every change of the run (identified by the run's
// `updatedAt`, written in the change's transaction) and every subscriber, the time from that
// moment until the subscriber first holds an event at least that new. A subscriber that skips a
// state (the server coalesces notices and sends the latest snapshot) is counted as served by the
// newer event, later; one that never gets there is counted as missed.

export interface Received {
  /** Epoch ms (fractional) when the event arrived at the client. */
  atMs: number;
  /** The event's `updatedAt` as epoch ms (fractional, microseconds kept). */
  updatedMs: number;
}

export interface DeliveryStats {
  changes: number;
  subscribers: number;
  deliveries: number;
  missed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** `2026-11-30T16:50:00.123456+00:00` → epoch ms with the microseconds. */
export function isoToEpochMs(iso: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:\+00:00|Z)$/.exec(iso);
  if (!match?.[1]) throw new Error(`Unexpected DateTime ${iso}`);
  return Date.parse(`${match[1]}Z`) + Number((match[2] ?? '').padEnd(6, '0')) / 1000;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * `streams[i]` are subscriber i's events in arrival order, the first being the state at
 * subscription time. Changes counted are those after every subscriber's first event.
 */
export function deliveryStats(streams: readonly (readonly Received[])[]): DeliveryStats {
  const start = Math.max(...streams.map((s) => s[0]?.updatedMs ?? Number.POSITIVE_INFINITY));
  const changes = [...new Set(streams.flatMap((s) => s.slice(1).map((e) => e.updatedMs)))].filter((u) => u > start).sort((a, b) => a - b);
  const latencies: number[] = [];
  let missed = 0;
  for (const stream of streams) {
    const events = stream.slice(1);
    let i = 0;
    for (const change of changes) {
      // Events arrive in commit order, so one forward scan serves every change.
      while (i < events.length && (events[i]?.updatedMs ?? 0) < change) i += 1;
      const event = events[i];
      if (event) latencies.push(event.atMs - change);
      else missed += 1;
    }
  }
  latencies.sort((a, b) => a - b);
  return {
    changes: changes.length,
    subscribers: streams.length,
    deliveries: latencies.length,
    missed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? Number.NaN,
  };
}
