// Subscribers woken by one notice share one read; a read that began before a later notice is
// never handed to a subscriber woken by that notice.
import { describe, expect, it } from 'vitest';
import { SharedReads } from '../../src/pubsub/shared-reads.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SharedReads', () => {
  it('serves every caller from one read in flight', async () => {
    const reads = new SharedReads();
    reads.noticed('run-1');
    let loads = 0;
    const gate = deferred<string>();
    const load = () => {
      loads++;
      return gate.promise;
    };
    const all = Array.from({ length: 1000 }, () => reads.read('progress:run-1', 'run-1', load));
    gate.resolve('state');
    expect(await Promise.all(all)).toEqual(Array(1000).fill('state'));
    expect(loads).toBe(1);
  });

  it('starts a fresh read after a notice that came during the one in flight', async () => {
    const reads = new SharedReads();
    const first = deferred<string>();
    const second = deferred<string>();
    const loads = [first, second];
    let n = 0;
    const load = () => loads[n++]!.promise;
    const before = reads.read('k', 'run-1', load);
    reads.noticed('run-1'); // a change committed while the first read was running
    const after = reads.read('k', 'run-1', load);
    first.resolve('old');
    second.resolve('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(n).toBe(2);
  });

  it('keeps nothing after a read settles, and runs and keys stay apart', async () => {
    const reads = new SharedReads();
    let n = 0;
    const load = async () => ++n;
    expect(await reads.read('a', 'run-1', load)).toBe(1);
    expect(await reads.read('a', 'run-1', load)).toBe(2);
    const [x, y] = await Promise.all([reads.read('a', 'run-1', load), reads.read('b', 'run-1', load)]);
    expect(new Set([x, y]).size).toBe(2);
    const failing = reads.read('c', 'run-2', () => Promise.reject(new Error('gone')));
    await expect(failing).rejects.toThrow('gone');
    expect(await reads.read('c', 'run-2', load)).toBe(5);
  });
});
