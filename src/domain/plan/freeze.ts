/**
 * Plan freezing (docs/plans.md): validate, default and hash a manifest, in the order of its "Validation order"
 * with its exact messages, making zero model requests. Freezing an already frozen manifest
 * reproduces it (same `plan_sha256`), which is what `startRun` relies on.
 *
 * Steps that need the database or the worker's environment are inputs (`FreezeContext`):
 * the resolved dataset (#10), the target registry and operator options (#11), extension
 * adapters (#16, #28) and harness environment checks (#30).
 */
import { hasKey, isJsonInteger, isJsonObject, truthy } from '../accounting/json-values.ts';
import { BENCHMARKS, PROTOCOL_VERSION, validateExtensions } from '../catalog/benchmarks.ts';
import type { BenchmarkSpec } from '../catalog/benchmarks.ts';
import { PROJECT_EXTENSIONS } from '../catalog/extensions.ts';
import { PROFILES } from '../catalog/profiles.ts';
import { DEFAULT_SEED } from '../dataset/selection.ts';
import { digest, planDigest } from '../hashing/canonical.ts';
import { validateCases } from './cases.ts';
import { applyDatasetReference } from './dataset-reference.ts';
import type { ResolvedDataset } from './dataset-reference.ts';
import { validateMembership, validateRole } from './experiment-membership.ts';
import { cloneJson, put } from './json.ts';
import type { PlanObject } from './json.ts';
import { mergeLimits, validateLimits } from './limits.ts';
import { configureOutputPolicy } from './output-policy.ts';
import { badInput, PlanError } from './plan-error.ts';
import { applyPlanPolicy } from './plan-policy.ts';
import { ExecutionCellsError, normalizeExecutionCells, plannedCellsOfRecord } from './planned-cells.ts';
import { benchmarkOptions, preflightCases } from './preflight.ts';
import type { HarnessPreflight } from './preflight.ts';
import { applyPreviewContext } from './preview-context.ts';
import { freezeSampling } from './sampling.ts';
import { normalizeRouterSessionScope, targetCollections, validateTargets } from './targets.ts';
import { freezeWeightsAndVersions } from './weights.ts';

export const DEFAULT_PROFILE = 'quick';
export const DEFAULT_NAME = 'sr-bench';
export const COST_POLICIES = ['require_priced', 'capability_only'] as const;
export type CostPolicy = (typeof COST_POLICIES)[number];

/**
 * What freezing needs from outside the manifest.
 *
 * - `actorIsAdmin`: ADMIN actors may plan inline (unregistered) targets and own operator
 *   options; with neither `registry` nor `operatorOptions` given an admin plan is frozen
 *   as submitted (the original's trusted local path: imports, re-freezes, CLI).
 * - `fromRecovery`: the manifest comes through `recover` (docs/plans.md "Validation order", step 1; docs/runs.md "The child run"); any
 *   other plan carrying a truthy `recovery` is refused.
 * - `resolvedDataset`: the dataset `manifest.dataset` names, looked up and re-hashed by the
 *   caller ("Dataset references"); required whenever the manifest has a `dataset`.
 * - `registry` / `operatorOptions`: the operator policy of "The target registry and operator options" (registered targets
 *   by id; benchmark options by benchmark id). For a non-admin actor a missing registry
 *   means no target is registered.
 * - `extensions`: adapters beyond the nine (docs/datasets.md "Benchmarks and profiles"); default `PROJECT_EXTENSIONS`,
 *   the ones this server runs in process (`sr-bench-dialogue`).
 * - `harnessPreflight`: environment checks per harness case in live plans (docs/harness.md).
 */
export interface FreezeContext {
  readonly actorIsAdmin: boolean;
  readonly fromRecovery?: boolean;
  readonly resolvedDataset?: ResolvedDataset | null;
  readonly registry?: ReadonlyMap<string, PlanObject> | null;
  readonly operatorOptions?: Readonly<Record<string, PlanObject>> | null;
  readonly extensions?: readonly BenchmarkSpec[];
  readonly harnessPreflight?: HarnessPreflight;
}

export interface FrozenPlan {
  /** The frozen manifest; `digest(protocol(manifest without plan_sha256)) === planSha256`. */
  readonly manifest: PlanObject;
  readonly planSha256: string;
  readonly caseSha256: string;
  /** Planned cells (docs/plans.md "Planned cells"). */
  readonly total: number;
  readonly caseCount: number;
}

function adapterMap(extensions: readonly BenchmarkSpec[]): Map<string, BenchmarkSpec> {
  validateExtensions(extensions);
  return new Map([...BENCHMARKS, ...extensions].map((b) => [b.id, b]));
}

function setDefault(m: PlanObject, key: string, value: unknown): void {
  if (!hasKey(m, key)) put(m, key, value);
}

/** Freezes `input` (docs/plans.md "Validation order", in order); throws `PlanError`. Never mutates `input`. */
export function freezePlan(input: unknown, context: FreezeContext): FrozenPlan {
  // 1, then the recovery lineage (also step 1), then 2.
  if (!isJsonObject(input)) throw badInput('manifest must be an object');
  if (truthy(input.recovery) && context.fromRecovery !== true) {
    throw badInput('Recovery lineage requires the explicit recovery endpoint');
  }
  if (hasKey(input, 'runner_provenance')) throw badInput('Runner provenance is captured by the service, not the manifest');
  const m = cloneJson(input) as PlanObject;

  // 3–8: version, mode, defaults, experiment membership, cost policy, profile.
  if (m.version !== PROTOCOL_VERSION) throw badInput(`version must be ${PROTOCOL_VERSION}`);
  const mode = hasKey(m, 'mode') ? m.mode : 'live';
  if (mode !== 'live' && mode !== 'preview') throw badInput('mode must be live or preview; replay is not live evidence');
  setDefault(m, 'mode', 'live');
  setDefault(m, 'profile', DEFAULT_PROFILE);
  setDefault(m, 'seed', DEFAULT_SEED);
  if (!isJsonInteger(m.seed)) throw badInput('seed must be an integer');
  setDefault(m, 'name', DEFAULT_NAME);
  if (hasKey(m, 'experiment')) put(m, 'experiment', validateMembership(m.experiment));
  setDefault(m, 'cost_policy', 'require_priced');
  if (!(COST_POLICIES as readonly unknown[]).includes(m.cost_policy)) {
    throw badInput('cost_policy must be require_priced or capability_only');
  }
  const profile = PROFILES.find((p) => p.id === m.profile);
  if (profile === undefined) throw badInput(`unknown profile ${JSON.stringify(m.profile)}: the profiles are ${PROFILES.map((p) => p.id).join(', ')}`);

  // 9–11: preview context, dataset reference, operator policy.
  applyPreviewContext(m);
  applyDatasetReference(m, context.resolvedDataset);
  applyPlanPolicy(m, context);

  // 12–19: cases.
  // Extensions only add weights/versions for benchmarks present in the cases, so plans
  // without one freeze (and hash) exactly as before.
  const adapters = adapterMap(context.extensions ?? PROJECT_EXTENSIONS);
  const cases = validateCases(m.cases, { mode, profileSplit: profile.split, adapters });

  // 20–22: targets, auxiliary targets, target rules (+ legacy router_session_scope).
  const { targets, auxiliary } = targetCollections(m);
  const allTargets = validateTargets(targets, auxiliary, { mode, costPolicy: m.cost_policy as string });
  normalizeRouterSessionScope(m, targets as PlanObject[]);

  // 23: limits and output policy (the policy may set the native output ceiling first).
  const limits = mergeLimits(m.limits);
  const outputPolicy = configureOutputPolicy(m, allTargets, limits);
  put(m, 'limits', validateLimits(limits));

  // 24: sampling and request parameters.
  const sampling = freezeSampling(m, limits, outputPolicy, allTargets);

  // 25: execution cells, re-ordered to matrix order.
  if (hasKey(m, 'execution_cells')) {
    try {
      put(m, 'execution_cells', normalizeExecutionCells(cases as { id: string }[], targets as { id: string }[], m.execution_cells));
    } catch (error) {
      if (error instanceof ExecutionCellsError) throw badInput(error.message);
      throw error;
    }
  }
  put(m, 'sampling', sampling);

  // 26: the experiment role must fit the frozen run.
  if (hasKey(m, 'experiment')) validateRole(m, (m.experiment as { role: string }).role);

  // 27–29: case hash, weights, versions.
  const caseSha256 = digest(cases);
  put(m, 'case_sha256', caseSha256);
  freezeWeightsAndVersions(m, cases, adapters);

  // 30: benchmark options shape, then live adapter preflight.
  benchmarkOptions(m);
  if (mode === 'live') preflightCases(m, cases, context.harnessPreflight);

  // 31: the plan hash over everything else.
  const planSha256 = planDigest(m);
  put(m, 'plan_sha256', planSha256);
  return {
    manifest: m,
    planSha256,
    caseSha256,
    total: plannedCellsOfRecord(m).length,
    caseCount: cases.length,
  };
}

export { PlanError };
