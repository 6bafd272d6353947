/**
 * Output policy (docs/plans.md): `bounded` (default) caps every request at
 * `max_output_tokens`; `native` lets each physical model use its own frozen capacity.
 * Plan-time rules follow the original's `configure` step, which runs between merging the
 * limits and checking them (so a native violation is reported before a limit error).
 */
import { hasKey, isJsonInteger, isJsonObject, pyEquals } from '../accounting/json-values.ts';
import { badInput } from './plan-error.ts';
import { get, num, put } from './json.ts';
import type { PlanObject } from './json.ts';

export const OUTPUT_POLICIES = ['bounded', 'native'] as const;
export type OutputPolicy = (typeof OUTPUT_POLICIES)[number];

function positiveInt(value: unknown): boolean {
  return isJsonInteger(value) && num(value) > 0;
}

/**
 * `native_limits: {<physical model>: {context_window, max_output_tokens}}` on one target;
 * required under `native`, checked whenever present.
 */
export function validateNativeLimits(target: PlanObject, required: boolean): void {
  const limits = get(target, 'native_limits', null);
  if (limits === null && !required) return;
  if (!isJsonObject(limits) || Object.keys(limits).length === 0) {
    throw badInput('Native output requires frozen model native_limits');
  }
  for (const [model, values] of Object.entries(limits)) {
    if (
      model === '' ||
      !isJsonObject(values) ||
      Object.keys(values).length !== 2 ||
      !hasKey(values, 'context_window') ||
      !hasKey(values, 'max_output_tokens') ||
      !positiveInt(values.context_window) ||
      !positiveInt(values.max_output_tokens) ||
      num(values.max_output_tokens as number) > num(values.context_window as number)
    ) {
      throw badInput('Invalid frozen native model limits');
    }
  }
  if (target.kind === 'single') {
    const physical = get(target, 'expected_response_model') || target.model;
    const models = Object.keys(limits);
    if (models.length !== 1 || models[0] !== physical) {
      throw badInput('Single native_limits must identify its physical response model');
    }
  }
}

/** Native capacity of a target: the largest `max_output_tokens` over its native limits (docs/runs.md "Cost policy and reservations"). */
export function nativeCapacity(target: PlanObject): number {
  const limits = target.native_limits;
  if (!isJsonObject(limits)) throw new TypeError('Target has no native_limits');
  return Math.max(...Object.values(limits).map((row) => num((row as PlanObject).max_output_tokens as number)));
}

/** The same physical model may not carry two different limit objects. */
function checkModelConflicts(targets: readonly PlanObject[]): void {
  const seen = new Map<string, unknown>();
  for (const target of targets) {
    const limits = get(target, 'native_limits', {});
    if (!isJsonObject(limits)) continue;
    for (const [model, row] of Object.entries(limits)) {
      if (seen.has(model) && !pyEquals(seen.get(model), row)) {
        throw badInput('Frozen native limits conflict for the same model');
      }
      seen.set(model, row);
    }
  }
}

/**
 * Defaults `output_policy` to `bounded`, validates native limits of every target and, under
 * `native`, the rules of 2.8; sets `limits.max_output_tokens` to the native ceiling.
 */
export function configureOutputPolicy(manifest: PlanObject, targets: readonly PlanObject[], limits: PlanObject): OutputPolicy {
  if (!hasKey(manifest, 'output_policy')) put(manifest, 'output_policy', 'bounded');
  const policy = manifest.output_policy;
  if (policy !== 'bounded' && policy !== 'native') throw badInput('output_policy must be bounded or native');
  for (const target of targets) validateNativeLimits(target, policy === 'native');
  checkModelConflicts(targets);
  if (policy !== 'native') return policy;

  const sampling = get(manifest, 'sampling', {});
  if (!isJsonObject(sampling) || targets.some((t) => !isJsonObject(get(t, 'request_params', {})))) {
    throw badInput('Native sampling and request_params must be objects');
  }
  if (hasKey(sampling, 'max_tokens') || targets.some((t) => hasKey(get(t, 'request_params', {}) as PlanObject, 'max_tokens'))) {
    throw badInput('Native output forbids an explicit output cap');
  }
  for (const target of targets) {
    const prices = get(target, 'prices', {});
    const priced = isJsonObject(prices) ? new Set(Object.keys(prices)) : new Set<string>();
    if (manifest.cost_policy === 'require_priced' && Object.keys(target.native_limits as PlanObject).some((model) => !priced.has(model))) {
      throw badInput('Native output requires frozen prices for every physical model');
    }
    if (target.kind === 'mom' && (num(target.max_inference_calls as number) !== 1 || target.capture_recipe !== true)) {
      throw badInput('Native MoM requires one dispatch and captured automatic-output recipe');
    }
  }
  const ceiling = Math.max(...targets.map(nativeCapacity));
  const given = get(manifest, 'limits', {});
  const requested = isJsonObject(given) ? get(given, 'max_output_tokens', ceiling) : ceiling;
  if (!isJsonInteger(requested) || num(requested) !== ceiling) {
    throw badInput('Native output evidence ceiling must equal frozen native capacity');
  }
  put(limits, 'max_output_tokens', ceiling);
  return policy;
}
