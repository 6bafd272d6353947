/**
 * Weights and versions (docs/plans.md; docs/datasets.md "Benchmarks and profiles"): frozen plans carry the
 * nine fixed weights plus one per extension benchmark present, and `{benchmark: version}`
 * for every benchmark present. Supplied maps must equal these (Python equality: `0.1 ==
 * 0.1`, `1 == 1.0`, key order irrelevant).
 */
import { hasKey, pyEquals } from '../accounting/json-values.ts';
import { fixedBenchmarkWeights } from '../catalog/benchmarks.ts';
import type { BenchmarkSpec } from '../catalog/benchmarks.ts';
import { pyFloat } from '../hashing/json-lexeme.ts';
import { badInput } from './plan-error.ts';
import type { PlanObject } from './json.ts';

export function expectedWeights(cases: readonly PlanObject[], adapters: ReadonlyMap<string, BenchmarkSpec>): PlanObject {
  const weights: PlanObject = fixedBenchmarkWeights();
  for (const c of cases) {
    const adapter = adapters.get(c.benchmark as string);
    // Adapter weights are Python floats: an integral one (the 1.0 default) stays `1.0`.
    if (adapter !== undefined) weights[adapter.id] = pyFloat(adapter.weight);
  }
  return weights;
}

export function expectedAdapterVersions(cases: readonly PlanObject[], adapters: ReadonlyMap<string, BenchmarkSpec>): PlanObject {
  const versions: PlanObject = {};
  for (const c of cases) {
    const adapter = adapters.get(c.benchmark as string);
    if (adapter !== undefined) versions[adapter.id] = adapter.adapterVersion;
  }
  return versions;
}

/** Steps 28–29 of docs/plans.md "Validation order": checks supplied maps and writes the registered ones. */
export function freezeWeightsAndVersions(manifest: PlanObject, cases: readonly PlanObject[], adapters: ReadonlyMap<string, BenchmarkSpec>): void {
  const weights = expectedWeights(cases, adapters);
  if (hasKey(manifest, 'benchmark_weights') && !pyEquals(manifest.benchmark_weights, weights)) {
    throw badInput('Benchmark weights differ from the registered versioned adapters');
  }
  manifest.benchmark_weights = weights;
  const versions = expectedAdapterVersions(cases, adapters);
  if (hasKey(manifest, 'adapter_versions') && !pyEquals(manifest.adapter_versions, versions)) {
    throw badInput('Frozen adapter versions differ from installed adapters');
  }
  manifest.adapter_versions = versions;
}
