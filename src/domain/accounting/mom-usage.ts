/**
 * MoM usage receipts (docs/accounting.md): how a routed (MoM) call's usage and cost are taken
 * from the router's response headers. MoM tokens are never priced as the nominal `MoM` model.
 */
import { parseJson } from '../hashing/json-lexeme.ts';
import { CallFailure } from './call-failure.ts';
import { hasKey, isJsonObject, pyEquals } from './json-values.ts';
import type { JsonRecord } from './json-values.ts';
import { costFor } from './pricing.ts';
import type { PriceTable } from './pricing.ts';
import { normalizeUsage, sumUsage } from './usage.ts';
import type { TokenUsage } from './usage.ts';

export const MODEL_USAGE_HEADER = 'x-vsr-model-usage';
export const INFERENCE_CALL_COUNT_HEADER = 'x-vsr-inference-call-count';
export const SELECTED_MODEL_HEADER = 'x-vsr-selected-model';

/** Receipt bounds of the router contract. */
export const MAX_RECEIPT_BYTES = 12288;
export const MAX_RECEIPT_CALLS = 256;

/** Response headers: a plain name → value object (any case), or a fetch `Headers`-like getter. */
export type ResponseHeaders = { readonly [name: string]: string | undefined } | { get(name: string): string | null };

/** One child inference of a receipt: the child as received, with its usage normalised and priced. */
export interface ModelUsageEntry {
  readonly [key: string]: unknown;
  model: string;
  usage: TokenUsage | null;
  cost_usd: number | null;
}

export interface MomUsage {
  usage: TokenUsage | null;
  cost_usd: number | null;
  inference_call_count: number | null;
  usage_complete: boolean;
  /** Present only when the call was priced from a per-child receipt. */
  model_usage?: ModelUsageEntry[];
}

/** Case-insensitive header lookup; absent → null. */
export function headerValue(headers: ResponseHeaders, name: string): string | null {
  if (typeof headers.get === 'function') return (headers as { get(name: string): string | null }).get(name);
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as { readonly [name: string]: string | undefined })) {
    if (key.toLowerCase() === wanted && typeof value === 'string') return value;
  }
  return null;
}

/**
 * docs/accounting.md "MoM usage receipts". `streamUsage` is the stream's own normalised usage (kept by the transport
 * as `response_usage`); `prices` are the MoM target's frozen prices. Throws `CallFailure`
 * with the exact messages for a malformed receipt.
 */
export function momUsage(headers: ResponseHeaders, streamUsage: TokenUsage | null, prices: PriceTable | null | undefined): MomUsage {
  const receiptText = headerValue(headers, MODEL_USAGE_HEADER);
  if (receiptText !== null && receiptText !== '') return fromReceipt(receiptText, prices);

  const selected = headerValue(headers, SELECTED_MODEL_HEADER);
  if (headerValue(headers, INFERENCE_CALL_COUNT_HEADER) === '1' && selected !== null && selected !== '') {
    // A proven direct dispatch: the stream's usage is the selected model's usage.
    return {
      usage: streamUsage,
      cost_usd: costFor(streamUsage, selected, prices),
      inference_call_count: 1,
      usage_complete: streamUsage !== null,
    };
  }
  return { usage: null, cost_usd: null, inference_call_count: null, usage_complete: false };
}

function fromReceipt(text: string, prices: PriceTable | null | undefined): MomUsage {
  if (new TextEncoder().encode(text).length > MAX_RECEIPT_BYTES) {
    throw new CallFailure('MoM usage receipt exceeds bounded contract');
  }
  let receipt: unknown;
  try {
    // Lexeme-preserving, so a child's `300.0` tokens stay a float and fail normalisation.
    receipt = parseJson(text);
  } catch {
    throw new CallFailure('Invalid MoM usage receipt');
  }
  if (!isJsonObject(receipt) || !pyEquals(receipt.version ?? null, 1) || typeof receipt.complete !== 'boolean' || !Array.isArray(receipt.calls)) {
    throw new CallFailure('Invalid MoM usage receipt contract');
  }
  const calls = receipt.calls as readonly unknown[];
  if (calls.length < 1 || calls.length > MAX_RECEIPT_CALLS) {
    throw new CallFailure('Invalid MoM inference call count');
  }
  const children: ModelUsageEntry[] = [];
  for (const item of calls) {
    if (!isJsonObject(item) || typeof item.model !== 'string') throw new CallFailure('Invalid MoM child identity');
    const usage = normalizeUsage(childRawUsage(hasKey(item, 'usage') ? item.usage : {}));
    children.push({ ...item, model: item.model, usage, cost_usd: costFor(usage, item.model, prices) });
  }

  const complete = receipt.complete && children.every((child) => child.usage !== null);
  let cost: number | null = null;
  if (complete && children.every((child) => child.cost_usd !== null)) {
    cost = 0;
    for (const child of children) cost += child.cost_usd as number;
  }
  return {
    usage: complete ? sumUsage(children.map((child) => child.usage as TokenUsage)) : null,
    cost_usd: cost,
    inference_call_count: children.length,
    usage_complete: complete,
    model_usage: children,
  };
}

/**
 * A child's receipt usage in the raw shape `normalizeUsage` reads: its `input_tokens`
 * includes cache reads and writes, so they are mapped to the Anthropic-style keys
 * (missing → 0) and subtracted there.
 */
function childRawUsage(usage: unknown): unknown {
  if (!isJsonObject(usage)) return usage;
  const raw: Record<string, unknown> = { ...(usage as JsonRecord) };
  raw.cache_read_input_tokens = hasKey(usage, 'cached_input_tokens') ? usage.cached_input_tokens : 0;
  raw.cache_creation_input_tokens = hasKey(usage, 'cache_write_tokens') ? usage.cache_write_tokens : 0;
  return raw;
}
