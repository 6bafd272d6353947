/**
 * Effective auxiliary targets (docs/runs.md "Judge and simulator calls"; docs/comparison.md "Protocol compatibility"): for every benchmark's
 * `judge`/`simulator` reference, the frozen target with the run sampling overlaid by its own
 * `request_params`. Comparisons require these to be equal between runs.
 */
import { compareCodePoints } from '../hashing/code-point-order.ts';
import { isJsonObject } from '../accounting/json-values.ts';
import { targetInventory } from '../accounting/priced-targets.ts';
import type { PricingManifest, TargetSpec } from '../accounting/priced-targets.ts';

export const AUXILIARY_ROLES = ['judge', 'simulator'] as const;
export type AuxiliaryRole = (typeof AUXILIARY_ROLES)[number];

/** `[[benchmark, role], target]`: the original's dict keyed by `(benchmark, role)` tuples. */
export type EffectiveAuxiliaryTarget = [key: [benchmark: string, role: AuxiliaryRole], target: TargetSpec];

export interface AuxiliaryTargetsManifest extends PricingManifest {
  readonly sampling?: unknown;
}

/** A judge/simulator reference that names no frozen target (a plan invariant was broken). */
export class AuxiliaryReferenceError extends Error {
  override readonly name = 'AuxiliaryReferenceError';
}

/**
 * The effective auxiliary targets, sorted by `(benchmark, role)` in code-point order, so two
 * manifests have equal effective targets exactly when the lists are deeply equal.
 * References resolve like priced targets: auxiliary targets overlaid by subject targets.
 */
export function effectiveAuxiliaryTargets(manifest: AuxiliaryTargetsManifest): EffectiveAuxiliaryTarget[] {
  const inventory = targetInventory(manifest);
  const sampling = isJsonObject(manifest.sampling) ? manifest.sampling : {};
  const options = isJsonObject(manifest.benchmark_options) ? manifest.benchmark_options : {};
  const entries: EffectiveAuxiliaryTarget[] = [];
  for (const [benchmark, benchmarkOptions] of Object.entries(options)) {
    if (!isJsonObject(benchmarkOptions)) continue;
    for (const role of AUXILIARY_ROLES) {
      const reference = benchmarkOptions[role];
      if (reference === null || reference === undefined || reference === '') continue;
      const target = typeof reference === 'string' ? inventory.get(reference) : undefined;
      if (target === undefined) throw new AuxiliaryReferenceError(`${role} must reference a frozen target ID`);
      const own = isJsonObject(target.request_params) ? target.request_params : {};
      entries.push([[benchmark, role], { ...target, request_params: { ...sampling, ...own } }]);
    }
  }
  return entries.sort(([[benchA, roleA]], [[benchB, roleB]]) => compareCodePoints(benchA, benchB) || compareCodePoints(roleA, roleB));
}
