/**
 * The one way the simulator writes a response: every byte also goes to the request's
 * record (so tests compare what the client kept with what was sent), writes wait for the
 * socket, and a "broken" response drops the connection only after its bytes left.
 */
import type { ServerResponse } from 'node:http';

export class ResponseSink {
  private readonly res: ServerResponse;
  private readonly sent: Buffer[] = [];
  private sentBytes = 0;
  private readonly recordLimit: number;
  /** Aborted when the client goes away or the server closes. */
  readonly gone: AbortSignal;

  constructor(res: ServerResponse, gone: AbortSignal, recordLimit = 8 * 1024 * 1024) {
    this.res = res;
    this.gone = gone;
    this.recordLimit = recordLimit;
  }

  head(status: number, headers: Record<string, string>): void {
    if (this.gone.aborted || this.res.headersSent) return;
    this.res.writeHead(status, headers);
    this.res.flushHeaders();
  }

  get status(): number {
    return this.res.statusCode;
  }

  /** Writes and waits until the bytes are handed to the socket; false when the client is gone. */
  write(data: string | Buffer): Promise<boolean> {
    if (this.gone.aborted || this.res.destroyed) return Promise.resolve(false);
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    if (this.sentBytes + bytes.length <= this.recordLimit) this.sent.push(bytes);
    this.sentBytes += bytes.length;
    return new Promise((resolve) => {
      this.res.write(bytes, (error) => resolve(error === undefined || error === null));
    });
  }

  /** A complete response. */
  end(): Promise<void> {
    if (this.res.writableEnded || this.res.destroyed) return Promise.resolve();
    return new Promise((resolve) => this.res.end(() => resolve()));
  }

  /** Drops the connection mid-response (a broken transfer for the client). */
  drop(): void {
    this.res.socket?.destroy();
    this.res.destroy();
  }

  /** The bytes sent so far (up to the record limit). */
  bytes(): Uint8Array {
    return new Uint8Array(Buffer.concat(this.sent));
  }
}
