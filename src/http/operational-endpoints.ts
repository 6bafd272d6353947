// /health, /ready and /metrics (docs/operations.md): for load balancers, orchestrators and
// Prometheus. None needs a token and none tells anything about a run beyond counts by status.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Metrics } from '../observability/metrics.ts';
import type { Readiness } from '../observability/readiness.ts';

export interface OperationalProbes {
  readiness(): Promise<Readiness>;
  /** Null: /metrics is off (SR_BENCH_METRICS=0). */
  metrics: Metrics | null;
}

const PATHS = new Set(['/health', '/ready', '/metrics']);

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}

const json = (res: ServerResponse, status: number, value: unknown) => send(res, status, 'application/json; charset=utf-8', `${JSON.stringify(value)}\n`);

export function withOperationalEndpoints(next: RequestListener, probes: OperationalProbes): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!PATHS.has(path)) return next(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return json(res, 405, { error: `${path} answers GET` });
    }
    if (path === '/health') return json(res, 200, { status: 'ok' });
    if (path === '/ready') {
      void probes.readiness().then(
        (readiness) => json(res, readiness.ready ? 200 : 503, readiness),
        (error: unknown) => json(res, 503, { ready: false, error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    if (!probes.metrics) return json(res, 404, { error: '/metrics is off (SR_BENCH_METRICS=0)' });
    void probes.metrics.text().then(
      ({ contentType, body }) => send(res, 200, contentType, body),
      (error: unknown) =>
        send(res, 500, 'text/plain; charset=utf-8', `metrics could not be collected: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  };
}
