// The case × target matrix of a run (docs/formats.md "Case matrix"): one row per planned case in
// plan order, one cell per target in plan order, each cell's outcome from its saved result.
// Rows can be narrowed to the cases some target got wrong, or where the targets disagree.

export type CellOutcome = 'correct' | 'wrong' | 'unscored' | 'failed' | 'running' | 'pending' | 'not_planned';
export type MatrixView = 'all' | 'wrong' | 'disagree';

export interface MatrixCase {
  caseId: string;
  benchmark: string;
  /** The public question text (never the reference answer). */
  question: string;
}

/** What the matrix reads of one saved result. */
export interface ResultOutcome {
  caseId: string;
  targetId: string;
  status: string;
  correct: boolean | null;
}

export interface MatrixCell {
  targetId: string;
  outcome: CellOutcome;
}

export interface MatrixRow {
  testCase: MatrixCase;
  cells: MatrixCell[];
}

export interface MatrixFilter {
  view: MatrixView;
  /** Case-insensitive text in the case id, benchmark or question. */
  search: string | null;
  benchmarks: readonly string[] | null;
}

/** A saved result's outcome; failed, cancelled, unknown and timed-out cells all count as failed. */
export function cellOutcome(result: ResultOutcome | undefined, planned: boolean): CellOutcome {
  if (result === undefined) return planned ? 'pending' : 'not_planned';
  if (result.status === 'running') return 'running';
  if (result.status !== 'completed') return 'failed';
  if (result.correct === true) return 'correct';
  if (result.correct === false) return 'wrong';
  return 'unscored';
}

/** One cell's key in maps of cells (case ids and target ids hold no NUL). */
export const cellKey = (caseId: string, targetId: string): string => `${caseId}\u0000${targetId}`;

/** Every planned case with its cells; `planned` holds the planned cells' keys as `cellKey` gives them. */
export function buildMatrix(
  cases: readonly MatrixCase[],
  targetIds: readonly string[],
  plannedCells: readonly { case_id: string; target_id: string }[],
  results: readonly ResultOutcome[],
): MatrixRow[] {
  const planned = new Set(plannedCells.map((c) => cellKey(c.case_id, c.target_id)));
  const byCell = new Map(results.map((r) => [cellKey(r.caseId, r.targetId), r]));
  const rows: MatrixRow[] = [];
  for (const testCase of cases) {
    const cells = targetIds.map((targetId) => {
      const key = cellKey(testCase.caseId, targetId);
      return { targetId, outcome: cellOutcome(byCell.get(key), planned.has(key)) };
    });
    // A case with no planned cell (a subset plan) is not part of the run.
    if (cells.some((c) => c.outcome !== 'not_planned')) rows.push({ testCase, cells });
  }
  return rows;
}

const isWrong = (outcome: CellOutcome) => outcome === 'wrong' || outcome === 'failed';
const isGraded = (outcome: CellOutcome) => outcome === 'correct' || isWrong(outcome);

/** Whether `row` is shown under `filter`. "Disagree": among graded cells, some right and some not. */
export function rowMatches(row: MatrixRow, filter: MatrixFilter): boolean {
  if (filter.benchmarks && filter.benchmarks.length > 0 && !filter.benchmarks.includes(row.testCase.benchmark)) return false;
  if (filter.search) {
    const needle = filter.search.toLowerCase();
    const { caseId, benchmark, question } = row.testCase;
    if (![caseId, benchmark, question].some((text) => text.toLowerCase().includes(needle))) return false;
  }
  if (filter.view === 'wrong') return row.cells.some((c) => isWrong(c.outcome));
  if (filter.view === 'disagree') {
    const graded = row.cells.filter((c) => isGraded(c.outcome));
    return graded.some((c) => c.outcome === 'correct') && graded.some((c) => isWrong(c.outcome));
  }
  return true;
}
