// The final table: every figure of every backend with median/min/max, n and the server's peak RSS,
// next to the goals (2 cores, medians).
import type { SummaryRow } from './format.ts';
import { median } from './measure.ts';
import { loopLagMax, serverPeaks } from './headline.ts';
import type { BackendResult } from './run.ts';

const IMPORT_GOAL = 10_000;
const P99_GOAL_MS = 100;
const RSS_GOAL_MB = 400;
const ACTIVE_P50_GOAL_MS = 50;
const ACTIVE_P99_GOAL_MS = 150;
const LOOP_LAG_GOAL_MS = 50;
const WORKER_GOAL = 500;

/** The fan-out goals: ≤ 100 ms p99 at 1,000 subscribers, ≤ 250 ms at 5,000 on two processes. */
function fanoutGoalMs(subscribers: number, processes: number): number | null {
  if (subscribers === 1000) return P99_GOAL_MS;
  if (subscribers === 5000 && processes === 2) return 250;
  return null;
}

const verdict = (ok: boolean, text: string) => `${ok ? 'ok' : 'MISSED'} ${text}`;

/** The per-figure goals (medians, ms), by figure name. */
const FIGURE_GOALS: [RegExp, number][] = [
  [/^report.*\(warm\)/, 120],
  [/^report.*\(cold\)/, 1_000],
  [/^compare/, 600],
  [/^calls /, 20],
  [/^runs /, 10],
];

function figureGoal(name: string, medianMs: number): string {
  const goal = FIGURE_GOALS.find(([pattern]) => pattern.test(name))?.[1];
  return goal === undefined ? '' : verdict(medianMs <= goal, `≤ ${goal.toLocaleString('en-US')}`);
}

export function summaryRows(results: readonly BackendResult[]): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const r of results) {
    const rates = r.imports.map((i) => i.rowsPerSecond);
    const rate = median(rates);
    rows.push({
      backend: r.backend,
      figure: 'import (importStore, in the bench process)',
      unit: 'rows/s',
      n: rates.length,
      truncated: false,
      median: rate,
      min: Math.min(...rates),
      max: Math.max(...rates),
      serverPeakRssMb: null,
      goal: verdict(rate >= IMPORT_GOAL, `≥ ${IMPORT_GOAL.toLocaleString('en-US')}`),
    });
    rows.push({
      backend: r.backend,
      figure: `store ${r.reports.runs} reports after import (first computation)`,
      unit: 's',
      n: 1,
      truncated: false,
      median: r.reports.seconds,
      min: r.reports.seconds,
      max: r.reports.seconds,
      serverPeakRssMb: null,
      goal: '',
    });
    for (const f of r.figures) {
      rows.push({
        backend: r.backend,
        figure: f.name,
        unit: 'ms',
        n: f.samples,
        truncated: f.truncated,
        median: f.medianMs,
        min: f.minMs,
        max: f.maxMs,
        serverPeakRssMb: f.serverPeakRssMb,
        goal: figureGoal(f.name, f.medianMs),
      });
    }
    rows.push({
      backend: r.backend,
      figure: 'full rebuild of the baseline report (bench process)',
      unit: 'ms',
      n: 3,
      truncated: false,
      median: r.rebuildMs,
      min: r.rebuildMs,
      max: r.rebuildMs,
      serverPeakRssMb: null,
      goal: '',
    });
    if (r.active) {
      const { active } = r;
      const n = active.requests;
      const all = { min: Math.min(...active.allMs), max: active.maxMs };
      rows.push({
        backend: r.backend,
        figure: 'active report p50 (while written)',
        unit: 'ms',
        n,
        truncated: false,
        median: active.p50Ms,
        ...all,
        serverPeakRssMb: active.serverPeakRssMb,
        goal: verdict(active.p50Ms <= ACTIVE_P50_GOAL_MS, `≤ ${ACTIVE_P50_GOAL_MS}`),
      });
      rows.push({
        backend: r.backend,
        figure: 'active report p99 (while written)',
        unit: 'ms',
        n,
        truncated: false,
        median: active.p99Ms,
        ...all,
        serverPeakRssMb: active.serverPeakRssMb,
        goal: verdict(active.p99Ms <= ACTIVE_P99_GOAL_MS, `≤ ${ACTIVE_P99_GOAL_MS}`),
      });
      rows.push({
        backend: r.backend,
        figure: 'probe wait during the active report (max)',
        unit: 'ms',
        n: active.probe.count,
        truncated: false,
        median: active.probe.p50Ms,
        min: active.probe.p50Ms,
        max: active.probe.maxMs,
        serverPeakRssMb: null,
        goal: verdict(active.probe.maxMs <= LOOP_LAG_GOAL_MS, `max ≤ ${LOOP_LAG_GOAL_MS}`),
      });
    }
    if (r.worker) {
      const rate = r.worker.callsPerSecond;
      rows.push({
        backend: r.backend,
        figure: `worker: journaled calls/s (concurrency ${r.worker.concurrency})`,
        unit: 'calls/s',
        n: 1,
        truncated: false,
        median: rate,
        min: rate,
        max: rate,
        serverPeakRssMb: r.worker.serverPeakRssMb,
        goal: verdict(rate >= WORKER_GOAL, `≥ ${WORKER_GOAL}`),
      });
    }
    for (const fanout of r.fanouts) {
      const n = fanout.repeats.length;
      const peak = fanout.serverPeakRssMb;
      const what = `${fanout.subscribers} subscribers, ${fanout.processes} process${fanout.processes === 1 ? '' : 'es'}`;
      const goalMs = fanoutGoalMs(fanout.subscribers, fanout.processes);
      rows.push({
        backend: r.backend,
        figure: `runProgress p50, ${what}`,
        unit: 'ms',
        n,
        truncated: fanout.truncated,
        ...fanout.p50Ms,
        serverPeakRssMb: peak,
        goal: '',
      });
      rows.push({
        backend: r.backend,
        figure: `runProgress p99, ${what}`,
        unit: 'ms',
        n,
        truncated: fanout.truncated,
        ...fanout.p99Ms,
        serverPeakRssMb: peak,
        goal: goalMs === null ? '' : verdict(fanout.p99Ms.median <= goalMs, `≤ ${goalMs}`),
      });
    }
    const lag = loopLagMax(r);
    if (lag !== null) {
      rows.push({
        backend: r.backend,
        figure: 'longest loop-probe wait over all probed figures',
        unit: 'ms',
        n: 1,
        truncated: false,
        median: lag,
        min: lag,
        max: lag,
        serverPeakRssMb: null,
        goal: verdict(lag <= LOOP_LAG_GOAL_MS, `≤ ${LOOP_LAG_GOAL_MS}`),
      });
    }
    const peaks = serverPeaks(r);
    const peak = Math.max(...peaks);
    rows.push({
      backend: r.backend,
      figure: 'server peak RSS over all figures',
      unit: 'MB',
      n: peaks.length,
      truncated: false,
      median: peak,
      min: peak,
      max: peak,
      serverPeakRssMb: peak,
      goal: verdict(peak <= RSS_GOAL_MB, `≤ ${RSS_GOAL_MB}`),
    });
  }
  return rows;
}
