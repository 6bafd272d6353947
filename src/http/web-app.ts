// The dashboard (web/, built by `npm run build:web` into web/dist) is served at `/` by the same
// HTTP server as the API; every other path that is not a file falls back to index.html so deep
// links such as /evaluation?view=runs&run=… load the app. The files hold no data: they are
// served without a token, and the app sends the token with each GraphQL request.
import { existsSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

export const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const MISSING = `<!doctype html><meta charset="utf-8"><title>sr-bench</title>
<p>The dashboard is not built. Run <code>npm run build:web</code> (or <code>npm start</code>), or use GraphiQL at <a href="/graphql">/graphql</a>.</p>`;

/** Routes GET/HEAD outside `apiPath` to the built dashboard; everything else to `api`. */
export function withWebApp(api: RequestListener, apiPath: string, dist = WEB_DIST): RequestListener {
  const hasBuild = existsSync(`${dist}index.html`);
  const assets = hasBuild ? sirv(dist, { single: true, dev: false, etag: true, gzip: false, brotli: false }) : null;
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const isApi = path === apiPath || path.startsWith(`${apiPath}/`);
    if (isApi || (req.method !== 'GET' && req.method !== 'HEAD')) return api(req, res);
    if (!assets) {
      res.writeHead(path === '/' || path === '/evaluation' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(MISSING);
      return;
    }
    // Hashed assets never change under a name; index.html must always be re-read.
    if (path.startsWith('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    else res.setHeader('cache-control', 'no-cache');
    assets(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    });
  };
}
