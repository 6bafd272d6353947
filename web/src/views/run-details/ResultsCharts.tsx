// Plots of the full report (clients.md §4.3): accuracy per benchmark with its Wilson 95% interval
// as error bars, and latency percentiles per target. Unknown values are left out, never drawn as 0.
import { Bar, BarChart, CartesianGrid, ComposedChart, ErrorBar, Legend, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import type { BenchmarkRow, TargetRow } from './types.ts';

interface AccuracyPoint {
  name: string;
  accuracy: number;
  error: [number, number];
}

function accuracyPoints(rows: BenchmarkRow[], multiTarget: boolean): AccuracyPoint[] {
  const points: AccuracyPoint[] = [];
  for (const row of rows) {
    if (row.accuracy === null || row.accuracy === undefined) continue;
    const [low, high] = row.accuracyCi95 ?? [row.accuracy, row.accuracy];
    const accuracy = row.accuracy * 100;
    points.push({
      name: multiTarget ? `${row.benchmark} · ${row.targetId}` : row.benchmark,
      accuracy,
      error: [Math.max(0, accuracy - (low ?? row.accuracy) * 100), Math.max(0, (high ?? row.accuracy) * 100 - accuracy)],
    });
  }
  return points;
}

export function AccuracyChart({ rows, targets }: { rows: BenchmarkRow[]; targets: number }) {
  const points = accuracyPoints(rows, targets > 1);
  const unknown = rows.length - points.length;
  return (
    <figure className="run-chart" data-testid="accuracy-chart">
      <figcaption>Accuracy per benchmark (95% Wilson interval){unknown > 0 ? ` · ${unknown} without a known accuracy are not plotted` : ''}</figcaption>
      {points.length === 0 ? (
        <p className="muted">No benchmark has a known accuracy yet.</p>
      ) : (
        <ResponsiveContainer width="100%" height={260}>
          <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 40, left: 40 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" angle={-20} textAnchor="end" interval={0} height={60} tick={{ fontSize: 11 }} />
            <YAxis domain={[0, 100]} unit="%" />
            <Tooltip formatter={(value) => `${Number(value).toFixed(1)}%`} />
            <Bar dataKey="accuracy" name="Accuracy" fill="#2457c5" isAnimationActive={false} />
            {/* The interval hangs on a point, not the bar: a bar of 0% has no height to hang it on. */}
            <Scatter dataKey="accuracy" name="95% interval" fill="#1d232a" isAnimationActive={false} legendType="none">
              <ErrorBar dataKey="error" width={6} stroke="#1d232a" direction="y" />
            </Scatter>
          </ComposedChart>
        </ResponsiveContainer>
      )}
    </figure>
  );
}

export function LatencyChart({ targets }: { targets: TargetRow[] }) {
  const points = targets.map((t) => ({ name: t.targetId, p50: t.latencyP50Seconds ?? null, p95: t.latencyP95Seconds ?? null, ttft: t.ttftP50Seconds ?? null }));
  const any = points.some((p) => p.p50 !== null || p.p95 !== null || p.ttft !== null);
  return (
    <figure className="run-chart" data-testid="latency-chart">
      <figcaption>Latency percentiles per target (seconds)</figcaption>
      {!any ? (
        <p className="muted">No latency recorded yet.</p>
      ) : (
        <ResponsiveContainer width="100%" height={240}>
          <BarChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" tick={{ fontSize: 11 }} />
            <YAxis unit=" s" width={56} tickFormatter={(v: number) => v.toFixed(2)} />
            <Tooltip formatter={(value) => `${Number(value).toFixed(3)} s`} />
            <Legend />
            <Bar dataKey="ttft" name="TTFT p50" fill="#8fb0e8" isAnimationActive={false} />
            <Bar dataKey="p50" name="Latency p50" fill="#2457c5" isAnimationActive={false} />
            <Bar dataKey="p95" name="Latency p95" fill="#1d232a" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </figure>
  );
}
