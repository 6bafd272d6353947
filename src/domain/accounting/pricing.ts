/** Frozen per-model prices and the cost of one usage (docs/accounting.md "Token buckets", "Cost of a call"). */
import type { PyFloat } from '../hashing/json-lexeme.ts';
import { isJsonObject, numberValue } from './json-values.ts';
import type { TokenUsage } from './usage.ts';

/** A price as stored: a plain number, or a `PyFloat` when the manifest was parsed lexeme-preserving. */
export type PriceValue = number | PyFloat;

/** USD per 1,000,000 tokens, one price per bucket. */
export interface ModelPrice {
  readonly input: PriceValue;
  readonly cached_input: PriceValue;
  readonly cache_write: PriceValue;
  readonly output: PriceValue;
}

/** A target's `prices`: model name → price. */
export type PriceTable = { readonly [model: string]: ModelPrice | undefined };

const TOKENS_PER_PRICE_UNIT = 1_000_000;

/** `prices[model]` with its four buckets as doubles, or null when absent or not numeric. */
export function modelPrice(prices: unknown, model: unknown): Record<keyof ModelPrice, number> | null {
  if (!isJsonObject(prices) || typeof model !== 'string' || !Object.hasOwn(prices, model)) return null;
  const price = prices[model];
  if (!isJsonObject(price)) return null;
  const input = numberValue(price.input);
  const cachedInput = numberValue(price.cached_input);
  const cacheWrite = numberValue(price.cache_write);
  const output = numberValue(price.output);
  if (input === null || cachedInput === null || cacheWrite === null || output === null) return null;
  return { input, cached_input: cachedInput, cache_write: cacheWrite, output };
}

/**
 * docs/accounting.md "Cost of a call": null when usage is unknown or the model has no frozen price. Summed
 * left-to-right from integer 0 in bucket order, then one division (order matters for the
 * last bits of the double).
 */
export function costFor(usage: TokenUsage | null | undefined, model: string | null | undefined, prices: PriceTable | null | undefined): number | null {
  if (usage === null || usage === undefined) return null;
  const price = modelPrice(prices, model);
  if (price === null) return null;
  let sum = 0;
  sum += usage.input_tokens * price.input;
  sum += usage.cached_input_tokens * price.cached_input;
  sum += usage.cache_write_tokens * price.cache_write;
  sum += usage.output_tokens * price.output;
  return sum / TOKENS_PER_PRICE_UNIT;
}
