// Change notices for subscriptions (docs/architecture.md "src/pubsub"): small `{runId, topic}` messages, in-process
// on the embedded database and over Postgres LISTEN/NOTIFY otherwise, so a subscriber on one
// server sees work done by a worker on another. Subscribers re-read state from the database;
// a notice only says "look again", so bursts coalesce and no queue can grow without bound.
import type { Database } from '../db/client.ts';
import { DeliveryTurns } from './delivery-turns.ts';
import { SharedReads } from './shared-reads.ts';

/** `preparation` notices carry a preparation job's id as `runId`. */
export type Topic = 'run' | 'progress' | 'activity' | 'event' | 'preparation';

export interface Notice {
  runId: string;
  topic: Topic;
}

const CHANNEL = 'sr_bench_changes';

/** One subscriber's wake-up flag: set by matching notices, cleared by `next()`. */
export class Watcher {
  private dirty = false;
  private wake: (() => void) | null = null;
  private closed = false;

  constructor(private readonly detach: () => void) {}

  mark(): void {
    this.dirty = true;
    this.wake?.();
  }

  /** Resolves when something changed since the last call (or after `timeoutMs`, as a safety poll). */
  async next(timeoutMs: number): Promise<void> {
    if (this.closed) return;
    if (!this.dirty) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
      });
      this.wake = null;
    }
    this.dirty = false;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.wake?.();
    this.detach();
  }

  /** Closed watchers never wait: loops over `next()` must stop when this is true. */
  get isClosed(): boolean {
    return this.closed;
  }
}

export class Bus {
  private readonly watchers = new Set<{ filter: (n: Notice) => boolean; watcher: Watcher }>();
  private unlisten: (() => Promise<void>) | null = null;
  /** Reads that subscribers woken by the same notice share (shared-reads.ts). */
  readonly reads = new SharedReads();
  /** Subscribers deliver a change in turns, a hundred per pass of the loop (delivery-turns.ts). */
  readonly turns = new DeliveryTurns();

  constructor(private readonly database: Database) {}

  /** Starts listening across processes (Postgres only). */
  async start(): Promise<void> {
    const notifications = this.database.notifications;
    if (!notifications || this.unlisten) return;
    this.unlisten = await notifications.listen(CHANNEL, (payload) => {
      try {
        this.deliver(JSON.parse(payload) as Notice);
      } catch {
        // A foreign or malformed payload on our channel is ignored.
      }
    });
  }

  /**
   * Announces a committed change. On Postgres every listener, including this process, hears it.
   * Never throws: the change is already committed, and a notice lost while the database is away
   * only delays subscribers until their next notice or safety poll (README "Fault tolerance").
   */
  async publish(notice: Notice): Promise<void> {
    const notifications = this.database.notifications;
    if (notifications && this.unlisten) {
      try {
        await notifications.notify(CHANNEL, JSON.stringify(notice));
      } catch {
        this.deliver(notice);
      }
    } else {
      this.deliver(notice);
    }
  }

  watch(filter: (notice: Notice) => boolean): Watcher {
    // The watcher's close callback runs only after `entry` exists.
    const watcher: Watcher = new Watcher(() => this.watchers.delete(entry));
    const entry = { filter, watcher };
    this.watchers.add(entry);
    return watcher;
  }

  get watcherCount(): number {
    return this.watchers.size;
  }

  private deliver(notice: Notice): void {
    this.reads.noticed(notice.runId);
    for (const { filter, watcher } of this.watchers) if (filter(notice)) watcher.mark();
  }

  async close(): Promise<void> {
    for (const { watcher } of [...this.watchers]) watcher.close();
    await this.unlisten?.();
    this.unlisten = null;
  }
}
