/**
 * Token usage in four exclusive buckets and its normalisation from provider usage objects
 * (docs/accounting.md "Token buckets", "Usage normalisation").
 */
import { CallFailure } from './call-failure.ts';
import { getKey, hasKey, isJsonInteger, isJsonObject, pyEquals, truthy } from './json-values.ts';
import type { JsonRecord } from './json-values.ts';

/**
 * The four exclusive buckets; `input_tokens` is fresh input (no cache reads or writes). A
 * type alias (not an interface) so it stays assignable to a JSON value.
 */
export type TokenUsage = {
  input_tokens: number;
  cached_input_tokens: number;
  cache_write_tokens: number;
  output_tokens: number;
};

/** Bucket order used everywhere (pricing sums in this order: docs/accounting.md "Cost of a call"). */
export const USAGE_BUCKETS = ['input_tokens', 'cached_input_tokens', 'cache_write_tokens', 'output_tokens'] as const;

export type UsageBucket = (typeof USAGE_BUCKETS)[number];

/** docs/accounting.md "Usage normalisation", step 2: the truthy one of `prompt_tokens_details`, `input_tokens_details`, else `{}`. */
export function usageDetails(raw: JsonRecord): unknown {
  if (truthy(raw.prompt_tokens_details)) return raw.prompt_tokens_details;
  return truthy(raw.input_tokens_details) ? raw.input_tokens_details : {};
}

/**
 * docs/accounting.md "Usage normalisation". Returns null when the provider reported no prompt or output total (usage
 * unknown, never zero); throws `CallFailure` with the exact message on malformed usage.
 *
 * Rule 8 needs Python's int/float distinction: pass usage parsed lexeme-preserving
 * (`parseJson` of hashing/json-lexeme.ts), where `2.0` is a `PyFloat` and so not an integer.
 */
export function normalizeUsage(raw: unknown): TokenUsage | null {
  if (!isJsonObject(raw)) throw new CallFailure('Invalid token usage object');
  const details = usageDetails(raw);
  if (!isJsonObject(details)) throw new CallFailure('Invalid token usage details');

  // "key exists" (even with null) decides between the OpenAI and Anthropic spellings.
  const total = hasKey(raw, 'prompt_tokens') ? raw.prompt_tokens : getKey(raw, 'input_tokens');
  const output = hasKey(raw, 'completion_tokens') ? raw.completion_tokens : getKey(raw, 'output_tokens');
  const cached = hasKey(details, 'cached_tokens') ? details.cached_tokens : hasKey(raw, 'cache_read_input_tokens') ? raw.cache_read_input_tokens : 0;

  // Conflicting write counts are an error even when the totals are missing (rule 6 before 7).
  const writes = [
    getKey(details, 'cache_creation_tokens'),
    getKey(details, 'created_cache_tokens'),
    getKey(raw, 'cache_creation_input_tokens'),
    getKey(details, 'cache_write_tokens'),
  ].filter((value) => value !== null && value !== undefined);
  if (writes.some((value) => !pyEquals(value, writes[0]))) {
    throw new CallFailure('Conflicting cache-write token usage');
  }
  const written = writes.length > 0 ? writes[0] : 0;

  if (total === null || total === undefined || output === null || output === undefined) return null;

  const values = [total, cached, written, output];
  if (!values.every((value) => isJsonInteger(value) && value >= 0)) {
    throw new CallFailure('Invalid token usage buckets');
  }
  const [t, c, w, o] = values.map(Number) as [number, number, number, number];
  if (c + w > t) throw new CallFailure('Invalid token usage buckets');
  return { input_tokens: t - c - w, cached_input_tokens: c, cache_write_tokens: w, output_tokens: o };
}

/** Bucket-wise sum of several usages (exact integer sums). */
export function sumUsage(usages: readonly TokenUsage[]): TokenUsage {
  const total: TokenUsage = { input_tokens: 0, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 0 };
  for (const usage of usages) {
    for (const bucket of USAGE_BUCKETS) total[bucket] += usage[bucket];
  }
  return total;
}
