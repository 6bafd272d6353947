/**
 * Operator plan policy (docs/plans.md "The target registry and operator options"): plans reference registered
 * targets by id and the server resolves them; a supplied field that differs from the
 * registered value is `FORBIDDEN`. Operator benchmark options apply to the benchmarks
 * present in the cases and pull their judge/simulator targets from the registry into
 * `auxiliary_targets`. Inline targets that are not registered are accepted only from ADMIN
 * actors (and then validated by 2.5 like any target).
 */
import { getKey, hasKey, isJsonObject, pyEquals } from '../accounting/json-values.ts';
import { badInput, forbidden } from './plan-error.ts';
import { cloneJson, get, put } from './json.ts';
import type { PlanObject } from './json.ts';

export interface PlanPolicy {
  readonly actorIsAdmin: boolean;
  /** Registered targets by id; null/undefined = no registry configured. */
  readonly registry?: ReadonlyMap<string, PlanObject> | null;
  /** Operator benchmark options by benchmark id; null/undefined = none configured. */
  readonly operatorOptions?: Readonly<Record<string, PlanObject>> | null;
}

function overrides(registered: PlanObject, supplied: PlanObject): boolean {
  return Object.entries(supplied).some(([key, value]) => !pyEquals(getKey(registered, key), value));
}

/** Applies the policy to the manifest in place. */
export function applyPlanPolicy(manifest: PlanObject, policy: PlanPolicy): void {
  const admin = policy.actorIsAdmin;
  // The trusted local path (an admin with no operator configuration) keeps its manifest as is.
  if (admin && policy.registry == null && policy.operatorOptions == null) return;
  const registry = policy.registry ?? new Map<string, PlanObject>();
  const options: Readonly<Record<string, PlanObject>> = policy.operatorOptions ?? {};

  const cases = manifest.cases;
  if (!admin) {
    if (!Array.isArray(cases) || cases.length === 0 || cases.some((c: unknown) => !isJsonObject(c) || typeof c.benchmark !== 'string')) {
      throw badInput('at least one valid case is required');
    }
  }
  const selected = new Set<string>();
  if (Array.isArray(cases)) {
    for (const c of cases as unknown[]) if (isJsonObject(c) && typeof c.benchmark === 'string') selected.add(c.benchmark);
  }

  const resolved: unknown[] = [];
  if (Array.isArray(manifest.targets)) {
    for (const target of manifest.targets as unknown[]) {
      const id = isJsonObject(target) ? target.id : undefined;
      const registered = typeof id === 'string' ? registry.get(id) : undefined;
      if (registered === undefined) {
        if (!admin) throw forbidden('Target must be registered by the server operator');
        resolved.push(target);
        continue;
      }
      if (overrides(registered, target as PlanObject)) throw forbidden('Dashboard cannot override a registered target');
      resolved.push(cloneJson(registered));
    }
    put(manifest, 'targets', resolved);
  }

  const submittedOptions = get(manifest, 'benchmark_options');
  if (!admin && isJsonObject(submittedOptions)) {
    for (const [benchmark, value] of Object.entries(submittedOptions)) {
      if (!pyEquals(getKey(options, benchmark), value)) {
        throw forbidden('Benchmark harness options are configured by the server operator');
      }
    }
  }

  const auxiliary: PlanObject = {};
  const submittedAuxiliary = get(manifest, 'auxiliary_targets');
  if (isJsonObject(submittedAuxiliary)) {
    for (const [key, target] of Object.entries(submittedAuxiliary)) {
      const registered = registry.get(key);
      if (registered === undefined) {
        if (!admin) throw forbidden('Auxiliary target must match the server registry');
        put(auxiliary, key, target);
      } else if (!isJsonObject(target) || overrides(registered, target)) {
        throw forbidden('Auxiliary target must match the server registry');
      } else {
        put(auxiliary, key, cloneJson(registered));
      }
    }
  }
  const selectedOptions: PlanObject = {};
  for (const [benchmark, value] of Object.entries(options)) {
    if (selected.has(benchmark)) put(selectedOptions, benchmark, cloneJson(value));
  }
  const subjectIds = new Set(resolved.map((t) => (isJsonObject(t) ? t.id : undefined)));
  for (const config of Object.values(selectedOptions) as PlanObject[]) {
    for (const role of ['judge', 'simulator']) {
      const reference = config[role];
      if (typeof reference === 'string' && reference !== '' && !subjectIds.has(reference)) {
        const registered = registry.get(reference);
        if (registered !== undefined) put(auxiliary, reference, cloneJson(registered));
      }
    }
  }
  if (Object.keys(auxiliary).length > 0 || hasKey(manifest, 'auxiliary_targets')) put(manifest, 'auxiliary_targets', auxiliary);
  if (submittedAuxiliary !== undefined && !isJsonObject(submittedAuxiliary)) put(manifest, 'auxiliary_targets', submittedAuxiliary);

  const effective: PlanObject = { ...selectedOptions };
  if (isJsonObject(submittedOptions)) for (const [key, value] of Object.entries(submittedOptions)) put(effective, key, value);
  if (Object.keys(effective).length > 0 || hasKey(manifest, 'benchmark_options')) {
    put(manifest, 'benchmark_options', isJsonObject(submittedOptions) || submittedOptions === undefined ? effective : submittedOptions);
  }
}
