/**
 * The child attempt's manifest (docs/runs.md "The child run"): a deep copy of the parent's frozen manifest
 * reduced to the selected cells, carrying the `recovery` lineage block, then frozen like any
 * plan (2) on the recovery path. Parent evidence and spend stay with the parent.
 */
import { hasKey, isJsonObject } from '../accounting/json-values.ts';
import type { BenchmarkSpec } from '../catalog/benchmarks.ts';
import { digest } from '../hashing/canonical.ts';
import type { ResolvedDataset } from '../plan/dataset-reference.ts';
import { freezePlan } from '../plan/freeze.ts';
import type { FrozenPlan } from '../plan/freeze.ts';
import { cloneJson, put } from '../plan/json.ts';
import type { PlanObject } from '../plan/json.ts';
import { plannedCellsOfRecord } from '../plan/planned-cells.ts';
import type { HarnessPreflight } from '../plan/preflight.ts';
import { cellKey, cellKeySet, exactCell } from './cells.ts';
import type { RecoveryCell } from './cells.ts';
import type { RecoveryMode } from './exclusion.ts';
import type { ParentSnapshot } from './parent-snapshot.ts';

export const RECOVERY_NAME_PREFIX = 'Recovery subset: ';
const AUXILIARY_ROLES = ['judge', 'simulator'] as const;

/** What the child is built from: a checked selection (`checkRecoverEligibility`). */
export interface ChildSelection {
  readonly parentRunId: string;
  readonly mode: RecoveryMode;
  /** As submitted: becomes `recovery.selected_cells` (and its digest). */
  readonly selectedCells: readonly RecoveryCell[];
  /** The recomputed plan's `parent` (lexeme-preserving). */
  readonly parentSnapshot: ParentSnapshot;
}

export interface ChildManifestOptions {
  /**
   * Whether the recovering actor may manage the parent's experiment: the inherited
   * membership is re-labelled `recovery` if so, removed otherwise.
   */
  readonly canManageExperiment: boolean;
  /** The parent's `manifest.dataset`, resolved by the caller (docs/plans.md "Dataset references"), when it has one. */
  readonly resolvedDataset?: ResolvedDataset | null;
  readonly extensions?: readonly BenchmarkSpec[];
  readonly harnessPreflight?: HarnessPreflight;
}

/** `recovery` = `{parent_run_id, mode, selected_cells, selected_cells_sha256, parent_snapshot, recovery_subset, new_attempt_acknowledged}`. */
export function recoveryBlock(selection: ChildSelection): PlanObject {
  const selected = selection.selectedCells.map(exactCell);
  return {
    parent_run_id: selection.parentRunId,
    mode: selection.mode,
    selected_cells: selected,
    selected_cells_sha256: digest(selected),
    parent_snapshot: cloneJson(selection.parentSnapshot),
    recovery_subset: true,
    new_attempt_acknowledged: selection.mode === 'failed',
  };
}

/** Ids that `benchmark_options` references as judge or simulator. */
function auxiliaryReferences(manifest: PlanObject): Set<string> {
  const references = new Set<string>();
  const options = manifest.benchmark_options;
  if (!isJsonObject(options)) return references;
  for (const value of Object.values(options)) {
    if (!isJsonObject(value)) continue;
    for (const role of AUXILIARY_ROLES) {
      const id = value[role];
      if (typeof id === 'string' && id !== '') references.add(id);
    }
  }
  return references;
}

/** The unfrozen child manifest (docs/runs.md "The child run", every step before freezing). */
export function childManifestDraft(parentManifest: Readonly<Record<string, unknown>>, selection: ChildSelection, canManageExperiment: boolean): PlanObject {
  const m = cloneJson(parentManifest) as PlanObject;
  const selected = cellKeySet(selection.selectedCells);
  const selectedTargets = new Set(selection.selectedCells.map((cell) => cell.target_id));

  // Targets of the selected cells; removed judge/simulator references become auxiliary.
  const targets = Array.isArray(m.targets) ? (m.targets as unknown[]) : [];
  const references = auxiliaryReferences(m);
  const auxiliary: PlanObject = isJsonObject(m.auxiliary_targets) ? { ...(m.auxiliary_targets as PlanObject) } : {};
  const kept: unknown[] = [];
  for (const target of targets) {
    const id = isJsonObject(target) ? target.id : undefined;
    if (typeof id === 'string' && selectedTargets.has(id)) kept.push(target);
    else if (typeof id === 'string' && references.has(id)) put(auxiliary, id, target);
  }
  put(m, 'targets', kept);
  put(m, 'auxiliary_targets', auxiliary);

  // The parent's planned-cell order (the parent's matrix, or its own execution_cells).
  const executionCells = plannedCellsOfRecord(parentManifest)
    .filter((cell) => selected.has(cellKey(cell)))
    .map(exactCell);
  put(m, 'execution_cells', executionCells);
  put(m, 'name', `${RECOVERY_NAME_PREFIX}${typeof m.name === 'string' ? m.name : String(m.name ?? '')}`);
  put(m, 'recovery', recoveryBlock(selection));

  if (hasKey(m, 'experiment')) {
    if (canManageExperiment && isJsonObject(m.experiment)) put(m, 'experiment', { ...(m.experiment as PlanObject), role: 'recovery' });
    else delete m.experiment;
  }
  delete m.plan_sha256;
  return m;
}

/**
 * docs/runs.md "The child run": the child manifest, frozen on the recovery path (`fromRecovery`, trusted:
 * the targets are the parent's frozen ones). Throws `PlanError` when the subset does not
 * freeze (e.g. a dataset reference that no longer resolves).
 */
export function childManifest(parentManifest: Readonly<Record<string, unknown>>, selection: ChildSelection, options: ChildManifestOptions): FrozenPlan {
  const draft = childManifestDraft(parentManifest, selection, options.canManageExperiment);
  return freezePlan(draft, {
    actorIsAdmin: true,
    fromRecovery: true,
    resolvedDataset: options.resolvedDataset ?? null,
    ...(options.extensions === undefined ? {} : { extensions: options.extensions }),
    ...(options.harnessPreflight === undefined ? {} : { harnessPreflight: options.harnessPreflight }),
  });
}
