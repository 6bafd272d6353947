/**
 * Sampling and request parameters (docs/plans.md). The run `sampling` is frozen as
 * `{temperature: 0, max_tokens: max_output_tokens (bounded only), ...given}`; every target's
 * `request_params` is checked alone and overlaid on the sampling (target params win).
 * Field messages are the original's (`<label>.<field> ...`).
 */
import { hasKey, isJsonInteger, isJsonObject } from '../accounting/json-values.ts';
import { pythonAsciiJsonBytes } from '../hashing/python-json.ts';
import { badInput } from './plan-error.ts';
import { get, hasNonFinite, isNumber, num } from './json.ts';
import type { PlanObject } from './json.ts';
import { finitePositive, limitValue } from './limits.ts';
import type { OutputPolicy } from './output-policy.ts';

export const GENERATION_FIELDS: ReadonlySet<string> = new Set([
  'n',
  'temperature',
  'top_p',
  'top_k',
  'min_p',
  'presence_penalty',
  'frequency_penalty',
  'repetition_penalty',
  'length_penalty',
  'stop',
  'seed',
  'max_tokens',
  'min_tokens',
  'reasoning_effort',
  'chat_template_kwargs',
  'ignore_eos',
  'skip_special_tokens',
  'spaces_between_special_tokens',
]);

export const MAX_PARAMETER_BYTES = 65536;
export const REASONING_EFFORTS: ReadonlySet<string> = new Set(['none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max']);

const INTEGER_FIELDS = ['max_tokens', 'min_tokens', 'top_k', 'seed', 'n'] as const;
const RANGES: readonly [string, number, number][] = [
  ['temperature', 0, 2],
  ['top_p', 0, 1],
  ['min_p', 0, 1],
  ['presence_penalty', -2, 2],
  ['frequency_penalty', -2, 2],
];
const BOOLEAN_FIELDS = ['ignore_eos', 'skip_special_tokens', 'spaces_between_special_tokens'] as const;

/** One parameter object, in the original's order of checks. */
export function validateRequestParams(params: unknown, limits: PlanObject, label = 'request_params'): void {
  if (!isJsonObject(params) || Object.keys(params).some((key) => !GENERATION_FIELDS.has(key))) {
    throw badInput(`${label} contains unsupported generation fields`);
  }
  if (hasNonFinite(params)) throw badInput(`${label} must contain finite JSON values`);
  if (pythonAsciiJsonBytes(params) > MAX_PARAMETER_BYTES) {
    throw badInput(`${label} exceeds the frozen parameter size limit`);
  }
  // `n` compares by value first (1.0 == 1), then must also be an int.
  if (hasKey(params, 'n') && (!isNumber(params.n) || num(params.n) !== 1)) {
    throw badInput(`${label}.n must be exactly 1; generation multiplicity is fixed`);
  }
  for (const name of INTEGER_FIELDS) {
    if (hasKey(params, name) && !isJsonInteger(params[name])) throw badInput(`${label}.${name} must be an integer`);
  }
  const maxOutput = limitValue(limits, 'max_output_tokens');
  if (hasKey(params, 'max_tokens')) {
    const v = num(params.max_tokens as number);
    if (!(v >= 1 && v <= maxOutput)) throw badInput(`${label}.max_tokens exceeds the output token cap`);
  }
  if (hasKey(params, 'min_tokens')) {
    const ceiling = hasKey(params, 'max_tokens') ? num(params.max_tokens as number) : maxOutput;
    const v = num(params.min_tokens as number);
    if (!(v >= 0 && v <= ceiling)) throw badInput(`${label}.min_tokens exceeds max_tokens`);
  }
  if (hasKey(params, 'top_k')) {
    const v = num(params.top_k as number);
    if (v !== -1 && v < 1) throw badInput(`${label}.top_k must be -1 or positive`);
  }
  for (const [name, low, high] of RANGES) {
    if (!hasKey(params, name)) continue;
    const value = params[name];
    if (!isNumber(value) || !(num(value) >= low && num(value) <= high)) {
      throw badInput(`${label}.${name} is outside its valid range`);
    }
  }
  for (const name of ['repetition_penalty', 'length_penalty']) {
    if (hasKey(params, name)) finitePositive(params[name], `${label}.${name}`);
  }
  if (hasKey(params, 'reasoning_effort')) {
    const v = params.reasoning_effort;
    if (typeof v !== 'string' || !REASONING_EFFORTS.has(v)) throw badInput(`${label}.reasoning_effort is unsupported`);
  }
  if (hasKey(params, 'chat_template_kwargs') && !isJsonObject(params.chat_template_kwargs)) {
    throw badInput(`${label}.chat_template_kwargs must be an object`);
  }
  if (hasKey(params, 'stop')) {
    const stop = params.stop;
    if (!(typeof stop === 'string' || (Array.isArray(stop) && stop.every((item) => typeof item === 'string')))) {
      throw badInput(`${label}.stop must be text or a list of text`);
    }
  }
  for (const name of BOOLEAN_FIELDS) {
    if (hasKey(params, name) && typeof params[name] !== 'boolean') throw badInput(`${label}.${name} must be boolean`);
  }
}

/**
 * Freezes the run sampling and checks every target's own and effective parameters
 * (docs/plans.md "Sampling and request parameters"); `targets` are subject targets then auxiliary targets.
 */
export function freezeSampling(manifest: PlanObject, limits: PlanObject, outputPolicy: OutputPolicy, targets: readonly PlanObject[]): PlanObject {
  const given = get(manifest, 'sampling', {});
  if (!isJsonObject(given)) throw badInput('sampling must be an object');
  const sampling: PlanObject = {
    temperature: 0,
    ...(outputPolicy === 'bounded' ? { max_tokens: limits.max_output_tokens } : {}),
  };
  for (const [key, value] of Object.entries(given)) Object.defineProperty(sampling, key, { value, enumerable: true, writable: true, configurable: true });
  validateRequestParams(sampling, limits, 'sampling');
  for (const target of targets) {
    const params = get(target, 'request_params', {});
    validateRequestParams(params, limits);
    validateRequestParams({ ...sampling, ...(params as PlanObject) }, limits, 'effective request_params');
  }
  return sampling;
}
