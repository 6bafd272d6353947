import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/domain/hashing/json-lexeme.ts';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import { CallFailure } from '../../../src/domain/accounting/call-failure.ts';
import { normalizeUsage, sumUsage } from '../../../src/domain/accounting/usage.ts';

interface VectorCase {
  args: unknown[];
  result?: unknown;
  error?: { type: string; message: string };
}

const text = readFileSync(new URL('../../fixtures/srbench/units/vectors.json', import.meta.url), 'utf8');
const plain = JSON.parse(text) as { functions: Record<string, VectorCase[]> };
// Arguments keep the int/float distinction (`completion_tokens: 2.0` must be rejected).
const lexeme = parseJson(text) as unknown as { functions: Record<string, VectorCase[]> };

const NAME = 'transport.normalize_usage';
const cases = (plain.functions[NAME] ?? []).map((vector, i) => ({
  ...vector,
  args: (lexeme.functions[NAME] ?? [])[i]?.args ?? [],
}));

describe('normalize_usage: reference vectors', () => {
  it('has the vectors', () => expect(cases).toHaveLength(14));

  it.each(cases.filter((c) => c.error === undefined).map((c) => [JSON.stringify(c.args[0]), c] as const))('%s', (_label, vector) => {
    expect(normalizeUsage(vector.args[0])).toStrictEqual(vector.result);
  });

  it.each(cases.filter((c) => c.error !== undefined).map((c) => [c.error?.message, c] as const))('rejects: %s', (message, vector) => {
    let thrown: unknown;
    try {
      normalizeUsage(vector.args[0]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CallFailure);
    expect((thrown as Error).message).toBe(message);
    expect((thrown as Error).name).toBe(vector.error?.type);
  });
});

describe('normalize_usage: rules beyond the vectors', () => {
  it('created_cache_tokens is a cache-write spelling', () => {
    expect(normalizeUsage({ prompt_tokens: 100, completion_tokens: 10, prompt_tokens_details: { cached_tokens: 20, created_cache_tokens: 30 } })).toEqual({
      input_tokens: 50,
      cached_input_tokens: 20,
      cache_write_tokens: 30,
      output_tokens: 10,
    });
  });

  it('accepts details.cache_write_tokens as a fourth write candidate', () => {
    expect(normalizeUsage({ prompt_tokens: 10, completion_tokens: 1, prompt_tokens_details: { cache_write_tokens: 4 } })).toEqual({
      input_tokens: 6,
      cached_input_tokens: 0,
      cache_write_tokens: 4,
      output_tokens: 1,
    });
  });

  it('checks conflicting writes before missing totals', () => {
    expect(() => normalizeUsage({ prompt_tokens_details: { cache_creation_tokens: 1 }, cache_creation_input_tokens: 2 })).toThrow(
      'Conflicting cache-write token usage',
    );
  });

  it('compares write candidates by value, like Python (4 == 4.0)', () => {
    expect(
      normalizeUsage({
        prompt_tokens: 10,
        completion_tokens: 1,
        prompt_tokens_details: { cache_creation_tokens: 4 },
        cache_creation_input_tokens: new PyFloat(4),
      }),
    ).toEqual({ input_tokens: 6, cached_input_tokens: 0, cache_write_tokens: 4, output_tokens: 1 });
  });

  it('an explicit null prompt_tokens wins over input_tokens (usage unknown)', () => {
    expect(normalizeUsage({ prompt_tokens: null, input_tokens: 10, output_tokens: 1 })).toBeNull();
  });

  it('an explicit null cached_tokens is not an integer', () => {
    expect(() => normalizeUsage({ prompt_tokens: 10, completion_tokens: 1, prompt_tokens_details: { cached_tokens: null } })).toThrow(
      'Invalid token usage buckets',
    );
  });

  it('rejects negative and string buckets, and arrays as the usage object', () => {
    expect(() => normalizeUsage({ prompt_tokens: -1, completion_tokens: 1 })).toThrow('Invalid token usage buckets');
    expect(() => normalizeUsage({ prompt_tokens: '10', completion_tokens: 1 })).toThrow('Invalid token usage buckets');
    expect(() => normalizeUsage([])).toThrow('Invalid token usage object');
  });

  it('falls back to input_tokens_details when prompt_tokens_details is empty', () => {
    expect(normalizeUsage({ prompt_tokens: 10, completion_tokens: 1, prompt_tokens_details: {}, input_tokens_details: { cached_tokens: 2 } })).toEqual({
      input_tokens: 8,
      cached_input_tokens: 2,
      cache_write_tokens: 0,
      output_tokens: 1,
    });
  });
});

describe('sumUsage', () => {
  it('adds bucket by bucket', () => {
    expect(
      sumUsage([
        { input_tokens: 1, cached_input_tokens: 2, cache_write_tokens: 3, output_tokens: 4 },
        { input_tokens: 10, cached_input_tokens: 20, cache_write_tokens: 30, output_tokens: 40 },
      ]),
    ).toEqual({ input_tokens: 11, cached_input_tokens: 22, cache_write_tokens: 33, output_tokens: 44 });
  });
});
