// The worker (README "The worker"): claims queued runs, executes them, keeps their leases alive, and
// applies restart recovery to runs whose worker is gone (docs/runs.md "Restart recovery"). Several workers may
// share one Postgres database: runs are claimed atomically and cells are claimed per row.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/client.ts';
import { databaseErrorText } from '../db/errors.ts';
import { runRow } from '../db/writes/runs.ts';
import { runsByIds } from '../db/queries/runs.ts';
import { defaultLogger, type Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
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
  /** Where run state changes, failures and recoveries are logged (default: the process's logger). */
  log?: Logger;
  /** Run transitions and provider calls are counted here (the server's /metrics); none by default. */
  metrics?: Metrics | null;
}

/** Why restart recovery interrupted a run (docs/operations.md "Logs"). */
type RecoveryCause = 'lease_expired' | 'worker_gone' | 'embedded_database_restart' | 'journal_lost' | 'shutdown';

export class Worker {
  readonly id = `worker-${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly active = new Map<string, { context: RunContext; done: Promise<unknown> }>();
  /** Runs whose journal was lost, awaiting restart recovery once the database answers (journal.ts). */
  private readonly lost = new Map<string, { attempts: number; nextAtMs: number }>();
  private readonly log: Logger;
  private readonly metrics: Metrics | null;
  private readonly health: DatabaseHealth;
  /** When a poll or heartbeat last reached the database (monotonic ms). */
  private lastContactMs = performance.now();
  private timers: NodeJS.Timeout[] = [];
  private stopping = false;
  private polling = false;
  private readonly unwatch: () => void;

  constructor(
    private readonly database: Database,
    private readonly bus: Bus,
    private readonly options: WorkerOptions = {},
  ) {
    this.log = options.log ?? defaultLogger();
    this.metrics = options.metrics ?? null;
    this.health = new DatabaseHealth(this.log);
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
    this.log.info({ event: 'worker_started', workerId: this.id, maxRuns: this.options.maxRuns ?? 4 }, 'worker started');
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
    const abandoned: { id: string; previousWorker: string; cause: RecoveryCause }[] = [];
    for (const run of owned) {
      if (run.workerId === this.id) {
        // Ours but not executing (a claim whose commit reply was lost): abandoned once its lease ran out.
        if (run.leaseExpired && !this.active.has(run.id) && !this.lost.has(run.id))
          abandoned.push({ id: run.id, previousWorker: run.workerId, cause: 'lease_expired' });
      } else if (run.leaseExpired) abandoned.push({ id: run.id, previousWorker: run.workerId, cause: 'lease_expired' });
      else if (deadLocalWorker(run.workerId)) abandoned.push({ id: run.id, previousWorker: run.workerId, cause: 'worker_gone' });
      else if (everyOther) abandoned.push({ id: run.id, previousWorker: run.workerId, cause: 'embedded_database_restart' });
    }
    const recovered: string[] = [];
    for (const { id, previousWorker, cause } of abandoned) {
      if (await this.database.db.transaction((tx) => interruptRun(tx, id))) {
        recovered.push(id);
        this.recovered(id, cause, previousWorker);
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
      this.lastContactMs = performance.now();
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
        if (recovered) this.recovered(runId, force ? 'shutdown' : 'journal_lost', this.id);
        else this.log.info({ event: 'run_settled_elsewhere', runId }, 'run already settled by another worker');
        await this.bus.publish({ runId, topic: 'run' });
      } catch (error) {
        retry.attempts += 1;
        retry.nextAtMs = performance.now() + Math.min(RECOVERY_RETRY_MAX_MS, RECOVERY_RETRY_MIN_MS * 2 ** retry.attempts);
        this.health.failed(`restart recovery of ${runId}`, error);
      }
    }
  }

  /** One log line and one count for a run restart recovery interrupted. */
  private recovered(runId: string, cause: RecoveryCause, previousWorker: string): void {
    this.metrics?.runTransitions.inc({ status: 'interrupted' });
    this.log.warn(
      { event: 'run_recovered', runId, status: 'interrupted', cause, previousWorker, workerId: this.id },
      'restart recovery: run interrupted; dispatched calls are sent_unknown, nothing is re-sent',
    );
  }

  /** Seconds since a poll or heartbeat last reached the database, and whether it is down now. */
  liveness(): { ok: boolean; detail: string } {
    const quietS = (performance.now() - this.lastContactMs) / 1000;
    if (this.stopping) return { ok: false, detail: 'stopping' };
    if (this.health.isDown) return { ok: false, detail: `cannot reach the database (${this.health.lastError})` };
    if (quietS * 1000 > 3 * HEARTBEAT_MS) return { ok: false, detail: `no poll or heartbeat for ${quietS.toFixed(0)} s` };
    return { ok: true, detail: `${this.active.size} run(s) executing` };
  }

  private async launch(runId: string): Promise<void> {
    const row = await runRow(this.database.db, runId);
    if (!row) return;
    const startedMs = performance.now();
    this.metrics?.runTransitions.inc({ status: 'running' });
    this.log.info({ event: 'run_started', runId, workerId: this.id, cases: row.caseCount, mode: row.mode }, 'run started');
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
      log: this.log,
      metrics: this.metrics,
    };
    if (row.cancelRequested) context.cancelled.abort();
    const done = executeRun(context)
      .then(async (status) => {
        await this.finished(runId, status, performance.now() - startedMs);
        await this.storeFinalReport(runId, status);
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof JournalLost) && context.journalLost === null) {
          // An unexpected error in the loop: the run fails with the error's class name (docs/runs.md "Statuses").
          const reason = error instanceof Error ? error.constructor.name : 'Error';
          const { setRunStatus } = await import('../db/writes/runs.ts');
          try {
            await this.database.db.transaction((tx) => setRunStatus(tx, runId, 'failed', reason));
            this.metrics?.runTransitions.inc({ status: 'failed' });
            this.log.error(
              { event: 'run_finished', runId, status: 'failed', reason, err: error, durationMs: Math.round(performance.now() - startedMs) },
              'run failed on an unexpected error',
            );
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

  /** The run's end, logged once with its reason when it did not complete. */
  private async finished(runId: string, status: string, durationMs: number): Promise<void> {
    this.metrics?.runTransitions.inc({ status });
    const fields = { event: 'run_finished', runId, status, durationMs: Math.round(durationMs) };
    if (status === 'completed') return void this.log.info(fields, 'run completed');
    // The stored error is the reason a reader of the run sees too.
    const [row] = await runsByIds(this.database.db, [runId]).catch(() => []);
    const reason = row?.error ?? null;
    if (status === 'failed') this.log.error({ ...fields, reason }, `run failed: ${reason ?? 'no reason recorded'}`);
    else this.log.warn({ ...fields, reason }, `run ${status}`);
  }

  /**
   * Stores the report of a run that ended (docs/reports.md), so its first reader, on any
   * server, reads one row. A failure here loses nothing: a report request builds it then.
   */
  private async storeFinalReport(runId: string, status: string): Promise<void> {
    try {
      await new ReportService(0).materialise(this.database.db, runId, status);
    } catch (error) {
      this.log.warn({ event: 'report_not_stored', runId, reason: databaseErrorText(error) }, 'the final report was not stored; it is built on first request');
    }
  }

  private async heartbeat(): Promise<void> {
    try {
      await renewLeases(this.database.db, this.id, [...this.active.keys()], LEASE_SECONDS);
      await this.recoverAbandoned();
      this.lastContactMs = performance.now();
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
      const interrupted = await this.database.db.transaction((tx) => interruptRun(tx, runId)).catch(() => false);
      if (interrupted) this.recovered(runId, 'shutdown', this.id);
    }
    await this.recoverLost(true);
    this.log.info({ event: 'worker_stopped', workerId: this.id }, 'worker stopped');
  }

  get activeRunIds(): string[] {
    return [...this.active.keys()];
  }
}

/** Logs a database outage once (not every poll) and its end. */
class DatabaseHealth {
  private down = false;
  lastError = '';

  constructor(private readonly log: Logger) {}

  get isDown(): boolean {
    return this.down;
  }

  failed(what: string, error: unknown): void {
    this.lastError = databaseErrorText(error);
    if (this.down) return;
    this.down = true;
    this.log.error({ event: 'database_unreachable', during: what, reason: this.lastError }, `${what} failed; retrying`);
  }

  ok(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info({ event: 'database_reachable' }, 'database reachable again');
  }
}
