/**
 * Linear interpolation between closest ranks (docs/reports.md "Numeric primitives").
 * The operation order `v[lo] + (v[hi] - v[lo]) * (at - lo)` is kept exactly so that
 * float artefacts match the original (e.g. 3.8499999999999996).
 */
export function percentile(values: readonly number[], q: number): number | null {
  const n = values.length;
  if (n === 0) return null;
  const v = Float64Array.from(values).sort();
  const at = (n - 1) * q;
  const lo = Math.trunc(at);
  const hi = Math.min(lo + 1, n - 1);
  const vlo = v[lo] as number;
  const vhi = v[hi] as number;
  return vlo + (vhi - vlo) * (at - lo);
}
