/**
 * The target registry (docs/plans.md "The target registry and operator options"): `registerTargets` (ADMIN) replaces it with a list of
 * targets holding only the registry fields, each validated by the plan rules of 2.5 through
 * a throw-away `capability_only` live plan; plans then reference the targets by id
 * (`applyPlanPolicy`, re-exported here).
 */
import { isJsonObject } from '../accounting/json-values.ts';
import { badInput } from './plan-error.ts';
import { freezePlan } from './freeze.ts';
import type { PlanObject } from './json.ts';
import type { Target } from './targets.ts';
import { checkRegistration, OPEN_CREDENTIAL_POLICY, type CredentialEnvPolicy } from './registration-policy.ts';

export { applyPlanPolicy } from './plan-policy.ts';
export type { PlanPolicy } from './plan-policy.ts';

export const REGISTRY_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'kind',
  'base_url',
  'model',
  'api_key_env',
  'header_env',
  'config_hash',
  'prices',
  'preview_url',
  'expected_response_model',
  'cost_mode',
  'max_inference_calls',
  'preview_api_key_env',
  'request_params',
  'capture_recipe',
  'native_limits',
  'session_mode',
]);

/** The one case of the throw-away plan (any answer-carrying built-in benchmark would do). */
const REGISTRY_CASE = {
  id: 'registry-validation',
  benchmark: 'mmlu-pro',
  messages: [{ role: 'user', content: 'Registry validation only' }],
  answer: 'A',
};

/**
 * Validates a whole registration; any unsupported field, plan rule or registration rule
 * (registration-policy.ts) rejects all of it (`PlanError`, BAD_USER_INPUT). Returns the
 * targets as they will be stored.
 */
export function validateRegistry(targets: unknown, policy: CredentialEnvPolicy = OPEN_CREDENTIAL_POLICY): Target[] {
  if (!Array.isArray(targets)) throw badInput('targets must be a list of target objects');
  if (targets.some((t: unknown) => !isJsonObject(t) || Object.keys(t).some((key) => !REGISTRY_FIELDS.has(key)))) {
    throw badInput('Server target registry contains unsupported fields');
  }
  const frozen = freezePlan({ version: 'sr-bench-1.0', cost_policy: 'capability_only', targets, cases: [REGISTRY_CASE] }, { actorIsAdmin: true });
  const validated = frozen.manifest.targets as Target[];
  // A frozen target is a plan object; `Target` only names the fields the server reads.
  checkRegistration(
    validated.map((t) => t as PlanObject),
    policy,
  );
  return validated;
}

/** Registered targets by id, the shape `FreezeContext.registry` takes. */
export function registryMap(targets: readonly Target[]): Map<string, PlanObject> {
  return new Map(targets.map((t) => [t.id, t as PlanObject]));
}
