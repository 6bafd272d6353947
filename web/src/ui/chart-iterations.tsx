// Iteration progress (docs/dashboard.md "Comparison results"): quality Δ with its 95 % paired interval (left axis, pp)
// and total cost saving (right axis, %) per iteration. An unknown saving leaves a gap, never 0.
import './chart-legend.css';
import { Bar, CartesianGrid, ComposedChart, ErrorBar, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface IterationPoint {
  label: string;
  /** Quality Δ in percent points. */
  qualityPp: number;
  /** [below, above] in percent points relative to qualityPp. */
  interval: [number, number];
  /** Total cost saving in percent; null when unknown. */
  savingPercent: number | null;
}

const signed = (v: number, unit: string, digits = 1) => `${v > 0 ? '+' : ''}${v.toFixed(digits)}${unit}`;

export function IterationChart({ points }: { points: IterationPoint[] }) {
  return (
    <div className="chart" role="img" aria-label="Quality change and cost saving per iteration">
      <ResponsiveContainer width="100%" height={340}>
        <ComposedChart data={points} margin={{ top: 16, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="label"
            interval={0}
            tick={{ fontSize: 12 }}
            angle={points.length > 3 ? -20 : 0}
            textAnchor={points.length > 3 ? 'end' : 'middle'}
            height={points.length > 3 ? 64 : 30}
          />
          <YAxis
            yAxisId="quality"
            width={92}
            domain={[(low: number) => Math.min(0, low), (high: number) => Math.max(0, high)]}
            tickFormatter={(v: number) => signed(v, ' pp', 0)}
            label={{ value: 'Quality Δ', angle: -90, position: 'insideLeft', offset: 0 }}
          />
          <YAxis
            yAxisId="saving"
            orientation="right"
            width={92}
            domain={[(low: number) => Math.min(0, low), (high: number) => Math.max(0, high)]}
            tickFormatter={(v: number) => signed(v, '%', 0)}
            label={{ value: 'Total cost saving', angle: 90, position: 'insideRight', offset: 0 }}
          />
          {/* Both axes include zero, so bars grow from the zero line whatever their sign. */}
          <ReferenceLine yAxisId="quality" y={0} stroke="#66707a" />
          <Tooltip
            formatter={(value, name) =>
              value === null || value === undefined ? 'Unknown' : name === 'Total cost saving' ? signed(Number(value), '%') : signed(Number(value), ' pp')
            }
          />
          <Legend verticalAlign="bottom" wrapperStyle={{ paddingTop: 8 }} formatter={(value: string) => <span className="chart-legend-text">{value}</span>} />
          <Bar yAxisId="saving" dataKey="savingPercent" name="Total cost saving" fill="#f0c27a" barSize={36} isAnimationActive={false} />
          <Line
            yAxisId="quality"
            dataKey="qualityPp"
            name="Quality Δ (bar: 95 % paired interval)"
            stroke="#2457c5"
            strokeWidth={2}
            dot={{ r: 5 }}
            isAnimationActive={false}
          >
            <ErrorBar dataKey="interval" direction="y" width={6} stroke="#2457c5" isAnimationActive={false} />
          </Line>
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
