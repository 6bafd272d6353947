// One database read per change, however many subscribers watch it. Subscribers woken by the same
// notice ask for the same state; a read already in flight serves every subscriber whose latest
// notice came before that read started (it sees the change), and a notice that arrives later
// makes the next caller start a fresh read. Nothing is kept after a read settles, so a stale
// value is never served.
export class SharedReads {
  /** Notices seen per run (one small entry per run this process heard of): a read started at
   * generation g reflects every change up to g. */
  private readonly generations = new Map<string, number>();
  private readonly inflight = new Map<string, { generation: number; promise: Promise<unknown> }>();

  /** Called for every notice, before any watcher wakes. */
  noticed(runId: string): void {
    this.generations.set(runId, (this.generations.get(runId) ?? 0) + 1);
  }

  /** `load()` for `key` (state of `runId`), joined with a read in flight that started after the latest notice. */
  read<T>(key: string, runId: string, load: () => Promise<T>): Promise<T> {
    const generation = this.generations.get(runId) ?? 0;
    const current = this.inflight.get(key);
    if (current && current.generation >= generation) return current.promise as Promise<T>;
    const promise = load();
    const entry = { generation, promise };
    this.inflight.set(key, entry);
    const settle = () => {
      if (this.inflight.get(key) === entry) this.inflight.delete(key);
    };
    promise.then(settle, settle);
    return promise;
  }
}
