// Quality vs cost (docs/dashboard.md "Comparison results"): macro accuracy against total cost, single models of the
// baseline run and the candidates. A candidate's vertical bar is its 95 % paired interval
// (quality Δ vs the selected baseline) drawn around the candidate's point. Points whose cost is
// unknown are never plotted at 0: the caller lists them instead.
import './chart-legend.css';
import { CartesianGrid, ErrorBar, LabelList, Legend, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';

export interface QualityCostPoint {
  label: string;
  /** Total cost in USD (known: unknown costs are not plotted). */
  cost: number;
  /** Macro accuracy in percent (0–100). */
  quality: number;
  /** [below, above] in percent points, relative to `quality`, for the paired interval. */
  interval?: [number, number];
}

interface Props {
  singles: QualityCostPoint[];
  selected: QualityCostPoint[];
  candidates: QualityCostPoint[];
}

/** Tick precision follows the axis range (simulated runs cost fractions of a cent). */
function moneyFormat(axisMax: number): (v: number) => string {
  const decimals = Math.max(2, Math.ceil(-Math.log10(axisMax)) + 1);
  return (v: number) => (v === 0 ? '$0' : `$${v.toFixed(decimals)}`);
}
const pct = (v: number) => `${v.toFixed(0)}%`;

/** A round upper bound a little above the largest cost, so labels fit and ticks read well. */
function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const target = max * 1.1;
  const power = 10 ** Math.floor(Math.log10(target));
  const mantissa = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * power >= target) ?? 10;
  return mantissa * power;
}

export function QualityCostChart({ singles, selected, candidates }: Props) {
  const axisMax = niceMax(Math.max(...[...singles, ...selected, ...candidates].map((p) => p.cost)));
  const money = moneyFormat(axisMax);
  return (
    <div className="chart" role="img" aria-label="Macro accuracy against total cost">
      <ResponsiveContainer width="100%" height={360}>
        <ScatterChart margin={{ top: 16, right: 120, bottom: 8, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            type="number"
            dataKey="cost"
            name="Total cost"
            tickFormatter={money}
            domain={[0, axisMax]}
            tickCount={6}
            height={48}
            label={{ value: 'Total cost (USD)', position: 'insideBottom', offset: 0 }}
          />
          <YAxis
            type="number"
            dataKey="quality"
            name="Macro accuracy"
            tickFormatter={pct}
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            width={84}
            label={{ value: 'Macro accuracy', angle: -90, position: 'insideLeft', offset: 0 }}
          />
          <Tooltip formatter={(value, name) => (name === 'Total cost' ? money(Number(value)) : `${Number(value).toFixed(1)}%`)} labelFormatter={() => ''} />
          <Legend verticalAlign="bottom" wrapperStyle={{ paddingTop: 8 }} formatter={(value: string) => <span className="chart-legend-text">{value}</span>} />
          <Scatter name="Single models (baseline run)" data={singles} fill="#8a96a3" isAnimationActive={false}>
            <LabelList dataKey="label" position="right" fontSize={12} />
          </Scatter>
          <Scatter name="Selected baseline" data={selected} fill="#1d232a" shape="diamond" isAnimationActive={false}>
            <LabelList dataKey="label" position="right" fontSize={12} />
          </Scatter>
          <Scatter name="Candidates (bar: 95 % paired interval)" data={candidates} fill="#2457c5" isAnimationActive={false}>
            <ErrorBar dataKey="interval" direction="y" width={6} stroke="#2457c5" isAnimationActive={false} />
            <LabelList dataKey="label" position="right" fontSize={12} />
          </Scatter>
        </ScatterChart>
      </ResponsiveContainer>
    </div>
  );
}
