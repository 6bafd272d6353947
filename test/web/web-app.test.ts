// The dashboard route in front of the API: without a build, `/` explains how to build it and
// the API still answers; other methods and the API path always reach the API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withWebApp } from '../../src/http/web-app.ts';

let server: Server;
let base = '';

beforeAll(async () => {
  const api = withWebApp(
    (req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`api ${req.method} ${req.url}`);
    },
    '/graphql',
    '/nonexistent-dist-folder/',
  );
  server = createServer(api);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('withWebApp without a build', () => {
  it('explains how to build the dashboard at /', async () => {
    const reply = await fetch(`${base}/`);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('npm run build:web');
    expect((await fetch(`${base}/assets/app.js`)).status).toBe(404);
  });

  it('passes the API path and non-GET requests through', async () => {
    expect(await (await fetch(`${base}/graphql?query=x`)).text()).toBe('api GET /graphql?query=x');
    expect(await (await fetch(`${base}/other`, { method: 'POST' })).text()).toBe('api POST /other');
  });
});
