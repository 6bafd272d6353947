// Token usage in the four exclusive buckets, the raw provider objects that normalise to them,
// and frozen-price cost (docs/accounting.md "Usage normalisation", "Cost of a call").
import { model } from './profile.ts';

export interface Usage {
  input_tokens: number;
  cached_input_tokens: number;
  cache_write_tokens: number;
  output_tokens: number;
}

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    cached_input_tokens: a.cached_input_tokens + b.cached_input_tokens,
    cache_write_tokens: a.cache_write_tokens + b.cache_write_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
  };
}

export const zeroUsage = (): Usage => ({ input_tokens: 0, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 0 });

/** USD for `usage` at the frozen price of `name` (per 1M tokens). */
export function costOf(name: string, usage: Usage): number {
  const p = model(name).price;
  return (
    (usage.input_tokens * p.input + usage.cached_input_tokens * p.cached_input + usage.cache_write_tokens * p.cache_write + usage.output_tokens * p.output) /
    1e6
  );
}

/** The provider's usage object, in the shape its API sends, that normalises back to `usage`. */
export function rawUsage(name: string, usage: Usage): Record<string, unknown> {
  const prompt = usage.input_tokens + usage.cached_input_tokens + usage.cache_write_tokens;
  if (model(name).usageShape === 'anthropic') {
    return {
      cache_creation_input_tokens: usage.cache_write_tokens,
      cache_read_input_tokens: usage.cached_input_tokens,
      input_tokens: prompt,
      output_tokens: usage.output_tokens,
    };
  }
  const details: Record<string, number> = { cached_tokens: usage.cached_input_tokens };
  if (usage.cache_write_tokens > 0) details.cache_creation_tokens = usage.cache_write_tokens;
  return {
    completion_tokens: usage.output_tokens,
    prompt_tokens: prompt,
    prompt_tokens_details: details,
    total_tokens: prompt + usage.output_tokens,
  };
}

/** Prompt tokens of a request body: about 3.7 characters per token plus per-message framing. */
export function promptTokens(chars: number, messages: number): number {
  return Math.ceil(chars / 3.7) + 4 * messages + 8;
}
