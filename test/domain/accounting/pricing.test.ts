import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { costFor } from '../../../src/domain/accounting/pricing.ts';
import type { PriceTable } from '../../../src/domain/accounting/pricing.ts';
import type { TokenUsage } from '../../../src/domain/accounting/usage.ts';

interface VectorCase {
  args: unknown[];
  result?: unknown;
}
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/srbench/units/vectors.json', import.meta.url), 'utf8')) as {
  functions: Record<string, VectorCase[]>;
};

describe('cost_for: reference vectors', () => {
  const cases = vectors.functions['transport.cost_for'] ?? [];
  it('has the vectors', () => expect(cases).toHaveLength(4));
  it.each(cases.map((c) => [c.args[1], c] as const))('%s', (_model, vector) => {
    const [usage, model, prices] = vector.args as [TokenUsage | null, string, PriceTable];
    expect(costFor(usage, model, prices)).toBe(vector.result);
  });
});

describe('cost_for: a worked example', () => {
  const prices: PriceTable = { m: { input: 1, cached_input: 0.1, cache_write: 1.25, output: 3 } };
  it('sums buckets in order, then divides once', () => {
    expect(costFor({ input_tokens: 50, cached_input_tokens: 20, cache_write_tokens: 30, output_tokens: 10 }, 'm', prices)).toBe(0.0001195);
  });
  it('prices a large receipt', () => {
    const large: PriceTable = { m: { input: 0.65, cached_input: 0.065, cache_write: 0.8125, output: 1.95 } };
    expect(costFor({ input_tokens: 1039, cached_input_tokens: 0, cache_write_tokens: 3136, output_tokens: 4096 }, 'm', large)).toBe(0.01121055);
  });
  it('baseline and candidate usages', () => {
    expect(costFor({ input_tokens: 70, cached_input_tokens: 0, cache_write_tokens: 30, output_tokens: 10 }, 'm', prices)).toBe(0.0001375);
    expect(costFor({ input_tokens: 20, cached_input_tokens: 80, cache_write_tokens: 0, output_tokens: 10 }, 'm', prices)).toBe(0.000058);
  });
  it('is null without prices or a model', () => {
    const usage = { input_tokens: 1, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 1 };
    expect(costFor(usage, 'm', null)).toBeNull();
    expect(costFor(usage, null, prices)).toBeNull();
    expect(costFor(usage, 'toString', prices)).toBeNull();
  });
});
