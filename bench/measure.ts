// Repeated timings with hard bounds (count and wall time) and their summary statistics.
import { LoopProbe } from './loop-probe.ts';
import type { ProcRss } from './proc-rss.ts';
import type { RssSampler } from './rss-sampler.ts';

export interface Sample {
  /** Milliseconds of the measured part only. */
  ms: number;
  /** Response size in bytes (0 when not applicable). */
  bytes: number;
  /** Peak RSS (MB) of the server process that served this sample, when it was its own. */
  serverPeakMb?: number;
  /** The longest loop-probe wait on that server while this sample ran (cold figures). */
  loopLagMaxMs?: number;
}

export interface Figure {
  group: string;
  name: string;
  /** What one sample is, for the table and the JSON. */
  what: string;
  samples: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  allMs: number[];
  responseBytes: number;
  /** Peak RSS of the server process while this figure was measured (VmHWM / VmRSS samples). */
  serverPeakRssMb: number | null;
  /** Peak RSS of the benchmark (client) process meanwhile. */
  clientPeakRssMb: number;
  /** Set when the time budget cut the repeats short. */
  truncated: boolean;
  /** The longest a loop probe waited on the server meanwhile (warm figures; loop-probe.ts). */
  loopLagMaxMs: number | null;
}

export interface MeasureOptions {
  group: string;
  name: string;
  what: string;
  repeats: number;
  /** Stop starting new repeats after this much wall time (the first always runs). */
  budgetMs: number;
  /** Untimed warm-up calls before the timed ones. */
  warmups?: number;
  sampler: RssSampler;
  /** The server process for the whole figure (warm figures); cold samples report their own. */
  server?: ProcRss;
  /** The server to probe while the samples run (warm figures). */
  probeUrl?: string;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Times `fn` (which returns the response size) with `performance.now()`. */
export async function timed(fn: () => Promise<number>): Promise<Sample> {
  const started = performance.now();
  const bytes = await fn();
  return { ms: performance.now() - started, bytes };
}

function serverPeak(server: ProcRss | undefined, samples: readonly Sample[]): number | null {
  const own = samples.flatMap((s) => (s.serverPeakMb === undefined ? [] : [s.serverPeakMb]));
  const peaks = [...own, ...(server ? [server.peakMb()] : [])];
  return peaks.length > 0 ? Math.max(...peaks) : null;
}

/** The longest probe wait of the figure: its own probe's, or its samples' (null when none was probed). */
function maxLag(figureProbe: number | null, samples: readonly Sample[]): number | null {
  const waits = [...(figureProbe === null ? [] : [figureProbe]), ...samples.flatMap((s) => (s.loopLagMaxMs === undefined ? [] : [s.loopLagMaxMs]))];
  return waits.length > 0 ? Math.max(...waits) : null;
}

/** Runs `sample` up to `repeats` times within the budget; `sample` times its own measured part. */
export async function measure(options: MeasureOptions, sample: (i: number) => Promise<Sample>): Promise<Figure> {
  const { sampler } = options;
  for (let i = 0; i < (options.warmups ?? 0); i++) await sample(-1 - i);
  sampler.reset();
  options.server?.reset();
  const started = performance.now();
  const samples: Sample[] = [];
  const probe = options.probeUrl === undefined ? null : new LoopProbe(options.probeUrl);
  let lag: number | null = null;
  try {
    for (let i = 0; i < options.repeats; i++) {
      if (i > 0 && performance.now() - started > options.budgetMs) break;
      samples.push(await sample(i));
    }
  } finally {
    if (probe !== null) lag = (await probe.stop()).maxMs;
  }
  const ms = samples.map((s) => s.ms);
  return {
    group: options.group,
    name: options.name,
    what: options.what,
    samples: samples.length,
    medianMs: median(ms),
    minMs: Math.min(...ms),
    maxMs: Math.max(...ms),
    allMs: ms.map((v) => Math.round(v * 100) / 100),
    responseBytes: samples.at(-1)?.bytes ?? 0,
    serverPeakRssMb: serverPeak(options.server, samples),
    clientPeakRssMb: sampler.peakMb(),
    truncated: samples.length < options.repeats,
    loopLagMaxMs: maxLag(lag, samples),
  };
}
