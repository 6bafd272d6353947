// README "Access", the edge, tried as a page the operator merely visits would: without tokens
// (every caller the local admin) a foreign Origin gets no CORS headers and is refused, a form or
// text POST and a GET without the CSRF header are refused and write nothing, a foreign Host (DNS
// rebinding) is refused on every entry point and on the WebSocket upgrade, and a browser Origin
// on the upgrade must be allowed. With tokens, a request without one is 401 before its document
// is parsed. Against real HTTP servers on loopback ports.
import { request } from 'node:http';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authenticator } from '../../src/auth/authenticator.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { edgeFromEnv, EdgeConfigError } from '../../src/http/edge-config.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

const LISTED = 'http://dashboard.example:8080';
const EVIL = 'http://evil.example';
const TOKEN = 'edge-admin-token-0123456789';

let tdb: TestDatabase;
let open: RunningServer;
let guarded: RunningServer;
let port = 0;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request with exactly these headers (fetch cannot set Host). */
function raw(server: RunningServer, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: url.port, method, path, headers, timeout: 10_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

const json = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
const codeOf = (r: Raw) => (JSON.parse(r.body) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
const host = () => `127.0.0.1:${port}`;

async function experimentCount(): Promise<number> {
  const r = await raw(open, 'POST', '/graphql', { host: host(), 'content-type': 'application/json' }, json('{ experiments { totalCount } }'));
  return (JSON.parse(r.body) as { data: { experiments: { totalCount: number } } }).data.experiments.totalCount;
}

/** The upgrade's outcome: 'open', or the HTTP status that refused it. */
function upgrade(server: RunningServer, headers: Record<string, string>): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(server.url.replace(/^http/, 'ws'), 'graphql-transport-ws', { headers, handshakeTimeout: 10_000 });
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  open = await startServer(tdb.database, { host: '127.0.0.1', port: 0, edge: { corsOrigins: [LISTED] } });
  port = Number(new URL(open.url).port);
  guarded = await startServer(tdb.database, {
    host: '127.0.0.1',
    port: 0,
    authenticator: new Authenticator([{ actor: 'ada', role: 'ADMIN', sha256: hashToken(TOKEN) }]),
  });
});

afterAll(async () => {
  await open?.close();
  await guarded?.close();
  await tdb?.close();
});

describe("CORS: the server's own origin and the listed ones only", () => {
  it('a foreign Origin is refused (403) and never reflected, with or without credentials', async () => {
    const r = await raw(open, 'POST', '/graphql', { host: host(), origin: EVIL, 'content-type': 'application/json' }, json('{ __typename }'));
    expect(r.status).toBe(403);
    expect(codeOf(r)).toBe('FORBIDDEN');
    expect(r.body).toMatch(/SR_BENCH_CORS_ORIGINS/);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await raw(open, 'OPTIONS', '/graphql', {
      host: host(),
      origin: EVIL,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.status).toBe(403);
    // "null" (sandboxed frames, file: pages) is a foreign origin too.
    expect((await raw(open, 'POST', '/graphql', { host: host(), origin: 'null', 'content-type': 'application/json' }, json('{ __typename }'))).status).toBe(
      403,
    );
  });

  it('the own origin and a listed one get exactly themselves back, without credentials', async () => {
    for (const origin of [`http://${host()}`, `http://localhost:${port}`, LISTED]) {
      const hostHeader = origin === LISTED ? host() : new URL(origin).host;
      const r = await raw(open, 'POST', '/graphql', { host: hostHeader, origin, 'content-type': 'application/json' }, json('{ __typename }'));
      expect(r.status, origin).toBe(200);
      expect(r.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(r.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
    const preflight = await raw(open, 'OPTIONS', '/graphql', { host: host(), origin: LISTED, 'access-control-request-method': 'POST' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(LISTED);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/);
  });

  it('SR_BENCH_CORS_ORIGINS is a comma-separated list of origins; anything else refuses to start', () => {
    expect(edgeFromEnv({})).toEqual({ corsOrigins: [], graphiql: null, trustedDocumentsOnly: false });
    expect(edgeFromEnv({ SR_BENCH_CORS_ORIGINS: 'http://a.example:5173, https://b.example/' }).corsOrigins).toEqual([
      'http://a.example:5173',
      'https://b.example',
    ]);
    for (const bad of ['*', 'a.example', 'http://a.example/path', 'ftp://a.example', 'null']) {
      expect(() => edgeFromEnv({ SR_BENCH_CORS_ORIGINS: bad }), bad).toThrow(EdgeConfigError);
    }
    expect(edgeFromEnv({ SR_BENCH_GRAPHIQL: '1' }).graphiql).toBe(true);
    expect(() => edgeFromEnv({ SR_BENCH_GRAPHIQL: 'yes' })).toThrow(EdgeConfigError);
  });
});

describe('CSRF: only JSON POSTs run without the preflight-forcing header', () => {
  const mutation = 'mutation { createExperiment(input: { idempotencyKey: "csrf-1", name: "csrf" }) { experiment { id } userErrors { code } } }';

  it('form-urlencoded, multipart and text/plain POSTs are refused (403) and write nothing', async () => {
    const before = await experimentCount();
    const boundary = 'srbBoundary';
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${json(mutation)}\r\n--${boundary}--\r\n`,
      ],
      ['text/plain', json(mutation)],
      ['text/plain;charset=UTF-8', json(mutation)],
    ];
    for (const [type, body] of bodies) {
      const r = await raw(open, 'POST', '/graphql', { host: host(), 'content-type': type }, body);
      expect(r.status, type).toBe(403);
      expect(codeOf(r), type).toBe('FORBIDDEN');
      expect(r.body, type).toMatch(/x-graphql-yoga-csrf/);
    }
    expect(await experimentCount()).toBe(before);
  });

  it('a GET needs the header; with it a query runs, and a mutation over GET stays refused', async () => {
    const path = (query: string) => `/graphql?query=${encodeURIComponent(query)}`;
    const plain = await raw(open, 'GET', path('{ __typename }'), { host: host(), accept: 'application/json' });
    expect(plain.status).toBe(403);
    expect(codeOf(plain)).toBe('FORBIDDEN');
    const withHeader = await raw(open, 'GET', path('{ __typename }'), { host: host(), accept: 'application/json', 'x-graphql-yoga-csrf': '1' });
    expect(JSON.parse(withHeader.body)).toEqual({ data: { __typename: 'Query' } });
    const before = await experimentCount();
    const get = await raw(open, 'GET', path(mutation), { host: host(), accept: 'application/json', 'x-graphql-yoga-csrf': '1' });
    expect(get.status).toBe(405);
    expect(await experimentCount()).toBe(before);
  });

  it('a JSON POST (what the dashboard, GraphiQL and the CLI send) runs', async () => {
    const r = await raw(
      open,
      'POST',
      '/graphql',
      { host: host(), origin: `http://${host()}`, 'content-type': 'application/json' },
      json('{ viewer { actorId role } }'),
    );
    expect(JSON.parse(r.body)).toEqual({ data: { viewer: { actorId: 'local', role: 'ADMIN' } } });
  });
});

describe('DNS rebinding: without tokens only the loopback names are answered', () => {
  it('a foreign Host is refused (421) on the API, GraphiQL and the dashboard', async () => {
    const evilHost = `rebind.example:${port}`;
    const api = await raw(open, 'POST', '/graphql', { host: evilHost, 'content-type': 'application/json' }, json('{ viewer { actorId } }'));
    expect(api.status).toBe(421);
    expect(codeOf(api)).toBe('FORBIDDEN');
    expect(api.body).toMatch(/127\.0\.0\.1:<port>, localhost:<port>, \[::1\]:<port>/);
    expect(api.body).not.toMatch(/actorId"/);
    expect((await raw(open, 'GET', '/graphql', { host: evilHost, accept: 'text/html' })).status).toBe(421);
    expect((await raw(open, 'GET', '/', { host: evilHost, accept: 'text/html' })).status).toBe(421);
    expect((await raw(open, 'GET', '/evaluation?view=runs', { host: evilHost })).status).toBe(421);
    // A loopback-looking prefix is not a loopback name.
    expect((await raw(open, 'GET', '/', { host: `localhost.rebind.example:${port}` })).status).toBe(421);
    expect((await raw(open, 'GET', '/', { host: `127.0.0.1.nip.example:${port}` })).status).toBe(421);
  });

  it('127.0.0.1, localhost and [::1] are answered, on any port (a local port forward or proxy)', async () => {
    for (const name of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`, `127.0.0.1:${port + 1}`, 'localhost']) {
      const r = await raw(open, 'POST', '/graphql', { host: name, 'content-type': 'application/json' }, json('{ __typename }'));
      expect(r.status, name).toBe(200);
    }
  });

  it('with tokens the Host is not pinned: callers are authenticated instead', async () => {
    const r = await raw(
      guarded,
      'POST',
      '/graphql',
      { host: 'api.example', 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      json('{ viewer { actorId } }'),
    );
    expect(JSON.parse(r.body)).toEqual({ data: { viewer: { actorId: 'ada' } } });
  });
});

describe('WebSocket upgrade', () => {
  it('a foreign Origin (403) or Host (421) is refused before the handshake', async () => {
    expect(await upgrade(open, { origin: EVIL })).toBe(403);
    expect(await upgrade(open, { origin: 'null' })).toBe(403);
    expect(await upgrade(open, { host: `rebind.example:${port}` })).toBe(421);
    expect(await upgrade(open, { host: `rebind.example:${port}`, origin: `http://rebind.example:${port}` })).toBe(421);
  });

  it('no Origin (the CLI, ws), the own origin and a listed one connect', async () => {
    expect(await upgrade(open, {})).toBe('open');
    expect(await upgrade(open, { origin: `http://${host()}` })).toBe('open');
    expect(await upgrade(open, { origin: LISTED })).toBe('open');
  });
});

describe('authentication comes before any document work', () => {
  it('a missing or unknown token is 401 even for a document that does not parse or would not validate', async () => {
    const documents = ['{ runs(first: 1 {', `{ viewer { ${'actorId '.repeat(4_900)} } }`, `{ ${'['.repeat(3_000)} }`];
    for (const query of documents) {
      for (const authorization of [undefined, 'Bearer unknown-token-0123456789']) {
        const headers: Record<string, string> = { host: 'api.example', 'content-type': 'application/json' };
        if (authorization) headers.authorization = authorization;
        const r = await raw(guarded, 'POST', '/graphql', headers, json(query));
        expect(r.status, query.slice(0, 20)).toBe(401);
        expect(codeOf(r)).toBe('UNAUTHENTICATED');
        expect(r.body).not.toMatch(/Syntax Error|selected more than|Nesting/);
      }
    }
  });
});
