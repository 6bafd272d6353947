/** z for a two-sided 95 % interval, a fixed constant (docs/reports.md "Numeric primitives"), not computed. */
export const WILSON_Z = 1.959963984540054;

/**
 * Wilson score interval (docs/reports.md "Numeric primitives"). The operation order follows the original so the
 * doubles match exactly: `z` multiplies before dividing by `den`, `4·total·total` is
 * `(4·total)·total`. Bounds are clipped to [0, 1].
 */
export function wilson(correct: number, total: number | null | undefined): [number, number] | null {
  if (total === 0 || total === null || total === undefined) return null;
  const z = WILSON_Z;
  const p = correct / total;
  const den = 1 + (z * z) / total;
  const center = (p + (z * z) / (2 * total)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total))) / den;
  return [Math.max(0, center - half), Math.min(1, center + half)];
}
