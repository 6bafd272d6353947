// Peak resident set size of this process, sampled every 50 ms by a worker thread so that
// samples keep coming while the main thread (the in-process server) is busy computing.
import { Worker } from 'node:worker_threads';

const SAMPLER = `
const { workerData } = require('node:worker_threads');
const cells = new BigInt64Array(workerData.buffer);
const tick = () => {
  const rss = BigInt(process.memoryUsage.rss());
  Atomics.store(cells, 0, rss);
  if (rss > Atomics.load(cells, 1)) Atomics.store(cells, 1, rss);
  if (rss > Atomics.load(cells, 2)) Atomics.store(cells, 2, rss);
};
tick();
setInterval(tick, workerData.intervalMs);
`;

const MB = 1024 * 1024;

export class RssSampler {
  /** [current, peak since reset, peak overall] in bytes. */
  private readonly cells = new BigInt64Array(new SharedArrayBuffer(3 * 8));
  private readonly worker: Worker;

  constructor(readonly intervalMs = 50) {
    this.worker = new Worker(SAMPLER, { eval: true, workerData: { buffer: this.cells.buffer, intervalMs } });
    this.worker.unref();
  }

  /** Starts a new peak window at the current RSS. */
  reset(): void {
    const now = BigInt(process.memoryUsage.rss());
    Atomics.store(this.cells, 1, now);
  }

  /** Peak RSS (MB) since the last reset, including a sample taken now. */
  peakMb(): number {
    const now = BigInt(process.memoryUsage.rss());
    if (now > Atomics.load(this.cells, 1)) Atomics.store(this.cells, 1, now);
    return Number(Atomics.load(this.cells, 1)) / MB;
  }

  overallPeakMb(): number {
    return Math.max(Number(Atomics.load(this.cells, 2)), process.memoryUsage.rss()) / MB;
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
