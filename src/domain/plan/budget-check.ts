// What a frozen plan's budget allows, checked before Start (docs/formats.md "Plan warnings").
// The worker reserves each subject call's bound before sending it and refuses a call whose
// reservation would take spent plus reserved cost past `limits.max_cost_usd`; that cell then
// fails with "Insufficient cost budget for a bounded call reservation". These checks find the
// plans where that happens for sure, or may happen, from the same reservations.
import { formatUsd } from '../../format/money.ts';
import type { PlanObject } from './json.ts';
import { limitValue } from './limits.ts';
import { firstCallReservations } from './reservation.ts';

export type PlanWarningCode = 'CALL_OVER_BUDGET' | 'CONCURRENT_CALLS_OVER_BUDGET' | 'RESERVATIONS_OVER_BUDGET';

export interface PlanWarning {
  code: PlanWarningCode;
  /** True when cells will fail for sure; false when they may, depending on what calls really cost. */
  certain: boolean;
  message: string;
}

/** The sum of the `count` largest reservations: what that many calls in flight hold at once. */
function largestSum(sortedDescending: readonly number[], count: number): number {
  let sum = 0;
  for (const usd of sortedDescending.slice(0, count)) sum += usd;
  return sum;
}

/** Warnings for `manifest` (a frozen plan), most serious first; none for preview or unpriced plans. */
export function budgetWarnings(manifest: PlanObject): PlanWarning[] {
  const reservations = firstCallReservations(manifest);
  if (reservations === null || reservations.length === 0) return [];
  const limits = manifest.limits as PlanObject;
  const budget = limitValue(limits, 'max_cost_usd');
  const concurrency = Math.max(1, Math.floor(limitValue(limits, 'concurrency')));
  const sorted = [...reservations].sort((a, b) => b - a);
  const warnings: PlanWarning[] = [];

  const largest = sorted[0]!;
  const over = sorted.filter((usd) => usd > budget).length;
  if (over > 0) {
    warnings.push({
      code: 'CALL_OVER_BUDGET',
      certain: true,
      message:
        `${over === 1 ? 'One subject call reserves' : `${over} subject calls each reserve`} up to ${formatUsd(largest)}, more than the ${formatUsd(budget)} budget: ` +
        `${over === 1 ? 'its cell fails' : 'their cells fail'} before anything is sent. Raise the budget to at least ${formatUsd(largest)} or lower max_tokens.`,
    });
  } else {
    const inFlight = Math.min(concurrency, sorted.length);
    const together = largestSum(sorted, inFlight);
    if (inFlight > 1 && together > budget) {
      let fits = 1;
      while (fits < inFlight && largestSum(sorted, fits + 1) <= budget) fits += 1;
      warnings.push({
        code: 'CONCURRENT_CALLS_OVER_BUDGET',
        certain: true,
        message:
          `At concurrency ${concurrency}, ${inFlight} calls in flight reserve up to ${formatUsd(together)} together, more than the ${formatUsd(budget)} budget: ` +
          `cells fail as soon as a call cannot reserve. Lower concurrency to ${fits} or raise the budget to ${formatUsd(together)}.`,
      });
    }
  }

  let total = 0;
  for (const usd of reservations) total += usd;
  if (total > budget) {
    warnings.push({
      code: 'RESERVATIONS_OVER_BUDGET',
      certain: false,
      message:
        `The first calls of all ${reservations.length} planned cells reserve up to ${formatUsd(total)}, more than the ${formatUsd(budget)} budget. ` +
        'Reservations are upper bounds, released as calls finish, so the run may still finish; if spent cost reaches the budget, the remaining cells fail. ' +
        'Judge and simulator calls come on top.',
    });
  }
  return warnings;
}
