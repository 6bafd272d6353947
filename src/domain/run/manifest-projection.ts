// What a run record shows without its cases (docs/runs.md "What is stored"), and the projections the
// runs filter indexes (docs/runs.md "What is stored").
import { isJsonObject } from '../accounting/json-values.ts';
import type { JsonRecord } from '../json/json-value.ts';
import { plannedCells, type PlannedCell } from '../plan/planned-cells.ts';
import { experimentRoles } from './experiment-roles.ts';

/** Kept under this name for the API layer; the domain names it `JsonRecord`. */
export type { JsonRecord as JsonObject };

const LIST_KEYS = [
  'version',
  'name',
  'mode',
  'profile',
  'seed',
  'cost_policy',
  'targets',
  'limits',
  'sampling',
  'benchmark_weights',
  'adapter_versions',
  'experiment',
  'plan_sha256',
  'case_sha256',
] as const;
const DATASET_KEYS = ['id', 'name', 'path', 'sha256', 'case_count', 'profile', 'split', 'seed', 'custom_subset', 'benchmarks'] as const;
const PREPARATION_KEYS = [
  'evaluation_role',
  'coverage',
  'source_count',
  'requested_count',
  'eligible_count',
  'selected_count',
  'excluded_count',
  'history_snapshot_id',
] as const;
const RECOVERY_KEYS = ['parent_run_id', 'mode', 'selected_cells_sha256', 'parent_snapshot', 'recovery_subset', 'new_attempt_acknowledged'] as const;

/** Kept for callers outside the domain; new code imports `isJsonObject` directly. */
export { isJsonObject as isObject };

function pick(source: JsonRecord, keys: readonly string[]): JsonRecord {
  const out: JsonRecord = {};
  for (const key of keys) if (key in source) out[key] = source[key];
  return out;
}

/** A frozen `dataset` reference as runs and plans show it: its identity and counts, no source material. */
export function datasetProjection(dataset: JsonRecord): JsonRecord {
  const reduced = pick(dataset, DATASET_KEYS);
  const summary = dataset.preparation_summary;
  if (isJsonObject(summary)) {
    const families: JsonRecord = {};
    for (const [family, value] of Object.entries(summary)) {
      families[family] = isJsonObject(value) ? pick(value, PREPARATION_KEYS) : value;
    }
    reduced.preparation_summary = families;
  }
  return reduced;
}

/** The list projection of a frozen manifest (docs/runs.md "What is stored"): never the cases. */
export function listProjection(manifest: JsonRecord): JsonRecord {
  const out = pick(manifest, LIST_KEYS);
  const dataset = manifest.dataset;
  if (isJsonObject(dataset)) out.dataset = datasetProjection(dataset);
  const recovery = manifest.recovery;
  if (isJsonObject(recovery)) {
    const reduced = pick(recovery, RECOVERY_KEYS);
    const selected = recovery.selected_cells;
    reduced.selected_cell_count = Array.isArray(selected) ? selected.length : 0;
    out.recovery = reduced;
  }
  out.experiment_roles = experimentRoles(manifest);
  return out;
}

export interface RunTargetSummary {
  id: string;
  kind: string;
  model: string | null;
}

/** The run's subject targets as the manifest lists them. */
export function manifestTargets(manifest: JsonRecord): RunTargetSummary[] {
  const targets = Array.isArray(manifest.targets) ? manifest.targets : [];
  return targets.filter(isJsonObject).map((target) => ({
    id: String(target.id ?? ''),
    kind: String(target.kind ?? 'single'),
    model: typeof target.model === 'string' ? target.model : null,
  }));
}

/** Planned cells count (docs/plans.md "Planned cells"); a manifest missing cases or targets plans none. */
export function plannedCellCount(manifest: JsonRecord): number {
  const cases = Array.isArray(manifest.cases) ? (manifest.cases as { id: string }[]) : [];
  const targets = Array.isArray(manifest.targets) ? (manifest.targets as { id: string }[]) : [];
  const cells = Array.isArray(manifest.execution_cells) ? (manifest.execution_cells as PlannedCell[]) : null;
  return plannedCells({ cases, targets, execution_cells: cells }).length;
}

export interface RunProjection {
  name: string;
  mode: string;
  profile: string;
  planSha256: string | null;
  caseSha256: string | null;
  costPolicy: string | null;
  parentRunId: string | null;
  experimentId: string | null;
  targetIds: string[];
  caseCount: number;
  plannedCells: number;
  searchText: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The indexed columns of a run row, derived from its manifest. */
export function runProjection(runId: string, manifest: JsonRecord): RunProjection {
  const targets = manifestTargets(manifest);
  const recovery = isJsonObject(manifest.recovery) ? manifest.recovery : {};
  const experiment = isJsonObject(manifest.experiment) ? manifest.experiment : {};
  const name = text(manifest.name) ?? runId;
  const profile = text(manifest.profile) ?? '';
  const searchParts = [runId, name, profile, ...targets.flatMap((t) => [t.id, t.kind, t.model ?? ''])];
  return {
    name,
    mode: text(manifest.mode) ?? 'live',
    profile,
    planSha256: text(manifest.plan_sha256),
    caseSha256: text(manifest.case_sha256),
    costPolicy: text(manifest.cost_policy),
    parentRunId: text(recovery.parent_run_id),
    experimentId: text(experiment.id),
    targetIds: targets.map((t) => t.id),
    caseCount: Array.isArray(manifest.cases) ? manifest.cases.length : 0,
    plannedCells: plannedCellCount(manifest),
    searchText: searchParts.filter(Boolean).join('\n').toLowerCase(),
  };
}
