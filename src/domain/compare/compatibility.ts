/**
 * "Could this candidate be compared with this baseline?" for the `comparisonOptions`
 * listing (docs/dashboard.md "Choosing runs": baselines listed only when at least one candidate is
 * compatible). It applies the same rules as `compare` (docs/comparison.md "Validation") and never builds a
 * report: validity needs only run records, frozen plans and (optionally) result rows.
 *
 * Without `results`, only the plan-level checks run (B1-B3, C1-C4); with them, the outcome
 * checks B4/C5 too, and a `true` verdict then means `compare` will succeed.
 */
import { ComparisonError } from './errors.ts';
import type { QualityResult } from './quality-rows.ts';
import { baselinePlanChecks, candidatePlanChecks, validateBaseline } from './validator.ts';
import type { BaselineValidation, ComparisonRunFacts } from './validator.ts';
import { qualityRows } from './quality-rows.ts';

export interface CompatibilityRun {
  readonly run: ComparisonRunFacts['run'];
  /** Result `data` rows; omit for a plan-level verdict. */
  readonly results?: readonly QualityResult[] | null;
}

export type Verdict = { readonly comparable: true } | { readonly comparable: false; readonly message: string };

const COMPARABLE: Verdict = Object.freeze({ comparable: true });

function rejected(error: unknown): Verdict {
  if (error instanceof ComparisonError) return { comparable: false, message: error.message };
  throw error;
}

type BaselineFacts = Pick<BaselineValidation, 'runId' | 'manifest' | 'expected'>;

/**
 * A baseline checked once (B1-B3, plus B4 when its results are given), then asked about any
 * number of candidates.
 */
export class BaselineCompatibility {
  readonly verdict: Verdict;
  private readonly facts: BaselineFacts | null;

  constructor(baseline: CompatibilityRun) {
    let facts: BaselineFacts | null = null;
    let verdict: Verdict = COMPARABLE;
    try {
      if (baseline.results !== undefined && baseline.results !== null) {
        facts = validateBaseline({ run: baseline.run, results: baseline.results });
      } else {
        const { expected } = baselinePlanChecks(baseline.run);
        facts = { runId: baseline.run.id, manifest: baseline.run.manifest, expected };
      }
    } catch (error) {
      verdict = rejected(error);
      facts = null;
    }
    this.facts = facts;
    this.verdict = verdict;
  }

  /** Whether the baseline itself may be compared with anything. */
  get eligible(): boolean {
    return this.verdict.comparable;
  }

  /** The verdict for one candidate; a baseline failure is every candidate's verdict. */
  check(candidate: CompatibilityRun): Verdict {
    if (this.facts === null) return this.verdict;
    try {
      candidatePlanChecks(this.facts, candidate.run);
      if (candidate.results !== undefined && candidate.results !== null) {
        qualityRows(
          candidate.run.manifest.targets.map((t) => t.id),
          candidate.results,
          this.facts.expected,
          'Candidate',
        );
      }
      return COMPARABLE;
    } catch (error) {
      return rejected(error);
    }
  }

  comparable(candidate: CompatibilityRun): boolean {
    return this.check(candidate).comparable;
  }
}

/** One-off predicate; for many candidates build a `BaselineCompatibility` once. */
export function canCompare(baseline: CompatibilityRun, candidate: CompatibilityRun): boolean {
  return new BaselineCompatibility(baseline).comparable(candidate);
}

/** The candidates, in order, that may be compared with the baseline. */
export function compatibleCandidates<T extends CompatibilityRun>(baseline: CompatibilityRun, candidates: readonly T[]): T[] {
  const checker = new BaselineCompatibility(baseline);
  if (!checker.eligible) return [];
  return candidates.filter((candidate) => checker.comparable(candidate));
}
