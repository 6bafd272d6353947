/** Sampling and request parameters (docs/plans.md). */
import { describe, expect, it } from 'vitest';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import { validateRequestParams } from '../../../src/domain/plan/sampling.ts';
import { bad, failure, freeze, plan, single } from './plan-fixtures.ts';

const LIMITS = { max_output_tokens: 4096 };
function check(params: unknown, label = 'sampling'): string | null {
  try {
    validateRequestParams(params, LIMITS, label);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('sampling: frozen value', () => {
  it('is {temperature: 0, max_tokens: max_output_tokens, ...given}', () => {
    expect(freeze(plan({ sampling: { top_p: 0.9, temperature: 0.7 } })).manifest.sampling).toEqual({
      temperature: 0.7,
      max_tokens: 4096,
      top_p: 0.9,
    });
  });
  it('must be an object', () => {
    expect(failure(plan({ sampling: [] }))).toEqual(bad('sampling must be an object'));
    expect(failure(plan({ sampling: null }))).toEqual(bad('sampling must be an object'));
  });
  it('target request_params are checked alone and overlaid on sampling', () => {
    const target = { ...single(), request_params: { max_tokens: 64 } };
    expect(() => freeze(plan({ targets: [target], sampling: { min_tokens: 100 } }))).toThrow('effective request_params.min_tokens exceeds max_tokens');
    expect(failure(plan({ targets: [{ ...single(), request_params: { foo: 1 } }] }))).toEqual(bad('request_params contains unsupported generation fields'));
    expect(failure(plan({ targets: [{ ...single(), request_params: [] }] }))).toEqual(bad('request_params contains unsupported generation fields'));
  });
  it('auxiliary targets are checked too', () => {
    expect(failure(plan({ auxiliary_targets: { j: { ...single('j'), request_params: { top_k: 0 } } } }))).toEqual(
      bad('request_params.top_k must be -1 or positive'),
    );
  });
});

describe('request parameters: allowed keys and values', () => {
  it.each([
    [{ foo: 1 }, 'sampling contains unsupported generation fields'],
    [{ stream: true }, 'sampling contains unsupported generation fields'],
    [{ temperature: Number.NaN }, 'sampling must contain finite JSON values'],
    [{ stop: ['x'.repeat(70000)] }, 'sampling exceeds the frozen parameter size limit'],
    [{ stop: ['é'.repeat(11000)] }, 'sampling exceeds the frozen parameter size limit'], // ensure_ascii: 6 bytes each
    [{ n: 2 }, 'sampling.n must be exactly 1; generation multiplicity is fixed'],
    [{ n: true }, 'sampling.n must be exactly 1; generation multiplicity is fixed'],
    [{ n: new PyFloat(1) }, 'sampling.n must be an integer'],
    [{ max_tokens: 1.5 }, 'sampling.max_tokens must be an integer'],
    [{ min_tokens: false }, 'sampling.min_tokens must be an integer'],
    [{ top_k: '5' }, 'sampling.top_k must be an integer'],
    [{ seed: 1.5 }, 'sampling.seed must be an integer'],
    [{ max_tokens: 0 }, 'sampling.max_tokens exceeds the output token cap'],
    [{ max_tokens: 4097 }, 'sampling.max_tokens exceeds the output token cap'],
    [{ min_tokens: -1 }, 'sampling.min_tokens exceeds max_tokens'],
    [{ max_tokens: 10, min_tokens: 11 }, 'sampling.min_tokens exceeds max_tokens'],
    [{ min_tokens: 4097 }, 'sampling.min_tokens exceeds max_tokens'],
    [{ top_k: 0 }, 'sampling.top_k must be -1 or positive'],
    [{ top_k: -2 }, 'sampling.top_k must be -1 or positive'],
    [{ temperature: 2.01 }, 'sampling.temperature is outside its valid range'],
    [{ temperature: true }, 'sampling.temperature is outside its valid range'],
    [{ top_p: -0.1 }, 'sampling.top_p is outside its valid range'],
    [{ min_p: 1.1 }, 'sampling.min_p is outside its valid range'],
    [{ presence_penalty: -3 }, 'sampling.presence_penalty is outside its valid range'],
    [{ frequency_penalty: '1' }, 'sampling.frequency_penalty is outside its valid range'],
    [{ repetition_penalty: 0 }, 'sampling.repetition_penalty must be finite and positive'],
    [{ length_penalty: true }, 'sampling.length_penalty must be finite and positive'],
    [{ reasoning_effort: 'extreme' }, 'sampling.reasoning_effort is unsupported'],
    [{ chat_template_kwargs: [] }, 'sampling.chat_template_kwargs must be an object'],
    [{ stop: 3 }, 'sampling.stop must be text or a list of text'],
    [{ stop: ['a', 1] }, 'sampling.stop must be text or a list of text'],
    [{ ignore_eos: 1 }, 'sampling.ignore_eos must be boolean'],
    [{ skip_special_tokens: 'yes' }, 'sampling.skip_special_tokens must be boolean'],
    [{ spaces_between_special_tokens: null }, 'sampling.spaces_between_special_tokens must be boolean'],
  ])('%j', (params, message) => {
    expect(check(params)).toBe(message);
  });

  it.each([
    { n: 1 },
    { temperature: 0, top_p: 1, top_k: -1, min_p: 0, presence_penalty: -2, frequency_penalty: 2 },
    { repetition_penalty: 1.1, length_penalty: new PyFloat(1) },
    { stop: 'END' },
    { stop: [] },
    { seed: 2n ** 64n },
    { max_tokens: 4096, min_tokens: 4096 },
    { reasoning_effort: 'none' },
    { reasoning_effort: 'max' },
    { chat_template_kwargs: { enable_thinking: false } },
    { ignore_eos: false, skip_special_tokens: true, spaces_between_special_tokens: false },
    { stop: ['x'.repeat(65500)] },
  ])('accepts case %#', (params) => {
    expect(check(params)).toBeNull();
  });

  it('the label names the checked object', () => {
    expect(check({ top_k: 0 }, 'effective request_params')).toBe('effective request_params.top_k must be -1 or positive');
  });
});
