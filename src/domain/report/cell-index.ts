import type { ReportCall, ResultData } from './input.ts';

/** The result row and subject calls (stored order) of one `(target_id, case_id)` cell. */
export interface CellEvidence {
  row: ResultData | undefined;
  subjectCalls: ReportCall[];
}

const EMPTY: CellEvidence = Object.freeze({ row: undefined, subjectCalls: [] as ReportCall[] });

/**
 * Rows and subject calls keyed by target, then case, built in one pass so that per-cell
 * look-ups (report.md 10.4 executions) cost O(1) instead of a scan per cell.
 */
export class CellIndex {
  private readonly cells = new Map<string, Map<string, CellEvidence>>();

  constructor(results: readonly ResultData[], calls: readonly ReportCall[]) {
    for (const row of results) this.cell(row.target_id, row.case_id).row = row;
    for (const call of calls) {
      if (call.role !== 'subject' || call.case_id === null || call.case_id === undefined) continue;
      this.cell(call.target_id, call.case_id).subjectCalls.push(call);
    }
  }

  get(targetId: string, caseId: string): CellEvidence {
    return this.cells.get(targetId)?.get(caseId) ?? EMPTY;
  }

  private cell(targetId: string, caseId: string): CellEvidence {
    let byCase = this.cells.get(targetId);
    if (byCase === undefined) {
      byCase = new Map();
      this.cells.set(targetId, byCase);
    }
    let cell = byCase.get(caseId);
    if (cell === undefined) {
      cell = { row: undefined, subjectCalls: [] };
      byCase.set(caseId, cell);
    }
    return cell;
  }
}
