/**
 * `paired_conservative_interval(delta, groups, weights, alpha = 0.05)`: the weighted
 * Hoeffding interval of docs/reports.md "Numeric primitives" around a quality delta. It never collapses to a point,
 * even when every pair ties.
 */
import { strataInOrder } from './paired-groups.ts';
import type { PairedGroups, StratumWeights } from './paired-groups.ts';

/**
 * `2·ln(2/0.05) = 2·ln 40` as the original's libm computed it (docs/reports.md "Numeric primitives"). Pinned so
 * the default interval does not depend on the engine's `Math.log` rounding.
 */
export const TWO_LN_40 = 7.3777589082278725;

/** `sqrt(2·ln(2/alpha)·S)` with `S = Σ_b w_b² / n_b`, summed left to right in sorted benchmark order. */
export function hoeffdingRadius(groups: PairedGroups, weights: StratumWeights, alpha = 0.05): number {
  let s = 0;
  for (const { diffs, weight } of strataInOrder(groups, weights)) s += (weight * weight) / diffs.length;
  const twoLog = alpha === 0.05 ? TWO_LN_40 : 2 * Math.log(2 / alpha);
  return Math.sqrt(twoLog * s);
}

export function pairedConservativeInterval(delta: number, groups: PairedGroups, weights: StratumWeights, alpha = 0.05): [number, number] {
  const radius = hoeffdingRadius(groups, weights, alpha);
  return [Math.max(-1, delta - radius), Math.min(1, delta + radius)];
}
