// The first check of every HTTP request and WebSocket upgrade (README "Access"), before any
// handler (dashboard files, GraphiQL, the API) sees it:
// - without tokens, `Host` must name the bound loopback address (host-pinning.ts): 421;
// - on the API path and the upgrade, a browser `Origin` must be allowed (origin-policy.ts): 403.
// Refusals are GraphQL-shaped JSON with a code, so clients report them like any error.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { HostPin } from './host-pinning.ts';
import type { OriginPolicy } from './origin-policy.ts';

export interface EdgePolicy {
  /** Null when tokens are configured: callers are then authenticated, whatever name they used. */
  hostPin: HostPin | null;
  origins: OriginPolicy;
  apiPath: string;
}

interface Refusal {
  status: number;
  message: string;
}

function refusalFor(req: IncomingMessage, policy: EdgePolicy, checkOrigin: boolean): Refusal | null {
  const host = req.headers.host;
  if (policy.hostPin && !policy.hostPin.allows(host)) {
    return {
      status: 421,
      message: `Host ${JSON.stringify(host ?? '')} is not this server's: without tokens it answers only to ${policy.hostPin.accepted.join(', ')} (README "Access").`,
    };
  }
  const origin = req.headers.origin;
  if (checkOrigin && !policy.origins.allows(origin, host)) {
    return {
      status: 403,
      message: `Origin ${JSON.stringify(origin)} is not allowed; add it to SR_BENCH_CORS_ORIGINS to call this server from that page (README "Access").`,
    };
  }
  return null;
}

const body = (refusal: Refusal) => JSON.stringify({ errors: [{ message: refusal.message, extensions: { code: 'FORBIDDEN' } }] });

const onApiPath = (req: IncomingMessage, apiPath: string) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  return path === apiPath || path.startsWith(`${apiPath}/`);
};

export function guardedListener(next: RequestListener, policy: EdgePolicy): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const refusal = refusalFor(req, policy, onApiPath(req, policy.apiPath));
    if (!refusal) return next(req, res);
    res.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
    res.end(body(refusal));
  };
}

/** `ws`' verifyClient: the same checks on the upgrade request, refused before the handshake. */
export function verifyUpgrade(policy: EdgePolicy) {
  return (info: { req: IncomingMessage }, callback: (ok: boolean, status?: number, message?: string, headers?: Record<string, string>) => void): void => {
    const refusal = refusalFor(info.req, policy, true);
    if (!refusal) return callback(true);
    callback(false, refusal.status, refusal.message, { 'content-type': 'text/plain; charset=utf-8' });
  };
}
