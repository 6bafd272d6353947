// Per-case differences between a baseline target and a candidate target (docs/formats.md "Case
// diff"): the cases both planned, in the baseline's case order, each classed the way the paired
// record counts it: a case is right only when graded correct, so a failed or unanswered case
// counts as wrong, as in the planned denominator. A case without a grade on a side is unpaired.
import type { CellOutcome, MatrixCase, MatrixRow } from './case-matrix.ts';

export type CaseChange = 'win' | 'loss' | 'tie' | 'unpaired';
export type DiffView = 'changed' | 'wins' | 'losses' | 'all';

export interface DiffRow {
  testCase: MatrixCase;
  baseline: CellOutcome;
  candidate: CellOutcome;
  change: CaseChange;
}

/** Win: only the candidate is right; loss: only the baseline is; tie: both right or both not. */
export function caseChange(baseline: CellOutcome, candidate: CellOutcome): CaseChange {
  if (baseline === 'unscored' || candidate === 'unscored') return 'unpaired';
  const b = baseline === 'correct';
  const c = candidate === 'correct';
  return b === c ? 'tie' : c ? 'win' : 'loss';
}

function outcomeOf(row: MatrixRow, targetId: string): CellOutcome {
  return row.cells.find((c) => c.targetId === targetId)?.outcome ?? 'not_planned';
}

/** Cases planned on both targets, in the baseline's case order. */
export function diffRows(baseline: readonly MatrixRow[], baselineTarget: string, candidate: readonly MatrixRow[], candidateTarget: string): DiffRow[] {
  const candidates = new Map(candidate.map((row) => [row.testCase.caseId, row]));
  const rows: DiffRow[] = [];
  for (const row of baseline) {
    const other = candidates.get(row.testCase.caseId);
    if (!other) continue;
    const b = outcomeOf(row, baselineTarget);
    const c = outcomeOf(other, candidateTarget);
    if (b === 'not_planned' || c === 'not_planned') continue;
    rows.push({ testCase: row.testCase, baseline: b, candidate: c, change: caseChange(b, c) });
  }
  return rows;
}

export function diffMatches(row: DiffRow, view: DiffView, search: string | null): boolean {
  if (search) {
    const needle = search.toLowerCase();
    const { caseId, benchmark, question } = row.testCase;
    if (![caseId, benchmark, question].some((text) => text.toLowerCase().includes(needle))) return false;
  }
  if (view === 'changed') return row.change === 'win' || row.change === 'loss';
  if (view === 'wins') return row.change === 'win';
  if (view === 'losses') return row.change === 'loss';
  return true;
}

export interface DiffCounts {
  wins: number;
  ties: number;
  losses: number;
  unpaired: number;
}

export function diffCounts(rows: readonly DiffRow[]): DiffCounts {
  const counts: DiffCounts = { wins: 0, ties: 0, losses: 0, unpaired: 0 };
  for (const row of rows) {
    if (row.change === 'win') counts.wins += 1;
    else if (row.change === 'loss') counts.losses += 1;
    else if (row.change === 'tie') counts.ties += 1;
    else counts.unpaired += 1;
  }
  return counts;
}
