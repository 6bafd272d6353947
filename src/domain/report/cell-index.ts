import { compareNumbers, OrderedList } from './ordered-list.ts';
import type { ReportCall, ResultData } from './input.ts';

/** The result row and subject calls (stored order) of one `(target_id, case_id)` cell. */
export interface CellEvidence {
  readonly row: ResultData | undefined;
  readonly subjectCalls: readonly ReportCall[];
}

interface Cell extends CellEvidence {
  row: ResultData | undefined;
  calls: OrderedList<number, ReportCall>;
}

const EMPTY: CellEvidence = Object.freeze({ row: undefined, subjectCalls: Object.freeze([]) as readonly ReportCall[] });

/**
 * Rows and subject calls keyed by target, then case, so that per-cell look-ups
 * (the executions of docs/reports.md "Fault summary") cost O(1) instead of a scan per cell. Rows and calls are put
 * one at a time, in any order: a call's place is its stored sequence number.
 */
export class CellIndex {
  private readonly cells = new Map<string, Map<string, Cell>>();

  putRow(row: ResultData): void {
    this.cell(row.target_id, row.case_id).row = row;
  }

  /** Keeps subject calls with a case; other calls are not part of any cell. */
  putCall(seq: number, call: ReportCall): void {
    if (call.role !== 'subject' || call.case_id === null || call.case_id === undefined) return;
    this.cell(call.target_id, call.case_id).calls.put(seq, call);
  }

  get(targetId: string, caseId: string): CellEvidence {
    return this.cells.get(targetId)?.get(caseId) ?? EMPTY;
  }

  private cell(targetId: string, caseId: string): Cell {
    let byCase = this.cells.get(targetId);
    if (byCase === undefined) {
      byCase = new Map();
      this.cells.set(targetId, byCase);
    }
    let cell = byCase.get(caseId);
    if (cell === undefined) {
      const calls = new OrderedList<number, ReportCall>(compareNumbers);
      // `subjectCalls` is the list's own array: puts change it in place, so the cell is its evidence.
      cell = { row: undefined, calls, subjectCalls: calls.items };
      byCase.set(caseId, cell);
    }
    return cell;
  }
}
