/**
 * The loopback bridge of one harness cell (docs/harness.md): the only way the harness reaches a
 * model. A POST with the cell's bearer token and a JSON body of at most 8 MiB becomes one
 * journaled call through the worker's own call path; the answer is the call's receipt, sent
 * when the call has finished (no timeout of its own). The first failed call answers 502 and
 * every later request is refused.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BridgeRequestError, parseBridgeRequest } from '../../domain/harness/bridge-request.ts';
import { BRIDGE_BODY_LIMIT, BRIDGE_CALL_FAILED, type BridgeReceipt, type BridgeRequest } from '../../domain/harness/protocol.ts';

export interface CellBridge {
  readonly url: string;
  readonly token: string;
  /** Calls made through the bridge (successful or not). */
  readonly calls: number;
  readonly failed: boolean;
  /** Stops accepting requests and waits for calls in flight to settle. */
  close(): Promise<void>;
}

export interface BridgeHandlers {
  call(request: BridgeRequest): Promise<BridgeReceipt>;
  /** The first failed call: the harness must be stopped. */
  onFailure(): void;
  /** A call finished (activity). */
  onCall?(): void;
}

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? '0');
    if (declared > BRIDGE_BODY_LIMIT) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BRIDGE_BODY_LIMIT) {
        request.destroy();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

function authorized(header: string | undefined, expected: Buffer): boolean {
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startBridge(handlers: BridgeHandlers): Promise<CellBridge> {
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(token);
  const inFlight = new Set<Promise<unknown>>();
  let calls = 0;
  let failed = false;
  let closing = false;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (!authorized(request.headers.authorization, expected)) return answer(response, 401, { error: 'Bridge token required' });
    if (request.method !== 'POST') return answer(response, 405, { error: 'Bridge accepts POST only' });
    let parsed: BridgeRequest;
    try {
      const body = await readBody(request);
      parsed = parseBridgeRequest(JSON.parse(body.toString('utf8')));
    } catch (error) {
      if (error instanceof BodyTooLarge) return answer(response, 413, { error: 'Bridge request body exceeds 8 MiB' });
      if (error instanceof BridgeRequestError) return answer(response, 400, { error: error.message });
      if (error instanceof SyntaxError) return answer(response, 400, { error: 'Bridge request body is not JSON' });
      throw error;
    }
    // After a failed call, or once the cell is ending, nothing more is dispatched.
    if (failed || closing) return answer(response, 502, { error: BRIDGE_CALL_FAILED });
    calls += 1;
    const call = handlers.call(parsed);
    inFlight.add(call);
    try {
      const receipt = await call;
      handlers.onCall?.();
      answer(response, 200, receipt);
    } catch {
      if (!failed) {
        failed = true;
        handlers.onFailure();
      }
      handlers.onCall?.();
      answer(response, 502, { error: BRIDGE_CALL_FAILED });
    } finally {
      inFlight.delete(call);
    }
  };

  const server = createServer({ requestTimeout: 0, headersTimeout: 60_000 }, (request, response) => {
    handle(request, response).catch(() => answer(response, 500, { error: 'Bridge error' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo; // a TCP listener always has an AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    get calls() {
      return calls;
    },
    get failed() {
      return failed;
    },
    async close() {
      closing = true;
      await Promise.allSettled([...inFlight]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
