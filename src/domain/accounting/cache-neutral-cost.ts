/**
 * Cache-neutral cost (docs/accounting.md): what a call would have cost had every prompt token
 * been billed as fresh input. A counterfactual figure, never billed spend.
 */
import { isJsonInteger, isJsonObject, truthy } from './json-values.ts';
import type { JsonRecord } from './json-values.ts';
import { modelPrice } from './pricing.ts';
import { PricedTargetError, resolvePricedTarget, targetInventory } from './priced-targets.ts';
import type { PricedCallRef, PricingManifest, TargetSpec } from './priced-targets.ts';

/** The call fields read here (docs/reports.md "Inputs"); stored JSON, so checked at runtime. */
export interface CacheNeutralCall extends PricedCallRef {
  readonly usage?: unknown;
  readonly model?: unknown;
  readonly selected_model?: unknown;
  readonly model_usage?: unknown;
}

const TOKENS_PER_PRICE_UNIT = 1_000_000;

/**
 * docs/accounting.md "Cache-neutral cost". null when the call's usage is unknown, its target cannot be resolved, or
 * any part (MoM child receipt, else the call itself) lacks usage or a frozen price.
 * `inventory` may be passed to avoid rebuilding it for every call of a report.
 */
export function cacheNeutralCost(manifest: PricingManifest, call: CacheNeutralCall, inventory?: ReadonlyMap<string, TargetSpec>): number | null {
  if (call.usage === null || call.usage === undefined) return null;
  let target: TargetSpec;
  try {
    target = resolvePricedTarget(manifest, call, inventory ?? targetInventory(manifest));
  } catch (error) {
    if (error instanceof PricedTargetError) return null;
    throw error;
  }
  // MoM children keep their own usages, even when the top-level usage was corrected.
  const parts: readonly unknown[] = truthy(call.model_usage) ? (Array.isArray(call.model_usage) ? (call.model_usage as readonly unknown[]) : []) : [call];
  if (parts.length === 0) return null;
  let total = 0.0;
  for (const part of parts) {
    if (!isJsonObject(part)) return null;
    const model = truthy(part.selected_model) ? part.selected_model : part.model;
    const price = modelPrice(target.prices, model);
    const usage = bucketsOf(part.usage);
    if (price === null || usage === null) return null;
    const prompt = usage.input_tokens + usage.cached_input_tokens + usage.cache_write_tokens;
    total += (prompt * price.input + usage.output_tokens * price.output) / TOKENS_PER_PRICE_UNIT;
  }
  return total;
}

function bucketsOf(usage: unknown): Record<'input_tokens' | 'cached_input_tokens' | 'cache_write_tokens' | 'output_tokens', number> | null {
  if (!isJsonObject(usage)) return null;
  const u: JsonRecord = usage;
  const keys = ['input_tokens', 'cached_input_tokens', 'cache_write_tokens', 'output_tokens'] as const;
  if (!keys.every((key) => isJsonInteger(u[key]))) return null;
  return {
    input_tokens: Number(u.input_tokens),
    cached_input_tokens: Number(u.cached_input_tokens),
    cache_write_tokens: Number(u.cache_write_tokens),
    output_tokens: Number(u.output_tokens),
  };
}
