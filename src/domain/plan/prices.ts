/**
 * Price rules of docs/plans.md "Targets and prices": per returned model identity, USD per million tokens for
 * the four exclusive buckets. Under live + `require_priced` every target needs prices (a
 * single's own `model` among them) and a priced MoM needs a frozen `max_inference_calls`.
 */
import { isJsonInteger, isJsonObject } from '../accounting/json-values.ts';
import { badInput } from './plan-error.ts';
import { get, isNumber, num } from './json.ts';
import type { PlanObject } from './json.ts';

export const PRICE_BUCKETS = ['input', 'cached_input', 'cache_write', 'output'] as const;
export const MAX_INFERENCE_CALLS = 256;

export const REQUIRE_PRICED_MESSAGE = 'require_priced needs known prices for every target; use explicit capability_only to omit cost claims';

/** The rules that depend on mode and cost policy, then the shape of every price row. */
export function validateTargetPrices(target: PlanObject, mode: string, costPolicy: string): void {
  const prices = get(target, 'prices');
  if (mode === 'live' && costPolicy === 'require_priced') {
    const hasPrices = isJsonObject(prices) && Object.keys(prices).length > 0;
    if (!hasPrices || (target.kind === 'single' && !Object.hasOwn(prices, target.model as string))) {
      throw badInput(REQUIRE_PRICED_MESSAGE);
    }
    if (target.kind === 'mom') {
      // Booleans are not ints here (the original's isinstance let `true` through).
      const bound = target.max_inference_calls;
      if (!isJsonInteger(bound) || num(bound) < 1 || num(bound) > MAX_INFERENCE_CALLS) {
        throw badInput('Priced MoM requires a frozen max_inference_calls bound');
      }
    }
  }
  if (prices === undefined) return;
  if (!isJsonObject(prices)) throw badInput('prices must include all four token buckets');
  for (const row of Object.values(prices)) {
    if (!isJsonObject(row) || Object.keys(row).length !== 4 || PRICE_BUCKETS.some((b) => !Object.hasOwn(row, b))) {
      throw badInput('prices must include all four token buckets');
    }
    if (Object.values(row).some((v) => !isNumber(v) || !Number.isFinite(num(v)) || num(v) < 0)) {
      throw badInput('prices must be finite nonnegative USD per million tokens');
    }
  }
}
