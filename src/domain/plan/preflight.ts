/**
 * Live-mode adapter preflight (docs/plans.md "Validation order", step 30; docs/grading.md "Judge-graded answers"; docs/harness.md): the manifest checks of the
 * judge-graded and harness benchmarks and of the project's `sr-bench-dialogue` extension. Checks that need the worker's environment (harness
 * checkout and revision, sandbox images, task trees) are a hook the caller may supply.
 */
import { isJsonInteger, isJsonObject } from '../accounting/json-values.ts';
import { builtInBenchmark, HARNESS_BENCHMARKS } from '../catalog/benchmarks.ts';
import { DIALOGUE_BENCHMARK } from '../catalog/extensions.ts';
import { DIALOGUE_SIMULATOR_REQUIRED } from '../grading/dialogue.ts';
import { JUDGE_GRADER_VERSION } from '../grading/judge.ts';
import { harnessKind, UPSTREAM_HARNESS } from '../harness/installations.ts';
import { canonical } from '../hashing/canonical.ts';
import { badInput } from './plan-error.ts';
import { get, num } from './json.ts';
import type { PlanObject } from './json.ts';

export const SANDBOX_BENCHMARKS: ReadonlySet<string> = new Set(['livecodebench', 'scicode']);
export const TAU3_RELEASE = '1.0.1';
export const GIT_REVISION_LENGTH = 40;
export const MAX_HARNESS_STEPS = 1000;

/**
 * Environment checks for one harness case (installed checkout at the frozen
 * `source_revision`, no local changes, dependencies, images, the case's task tree), called
 * for every harness case after the manifest checks of its benchmark passed; cache per
 * benchmark as needed. Throw a `PlanError` with the adapter's message to refuse the plan.
 */
export type HarnessPreflight = (benchmark: string, options: PlanObject, testCase: PlanObject) => void;

/** `benchmark_options`, when given, maps benchmark ids to option objects. */
export function benchmarkOptions(manifest: PlanObject): PlanObject {
  const options = get(manifest, 'benchmark_options', {});
  if (!isJsonObject(options) || Object.values(options).some((value) => !isJsonObject(value))) {
    throw badInput('benchmark_options must map benchmarks to option objects');
  }
  return options;
}

/** A judge/simulator reference must name a frozen `single` target (docs/runs.md "Judge and simulator calls"). */
export function resolveAuxiliaryTarget(options: PlanObject, role: 'judge' | 'simulator', manifest: PlanObject): PlanObject {
  const reference = options[role];
  if (typeof reference !== 'string') throw badInput(`${role} must reference a frozen target ID`);
  const targets = Array.isArray(manifest.targets) ? (manifest.targets as unknown[]) : [];
  const auxiliary = isJsonObject(manifest.auxiliary_targets) ? Object.values(manifest.auxiliary_targets) : [];
  const target = [...targets, ...auxiliary].find((t): t is PlanObject => isJsonObject(t) && t.id === reference);
  if (target === undefined || target.kind !== 'single') throw badInput(`${role} requires a fixed single-model target`);
  return target;
}

function harnessManifestChecks(benchmark: string, options: PlanObject): void {
  const revision = options.source_revision;
  if (typeof revision !== 'string' || revision.length !== GIT_REVISION_LENGTH) {
    throw badInput(`${benchmark} requires a full pinned source_revision`);
  }
  // The project's own harness runs code without a container unless the operator configures one.
  const imageRequired = harnessKind(options) === UPSTREAM_HARNESS || options.sandbox_image !== undefined;
  if (SANDBOX_BENCHMARKS.has(benchmark) && imageRequired) {
    const image = get(options, 'sandbox_image', '');
    if (typeof image !== 'string' || image === '' || !(image.includes('@sha256:') || image.startsWith('sha256:'))) {
      throw badInput(`${benchmark} requires a digest-pinned sandbox_image`);
    }
  }
  const steps = get(options, 'max_steps', 100);
  if (!isJsonInteger(steps) || num(steps) < 1 || num(steps) > MAX_HARNESS_STEPS) {
    throw badInput('Harness max_steps must be between 1 and 1000');
  }
}

/** Runs every case's preflight, in case order (live mode only). */
export function preflightCases(manifest: PlanObject, cases: readonly PlanObject[], hook?: HarnessPreflight): void {
  const allOptions = benchmarkOptions(manifest);
  const checked = new Set<string>(); // the original cached harness checks per (benchmark, options)
  for (const c of cases) {
    const benchmark = c.benchmark as string;
    const options = get(allOptions, benchmark, {}) as PlanObject;
    if (builtInBenchmark(benchmark)?.kind === 'judge') {
      resolveAuxiliaryTarget(options, 'judge', manifest);
      if (!Object.hasOwn(c, 'answer')) throw badInput(`${benchmark} requires a reference answer`);
      if (options.grader_version !== JUDGE_GRADER_VERSION) {
        throw badInput(`${benchmark} requires grader_version=${JUDGE_GRADER_VERSION}`);
      }
    }
    if (benchmark === DIALOGUE_BENCHMARK) {
      // Its own text for a missing reference; a wrong one gets the shared 3.11 text.
      if (typeof options.simulator !== 'string') throw badInput(DIALOGUE_SIMULATOR_REQUIRED);
      resolveAuxiliaryTarget(options, 'simulator', manifest);
    }
    if (benchmark === 'tau3') {
      resolveAuxiliaryTarget(options, 'simulator', manifest);
      resolveAuxiliaryTarget(options, 'judge', manifest);
      if (options.release !== TAU3_RELEASE) throw badInput(`tau3 requires release ${TAU3_RELEASE}`);
    }
    if (HARNESS_BENCHMARKS.includes(benchmark)) {
      const key = `${benchmark}\u0000${canonical(options)}`;
      if (!checked.has(key)) {
        harnessManifestChecks(benchmark, options);
        checked.add(key);
      }
      hook?.(benchmark, options, c);
    }
  }
}
