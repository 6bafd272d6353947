/**
 * The default transport clock: monotonic milliseconds for durations (TTFT, latency,
 * timeouts) and wall-clock ISO text derived from one fixed offset to them, so activity
 * timestamps never jump when the system clock is adjusted (docs/transport.md "Activity").
 */
import { performance } from 'node:perf_hooks';
import type { TransportClock } from '../../domain/transport/types.ts';

/** Epoch milliseconds at `performance.now() === 0`, fixed once per process. */
const EPOCH_OFFSET_MS = Date.now() - performance.now();

/**
 * Python's `datetime.isoformat()` for a UTC instant: microseconds, `+00:00`, the fraction
 * omitted when it is zero (docs/runs.md "Identifiers and timestamps").
 */
export function isoFromEpochMs(epochMs: number): string {
  const micros = Math.round(epochMs * 1000);
  const wholeMs = Math.floor(micros / 1000);
  const date = new Date(wholeMs).toISOString(); // 2026-09-18T00:00:04.007Z
  const fraction = String(micros - Math.floor(micros / 1_000_000) * 1_000_000).padStart(6, '0');
  const head = date.slice(0, 19);
  return fraction === '000000' ? `${head}+00:00` : `${head}.${fraction}+00:00`;
}

export const systemClock: TransportClock = {
  nowMs: () => performance.now(),
  isoNow: () => isoFromEpochMs(EPOCH_OFFSET_MS + performance.now()),
};
