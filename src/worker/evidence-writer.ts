// Raw response bytes are appended to the call's evidence as they arrive (docs/transport.md "Evidence"). Writes
// are batched (every 250 ms or 256 KiB) so a long stream costs a bounded number of statements;
// `flush()` runs on every exit path, so a failed call keeps its partial body.
//
// Evidence that cannot be stored (a full disk, the database gone) fails the call: reading on
// would produce a result no one could verify later. The call records `EvidenceWriteError` (a
// non-controlled error is recorded by class name, docs/transport.md "Error texts") and the cell fails closed (docs/runs.md "One cell", step 7);
// what was stored before stays (each append is one statement: all of a batch or none of it).
// A database that cannot be reached at all is a lost journal instead (journal.ts): `onLost`.
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { appendEvidence } from '../db/writes/calls.ts';

const FLUSH_MS = 250;
const FLUSH_BYTES = 256 * 1024;

/** The evidence of a call could not be stored. The storage error is kept off `cause` on purpose: the transport maps `cause.code` to provider errors. */
export class EvidenceWriteError extends Error {
  override readonly name = 'EvidenceWriteError';
  constructor(readonly storageError: unknown) {
    super('Call evidence could not be stored');
  }
}

/** The run's journal state as the writer sees it (journal.ts). */
export interface EvidenceJournal {
  /** Non-null once the run's journal is lost: nothing more is written. */
  lost(): unknown;
  markLost(error: unknown): void;
}

const NO_JOURNAL: EvidenceJournal = { lost: () => null, markLost: () => undefined };

export class EvidenceWriter {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private lastFlush = performance.now();
  private chain: Promise<void> = Promise.resolve();
  private failed: EvidenceWriteError | null = null;

  constructor(
    private readonly db: Db,
    private readonly callId: string,
    private readonly journal: EvidenceJournal = NO_JOURNAL,
  ) {}

  /** The storage failure, once one happened. */
  get error(): EvidenceWriteError | null {
    return this.failed;
  }

  write(bytes: Uint8Array): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= FLUSH_BYTES || performance.now() - this.lastFlush >= FLUSH_MS) return this.flush();
    return Promise.resolve();
  }

  /** Writes everything pending, in order; rejects with `EvidenceWriteError` once a write failed. */
  flush(): Promise<void> {
    const chunk = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    this.lastFlush = performance.now();
    this.chain = this.chain.then(async () => {
      if (this.failed) throw this.failed;
      const lost = this.journal.lost();
      if (lost !== null) throw (this.failed = new EvidenceWriteError(lost));
      try {
        await appendEvidence(this.db, this.callId, chunk);
      } catch (error) {
        if (isDatabaseUnavailable(error)) this.journal.markLost(error);
        throw (this.failed = new EvidenceWriteError(error));
      }
    });
    return this.chain;
  }
}
