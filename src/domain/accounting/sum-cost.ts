/** Cost sums that keep "unknown" distinct from zero (docs/accounting.md "Cost of a call"; docs/comparison.md "Costs and savings"). */

/** docs/reports.md "Conventions": a known cost is a finite, non-negative number (never a boolean or string). */
export function knownCost(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * Anything carrying a `cost_usd` (checked at runtime). The index-signature branch admits
 * JSON records that do not declare the key, which TypeScript's weak-type check would reject.
 */
export type CostedCall = { readonly cost_usd?: unknown } | { readonly [key: string]: unknown };

/**
 * docs/accounting.md "Cost of a call": null for no calls or when any cost is unknown; otherwise the plain
 * left-to-right double sum from 0 (no compensated summation: the original's `sum()` isn't).
 */
export function sumCost(calls: readonly CostedCall[]): number | null {
  if (calls.length === 0) return null;
  let total = 0;
  for (const call of calls) {
    const cost = (call as { readonly cost_usd?: unknown }).cost_usd;
    if (!knownCost(cost)) return null;
    total += cost;
  }
  return total;
}

/**
 * docs/comparison.md "Costs and savings": `saving(b, c)` = `(1 − c / b) · 100`; null unless the comparison is
 * cost-eligible, the baseline is positive and the candidate is known. Negative means the
 * candidate costs more.
 */
export function costSavingPercent(baseline: number | null | undefined, candidate: number | null | undefined, eligible: boolean): number | null {
  if (!eligible || baseline === null || baseline === undefined || !(baseline > 0)) return null;
  if (candidate === null || candidate === undefined) return null;
  return (1 - candidate / baseline) * 100;
}
