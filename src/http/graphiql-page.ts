// GraphiQL (README "Running"): its page inlines every asset (about 9 MB, so it works offline).
// It is rendered once, compressed once (gzip and brotli, on libuv's thread pool, not the event
// loop) and then every request is answered from the same buffers, with an ETag and cache
// headers: a reload is a 304, and slow readers share one copy instead of holding a page each.
import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

export interface Page {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Rendered and compressed once, on the first visit (most servers, e.g. in tests, never get one). */
export async function buildGraphiQLPage(): Promise<Page> {
  const identity = Buffer.from(renderGraphiQL({ title: 'sr-bench-server', subscriptionsProtocol: 'WS' }), 'utf8');
  const [gz, br] = await Promise.all([
    gzipAsync(identity),
    // Quality 5 takes a fraction of the default 11's time, for a page built on a visit.
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { identity, gzip: gz, br, etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"` };
}

/** The encodings `accept-encoding` allows (q=0 excludes one). */
function accepted(header: string | undefined): Set<string> {
  const result = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) result.add(name);
  }
  return result;
}

/** Yoga's rule: a GET that accepts HTML at the GraphQL path is a visit of the page. */
export function wantsGraphiQL(req: IncomingMessage, path: string): boolean {
  const url = (req.url ?? '/').split('?')[0];
  return (req.method === 'GET' || req.method === 'HEAD') && (url === path || url === `${path}/`) && (req.headers.accept ?? '').includes('text/html');
}

/** `build` is the page's builder (a test counts its calls). */
export function serveGraphiQL(path: string, next: RequestListener, build: () => Promise<Page> = buildGraphiQLPage): RequestListener {
  let page: Promise<Page> | null = null;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!wantsGraphiQL(req, path)) return next(req, res);
    page ??= build();
    page.then(
      (p) => {
        const headers: Record<string, string> = {
          'content-type': 'text/html; charset=utf-8',
          // The page holds no data; it changes only with the server's version (ETag).
          'cache-control': 'public, max-age=3600',
          etag: p.etag,
          vary: 'Accept, Accept-Encoding',
        };
        if (req.headers['if-none-match'] === p.etag) {
          res.writeHead(304, headers);
          res.end();
          return;
        }
        const encodings = accepted(req.headers['accept-encoding']);
        const [encoding, buffer] = encodings.has('br') ? ['br', p.br] : encodings.has('gzip') ? ['gzip', p.gzip] : [null, p.identity];
        if (encoding) headers['content-encoding'] = encoding;
        headers['content-length'] = String(buffer.length);
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : buffer);
      },
      (error: unknown) => {
        console.error('GraphiQL page could not be built:', error);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('GraphiQL is unavailable');
      },
    );
  };
}
