// Plots of the full report (docs/dashboard.md "Results section"): accuracy per benchmark with its Wilson 95% interval
// as error bars, and latency percentiles per target. Unknown values are left out, never drawn as 0.
import { Bar, BarChart, CartesianGrid, ErrorBar, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BenchmarkRow, TargetRow } from './types.ts';

/** One benchmark: each target's accuracy (percent) and Wilson interval, keyed by target. */
type AccuracyGroup = { benchmark: string } & Record<string, number | [number, number] | string | null>;

/** Target colours, in plan order: a target keeps its colour in every chart of the page. */
export const TARGET_COLOURS = ['#2457c5', '#c0622d', '#3b8a57', '#8a4fb3', '#b3306b', '#4c8c9c', '#8c7a2f', '#5b6577'];

function accuracyGroups(rows: BenchmarkRow[], targetIds: string[]): { groups: AccuracyGroup[]; unknown: number } {
  const groups = new Map<string, AccuracyGroup>();
  let unknown = 0;
  for (const row of rows) {
    const group = groups.get(row.benchmark) ?? { benchmark: row.benchmark };
    groups.set(row.benchmark, group);
    if (row.accuracy === null || row.accuracy === undefined) {
      unknown += 1;
      continue;
    }
    const [low, high] = row.accuracyCi95 ?? [row.accuracy, row.accuracy];
    const accuracy = row.accuracy * 100;
    group[`acc:${row.targetId}`] = accuracy;
    group[`err:${row.targetId}`] = [Math.max(0, accuracy - (low ?? row.accuracy) * 100), Math.max(0, (high ?? row.accuracy) * 100 - accuracy)];
  }
  // Every target has a key in every group, so the bars of a benchmark keep their places.
  for (const group of groups.values()) for (const id of targetIds) if (!(`acc:${id}` in group)) group[`acc:${id}`] = null;
  return { groups: [...groups.values()], unknown };
}

export function AccuracyChart({ rows, targetIds }: { rows: BenchmarkRow[]; targetIds: string[] }) {
  const { groups, unknown } = accuracyGroups(rows, targetIds);
  const known = rows.length - unknown;
  const crowded = groups.length > 4;
  return (
    <figure className="run-chart" data-testid="accuracy-chart">
      <figcaption>
        Accuracy per benchmark, one colour per target (bars: 95% Wilson interval){unknown > 0 ? ` · ${unknown} without a known accuracy are not drawn` : ''}
      </figcaption>
      {known === 0 ? (
        <p className="muted">No benchmark has a known accuracy yet.</p>
      ) : (
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={groups} margin={{ top: 8, right: 16, bottom: crowded ? 24 : 8, left: 8 }} barCategoryGap="18%">
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="benchmark"
              interval={0}
              tick={{ fontSize: 11 }}
              angle={crowded ? -20 : 0}
              textAnchor={crowded ? 'end' : 'middle'}
              height={crowded ? 56 : 28}
            />
            <YAxis domain={[0, 100]} unit="%" width={48} />
            <Tooltip formatter={(value, name) => [value === null || value === undefined ? 'Unknown' : `${Number(value).toFixed(1)}%`, name]} />
            {targetIds.length > 1 ? <Legend verticalAlign="top" height={24} /> : null}
            {targetIds.map((id, i) => (
              <Bar key={id} dataKey={`acc:${id}`} name={id} fill={TARGET_COLOURS[i % TARGET_COLOURS.length]} isAnimationActive={false}>
                <ErrorBar dataKey={`err:${id}`} width={4} stroke="#1d232a" direction="y" />
              </Bar>
            ))}
          </BarChart>
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
