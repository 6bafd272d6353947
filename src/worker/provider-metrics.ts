// A model call as the metrics see it: in flight while it streams, then its wall time and outcome.
import type { Metrics } from '../observability/metrics.ts';

export async function observeProviderCall<T extends { ok: boolean }>(metrics: Metrics | null, role: string, call: () => Promise<T>): Promise<T> {
  if (!metrics) return call();
  metrics.callsInFlight.inc({ role });
  const startedMs = performance.now();
  let ok = false;
  try {
    const outcome = await call();
    ok = outcome.ok;
    return outcome;
  } finally {
    metrics.callsInFlight.dec({ role });
    metrics.providerSeconds.observe({ role, outcome: ok ? 'ok' : 'error' }, (performance.now() - startedMs) / 1000);
    if (!ok) metrics.providerErrors.inc({ role });
  }
}
