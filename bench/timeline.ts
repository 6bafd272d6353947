// Simulated wall-clock time of a run: seconds from the run's creation, written as the
// journal writes timestamps (ISO-8601 UTC with an explicit offset, microseconds only when
// non-zero, as Python's isoformat does).
export class Timeline {
  /** Seconds after creation at which the run started (`running` event). */
  readonly runningAt = 0.003;

  constructor(private readonly createdAtMs: number) {}

  iso(seconds: number): string {
    const ms = Math.round(this.createdAtMs + seconds * 1000);
    const text = new Date(ms).toISOString(); // 2026-09-20T08:00:00.123Z
    const millis = ms % 1000;
    return millis === 0 ? `${text.slice(0, 19)}+00:00` : `${text.slice(0, 23)}000+00:00`;
  }

  /** Unrounded epoch milliseconds: the sort key that puts rows in write order. */
  key(seconds: number): number {
    return this.createdAtMs + seconds * 1000;
  }

  /** Epoch milliseconds of a moment (for placing the next run after this one). */
  epochMs(seconds: number): number {
    return Math.round(this.createdAtMs + seconds * 1000);
  }
}
