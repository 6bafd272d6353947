/**
 * Recovery cells (docs/runs.md "Recovery runs"): exact `{case_id, target_id}` pairs, and a set of them keyed
 * without separator ambiguity (a case id may contain any character).
 */
import { isJsonObject } from '../accounting/json-values.ts';
import type { PlannedCell } from '../plan/planned-cells.ts';

export type RecoveryCell = PlannedCell;

/** An unambiguous identity for a cell: the JSON text of `[case_id, target_id]`. */
export function cellKey(cell: { readonly case_id: string; readonly target_id: string }): string {
  return JSON.stringify([cell.case_id, cell.target_id]);
}

/** A fresh `{case_id, target_id}` object (no other keys, whatever the source carried). */
export function exactCell(cell: { readonly case_id: string; readonly target_id: string }): RecoveryCell {
  return { case_id: cell.case_id, target_id: cell.target_id };
}

/** docs/runs.md "Recover", step 2; docs/plans.md "Execution cells": an object with exactly the keys `case_id` and `target_id`, both strings. */
export function isExactCell(value: unknown): value is RecoveryCell {
  if (!isJsonObject(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    Object.hasOwn(value, 'case_id') &&
    Object.hasOwn(value, 'target_id') &&
    typeof value.case_id === 'string' &&
    typeof value.target_id === 'string'
  );
}

/** The cell keys of a list (duplicates collapse). */
export function cellKeySet(cells: Iterable<{ readonly case_id: string; readonly target_id: string }>): Set<string> {
  const keys = new Set<string>();
  for (const cell of cells) keys.add(cellKey(cell));
  return keys;
}
