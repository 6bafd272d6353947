// The four exclusive token buckets (docs/accounting.md "Token buckets"); the whole object is null when unknown.
import { builder } from '../builder.ts';

export interface UsageShape {
  input_tokens: number;
  cached_input_tokens: number;
  cache_write_tokens: number;
  output_tokens: number;
}

export const TokenUsageRef = builder.objectRef<UsageShape>('TokenUsage');

TokenUsageRef.implement({
  description: 'Token usage in four exclusive buckets; `inputTokens` excludes cached and cache-write tokens.',
  fields: (t) => ({
    inputTokens: t.field({ type: 'SafeInt', description: 'Fresh (uncached) input tokens.', resolve: (u) => u.input_tokens }),
    cachedInputTokens: t.field({ type: 'SafeInt', description: 'Input tokens read from the provider’s prompt cache.', resolve: (u) => u.cached_input_tokens }),
    cacheWriteTokens: t.field({ type: 'SafeInt', description: 'Input tokens written to the provider’s prompt cache.', resolve: (u) => u.cache_write_tokens }),
    outputTokens: t.field({ type: 'SafeInt', description: 'Output (completion) tokens as the provider reported them.', resolve: (u) => u.output_tokens }),
    total: t.field({
      type: 'SafeInt',
      description: 'Sum of the four buckets.',
      resolve: (u) => u.input_tokens + u.cached_input_tokens + u.cache_write_tokens + u.output_tokens,
    }),
  }),
});

const BUCKETS = ['input_tokens', 'cached_input_tokens', 'cache_write_tokens', 'output_tokens'] as const;

/** A usage object only when all four buckets are known integers; otherwise unknown (null). */
export function usageOrNull(value: unknown): UsageShape | null {
  return typeof value === 'object' && value !== null && isUsage(value) ? value : null;
}

function isUsage(value: object): value is UsageShape {
  return BUCKETS.every((bucket) => bucket in value && Number.isSafeInteger(Reflect.get(value, bucket)));
}
