/**
 * Pricing a finished call (docs/transport.md "Pricing and identity", steps 1–3): a single target by its observed
 * response model; a MoM target from the router's `x-vsr-*` usage receipt (docs/accounting.md "MoM usage receipts"),
 * never as the nominal `MoM` model.
 */
import { momUsage } from '../../domain/accounting/mom-usage.ts';
import type { ResponseHeaders } from '../../domain/accounting/mom-usage.ts';
import { costFor } from '../../domain/accounting/pricing.ts';
import type { PriceTable } from '../../domain/accounting/pricing.ts';
import type { TokenUsage } from '../../domain/accounting/usage.ts';
import type { CacheFlags } from '../../domain/transport/cache-flags.ts';
import type { ChatTarget } from '../../domain/transport/types.ts';

export interface CallPricing {
  usage: TokenUsage | null;
  cost_usd: number | null;
  cost_complete: boolean;
  inference_call_count: number | null;
  /** MoM only. */
  usage_complete?: boolean;
  /** MoM priced from a per-child receipt only. */
  model_usage?: Record<string, unknown>[];
  /** The flags to record: the stream's, or all null for a receipt-priced MoM call (docs/transport.md "Cache flags, phase and fault markers"). */
  cache: CacheFlags;
}

function prices(target: ChatTarget): PriceTable | null {
  return (target.prices as PriceTable | undefined) ?? null;
}

/** Throws `CallFailure` with the texts of docs/accounting.md "MoM usage receipts" on a malformed MoM receipt. */
export function priceCall(
  target: ChatTarget,
  headers: ResponseHeaders,
  streamUsage: TokenUsage | null,
  observedModel: string,
  streamFlags: CacheFlags,
): CallPricing {
  if (target.kind !== 'mom') {
    const cost = costFor(streamUsage, observedModel, prices(target));
    return { usage: streamUsage, cost_usd: cost, cost_complete: cost !== null, inference_call_count: 1, cache: streamFlags };
  }
  const mom = momUsage(headers, streamUsage, prices(target));
  const pricing: CallPricing = {
    usage: mom.usage,
    cost_usd: mom.cost_usd,
    cost_complete: mom.cost_usd !== null,
    inference_call_count: mom.inference_call_count,
    usage_complete: mom.usage_complete,
    cache: streamFlags,
  };
  if (mom.model_usage !== undefined) {
    // Priced from child receipts: the stream's cache flags describe no billed child.
    pricing.model_usage = mom.model_usage.map((child) => ({
      ...child,
      cache_read_reported: null,
      cache_write_reported: null,
    }));
    pricing.cache = { cache_read_reported: null, cache_write_reported: null, cache_read_usage: null };
  }
  return pricing;
}

/** The cost of a failed call's partial usage (docs/transport.md "The call record"): singles only, MoM null. */
export function partialCost(target: ChatTarget, streamUsage: TokenUsage | null, observedModel: string): number | null {
  return target.kind === 'mom' ? null : costFor(streamUsage, observedModel, prices(target));
}
