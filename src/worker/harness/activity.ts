/**
 * The live state of one harness cell (docs/harness.md): its phase, model calls so far and
 * artifact bytes, written as it changes (byte counts at most once a second) and announced on the
 * bus. Liveness only: a lost write is harmless, and none is written once the journal is lost.
 */
import { nowIsoMicros } from '../../db/timestamps.ts';
import type { HarnessActivity, HarnessPhase } from '../../db/documents/harness-activity.ts';
import { putHarnessActivity, type HarnessCellKey } from '../../db/writes/harness-activity.ts';
import type { RunContext } from '../run-context.ts';

const BYTES_INTERVAL_MS = 1000;

export class HarnessActivityTracker {
  private state: HarnessActivity;
  private writes: Promise<void> = Promise.resolve();
  private lastBytesWrite = 0;
  private inFlight = 0;

  constructor(
    private readonly run: RunContext,
    private readonly key: HarnessCellKey,
  ) {
    const now = nowIsoMicros();
    this.state = { phase: 'starting', steps: 0, artifact_bytes: 0, started_at: now, updated_at: now };
    this.write();
  }

  phase(phase: HarnessPhase): void {
    if (this.state.phase === phase || this.state.phase === 'finished') return;
    this.state = { ...this.state, phase, updated_at: nowIsoMicros() };
    this.write();
  }

  callStarted(): void {
    this.inFlight += 1;
    this.state = { ...this.state, steps: this.state.steps + 1 };
    this.phase('waiting_for_model');
  }

  callFinished(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight === 0 && this.state.phase === 'waiting_for_model') this.phase('running');
  }

  measured(bytes: number): void {
    if (!Number.isFinite(bytes) || bytes === this.state.artifact_bytes) return;
    this.state = { ...this.state, artifact_bytes: bytes, updated_at: nowIsoMicros() };
    const now = Date.now();
    if (now - this.lastBytesWrite >= BYTES_INTERVAL_MS) {
      this.lastBytesWrite = now;
      this.write();
    }
  }

  /** The last state is written before the cell's outcome. */
  async finish(): Promise<void> {
    this.phase('finished');
    await this.writes;
  }

  private write(): void {
    const snapshot = this.state;
    const run = this.run;
    this.writes = this.writes
      .then(async () => {
        if (run.journalLost !== null) return;
        await putHarnessActivity(run.database.db, this.key, snapshot);
        await run.bus.publish({ runId: run.runId, topic: 'activity' });
      })
      .catch(() => undefined);
  }
}
