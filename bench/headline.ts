// The results file's top-level `figures`: one number per stable key, from the Postgres backend
// when it was measured (the goals are stated for it), else from the first backend. A key is
// null when this run of the suite did not measure it (bench/README.md "Headline figures").
import type { FanoutFigure } from './fanout.ts';
import type { Figure } from './measure.ts';
import type { BackendResult } from './run.ts';

export interface HeadlineFigures {
  backend: string | null;
  report_active_p50_ms: number | null;
  report_active_p99_ms: number | null;
  report_rebuild_ms: number | null;
  compare_cold_ms: number | null;
  event_loop_max_lag_ms: number | null;
  fanout_1000_p99_ms: number | null;
  fanout_5000_p99_ms_two_processes: number | null;
  worker_calls_per_s: number | null;
  calls_page_p50_ms: number | null;
  server_peak_rss_mb: number | null;
}

const round = (value: number | null | undefined): number | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value * 100) / 100;

const fanout = (result: BackendResult | undefined, subscribers: number, processes: number): FanoutFigure | undefined =>
  result?.fanouts.find((f) => f.subscribers === subscribers && f.processes === processes);

const figure = (result: BackendResult, name: string): Figure | undefined => result.figures.find((f) => f.name === name);

export function headlineFigures(results: readonly BackendResult[]): HeadlineFigures {
  const result = results.find((r) => r.backend === 'postgres') ?? results[0];
  const peaks = result ? serverPeaks(result) : [];
  return {
    backend: result?.backend ?? null,
    report_active_p50_ms: round(result?.active?.p50Ms),
    report_active_p99_ms: round(result?.active?.p99Ms),
    report_rebuild_ms: round(result?.rebuildMs),
    compare_cold_ms: round(result ? figure(result, 'compare 1 candidate (cold)')?.medianMs : null),
    // Measured from outside: the longest a `{ __typename }` probe waited during any figure.
    event_loop_max_lag_ms: round(result ? loopLagMax(result) : null),
    fanout_1000_p99_ms: round(fanout(result, 1000, 1)?.p99Ms.median),
    fanout_5000_p99_ms_two_processes: round(fanout(result, 5000, 2)?.p99Ms.median),
    worker_calls_per_s: round(result?.worker?.callsPerSecond),
    calls_page_p50_ms: round(result ? figure(result, 'calls first:100 after mid')?.medianMs : null),
    server_peak_rss_mb: round(peaks.length > 0 ? Math.max(...peaks) : null),
  };
}

/** The longest probe wait of every probed figure of a backend (loop-probe.ts). */
export function loopLagMax(result: BackendResult): number | null {
  const lags = [
    ...result.figures.map((f) => f.loopLagMaxMs),
    result.active?.probe.maxMs,
    result.worker?.loopLagMaxMs,
    ...result.fanouts.map((f) => f.loopLagMaxMs),
  ].filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return lags.length === 0 ? null : Math.max(...lags);
}

/** The server's peak RSS during each figure of a backend that measured one (MB). */
export function serverPeaks(result: BackendResult): number[] {
  return [
    ...result.figures.map((f) => f.serverPeakRssMb ?? 0),
    ...result.fanouts.map((f) => f.serverPeakRssMb),
    result.active?.serverPeakRssMb ?? 0,
    result.worker?.serverPeakRssMb ?? 0,
  ];
}
