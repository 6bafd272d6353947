/** Limits, and the output policy at plan time (docs/plans.md "Limits", "Output policy"). */
import { describe, expect, it } from 'vitest';
import { canonical } from '../../../src/domain/hashing/canonical.ts';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import { defaultLimits, LIMIT_KEYS } from '../../../src/domain/plan/limits.ts';
import { bad, failure, freeze, mom, plan, single } from './plan-fixtures.ts';

describe('limits: the defaults table', () => {
  it('freezes all twelve keys with their defaults', () => {
    expect(canonical(freeze(plan()).manifest.limits)).toBe(
      '{"case_timeout_s":600,"concurrency":1,"idle_timeout_s":30,"max_calls_per_case":32,"max_cost_usd":5.0,' +
        '"max_log_bytes":8388608,"max_output_chars":131072,"max_output_tokens":4096,"max_run_seconds":1800,' +
        '"repetition_limit":5,"repetition_window":128,"total_timeout_s":180}',
    );
    expect(LIMIT_KEYS).toHaveLength(12);
    expect(Object.keys(defaultLimits())).toEqual([...LIMIT_KEYS]);
  });
  it('overlays given values', () => {
    const limits = freeze(plan({ limits: { concurrency: 4, max_cost_usd: 0.5 } })).manifest.limits as Record<string, unknown>;
    expect([limits.concurrency, limits.max_cost_usd, limits.max_run_seconds]).toEqual([4, 0.5, 1800]);
  });
  it('keeps a float timeout', () => {
    const limits = freeze(plan({ limits: { total_timeout_s: 12.5, idle_timeout_s: 2.5 } })).manifest.limits as Record<string, unknown>;
    expect(limits.total_timeout_s).toBe(12.5);
  });
});

describe('limits: unknown keys', () => {
  it('lists them sorted, as a Python list', () => {
    expect(failure(plan({ limits: { zeta: 1, alpha: 2, "it's": 3 } }))).toEqual(bad(`unknown limits: ['alpha', "it's", 'zeta']`));
  });
  it('a non-object limits is refused', () => {
    expect(failure(plan({ limits: [1] }))).toEqual(bad('limits must be an object'));
  });
});

describe('limits: finite and positive', () => {
  it.each([
    ['concurrency', 0],
    ['max_cost_usd', -1],
    ['case_timeout_s', true],
    ['max_run_seconds', '10'],
    ['max_log_bytes', null],
    ['max_cost_usd', Number.POSITIVE_INFINITY],
  ])('%s = %j', (key, value) => {
    expect(failure(plan({ limits: { [key]: value } }))).toEqual(bad(`${key} must be finite and positive`));
  });
  it('is checked for every key before any integer check, in table order', () => {
    expect(failure(plan({ limits: { concurrency: 1.5, case_timeout_s: 0 } })).message).toBe('case_timeout_s must be finite and positive');
  });
});

describe('limits: integer keys', () => {
  it.each(['concurrency', 'max_output_tokens', 'max_output_chars', 'max_log_bytes', 'repetition_window', 'repetition_limit', 'max_calls_per_case'])(
    '%s',
    (key) => {
      expect(failure(plan({ limits: { [key]: 2.5 } }))).toEqual(bad(`${key} must be an integer`));
      expect(failure(plan({ limits: { [key]: new PyFloat(2) } }))).toEqual(bad(`${key} must be an integer`));
    },
  );
  it('float keys accept integral floats', () => {
    expect(() => freeze(plan({ limits: { max_run_seconds: new PyFloat(1800), max_cost_usd: new PyFloat(1) } }))).not.toThrow();
  });
});

describe('limits: concurrency and timeout hierarchy', () => {
  it.each([{ concurrency: 33 }, { total_timeout_s: 1801 }, { idle_timeout_s: 181 }, { max_run_seconds: 100 }])('%j', (limits) => {
    expect(failure(plan({ limits }))).toEqual(bad('invalid concurrency or timeout hierarchy'));
  });
  it('the boundaries are allowed', () => {
    expect(() => freeze(plan({ limits: { concurrency: 32, total_timeout_s: 1800, idle_timeout_s: 1800 } }))).not.toThrow();
  });
});

describe('output policy', () => {
  const nativeSingle = () => ({
    ...single(),
    native_limits: { 'acme/s': { context_window: 32768, max_output_tokens: 8192 } },
  });
  const nativeMom = () => ({
    ...mom(),
    max_inference_calls: 1,
    capture_recipe: true,
    native_limits: {
      'acme/a': { context_window: 65536, max_output_tokens: 16384 },
      'acme/b': { context_window: 32768, max_output_tokens: 8192 },
    },
  });
  it('defaults to bounded and caps sampling at max_output_tokens', () => {
    const { manifest } = freeze(plan({ limits: { max_output_tokens: 100 } }));
    expect(manifest.output_policy).toBe('bounded');
    expect(manifest.sampling).toEqual({ temperature: 0, max_tokens: 100 });
  });
  it('rejects unknown policies', () => {
    expect(failure(plan({ output_policy: 'uncapped' }))).toEqual(bad('output_policy must be bounded or native'));
  });
  it('native: sampling without max_tokens, limits at the largest native capacity', () => {
    const { manifest } = freeze(plan({ output_policy: 'native', targets: [nativeSingle(), nativeMom()] }));
    expect(manifest.sampling).toEqual({ temperature: 0 });
    expect((manifest.limits as Record<string, unknown>).max_output_tokens).toBe(16384);
  });
  it('native: every target needs native limits', () => {
    expect(failure(plan({ output_policy: 'native' }))).toEqual(bad('Native output requires frozen model native_limits'));
  });
  it('native: max_tokens is forbidden in sampling and request params', () => {
    expect(failure(plan({ output_policy: 'native', targets: [nativeSingle()], sampling: { max_tokens: 5 } }))).toEqual(
      bad('Native output forbids an explicit output cap'),
    );
    expect(failure(plan({ output_policy: 'native', targets: [{ ...nativeSingle(), request_params: { max_tokens: 5 } }] }))).toEqual(
      bad('Native output forbids an explicit output cap'),
    );
  });
  it('native limits rows are validated whenever present', () => {
    const broken = { ...single(), native_limits: { 'acme/s': { context_window: 10, max_output_tokens: 20 } } };
    expect(failure(plan({ targets: [broken] }))).toEqual(bad('Invalid frozen native model limits'));
    const other = { ...single(), native_limits: { 'acme/x': { context_window: 10, max_output_tokens: 5 } } };
    expect(failure(plan({ targets: [other] }))).toEqual(bad('Single native_limits must identify its physical response model'));
  });
  it('the same model may not carry two different limit objects', () => {
    const a = nativeSingle();
    const b = { ...single('t', 'acme/s'), native_limits: { 'acme/s': { context_window: 32768, max_output_tokens: 4096 } } };
    expect(failure(plan({ targets: [a, b] }))).toEqual(bad('Frozen native limits conflict for the same model'));
  });
  it('native MoM needs one dispatch and a captured recipe; priced models need prices', () => {
    expect(failure(plan({ output_policy: 'native', targets: [{ ...nativeMom(), max_inference_calls: 2 }] }))).toEqual(
      bad('Native MoM requires one dispatch and captured automatic-output recipe'),
    );
    expect(() => freeze(plan({ output_policy: 'native', targets: [nativeMom()] }))).not.toThrow();
    const momNoPrice = { ...nativeMom(), prices: { 'acme/a': { input: 1, cached_input: 1, cache_write: 1, output: 1 } } };
    expect(failure(plan({ output_policy: 'native', targets: [momNoPrice] }))).toEqual(bad('Native output requires frozen prices for every physical model'));
  });
  it('native: a given max_output_tokens must equal the native ceiling', () => {
    expect(failure(plan({ output_policy: 'native', targets: [nativeSingle()], limits: { max_output_tokens: 4096 } }))).toEqual(
      bad('Native output evidence ceiling must equal frozen native capacity'),
    );
    expect(() => freeze(plan({ output_policy: 'native', targets: [nativeSingle()], limits: { max_output_tokens: 8192 } }))).not.toThrow();
  });
});
