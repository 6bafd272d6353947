// Open subscriptions per actor (README "Limits"). Each subscription holds a database watcher and
// re-reads state on every change, so one actor must not open them without bound. Over the cap
// the new subscription gets a RATE_LIMITED error; the connection and the actor's other
// subscriptions carry on. A slot is released as soon as its subscription ends: the client
// completes it, the server finishes it, or the socket closes.
import { GraphQLError } from 'graphql';

export function rateLimitedError(max: number): GraphQLError {
  return new GraphQLError(`Too many open subscriptions: at most ${max} per actor. Complete one before starting another.`, {
    extensions: { code: 'RATE_LIMITED', limit: 'subscriptions', max },
  });
}

/** One slot; releasing it twice is harmless. */
export interface Lease {
  release(): void;
}

export class SubscriptionCaps {
  private readonly open = new Map<string, number>();

  constructor(readonly maxPerActor: number) {}

  /** A slot for `actorId`, or null when the actor already holds `maxPerActor`. */
  acquire(actorId: string): Lease | null {
    const count = this.open.get(actorId) ?? 0;
    if (count >= this.maxPerActor) return null;
    this.open.set(actorId, count + 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        const left = (this.open.get(actorId) ?? 1) - 1;
        if (left > 0) this.open.set(actorId, left);
        else this.open.delete(actorId);
      },
    };
  }

  openFor(actorId: string): number {
    return this.open.get(actorId) ?? 0;
  }

  /** Slots held by every actor: the subscriptions open now. */
  get total(): number {
    let sum = 0;
    for (const n of this.open.values()) sum += n;
    return sum;
  }
}

/**
 * Per connection: the leases of its subscriptions by operation id, so graphql-ws' onComplete
 * and the socket's close release them.
 */
export class ConnectionLeases {
  private readonly byConnection = new WeakMap<object, Map<string, Lease>>();

  add(connection: object, id: string, lease: Lease): void {
    let leases = this.byConnection.get(connection);
    if (!leases) this.byConnection.set(connection, (leases = new Map()));
    leases.get(id)?.release();
    leases.set(id, lease);
  }

  release(connection: object, id: string): void {
    const leases = this.byConnection.get(connection);
    leases?.get(id)?.release();
    leases?.delete(id);
  }

  releaseAll(connection: object): void {
    for (const lease of this.byConnection.get(connection)?.values() ?? []) lease.release();
    this.byConnection.delete(connection);
  }
}

/**
 * `source` with `release` called once it ends, including when the consumer stops early
 * (`return()`), without waiting for the source to notice: a subscription that is idle between
 * notices only sees the request at its next wake-up.
 */
export function releasingOnEnd<T>(source: AsyncIterable<T>, release: () => void): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const done = (): IteratorReturnResult<undefined> => ({ done: true, value: undefined });
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      try {
        const result = await iterator.next();
        if (result.done) release();
        return result;
      } catch (error) {
        release();
        throw error;
      }
    },
    async return() {
      release();
      await iterator.return?.();
      return done();
    },
    async throw(error: unknown) {
      release();
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
  };
}
