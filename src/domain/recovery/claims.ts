/**
 * Recovery claims (docs/runs.md "The child run", "What is stored"): one row per child cell, written in the child's
 * insertion transaction. `(parent_run_id, case_id, target_id)` is unique forever, so a cell
 * is claimed by one child only; a collision is reported as `eligibilityChanged()`.
 */
import type { RecoveryCell } from './cells.ts';

export interface RecoveryClaim {
  parent_run_id: string;
  case_id: string;
  target_id: string;
  child_run_id: string;
}

/** The claim rows of a new child, in the order of its cells. */
export function recoveryClaims(parentRunId: string, childRunId: string, cells: readonly RecoveryCell[]): RecoveryClaim[] {
  return cells.map((cell) => ({
    parent_run_id: parentRunId,
    case_id: cell.case_id,
    target_id: cell.target_id,
    child_run_id: childRunId,
  }));
}
