// README "Running"/"Access", GraphiQL: its 9 MB page (every asset inlined, so it works offline)
// is built once and served from the same buffers: compressed when the client accepts it, with
// an ETag (304 on a reload) and Cache-Control, never rebuilt per request (80 slow readers of a
// per-request page took the server to 2.4 GB). With tokens it is off unless SR_BENCH_GRAPHIQL=1.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authenticator } from '../../src/auth/authenticator.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { buildGraphiQLPage, serveGraphiQL } from '../../src/http/graphiql-page.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

let tdb: TestDatabase;
const servers: RunningServer[] = [];

interface Page {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string>): Promise<Page> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

const TOKEN = 'graphiql-admin-token-0123456789';
const withTokens = () => new Authenticator([{ actor: 'ada', role: 'ADMIN', sha256: hashToken(TOKEN) }]);

beforeAll(async () => {
  tdb = await openTestDatabase();
});

afterAll(async () => {
  for (const s of servers) await s.close();
  await tdb?.close();
});

async function serve(options: Parameters<typeof startServer>[1]): Promise<RunningServer> {
  const s = await startServer(tdb.database, options);
  servers.push(s);
  return s;
}

describe('GraphiQL page', () => {
  it('is compressed when accepted, cached (ETag, Cache-Control, 304) and works offline', { timeout: 60_000 }, async () => {
    const s = await serve({ host: '127.0.0.1', port: 0 });
    const gz = await get(s.url, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    const etag = String(gz.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const html = gunzipSync(gz.body).toString('utf8');
    expect(html.length).toBeGreaterThan(1_000_000);
    expect(gz.body.length).toBeLessThan(html.length / 2);
    expect(html).toMatch(/YogaGraphiQL/);
    // Offline: no asset is fetched from another host.
    expect(html).not.toMatch(/<script[^>]+src="https?:|<link[^>]+href="https?:/);

    const br = await get(s.url, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    const identity = await get(s.url, { accept: 'text/html', 'accept-encoding': 'gzip;q=0' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(html);

    const again = await get(s.url, { accept: 'text/html', 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The same bytes every time: one page, not one per request.
    const repeat = await get(s.url, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(repeat.headers.etag).toBe(etag);
    expect(repeat.body.equals(gz.body)).toBe(true);
  });

  it('is built once for any number of concurrent and repeated visits', { timeout: 60_000 }, async () => {
    let builds = 0;
    const http: Server = createServer(
      serveGraphiQL(
        '/graphql',
        (_req, res) => res.end('api'),
        () => {
          builds += 1;
          return buildGraphiQLPage();
        },
      ),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/graphql`;
      const pages = await Promise.all(Array.from({ length: 20 }, () => get(url, { accept: 'text/html', 'accept-encoding': 'gzip' })));
      for (let i = 0; i < 10; i += 1) pages.push(await get(url, { accept: 'text/html', 'accept-encoding': 'br' }));
      expect(pages.every((p) => p.status === 200)).toBe(true);
      expect(builds).toBe(1);
      expect(new Set(pages.map((p) => p.headers.etag)).size).toBe(1);
      // Anything else goes on to the API.
      expect((await get(url, { accept: 'application/json' })).body.toString()).toBe('api');
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });

  it('with tokens it is off unless SR_BENCH_GRAPHIQL=1 turns it on', { timeout: 60_000 }, async () => {
    const off = await serve({ host: '127.0.0.1', port: 0, authenticator: withTokens() });
    expect(off.graphiql).toBe(false);
    const page = await get(off.url, { accept: 'text/html' });
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.body.toString('utf8')).not.toMatch(/YogaGraphiQL/);
    const on = await serve({ host: '127.0.0.1', port: 0, authenticator: withTokens(), edge: { graphiql: true } });
    expect(on.graphiql).toBe(true);
    const served = await get(on.url, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(served.status).toBe(200);
    expect(gunzipSync(served.body).toString('utf8')).toMatch(/YogaGraphiQL/);
    // Introspection off wins: GraphiQL needs it.
    const closed = await serve({ host: '127.0.0.1', port: 0, limits: { introspection: false }, edge: { graphiql: true } });
    expect(closed.graphiql).toBe(false);
  });
});
