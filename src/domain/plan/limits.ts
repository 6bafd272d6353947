/**
 * Run limits (docs/plans.md): the twelve keys, their defaults, and the
 * checks in the original's order — unknown keys, then finite-and-positive for every key,
 * then the integer keys, then the concurrency/timeout hierarchy.
 */
import { isJsonInteger, isJsonObject } from '../accounting/json-values.ts';
import { PyFloat } from '../hashing/json-lexeme.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import { pyStrListRepr } from '../hashing/python-text.ts';
import { badInput } from './plan-error.ts';
import { isNumber, num, put } from './json.ts';
import type { PlanObject } from './json.ts';

export const LIMIT_KEYS = [
  'concurrency',
  'total_timeout_s',
  'idle_timeout_s',
  'max_output_tokens',
  'max_output_chars',
  'max_log_bytes',
  'repetition_window',
  'repetition_limit',
  'max_cost_usd',
  'max_run_seconds',
  'max_calls_per_case',
  'case_timeout_s',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

export type LimitValue = number | bigint | PyFloat;
export type Limits = Record<LimitKey, LimitValue>;

/** The defaults; `max_cost_usd` is the float `5.0`, as in every frozen plan the original wrote. */
export function defaultLimits(): Limits {
  return {
    concurrency: 1,
    total_timeout_s: 180,
    idle_timeout_s: 30,
    max_output_tokens: 4096,
    max_output_chars: 131072,
    max_log_bytes: 8388608,
    repetition_window: 128,
    repetition_limit: 5,
    max_cost_usd: new PyFloat(5),
    max_run_seconds: 1800,
    max_calls_per_case: 32,
    case_timeout_s: 600,
  };
}

/** Keys that must be ints (a float such as `2.0` is refused). */
export const INTEGER_LIMIT_KEYS: readonly LimitKey[] = [
  'concurrency',
  'max_output_tokens',
  'max_output_chars',
  'max_log_bytes',
  'repetition_window',
  'repetition_limit',
  'max_calls_per_case',
];

export const MAX_CONCURRENCY = 32;

/**
 * `{**defaults, **given}`. A non-object `limits` is refused (the original crashed on it);
 * values are checked later by `validateLimits`, after the output policy had its say.
 */
export function mergeLimits(given: unknown): PlanObject {
  if (given !== undefined && !isJsonObject(given)) throw badInput('limits must be an object');
  const merged: PlanObject = { ...defaultLimits() };
  for (const [key, value] of Object.entries(given ?? {})) put(merged, key, value);
  return merged;
}

/** `<key> must be finite and positive` for a bool, non-number, NaN/∞ or value ≤ 0. */
export function finitePositive(value: unknown, name: string): void {
  if (!isNumber(value) || !Number.isFinite(num(value)) || num(value) <= 0) {
    throw badInput(`${name} must be finite and positive`);
  }
}

/** The checks of docs/plans.md "Limits" on merged limits; returns them typed. */
export function validateLimits(limits: PlanObject): Limits {
  const known = new Set<string>(LIMIT_KEYS);
  const unknown = Object.keys(limits).filter((key) => !known.has(key));
  if (unknown.length > 0) throw badInput(`unknown limits: ${pyStrListRepr(unknown.sort(compareCodePoints))}`);
  for (const key of LIMIT_KEYS) finitePositive(limits[key], key);
  for (const key of INTEGER_LIMIT_KEYS) {
    if (!isJsonInteger(limits[key])) throw badInput(`${key} must be an integer`);
  }
  const value = (key: LimitKey): number => num(limits[key] as LimitValue);
  if (value('concurrency') > MAX_CONCURRENCY || value('total_timeout_s') > value('max_run_seconds') || value('idle_timeout_s') > value('total_timeout_s')) {
    throw badInput('invalid concurrency or timeout hierarchy');
  }
  return limits as Limits;
}

/** A limit as a double (frozen limits are finite numbers). */
export function limitValue(limits: PlanObject, key: LimitKey): number {
  const v = limits[key];
  if (!isNumber(v)) throw new TypeError(`Frozen limit ${key} is not a number`);
  return num(v);
}
