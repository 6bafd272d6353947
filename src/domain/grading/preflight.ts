/**
 * Adapter preflight at plan time (service.md 2.1 step 30, live mode only): the checks a
 * plan must pass before any model request, with the frozen error texts. The plan layer
 * reports an `AdapterPreflightError` as BAD_USER_INPUT.
 */
import { isJsonObject } from '../accounting/json-values.ts';
import type { JsonRecord } from '../accounting/json-values.ts';
import { builtInBenchmark, HARNESS_BENCHMARKS } from '../catalog/benchmarks.ts';
import { DIALOGUE_BENCHMARK } from '../catalog/extensions.ts';
import { DIALOGUE_SIMULATOR_REQUIRED } from './dialogue.ts';
import { AdapterPreflightError } from './errors.ts';
import { JUDGE_GRADER_VERSION } from './judge.ts';

/** The parts of a frozen (or to-be-frozen) manifest the preflight reads. */
export interface PreflightManifest {
  readonly cases: readonly unknown[];
  readonly targets?: readonly unknown[];
  readonly auxiliary_targets?: unknown;
  readonly benchmark_options?: unknown;
}

/** The clear error for a harness benchmark in a live plan of this server. */
export function harnessNotSupportedMessage(benchmark: string): string {
  return `${benchmark} runs in an external harness, which this server does not run`;
}

/** `benchmark_options[benchmark]`, `{}` when absent. */
export function benchmarkOptionsFor(manifest: Pick<PreflightManifest, 'benchmark_options'>, benchmark: string): JsonRecord {
  const all = manifest.benchmark_options;
  const own = isJsonObject(all) ? all[benchmark] : undefined;
  return isJsonObject(own) ? own : {};
}

/** Targets by id: subject targets, then auxiliary targets (service.md 3.4 step 3). */
function targetInventory(manifest: PreflightManifest): Map<string, JsonRecord> {
  const inventory = new Map<string, JsonRecord>();
  const auxiliary = isJsonObject(manifest.auxiliary_targets) ? Object.values(manifest.auxiliary_targets) : [];
  for (const target of [...(manifest.targets ?? []), ...auxiliary]) {
    if (isJsonObject(target) && typeof target['id'] === 'string' && !inventory.has(target['id'])) {
      inventory.set(target['id'], target);
    }
  }
  return inventory;
}

/**
 * A judge/simulator reference must name a frozen `single` target (service.md 3.11); returns
 * its id.
 */
export function resolveAuxiliaryReference(
  manifest: PreflightManifest,
  options: JsonRecord,
  role: 'judge' | 'simulator',
): string {
  const reference = options[role];
  if (typeof reference !== 'string') throw new AdapterPreflightError(`${role} must reference a frozen target ID`);
  const target = targetInventory(manifest).get(reference);
  if (target === undefined || target['kind'] !== 'single') {
    throw new AdapterPreflightError(`${role} requires a fixed single-model target`);
  }
  return reference;
}

/**
 * Runs every case's adapter preflight, in case order; throws the first failure.
 * - judge benchmarks (`hle`, `simpleqa-verified`): judge reference, then
 *   `grader_version`, then the case's reference answer (service.md 9.4);
 * - harness benchmarks: refused, since this server has no harness to run them (9.5);
 * - `sr-bench-dialogue`: a simulator reference naming a frozen single target (3.11);
 * - multiple-choice and grid benchmarks need nothing beyond plan step 19;
 * - unknown benchmarks are left to plan step 16.
 */
export function adapterPreflight(manifest: PreflightManifest): void {
  for (const testCase of manifest.cases) {
    if (!isJsonObject(testCase) || typeof testCase['benchmark'] !== 'string') continue;
    const benchmark = testCase['benchmark'];
    if (benchmark === DIALOGUE_BENCHMARK) {
      const options = benchmarkOptionsFor(manifest, benchmark);
      if (typeof options['simulator'] !== 'string') throw new AdapterPreflightError(DIALOGUE_SIMULATOR_REQUIRED);
      resolveAuxiliaryReference(manifest, options, 'simulator');
      continue;
    }
    const info = builtInBenchmark(benchmark);
    if (info === undefined) continue;
    if (HARNESS_BENCHMARKS.includes(benchmark)) throw new AdapterPreflightError(harnessNotSupportedMessage(benchmark));
    if (info.kind !== 'judge') continue;
    const options = benchmarkOptionsFor(manifest, benchmark);
    resolveAuxiliaryReference(manifest, options, 'judge');
    if (options['grader_version'] !== JUDGE_GRADER_VERSION) {
      throw new AdapterPreflightError(`${benchmark} requires grader_version=${JUDGE_GRADER_VERSION}`);
    }
    if (!Object.hasOwn(testCase, 'answer')) throw new AdapterPreflightError(`${benchmark} requires a reference answer`);
  }
}
