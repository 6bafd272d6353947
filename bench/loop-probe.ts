// How long a server keeps any other request waiting: a `{ __typename }` request every 25 ms
// while a figure is measured; its longest wait is the figure's event-loop lag as a client sees
// it (the probe's own round trip, about a millisecond, is inside it). bench/README.md "Loop lag".
import { postGraphQL } from './graphql-client.ts';

export interface ProbeStats {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const PROBE = '{ __typename }';
const EVERY_MS = 25;
const TIMEOUT_MS = 60_000;

/** Nearest-rank percentile of a sample. */
export function rank(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

export class LoopProbe {
  private running = true;
  private readonly waits: number[] = [];
  private readonly done: Promise<void>;

  constructor(private readonly url: string) {
    this.done = this.loop();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const started = performance.now();
      let ms = 0;
      try {
        await postGraphQL(this.url, PROBE, {}, TIMEOUT_MS, () => (ms = performance.now() - started));
      } catch {
        // The server went away (its figure ended or failed): the waits so far still count.
        return;
      }
      this.waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  }

  async stop(): Promise<ProbeStats> {
    this.running = false;
    await this.done;
    const w = this.waits;
    return { count: w.length, p50Ms: rank(w, 0.5), p99Ms: rank(w, 0.99), maxMs: w.length === 0 ? Number.NaN : Math.max(...w) };
  }
}
