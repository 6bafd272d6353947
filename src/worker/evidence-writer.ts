// Raw response bytes are appended to the call's evidence as they arrive (service.md §6). Writes
// are batched (every 250 ms or 256 KiB) so a long stream costs a bounded number of statements;
// `flush()` runs on every exit path, so a failed call keeps its partial body.
import type { Db } from '../db/client.ts';
import { appendEvidence } from '../db/writes/calls.ts';

const FLUSH_MS = 250;
const FLUSH_BYTES = 256 * 1024;

export class EvidenceWriter {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private lastFlush = performance.now();
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db, private readonly callId: string) {}

  write(bytes: Uint8Array): Promise<void> {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= FLUSH_BYTES || performance.now() - this.lastFlush >= FLUSH_MS) return this.flush();
    return Promise.resolve();
  }

  /** Writes everything pending, in order. */
  flush(): Promise<void> {
    const chunk = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    this.lastFlush = performance.now();
    this.chain = this.chain.then(() => appendEvidence(this.db, this.callId, chunk));
    return this.chain;
  }
}
