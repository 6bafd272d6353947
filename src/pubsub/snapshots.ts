// A subscription as a series of snapshots: read the current state, yield it if it changed, wait
// for a matching notice (or a safety poll), repeat. Watching starts before the first read, so a
// change between the read and the wait is never missed; slow consumers get the latest state.
import type { Bus, Notice, Watcher } from './bus.ts';
import { closable } from './closable.ts';
import type { DeliveryTurns } from './delivery-turns.ts';

export interface Snapshot<T> {
  value: T;
  /** The stream ends after yielding this value (e.g. the run reached a terminal status). */
  last: boolean;
}

export interface SnapshotOptions<T> {
  /** Re-read even without a notice this often (a lost notice only delays, never stalls). */
  pollMs?: number;
  /** Whether `next` is worth sending after `previous` (default: always). */
  changed?: (previous: T | undefined, next: T) => boolean;
}

export function snapshots<T>(
  bus: Bus,
  filter: (notice: Notice) => boolean,
  read: () => Promise<Snapshot<T>>,
  options: SnapshotOptions<T> = {},
): AsyncGenerator<T> {
  const watcher = bus.watch(filter);
  return closable(watcher, snapshotLoop(watcher, bus.turns, read, options));
}

async function* snapshotLoop<T>(watcher: Watcher, turns: DeliveryTurns, read: () => Promise<Snapshot<T>>, options: SnapshotOptions<T>): AsyncGenerator<T> {
  try {
    let previous: T | undefined;
    let first = true;
    while (!watcher.isClosed) {
      const snapshot = await read();
      if (first || snapshot.last || (options.changed ?? (() => true))(previous, snapshot.value)) {
        await turns.take();
        yield snapshot.value;
        previous = snapshot.value;
        first = false;
      }
      if (snapshot.last) return;
      await watcher.next(options.pollMs ?? 2_000);
    }
  } finally {
    watcher.close();
  }
}
