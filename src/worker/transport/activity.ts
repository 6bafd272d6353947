/**
 * Active-call activity checkpoints (docs/transport.md "Activity"): `preparing` → `waiting` → `streaming`,
 * published at most once per second while bytes arrive, with one forced final checkpoint.
 * Liveness only; tokens and cost come from the usage receipt.
 */
import type { ActivitySnapshot, TransportClock } from '../../domain/transport/types.ts';

export const CHECKPOINT_SECONDS = 1.0;

/** The snapshot stored with the call row at insert (docs/transport.md "Activity"; docs/runs.md "One model call", step 9). */
export function initialActivity(clock: TransportClock): ActivitySnapshot {
  const now = clock.isoNow();
  return { phase: 'preparing', phase_started_at: now, last_activity_at: null, received_bytes: 0, updated_at: now };
}

export class ActivityTracker {
  private snapshot: ActivitySnapshot;
  private publishedBytes = 0;
  private lastPublishMs: number | null = null;
  private readonly clock: TransportClock;
  private readonly publish: (snapshot: ActivitySnapshot) => void;

  constructor(clock: TransportClock, publish: (snapshot: ActivitySnapshot) => void) {
    this.clock = clock;
    this.publish = publish;
    this.snapshot = initialActivity(clock);
  }

  /** Immediately before the HTTP POST (docs/transport.md "Timeouts and the watchdog"). */
  waiting(): void {
    const now = this.clock.isoNow();
    this.snapshot = { ...this.snapshot, phase: 'waiting', phase_started_at: now, updated_at: now };
    this.emit();
  }

  /**
   * The wire-byte total after a received chunk. A total below the last published one is
   * ignored; an unchanged total is published only when forced and not yet published; the
   * first bytes switch to `streaming` and are published at once; later ones when forced or
   * at least `CHECKPOINT_SECONDS` after the last publish.
   */
  received(totalBytes: number, force = false): void {
    if (totalBytes < this.publishedBytes) return;
    if (totalBytes === this.snapshot.received_bytes) {
      if (force && totalBytes > this.publishedBytes) {
        this.snapshot = { ...this.snapshot, updated_at: this.clock.isoNow() };
        this.emit();
      }
      return;
    }
    const now = this.clock.isoNow();
    const first = this.snapshot.phase !== 'streaming';
    this.snapshot = {
      phase: 'streaming',
      phase_started_at: first ? now : this.snapshot.phase_started_at,
      last_activity_at: now,
      received_bytes: totalBytes,
      updated_at: now,
    };
    const due = this.lastPublishMs === null || this.clock.nowMs() - this.lastPublishMs >= CHECKPOINT_SECONDS * 1000;
    if (first || force || due) this.emit();
  }

  /** The forced final checkpoint on every exit path (docs/transport.md "End of stream"). */
  final(): void {
    this.received(this.snapshot.received_bytes, true);
  }

  current(): ActivitySnapshot {
    return { ...this.snapshot };
  }

  private emit(): void {
    this.publishedBytes = this.snapshot.received_bytes;
    this.lastPublishMs = this.clock.nowMs();
    try {
      this.publish({ ...this.snapshot });
    } catch {
      // Activity proves liveness only (docs/transport.md "Activity"); a failing publisher must not fail the call.
    }
  }
}
