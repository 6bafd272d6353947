// Request body cap (README "Limits"). Yoga enforces it (`maxRequestBodySize`, yoga.ts): a
// Content-Length over the cap gets 413 before the body is read (Node then discards the unread
// body and the connection stays usable), and a body without one (chunked) is cut off with 413
// once the cap is passed. In that second case yoga has started reading and stops: the rest of
// the body stays on the socket, and a client reusing the connection would stall, then see a
// reset. So that 413 also closes the connection (`Connection: close`).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

export function closingAfterRefusedBody(handler: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      if (statusCode === 413 && !req.complete && req.headers['content-length'] === undefined) this.shouldKeepAlive = false;
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
    } as ServerResponse['writeHead'];
    handler(req, res);
  };
}
