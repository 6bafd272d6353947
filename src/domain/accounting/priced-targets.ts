/**
 * Priced-target resolution (docs/accounting.md "Priced targets"): which frozen target's prices apply to a call.
 * Subject calls are priced by their own target; judge/simulator calls by the auxiliary
 * target their case's benchmark references.
 */
import { isJsonObject, truthy } from './json-values.ts';
import type { JsonRecord } from './json-values.ts';
import type { PriceTable } from './pricing.ts';

/** A frozen target object (docs/plans.md "Targets and prices"); only the fields accounting reads are typed. */
export interface TargetSpec {
  readonly id: string;
  readonly kind?: string;
  readonly model?: string;
  readonly prices?: PriceTable | null;
  readonly expected_response_model?: string | null;
  readonly request_params?: JsonRecord | null;
  readonly [key: string]: unknown;
}

/**
 * The manifest fields resolution reads. Typed `unknown` because frozen manifests arrive as
 * stored JSON; shapes are checked at runtime and a mismatch is a resolution error.
 */
export interface PricingManifest {
  readonly targets?: unknown;
  readonly auxiliary_targets?: unknown;
  readonly cases?: unknown;
  readonly benchmark_options?: unknown;
}

/** The call fields resolution reads (docs/reports.md "Inputs"). */
export interface PricedCallRef {
  readonly role?: unknown;
  readonly target_id?: unknown;
  readonly case_id?: unknown;
}

export type PricedTargetErrorCode = 'subject_target_missing' | 'case_missing' | 'auxiliary_reference_missing';

/**
 * A call whose priced target cannot be resolved. Only `auxiliary_reference_missing` carries
 * a public reason (docs/accounting.md "Reconciliation": "Saved auxiliary target identity is unavailable"); the
 * other codes are internal and reconciliation reports them with its generic reason.
 */
export class PricedTargetError extends Error {
  override readonly name = 'PricedTargetError';
  readonly code: PricedTargetErrorCode;
  constructor(code: PricedTargetErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export const AUXILIARY_IDENTITY_UNAVAILABLE = 'Saved auxiliary target identity is unavailable';

function isTarget(value: unknown): value is TargetSpec {
  return isJsonObject(value) && typeof value.id === 'string';
}

/** Inventory = auxiliary targets overlaid by subject targets (same id → subject wins). */
export function targetInventory(manifest: PricingManifest): Map<string, TargetSpec> {
  const inventory = new Map<string, TargetSpec>();
  if (isJsonObject(manifest.auxiliary_targets)) {
    for (const [id, target] of Object.entries(manifest.auxiliary_targets)) {
      if (isTarget(target)) inventory.set(id, target);
    }
  }
  if (Array.isArray(manifest.targets)) {
    for (const target of manifest.targets as readonly unknown[]) {
      if (isTarget(target)) inventory.set(target.id, target);
    }
  }
  return inventory;
}

/** The case object of `case_id` in the frozen plan (first match), or undefined. */
function findCase(manifest: PricingManifest, caseId: unknown): JsonRecord | undefined {
  if (!Array.isArray(manifest.cases)) return undefined;
  for (const item of manifest.cases as readonly unknown[]) {
    if (isJsonObject(item) && item.id === caseId) return item;
  }
  return undefined;
}

/** docs/accounting.md "Priced targets". Throws `PricedTargetError` when the call's target cannot be resolved. */
export function resolvePricedTarget(
  manifest: PricingManifest,
  call: PricedCallRef,
  inventory: ReadonlyMap<string, TargetSpec> = targetInventory(manifest),
): TargetSpec {
  if (call.role === 'subject') {
    const target = typeof call.target_id === 'string' ? inventory.get(call.target_id) : undefined;
    if (target === undefined) {
      throw new PricedTargetError('subject_target_missing', `Unknown subject target: ${String(call.target_id)}`);
    }
    return target;
  }
  // Every other role is evaluation overhead, priced by the benchmark's auxiliary reference.
  const item = findCase(manifest, call.case_id);
  if (item === undefined) {
    throw new PricedTargetError('case_missing', `Unknown case of auxiliary call: ${String(call.case_id)}`);
  }
  const options = isJsonObject(manifest.benchmark_options) ? manifest.benchmark_options : {};
  const benchmarkOptions = typeof item.benchmark === 'string' ? options[item.benchmark] : undefined;
  const reference = isJsonObject(benchmarkOptions) && typeof call.role === 'string' ? benchmarkOptions[call.role] : undefined;
  const target = typeof reference === 'string' && truthy(reference) ? inventory.get(reference) : undefined;
  if (target === undefined) throw new PricedTargetError('auxiliary_reference_missing', AUXILIARY_IDENTITY_UNAVAILABLE);
  return target;
}
