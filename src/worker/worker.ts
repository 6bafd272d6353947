// The worker (README "Worker"): claims queued runs, executes them, keeps their leases alive, and
// applies restart recovery to runs whose worker is gone (service.md §1.7). Several workers may
// share one Postgres database: runs are claimed atomically and cells are claimed per row.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { runs } from '../db/schema.ts';
import { interruptRun } from '../db/writes/restart-recovery.ts';
import { claimQueuedRuns, renewLeases, runsOfOtherWorkers, setCancelFlag } from '../db/writes/runs.ts';
import type { Bus } from '../pubsub/bus.ts';
import { executeRun } from './run-loop.ts';
import { monotonicMs, type RunContext } from './run-context.ts';

const LEASE_SECONDS = 15;
const HEARTBEAT_MS = 5_000;
const POLL_MS = 1_000;
/** On shutdown, in-flight cells get this long to finish before the rest is recovered (§1.7). */
const SHUTDOWN_GRACE_MS = 3_000;

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
    const owned = await runsOfOtherWorkers(this.database.db, this.id);
    const ids = owned.filter((run) => everyOther || run.leaseExpired || deadLocalWorker(run.workerId)).map((run) => run.id);
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
      const room = (this.options.maxRuns ?? 4) - this.active.size;
      if (room <= 0) return;
      const ids = await this.database.db.transaction((tx) => claimQueuedRuns(tx, this.id, LEASE_SECONDS, room));
      for (const id of ids) await this.launch(id);
    } catch (error) {
      console.error('worker poll failed:', error);
    } finally {
      this.polling = false;
    }
  }

  private async launch(runId: string): Promise<void> {
    const [row] = await this.database.db.select().from(runs).where(eq(runs.id, runId));
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
    };
    if (row.cancelRequested) context.cancelled.abort();
    const done = executeRun(context)
      .catch(async (error: unknown) => {
        // An unexpected error in the loop: the run fails with the error's class name (§1.5).
        console.error(`run ${runId} failed unexpectedly:`, error);
        const { setRunStatus } = await import('../db/writes/runs.ts');
        await this.database.db.transaction((tx) => setRunStatus(tx, runId, 'failed', error instanceof Error ? error.constructor.name : 'Error'))
          .catch(() => undefined);
      })
      .finally(() => this.active.delete(runId));
    this.active.set(runId, { context, done });
  }

  private async heartbeat(): Promise<void> {
    try {
      await renewLeases(this.database.db, this.id, [...this.active.keys()], LEASE_SECONDS);
      await this.recoverAbandoned();
    } catch (error) {
      console.error('worker heartbeat failed:', error);
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
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))]);
    for (const runId of this.active.keys()) {
      await this.database.db.transaction((tx) => interruptRun(tx, runId)).catch(() => undefined);
    }
  }

  get activeRunIds(): string[] {
    return [...this.active.keys()];
  }
}
