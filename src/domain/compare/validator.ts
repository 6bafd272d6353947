/**
 * Comparison validation (docs/comparison.md): the baseline checks B1-B4, done once per baseline
 * whatever the candidates are, then the candidate checks C1-C5 per candidate. Reads the run
 * record, the frozen plan and result rows only (no calls, no report), so the same checks
 * serve `compare` and the `comparisonOptions` listing.
 */
import { plannedCells } from '../plan/planned-cells.ts';
import type { Manifest } from '../report/input.ts';
import { COMPARISON_MESSAGES, ComparisonError } from './errors.ts';
import { protocolIncompatibility } from './protocol.ts';
import { COMPARABLE_STATUSES, qualityRows } from './quality-rows.ts';
import type { QualityResult, QualityRows } from './quality-rows.ts';

/** What validation reads of a run: a subset of `ReportInput` (report/input.ts). */
export interface ComparisonRunFacts {
  readonly run: { readonly id: string; readonly status: string; readonly manifest: Manifest };
  /** Result `data` objects in store order. */
  readonly results: readonly QualityResult[];
}

/** What the baseline checks derive (the original's validator state). */
export interface BaselineValidation {
  readonly runId: string;
  readonly status: string;
  readonly manifest: Manifest;
  /** Ids of the `single` targets, manifest order. */
  readonly singles: readonly string[];
  /** The planned case set shared by every baseline target. */
  readonly expected: ReadonlySet<string>;
  /** Baseline manifest cases in `expected`, manifest order: the pairing order. */
  readonly caseIds: readonly string[];
  /** case id → benchmark, from the baseline manifest (for `case_ids`). */
  readonly caseBenchmark: ReadonlyMap<string, string>;
  /** Quality rows of every baseline target. */
  readonly rows: QualityRows;
}

export interface CandidateValidation {
  readonly runId: string;
  readonly status: string;
  readonly manifest: Manifest;
  /** Quality rows of every candidate target (candidate manifest order). */
  readonly rows: QualityRows;
}

/** target id → planned case ids (docs/plans.md "Planned cells"), for the manifest's targets. */
function plannedCaseSets(manifest: Manifest): Map<string, Set<string>> {
  const sets = new Map<string, Set<string>>();
  for (const target of manifest.targets) sets.set(target.id, new Set());
  for (const cell of plannedCells(manifest)) sets.get(cell.target_id)?.add(cell.case_id);
  return sets;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const item of a) if (!b.has(item)) return false;
  return true;
}

function coversExactly(manifest: Manifest, expected: ReadonlySet<string>): boolean {
  for (const cases of plannedCaseSets(manifest).values()) if (!sameSet(cases, expected)) return false;
  return true;
}

/**
 * B1-B3 (docs/comparison.md "Validation"): the checks that need the frozen plan and status only. Returns the
 * singles and the shared planned case set.
 */
export function baselinePlanChecks(run: ComparisonRunFacts['run']): { singles: string[]; expected: Set<string> } {
  const manifest = run.manifest;
  if (!COMPARABLE_STATUSES.has(run.status) || manifest.mode !== 'live') {
    throw new ComparisonError(COMPARISON_MESSAGES.baselineNotComparable);
  }
  const singles = manifest.targets.filter((t) => t.kind === 'single').map((t) => t.id);
  if (singles.length === 0) throw new ComparisonError(COMPARISON_MESSAGES.baselineWithoutSingle);
  const planned = plannedCaseSets(manifest);
  const expected = planned.get(singles[0]!) ?? new Set<string>();
  if (expected.size === 0 || ![...planned.values()].every((cases) => sameSet(cases, expected))) {
    throw new ComparisonError(COMPARISON_MESSAGES.baselineCases);
  }
  return { singles, expected };
}

/** B1-B4 (docs/comparison.md "Validation"). Throws `ComparisonError` with the exact message of the first failure. */
export function validateBaseline(facts: ComparisonRunFacts): BaselineValidation {
  const { run } = facts;
  const manifest = run.manifest;
  const { singles, expected } = baselinePlanChecks(run);
  const rows = qualityRows(
    manifest.targets.map((t) => t.id),
    facts.results,
    expected,
    'Baseline',
  );
  const caseIds: string[] = [];
  const caseBenchmark = new Map<string, string>();
  for (const testCase of manifest.cases) {
    if (!expected.has(testCase.id)) continue;
    caseIds.push(testCase.id);
    if (!caseBenchmark.has(testCase.id)) caseBenchmark.set(testCase.id, testCase.benchmark);
  }
  return { runId: run.id, status: run.status, manifest, singles, expected, caseIds, caseBenchmark, rows };
}

/**
 * C1-C4 (docs/comparison.md "Validation"): the checks that need the candidate's frozen plan and status only.
 * Throws `ComparisonError`.
 */
export function candidatePlanChecks(baseline: Pick<BaselineValidation, 'runId' | 'manifest' | 'expected'>, run: ComparisonRunFacts['run']): void {
  if (run.id === baseline.runId) throw new ComparisonError(COMPARISON_MESSAGES.sameRun);
  const incompatibility = protocolIncompatibility(baseline.manifest, run.manifest);
  if (incompatibility !== null) throw new ComparisonError(incompatibility);
  if (!COMPARABLE_STATUSES.has(run.status)) throw new ComparisonError(COMPARISON_MESSAGES.candidateNotComparable);
  if (!coversExactly(run.manifest, baseline.expected)) throw new ComparisonError(COMPARISON_MESSAGES.candidateCases);
}

/** C1-C5 (docs/comparison.md "Validation") against an already validated baseline. Throws `ComparisonError`. */
export function validateCandidate(baseline: BaselineValidation, facts: ComparisonRunFacts): CandidateValidation {
  const { run } = facts;
  candidatePlanChecks(baseline, run);
  const rows = qualityRows(
    run.manifest.targets.map((t) => t.id),
    facts.results,
    baseline.expected,
    'Candidate',
  );
  return { runId: run.id, status: run.status, manifest: run.manifest, rows };
}
