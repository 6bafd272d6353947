/**
 * Planned cells (docs/plans.md): the denominators of every report.
 * `manifest.execution_cells` when present and non-empty, else every case × every target,
 * case-major in manifest order.
 */
import { isJsonObject } from '../accounting/json-values.ts';
import type { JsonRecord } from '../json/json-value.ts';

/** A type alias (not an interface) so it stays assignable to a JSON value. */
export type PlannedCell = {
  case_id: string;
  target_id: string;
};

/** The parts of a manifest that planned cells read. */
export interface PlannedCellsManifest {
  readonly cases: readonly { readonly id: string }[];
  readonly targets: readonly { readonly id: string }[];
  readonly execution_cells?: readonly PlannedCell[] | null;
}

export function plannedCells(manifest: PlannedCellsManifest): PlannedCell[] {
  const explicit = manifest.execution_cells;
  if (explicit && explicit.length > 0) {
    return explicit.map(({ case_id, target_id }) => ({ case_id, target_id }));
  }
  const cells: PlannedCell[] = [];
  for (const c of manifest.cases) {
    for (const t of manifest.targets) cells.push({ case_id: c.id, target_id: t.id });
  }
  return cells;
}

/**
 * `plannedCells` of a manifest held as unnarrowed JSON. Frozen manifests were validated when
 * they were frozen, so entries without string ids do not occur; they are skipped, not guessed.
 */
export function plannedCellsOfRecord(manifest: Readonly<JsonRecord>): PlannedCell[] {
  const cells = manifest.execution_cells;
  return plannedCells({
    cases: withIds(manifest.cases),
    targets: withIds(manifest.targets),
    execution_cells: Array.isArray(cells) ? cells.filter(isCell) : null,
  });
}

function withIds(entries: unknown): { id: string }[] {
  return Array.isArray(entries) ? entries.filter((e): e is { id: string } => isJsonObject(e) && typeof e.id === 'string') : [];
}

function isCell(value: unknown): value is PlannedCell {
  return isJsonObject(value) && typeof value.case_id === 'string' && typeof value.target_id === 'string';
}

/** The case ids of one target's planned cells, in planned order. */
export function plannedCaseIds(cells: readonly PlannedCell[], targetId: string): string[] {
  return cells.filter((cell) => cell.target_id === targetId).map((cell) => cell.case_id);
}

/** A rejected `execution_cells` list; the message is the one a client sees (docs/plans.md "Execution cells"). */
export class ExecutionCellsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExecutionCellsError';
  }
}

export const INVALID_CELLS_MESSAGE = 'execution_cells must select valid case/target pairs';
export const DUPLICATE_CELLS_MESSAGE = 'execution_cells must not contain duplicate pairs';
export const TARGET_WITHOUT_CELLS_MESSAGE = 'Every target must have at least one selected case';

/**
 * Validates an explicit subset at plan time and returns it re-ordered to matrix
 * (case-major) order (docs/plans.md "Execution cells"): a non-empty list of exact `{case_id, target_id}`
 * string pairs from the case × target matrix, no duplicates, every target keeping a cell.
 */
export function normalizeExecutionCells(
  cases: readonly { readonly id: string }[],
  targets: readonly { readonly id: string }[],
  executionCells: unknown,
): PlannedCell[] {
  if (!Array.isArray(executionCells) || executionCells.length === 0) {
    throw new ExecutionCellsError(INVALID_CELLS_MESSAGE);
  }
  const caseIds = new Set(cases.map((c) => c.id));
  const targetIds = new Set(targets.map((t) => t.id));
  // Every cell is checked before duplicates are looked for (the original's order).
  const cells = executionCells as unknown[];
  if (cells.some((cell) => !isExactPair(cell) || !caseIds.has(cell.case_id) || !targetIds.has(cell.target_id))) {
    throw new ExecutionCellsError(INVALID_CELLS_MESSAGE);
  }
  // case id → selected target ids; a Map of Sets avoids any separator ambiguity in the key.
  const selected = new Map<string, Set<string>>();
  for (const cell of cells as PlannedCell[]) {
    let forCase = selected.get(cell.case_id);
    if (forCase === undefined) selected.set(cell.case_id, (forCase = new Set()));
    if (forCase.has(cell.target_id)) throw new ExecutionCellsError(DUPLICATE_CELLS_MESSAGE);
    forCase.add(cell.target_id);
  }
  const ordered = plannedCells({ cases, targets }).filter((cell) => selected.get(cell.case_id)?.has(cell.target_id));
  const covered = new Set(ordered.map((cell) => cell.target_id));
  if (targets.some((t) => !covered.has(t.id))) throw new ExecutionCellsError(TARGET_WITHOUT_CELLS_MESSAGE);
  return ordered;
}

function isExactPair(value: unknown): value is PlannedCell {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  return keys.length === 2 && typeof record['case_id'] === 'string' && typeof record['target_id'] === 'string';
}
