/**
 * The sr-bench 1.0 comparison object (docs/comparison.md "The document"): every candidate target against the
 * strongest single-model target of the baseline on identical planned cases. Pure and
 * read-only: it makes zero model requests.
 *
 * A baseline compared with several candidates is prepared once (`prepareBaseline`: checks
 * B1-B4, then lazily its report, selection and pairing frame) and reused by
 * `compareWithBaseline` for each candidate (docs/comparison.md "Several candidates").
 */
import { buildReport } from '../report/document.ts';
import type { ReportDocument, TargetRow } from '../report/document.ts';
import type { ReportInput } from '../report/input.ts';
import { sub, toNumber } from '../stats/rational.ts';
import type { PicksSource } from '../stats/bootstrap.ts';
import { strongestSingle } from './baseline.ts';
import type { BaselineSelection } from './baseline.ts';
import { baselineCostReason, REQUIRE_PRICED } from './costs.ts';
import { exactQuality } from './exact-quality.ts';
import { comparisonItem } from './item.ts';
import type { ComparisonItem } from './item.ts';
import { BASELINE_SELECTION, BASELINE_SELECTION_QUALIFICATION, BASELINE_TIE_POLICY, COMPARISON_VERSION, QUALITY_DENOMINATOR } from './labels.ts';
import { pairingFrame, pairOutcomes } from './pairing.ts';
import type { PairingFrame } from './pairing.ts';
import { validateBaseline, validateCandidate } from './validator.ts';
import type { BaselineValidation, CandidateValidation, ComparisonRunFacts } from './validator.ts';

/** One side of a comparison: the run's report input, and its report when already built. */
export interface ComparisonRunInput {
  readonly input: ReportInput;
  /** `buildReport(input)` if the caller has it (it must have been built from `input`). */
  readonly report?: ReportDocument | null;
}

/** A side given by its report and only the facts validation reads (facts.ts: what caches keep). */
export interface ComparisonFactsInput {
  readonly input: ComparisonRunFacts;
  readonly report: ReportDocument;
}

export type ComparisonSide = ComparisonRunInput | ComparisonFactsInput;

/** docs/comparison.md "The document", in the original's key order. */
export interface ComparisonDocument {
  version: typeof COMPARISON_VERSION;
  baseline_run_id: string;
  candidate_run_id: string;
  baseline_status: string;
  candidate_status: string;
  baseline_quality_complete: boolean;
  candidate_quality_complete: boolean;
  baseline_targets: TargetRow[];
  candidate_targets: TargetRow[];
  quality_denominator: string;
  baseline_selection: string;
  baseline_selection_qualification: string;
  baseline_selected_target_id: string;
  baseline_tied_best_target_ids: string[];
  baseline_tie_policy: string;
  baseline_cost_comparison_eligible: boolean;
  baseline_cost_comparison_reason: string | null;
  comparisons: ComparisonItem[];
}

function reportOf(run: ComparisonSide): ReportDocument {
  // Without a report the input is a whole ReportInput (only that form may omit it).
  return run.report ?? buildReport(run.input as ReportInput);
}

function targetRow(report: ReportDocument, id: string): TargetRow {
  const row = report.summary.targets.find((t) => t.id === id);
  if (row === undefined) throw new RangeError(`Report ${report.run_id} has no target row for ${id}`);
  return row;
}

function weightsOf(validation: { readonly manifest: ComparisonRunFacts['run']['manifest'] }): Readonly<Record<string, number>> {
  return validation.manifest.benchmark_weights ?? {};
}

/**
 * A baseline that passed B1-B4. Its report, strongest single and pairing frame are built
 * on first use and shared by every candidate compared with it.
 */
export class PreparedBaseline {
  readonly validation: BaselineValidation;
  private readonly run: ComparisonSide;
  private builtReport: ReportDocument | undefined;
  private builtSelection: BaselineSelection | undefined;
  private builtFrame: PairingFrame | undefined;

  constructor(run: ComparisonSide) {
    this.validation = validateBaseline(run.input);
    this.run = run;
    this.builtReport = run.report ?? undefined;
  }

  get runId(): string {
    return this.validation.runId;
  }

  get report(): ReportDocument {
    return (this.builtReport ??= reportOf(this.run));
  }

  /** Strongest single by exact quality; ties by known total spend, then id (docs/comparison.md "Baseline selection"). */
  get selection(): BaselineSelection {
    return (this.builtSelection ??= strongestSingle(
      this.validation.singles.map((id) => ({ id })),
      this.report,
      weightsOf(this.validation),
    ));
  }

  get frame(): PairingFrame {
    return (this.builtFrame ??= pairingFrame(this.validation.caseIds, this.validation.caseBenchmark, weightsOf(this.validation)));
  }
}

/** Runs B1-B4 once (throws `ComparisonError` with the exact message). */
export function prepareBaseline(run: ComparisonSide): PreparedBaseline {
  return new PreparedBaseline(run);
}

/** Runs C1-C5 against a prepared baseline and builds the comparison (throws `ComparisonError`). */
export function compareWithBaseline(baseline: PreparedBaseline, candidate: ComparisonSide, picks?: PicksSource): ComparisonDocument {
  const checked = validateCandidate(baseline.validation, candidate.input);
  return comparisonDocument(baseline, checked, reportOf(candidate), picks);
}

/** `compare(baseline, candidate)` (docs/comparison.md): validation in order, then the document. */
export function compareRuns(baseline: ComparisonSide, candidate: ComparisonSide): ComparisonDocument {
  return compareWithBaseline(prepareBaseline(baseline), candidate);
}

function comparisonDocument(
  baseline: PreparedBaseline,
  candidate: CandidateValidation,
  candidateReport: ReportDocument,
  picks: PicksSource | undefined,
): ComparisonDocument {
  const baselineReport = baseline.report;
  const selection = baseline.selection;
  const best = selection.best;
  const baseRows = baseline.validation.rows.get(best);
  if (baseRows === undefined) throw new RangeError(`No quality rows for baseline target ${best}`);
  const bestRow = targetRow(baselineReport, best);
  const bestQuality = exactQuality(baselineReport, best, weightsOf(baseline.validation));
  const costs = {
    tiedCostsComplete: selection.tiedCostsComplete,
    pricedPolicy: baseline.validation.manifest.cost_policy === REQUIRE_PRICED && candidate.manifest.cost_policy === REQUIRE_PRICED,
  };
  const candidateWeights = weightsOf(candidate);

  const comparisons: ComparisonItem[] = [];
  for (const [targetId, rows] of candidate.rows) {
    const quality = exactQuality(candidateReport, targetId, candidateWeights);
    comparisons.push(
      comparisonItem({
        baselineTargetId: best,
        candidateTargetId: targetId,
        qualityDelta: toNumber(sub(quality, bestQuality)),
        pairing: pairOutcomes(baseline.frame, baseRows, rows),
        baselineRow: bestRow,
        candidateRow: targetRow(candidateReport, targetId),
        costs,
        ...(picks ? { picks } : {}),
      }),
    );
  }

  return {
    version: COMPARISON_VERSION,
    baseline_run_id: baseline.validation.runId,
    candidate_run_id: candidate.runId,
    baseline_status: baseline.validation.status,
    candidate_status: candidate.status,
    baseline_quality_complete: baselineReport.summary.targets.every((t) => t.complete === true),
    candidate_quality_complete: candidateReport.summary.targets.every((t) => t.complete === true),
    baseline_targets: baselineReport.summary.targets,
    candidate_targets: candidateReport.summary.targets,
    quality_denominator: QUALITY_DENOMINATOR,
    baseline_selection: BASELINE_SELECTION,
    baseline_selection_qualification: BASELINE_SELECTION_QUALIFICATION,
    baseline_selected_target_id: best,
    baseline_tied_best_target_ids: [...selection.tied],
    baseline_tie_policy: BASELINE_TIE_POLICY,
    baseline_cost_comparison_eligible: selection.tiedCostsComplete,
    baseline_cost_comparison_reason: baselineCostReason(selection.tiedCostsComplete),
    comparisons,
  };
}
