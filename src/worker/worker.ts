// The worker (README "The worker"): claims queued runs, executes them, keeps their leases alive, and
// applies restart recovery to runs whose worker is gone (docs/runs.md "Restart recovery"). Several workers may
// share one Postgres database: runs are claimed atomically and cells are claimed per row.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/client.ts';
import { databaseErrorText } from '../db/errors.ts';
import { runRow } from '../db/writes/runs.ts';
import { interruptRun } from '../db/writes/restart-recovery.ts';
import { claimQueuedRuns, ownedActiveRuns, renewLeases, setCancelFlag } from '../db/writes/runs.ts';
import type { Bus } from '../pubsub/bus.ts';
import { ReportService } from '../services/report-service.ts';
import { JournalLost, markJournalLost } from './journal.ts';
import { executeRun } from './run-loop.ts';
import { monotonicMs, type RunContext } from './run-context.ts';

const LEASE_SECONDS = 15;
const HEARTBEAT_MS = 5_000;
const POLL_MS = 1_000;
/** On shutdown, in-flight cells get this long to finish before the rest is recovered (docs/runs.md "Restart recovery"). */
const SHUTDOWN_GRACE_MS = 3_000;
/** Restart recovery of a run whose journal was lost is retried with this bounded backoff. */
const RECOVERY_RETRY_MIN_MS = 250;
const RECOVERY_RETRY_MAX_MS = 5_000;

/** A worker id names its host and pid; a worker of this host whose process is gone is dead. */
function deadLocalWorker(workerId: string): boolean {
  const match = /^worker-(.+)-(\d+)-[0-9a-f]+$/.exec(workerId);
  if (!match || match[1] !== hostname()) return false;
  try {
    process.kill(Number(match[2]), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export interface WorkerOptions {
  /** How many runs this worker executes at once. */
  maxRuns?: number;
  env?: Record<string, string | undefined>;
}

export class Worker {
  readonly id = `worker-${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly active = new Map<string, { context: RunContext; done: Promise<unknown> }>();
  /** Runs whose journal was lost, awaiting restart recovery once the database answers (journal.ts). */
  private readonly lost = new Map<string, { attempts: number; nextAtMs: number }>();
  private readonly health = new DatabaseHealth();
  private timers: NodeJS.Timeout[] = [];
  private stopping = false;
  private polling = false;
  private readonly unwatch: () => void;

  constructor(private readonly database: Database, private readonly bus: Bus, private readonly options: WorkerOptions = {}) {
    const watcher = bus.watch((n) => n.topic === 'run');
    let live = true;
    this.unwatch = () => {
      live = false;
      watcher.close();
    };
    // A new queued run anywhere wakes the poll at once instead of at the next tick.
    void (async () => {
      while (live) {
        await watcher.next(60_000);
        if (live) void this.poll();
      }
    })();
  }

  async start(): Promise<void> {
    await this.recoverAbandoned(true);
    this.timers.push(setInterval(() => void this.poll(), POLL_MS));
    this.timers.push(setInterval(() => void this.heartbeat(), HEARTBEAT_MS));
    await this.poll();
  }

  /**
   * Applies restart recovery to active runs no live worker owns: the lease ran out, the owner was
   * a process on this host that no longer exists, or (embedded database, at start) any other
   * owner, since one process owns an embedded database.
   */
  async recoverAbandoned(atStart = false): Promise<string[]> {
    const everyOther = atStart && this.database.driver === 'pglite';
    const owned = await ownedActiveRuns(this.database.db);
    const ids = owned.filter((run) => run.workerId === this.id
      // Ours but not executing (a claim whose commit reply was lost): abandoned once its lease ran out.
      ? run.leaseExpired && !this.active.has(run.id) && !this.lost.has(run.id)
      : everyOther || run.leaseExpired || deadLocalWorker(run.workerId)).map((run) => run.id);
    const recovered: string[] = [];
    for (const id of ids) {
      if (await this.database.db.transaction((tx) => interruptRun(tx, id))) {
        recovered.push(id);
        await this.bus.publish({ runId: id, topic: 'run' });
      }
    }
    return recovered;
  }

  private async poll(): Promise<void> {
    if (this.stopping || this.polling) return;
    this.polling = true;
    try {
      await this.recoverLost();
      const room = (this.options.maxRuns ?? 4) - this.active.size - this.lost.size;
      if (room <= 0) return;
      const ids = await this.database.db.transaction((tx) => claimQueuedRuns(tx, this.id, LEASE_SECONDS, room));
      this.health.ok();
      for (const id of ids) await this.launch(id);
    } catch (error) {
      this.health.failed('worker poll', error);
    } finally {
      this.polling = false;
    }
  }

  /**
   * Restart recovery (docs/runs.md) of the runs whose journal was lost, each retried with a bounded
   * backoff until the database takes it; `force` (shutdown) tries each once now.
   */
  private async recoverLost(force = false): Promise<void> {
    for (const [runId, retry] of this.lost) {
      if (!force && performance.now() < retry.nextAtMs) continue;
      try {
        const recovered = await this.database.db.transaction((tx) => interruptRun(tx, runId));
        this.lost.delete(runId);
        console.error(recovered
          ? `run ${runId}: restart recovery applied (interrupted; dispatched calls are sent_unknown, nothing is re-sent)`
          : `run ${runId}: already settled elsewhere`);
        await this.bus.publish({ runId, topic: 'run' });
      } catch (error) {
        retry.attempts += 1;
        retry.nextAtMs = performance.now() + Math.min(RECOVERY_RETRY_MAX_MS, RECOVERY_RETRY_MIN_MS * 2 ** retry.attempts);
        this.health.failed(`restart recovery of ${runId}`, error);
      }
    }
  }

  private async launch(runId: string): Promise<void> {
    const row = await runRow(this.database.db, runId);
    if (!row) return;
    const manifest = JSON.parse(row.manifest) as RunContext['manifest'];
    const now = monotonicMs();
    const context: RunContext = {
      runId,
      database: this.database,
      bus: this.bus,
      manifest,
      loopStartMs: now,
      deadlineMs: now + manifest.limits.max_run_seconds * 1000,
      cancelled: new AbortController(),
      env: this.options.env ?? process.env,
      firstFailure: null,
      journalLost: null,
    };
    if (row.cancelRequested) context.cancelled.abort();
    const done = executeRun(context)
      .then((status) => this.storeFinalReport(runId, status))
      .catch(async (error: unknown) => {
        if (!(error instanceof JournalLost) && context.journalLost === null) {
          // An unexpected error in the loop: the run fails with the error's class name (docs/runs.md "Statuses").
          console.error(`run ${runId} failed unexpectedly:`, error);
          const { setRunStatus } = await import('../db/writes/runs.ts');
          try {
            await this.database.db.transaction((tx) => setRunStatus(tx, runId, 'failed', error instanceof Error ? error.constructor.name : 'Error'));
            return;
          } catch (writeError) {
            markJournalLost(context, writeError);
          }
        }
        // Fail closed like a crash: restart recovery once the database answers (journal.ts).
        this.lost.set(runId, { attempts: 0, nextAtMs: performance.now() });
      })
      .finally(() => this.active.delete(runId));
    this.active.set(runId, { context, done });
  }

  /**
   * Stores the report of a run that ended (docs/reports.md), so its first reader, on any
   * server, reads one row. A failure here loses nothing: a report request builds it then.
   */
  private async storeFinalReport(runId: string, status: string): Promise<void> {
    try {
      await new ReportService(0).materialise(this.database.db, runId, status);
    } catch (error) {
      console.error(`run ${runId}: the final report was not stored (${databaseErrorText(error)}); it is built on first request`);
    }
  }

  private async heartbeat(): Promise<void> {
    try {
      await renewLeases(this.database.db, this.id, [...this.active.keys()], LEASE_SECONDS);
      await this.recoverAbandoned();
      this.health.ok();
    } catch (error) {
      this.health.failed('worker heartbeat', error);
    }
  }

  /** Stops admitting runs, cancels owned ones, waits briefly, then recovers what is left. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.unwatch();
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const [runId, { context }] of this.active) {
      context.cancelled.abort();
      await this.database.db.transaction((tx) => setCancelFlag(tx, runId, false)).catch(() => undefined);
    }
    const all = Promise.allSettled([...this.active.values()].map((a) => a.done));
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((resolve) => (grace = setTimeout(resolve, SHUTDOWN_GRACE_MS)))]);
    clearTimeout(grace);
    for (const runId of this.active.keys()) {
      await this.database.db.transaction((tx) => interruptRun(tx, runId)).catch(() => undefined);
    }
    await this.recoverLost(true);
  }

  get activeRunIds(): string[] {
    return [...this.active.keys()];
  }
}

/** Logs a database outage once (not every poll) and its end. */
class DatabaseHealth {
  private down = false;

  failed(what: string, error: unknown): void {
    if (this.down) return;
    this.down = true;
    console.error(`${what} failed: ${databaseErrorText(error)}; retrying`);
  }

  ok(): void {
    if (!this.down) return;
    this.down = false;
    console.error('database reachable again');
  }
}
