import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CallFailure } from '../../../src/domain/accounting/call-failure.ts';
import { headerValue, momUsage } from '../../../src/domain/accounting/mom-usage.ts';
import type { PriceTable } from '../../../src/domain/accounting/pricing.ts';
import type { TokenUsage } from '../../../src/domain/accounting/usage.ts';

interface VectorCase {
  args: [Record<string, string>, TokenUsage | null, PriceTable];
  result?: unknown;
  error?: { type: string; message: string };
}
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/srbench/units/vectors.json', import.meta.url), 'utf8')) as {
  functions: Record<string, VectorCase[]>;
};
const cases = vectors.functions['transport.mom_usage'] ?? [];

const PRICES: PriceTable = {
  'acme/small-8b': { input: 0.2, cached_input: 0.05, cache_write: 0.25, output: 0.8 },
  'acme/large-70b': { input: 1.2, cached_input: 0.3, cache_write: 1.5, output: 4.8 },
};
const STREAM: TokenUsage = { input_tokens: 700, cached_input_tokens: 256, cache_write_tokens: 64, output_tokens: 321 };

function failure(fn: () => unknown): CallFailure {
  try {
    fn();
  } catch (error) {
    if (error instanceof CallFailure) return error;
    throw error;
  }
  throw new Error('expected a CallFailure');
}

function receipt(value: unknown): Record<string, string> {
  return { 'X-VSR-Model-Usage': JSON.stringify(value) };
}

describe('MoM usage receipts: reference vectors', () => {
  it('has the vectors', () => expect(cases).toHaveLength(7));

  it.each(cases.filter((c) => c.error === undefined).map((c) => [JSON.stringify(c.args[0]).slice(0, 100), c] as const))('%s', (_label, vector) => {
    expect(momUsage(...vector.args)).toStrictEqual(vector.result);
  });

  it.each(cases.filter((c) => c.error !== undefined).map((c) => [c.error?.message, c] as const))('rejects: %s', (message, vector) => {
    const error = failure(() => momUsage(...vector.args));
    expect(error.message).toBe(message);
    expect(error.name).toBe(vector.error?.type);
  });
});

describe('MoM usage receipts: header names are case-insensitive', () => {
  it('reads mixed-case header names', () => {
    expect(momUsage({ 'X-VSR-Inference-Call-Count': '1', 'X-Vsr-Selected-Model': 'acme/small-8b' }, STREAM, PRICES).inference_call_count).toBe(1);
  });
  it('reads a fetch Headers object', () => {
    const headers = new Headers({ 'x-vsr-inference-call-count': '1', 'x-vsr-selected-model': 'acme/small-8b' });
    expect(headerValue(headers, 'X-VSR-Selected-Model')).toBe('acme/small-8b');
    expect(momUsage(headers, STREAM, PRICES).usage_complete).toBe(true);
  });
});

describe('MoM usage receipts: direct dispatch', () => {
  it('needs the call count to be exactly "1"', () => {
    expect(momUsage({ 'x-vsr-inference-call-count': '2', 'x-vsr-selected-model': 'acme/small-8b' }, STREAM, PRICES)).toStrictEqual({
      usage: null,
      cost_usd: null,
      inference_call_count: null,
      usage_complete: false,
    });
  });
  it('keeps unknown stream usage unknown', () => {
    expect(momUsage({ 'x-vsr-inference-call-count': '1', 'x-vsr-selected-model': 'acme/small-8b' }, null, PRICES)).toStrictEqual({
      usage: null,
      cost_usd: null,
      inference_call_count: 1,
      usage_complete: false,
    });
  });
  it('an empty receipt header falls through to the direct rule', () => {
    const headers = { 'x-vsr-model-usage': '', 'x-vsr-inference-call-count': '1', 'x-vsr-selected-model': 'acme/small-8b' };
    expect(momUsage(headers, STREAM, PRICES).inference_call_count).toBe(1);
  });
});

describe('MoM usage receipts: receipt contract errors', () => {
  const child = { model: 'acme/small-8b', usage: { input_tokens: 5, output_tokens: 1 } };
  it.each([
    ['MoM usage receipt exceeds bounded contract', { 'x-vsr-model-usage': ' '.repeat(12289) }],
    ['Invalid MoM usage receipt', { 'x-vsr-model-usage': '{' }],
    ['Invalid MoM usage receipt contract', receipt({ version: 1, complete: 'yes', calls: [child] })],
    ['Invalid MoM usage receipt contract', receipt({ version: 1, complete: true, calls: {} })],
    ['Invalid MoM usage receipt contract', receipt([1])],
    ['Invalid MoM inference call count', receipt({ version: 1, complete: true, calls: [] })],
    ['Invalid MoM inference call count', receipt({ version: 1, complete: true, calls: Array(257).fill({ model: 'm' }) })],
    ['Invalid MoM child identity', receipt({ version: 1, complete: true, calls: [{ usage: {} }] })],
    ['Invalid MoM child identity', receipt({ version: 1, complete: true, calls: ['acme/small-8b'] })],
    [
      'Invalid token usage buckets',
      { 'x-vsr-model-usage': '{"version":1,"complete":true,"calls":[{"model":"m","usage":{"input_tokens":5.0,"output_tokens":1}}]}' },
    ],
  ])('%s', (message, headers) => {
    expect(failure(() => momUsage(headers, STREAM, PRICES)).message).toBe(message);
  });

  it('a receipt of exactly 12288 bytes is within bounds', () => {
    const text = JSON.stringify({ version: 1, complete: true, calls: [child] });
    const headers = { 'x-vsr-model-usage': text + ' '.repeat(12288 - text.length) };
    expect(momUsage(headers, STREAM, PRICES).usage_complete).toBe(true);
  });

  it('version 1.0 equals 1', () => {
    const headers = { 'x-vsr-model-usage': '{"version":1.0,"complete":true,"calls":[{"model":"acme/small-8b"}]}' };
    // A child without usage normalises `{}` → unknown usage, so the receipt is incomplete.
    expect(momUsage(headers, STREAM, PRICES)).toStrictEqual({
      usage: null,
      cost_usd: null,
      inference_call_count: 1,
      usage_complete: false,
      model_usage: [{ model: 'acme/small-8b', usage: null, cost_usd: null }],
    });
  });
});
