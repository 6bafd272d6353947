// A subscription stream that ends as soon as its client stops it. An async generator's
// `return()` is queued until the generator next yields, and a subscription waiting for a notice
// may not yield for a long time (an idle run, an inventory nobody changes); graphql-ws and the
// server's shutdown wait for that return. So `return()`/`throw()` first close the watcher, which
// wakes the wait, and the loop (which checks `watcher.isClosed`) ends.
import type { Watcher } from './bus.ts';

export function closable<T>(watcher: Watcher, stream: AsyncGenerator<T>): AsyncGenerator<T> {
  const wrapped: AsyncGenerator<T> = {
    next: (...args) => stream.next(...args),
    return: (value) => {
      watcher.close();
      return stream.return(value);
    },
    throw: (error: unknown) => {
      watcher.close();
      return stream.throw(error);
    },
    [Symbol.asyncIterator]: () => wrapped,
  };
  return wrapped;
}
