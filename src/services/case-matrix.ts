// Run.caseMatrix: the run's planned cases with one outcome per target (docs/formats.md "Case
// matrix"), narrowed by a filter and read a page at a time. The frozen manifest never changes,
// so its parsed cases are kept per run; the results' outcomes are read fresh on every request.
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../db/client.ts';
import { resultOutcomesOfRun, resultsByKeys, type ResultRecord } from '../db/queries/results.ts';
import { runManifestRow, type RunRecord } from '../db/queries/runs.ts';
import { publicCase } from '../domain/dataset/public-case.ts';
import { plannedCellsOfRecord } from '../domain/plan/planned-cells.ts';
import { buildMatrix, cellKey, rowMatches, type MatrixCase, type MatrixFilter, type MatrixRow } from '../domain/report/case-matrix.ts';

interface PlannedMatrix {
  cases: MatrixCase[];
  targetIds: string[];
  cells: { case_id: string; target_id: string }[];
}

/** Parsed plans of recently viewed runs: a standard plan holds thousands of cases. */
const PLANS = new LRUCache<string, PlannedMatrix>({ max: 32 });

type Record_ = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);

async function plannedMatrix(db: DbOrTx, run: RunRecord): Promise<PlannedMatrix> {
  const kept = PLANS.get(run.id);
  if (kept) return kept;
  const row = await runManifestRow(db, run.id);
  const manifest: unknown = row ? JSON.parse(row.manifest) : {};
  const record = isRecord(manifest) ? manifest : {};
  const cases = (Array.isArray(record.cases) ? record.cases : []).filter(isRecord).map((c) => {
    // The public projection: the question as anyone may see it, never the reference answer.
    const shown = publicCase(c);
    return { caseId: shown.id, benchmark: shown.benchmark, question: shown.question };
  });
  const targetIds = (Array.isArray(record.targets) ? record.targets : []).filter(isRecord).map((t) => String(t.id));
  const planned = { cases, targetIds, cells: plannedCellsOfRecord(record as Parameters<typeof plannedCellsOfRecord>[0]) };
  PLANS.set(run.id, planned);
  return planned;
}

/** The ids of the run's planned cases, in plan order. */
export async function plannedCaseIds(db: DbOrTx, run: RunRecord): Promise<string[]> {
  return (await plannedMatrix(db, run)).cases.map((c) => c.caseId);
}

/** Every planned case of `run` with its cells, unfiltered: the matrix the views narrow. */
export async function matrixRowsOf(db: DbOrTx, run: RunRecord): Promise<{ targetIds: string[]; rows: MatrixRow[] }> {
  const plan = await plannedMatrix(db, run);
  const outcomes = (await resultOutcomesOfRun(db, run.id)).map((r) => ({ ...r, correct: typeof r.correct === 'boolean' ? r.correct : null }));
  return { targetIds: plan.targetIds, rows: buildMatrix(plan.cases, plan.targetIds, plan.cells, outcomes) };
}

/** The rows after `after` (an index) or before `before`, at most `limit` of them. */
export function pageOf<T>(rows: readonly T[], page: { limit: number; after: number | null; before: number | null; backward: boolean }) {
  let start = page.after === null ? 0 : page.after + 1;
  const end0 = page.before === null ? rows.length : Math.min(rows.length, page.before);
  if (page.backward) start = Math.max(start, end0 - page.limit);
  const end = page.backward ? end0 : Math.min(end0, start + page.limit);
  return { start, slice: rows.slice(start, end), hasNextPage: end < rows.length, hasPreviousPage: start > 0 };
}

/** Saved results of these cells of `runId`, by `cellKey`. */
export async function savedResults(db: DbOrTx, runId: string, cells: readonly { caseId: string; targetId: string }[]): Promise<Map<string, ResultRecord>> {
  const rows = await resultsByKeys(
    db,
    cells.map((c) => ({ runId, ...c })),
  );
  return new Map(rows.map((r) => [cellKey(r.caseId, r.targetId), r]));
}

export interface MatrixPageRow extends MatrixRow {
  /** The saved result of each cell (same order as `cells`); null where there is none. */
  results: (ResultRecord | null)[];
  /** 0-based position among the filtered rows: the row's cursor. */
  index: number;
}

export interface MatrixPage {
  targetIds: string[];
  rows: MatrixPageRow[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** The filtered rows after `after` (an index) or before `before`, at most `limit` of them. */
export async function caseMatrixPage(
  db: DbOrTx,
  run: RunRecord,
  filter: MatrixFilter,
  page: { limit: number; after: number | null; before: number | null; backward: boolean },
): Promise<MatrixPage> {
  const matrix = await matrixRowsOf(db, run);
  const rows = matrix.rows.filter((row) => rowMatches(row, filter));
  const { start, slice, hasNextPage, hasPreviousPage } = pageOf(rows, page);
  const cells = slice.flatMap((row) =>
    row.cells.filter((c) => c.outcome !== 'pending' && c.outcome !== 'not_planned').map((c) => ({ caseId: row.testCase.caseId, targetId: c.targetId })),
  );
  const saved = await savedResults(db, run.id, cells);
  return {
    targetIds: matrix.targetIds,
    rows: slice.map((row, i) => ({ ...row, index: start + i, results: row.cells.map((c) => saved.get(cellKey(row.testCase.caseId, c.targetId)) ?? null) })),
    totalCount: rows.length,
    hasNextPage,
    hasPreviousPage,
  };
}
