/**
 * Token counts of a simulated completion and the usage objects that carry them: the
 * OpenAI shape (`prompt_tokens_details.cached_tokens`), an Anthropic-like shape
 * (`cache_read_input_tokens`), and the router's per-child receipt (docs/accounting.md "MoM usage receipts"). In all
 * of them the prompt total includes cache reads and writes, as docs/accounting.md "Usage normalisation" reads them.
 */
import type { ResolvedModel } from './config.ts';

export interface TokenCounts {
  prompt: number;
  cached: number;
  written: number;
  completion: number;
}

/** A rough, deterministic token count: one token per 4 UTF-8 bytes, at least one. */
export function roughTokens(text: string): number {
  return Math.max(1, Math.ceil(Buffer.byteLength(text, 'utf8') / 4));
}

export function promptTokens(messages: readonly unknown[]): number {
  return roughTokens(JSON.stringify(messages)) + 3 * messages.length;
}

export function tokenCounts(model: ResolvedModel, prompt: number, completion: number): TokenCounts {
  const cached = Math.floor(prompt * model.cachedShare);
  const written = Math.min(prompt - cached, Math.floor(prompt * model.cacheWriteShare));
  return { prompt, cached, written, completion };
}

export function usageObject(model: ResolvedModel, counts: TokenCounts): Record<string, unknown> {
  if (model.usageShape === 'anthropic') {
    const usage: Record<string, unknown> = { input_tokens: counts.prompt, output_tokens: counts.completion };
    if (model.reportCacheFields || counts.cached > 0) usage.cache_read_input_tokens = counts.cached;
    if (model.reportCacheFields || counts.written > 0) usage.cache_creation_input_tokens = counts.written;
    return usage;
  }
  const usage: Record<string, unknown> = {
    prompt_tokens: counts.prompt,
    completion_tokens: counts.completion,
    total_tokens: counts.prompt + counts.completion,
  };
  const details: Record<string, unknown> = {};
  if (model.reportCacheFields || counts.cached > 0) details.cached_tokens = counts.cached;
  if (counts.written > 0) details.cache_creation_tokens = counts.written;
  if (Object.keys(details).length > 0) usage.prompt_tokens_details = details;
  return usage;
}

/** One child entry of the router's `x-vsr-model-usage` receipt. */
export function receiptUsage(counts: TokenCounts): Record<string, number> {
  return {
    input_tokens: counts.prompt,
    cached_input_tokens: counts.cached,
    cache_write_tokens: counts.written,
    output_tokens: counts.completion,
  };
}
