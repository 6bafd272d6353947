// A local server speaking the Hub's file-resolution API
// (`GET /datasets/{owner}/{name}/resolve/{revision}/{path}`) with the headers the Hub client
// reads: Content-Range for ranges, the sha256 ETag of Git LFS files, `X-Error-Code` on 404s,
// 401 for a gated dataset without an accepted token. It can cut a transfer short once, to
// exercise resumption, hold one midway until released, so a client sees a download in
// progress, and announce a wrong checksum.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HubFileSpec {
  readonly repo: string;
  readonly revision: string;
  readonly path: string;
  readonly bytes: Uint8Array;
}

export interface LocalHubOptions {
  readonly files: readonly HubFileSpec[];
  /** Repositories that need `Authorization: Bearer <token>`. */
  readonly gated?: ReadonlyMap<string, string>;
}

export interface LocalHub {
  readonly url: string;
  /** Every request: method, path, Range header. */
  readonly requests: { path: string; range: string | null; authorization: string | null }[];
  /** The next full-body transfer of `path` stops after `bytes` bytes (the connection is destroyed). */
  cutNextTransfer(path: string, bytes: number): void;
  /** The ETag announced for `path` from now on (a wrong checksum). */
  announceEtag(path: string, etag: string): void;
  /**
   * The next full-body transfer of `path` sends `bytes` bytes, in four writes 400 ms apart (so a
   * client that records progress at most every few hundred milliseconds records a part of it),
   * then waits until `release` is called; `started` resolves when it is waiting.
   */
  holdNextTransfer(path: string, bytes: number): { started: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startLocalHub(options: LocalHubOptions): Promise<LocalHub> {
  const requests: LocalHub['requests'] = [];
  const cuts = new Map<string, number>();
  const holds = new Map<string, { bytes: number; waiting: () => void; released: Promise<void> }>();
  const etags = new Map<string, string>();
  const byUrl = new Map(options.files.map((file) => [`/datasets/${file.repo}/resolve/${file.revision}/${file.path}`, file]));
  const revisions = new Set(options.files.map((file) => `${file.repo}@${file.revision}`));
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    requests.push({ path, range: req.headers.range ?? null, authorization: req.headers.authorization ?? null });
    const match = /^\/datasets\/([^/]+\/[^/]+)\/resolve\/([^/]+)\/(.+)$/.exec(path);
    if (req.method !== 'GET' || !match) return error(res, 404, 'RepoNotFound', 'Not found');
    const [, repo = '', revision = '', filePath = ''] = match;
    const token = options.gated?.get(repo);
    if (token !== undefined && req.headers.authorization !== `Bearer ${token}`) {
      return error(res, 401, 'GatedRepo', `Access to dataset ${repo} is restricted. You must have access to it and be authenticated to access it.`);
    }
    if (!revisions.has(`${repo}@${revision}`)) return error(res, 404, 'RevisionNotFound', `Invalid rev id: ${revision}`);
    const file = byUrl.get(path);
    if (!file) return error(res, 404, 'EntryNotFound', `${filePath} does not exist on "${revision}"`);
    const size = file.bytes.byteLength;
    const etag = etags.get(filePath) ?? `"${createHash('sha256').update(file.bytes).digest('hex')}"`;
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    let start = 0;
    let end = size - 1;
    if (range) {
      start = Number(range[1]);
      end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size) {
        res.writeHead(416, { 'Content-Range': `bytes */${size}` });
        return res.end();
      }
    }
    const body = file.bytes.subarray(start, end + 1);
    res.writeHead(range ? 206 : 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(body.byteLength),
      ETag: etag,
      'X-Linked-ETag': etag,
      'Accept-Ranges': 'bytes',
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
    });
    const hold = holds.get(filePath);
    if (hold !== undefined && body.byteLength > hold.bytes) {
      holds.delete(filePath);
      const PIECES = 4;
      const send = (piece: number) => {
        res.write(body.subarray(Math.floor((hold.bytes * piece) / PIECES), Math.floor((hold.bytes * (piece + 1)) / PIECES)));
        if (piece + 1 < PIECES) {
          setTimeout(() => send(piece + 1), 400);
          return;
        }
        hold.waiting();
        void hold.released.then(() => res.end(body.subarray(hold.bytes)));
      };
      send(0);
      return;
    }
    const cut = cuts.get(filePath);
    if (cut !== undefined && body.byteLength > 1) {
      cuts.delete(filePath);
      // The connection breaks a moment after the bytes went out, so the client has read them (a
      // stream that fails drops what it holds unread).
      res.write(body.subarray(0, cut), () => setTimeout(() => res.destroy(), 500));
      return;
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // listening on TCP: an AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cutNextTransfer: (path, bytes) => cuts.set(path, bytes),
    announceEtag: (path, etag) => etags.set(path, etag),
    holdNextTransfer(path, bytes) {
      let waiting = () => {};
      let release = () => {};
      const started = new Promise<void>((resolve) => (waiting = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(path, { bytes, waiting, released });
      return { started, release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function error(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'X-Error-Code': code, 'X-Error-Message': message });
  res.end(JSON.stringify({ error: message }));
}
