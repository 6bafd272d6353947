/**
 * The compact facts a comparison reads of a run (validator.ts `ComparisonRunFacts`), so a kept
 * or materialised report need not hold the run's call summaries or full result data (docs/reports.md "Ended runs: stored snapshots").
 * The manifest keeps every key but its cases shrink to `{id, benchmark}`: validation reads no
 * other case field. Results shrink to the four fields quality reads.
 */
import type { Manifest, ManifestCase, ReportInput } from '../report/input.ts';
import type { QualityResult } from './quality-rows.ts';
import type { ComparisonRunFacts } from './validator.ts';

/** `[case_id, target_id, status, correct]` of one result row, in store order. */
type EncodedResult = [unknown, unknown, unknown, unknown];

/** The JSON form of `ComparisonRunFacts`. */
export interface EncodedFacts {
  run: { id: string; status: string; manifest: Manifest };
  results: EncodedResult[];
}

function slimManifest(manifest: Manifest): Manifest {
  const cases: ManifestCase[] = manifest.cases.map((c) => ({ id: c.id, benchmark: c.benchmark }));
  return { ...manifest, cases };
}

export function comparisonFacts(input: Pick<ReportInput, 'run' | 'results'>): ComparisonRunFacts {
  const { id, status, manifest } = input.run;
  const results: QualityResult[] = input.results.map((r) => ({
    case_id: r.case_id,
    target_id: r.target_id,
    status: r.status,
    correct: r.correct,
  }));
  return { run: { id, status, manifest: slimManifest(manifest) }, results };
}

/**
 * A missing field becomes null in JSON: quality treats both alike (`typeof` checks, and
 * `correct` is read only as a boolean), so decoding gives the same verdicts.
 */
export function encodeFacts(facts: ComparisonRunFacts): EncodedFacts {
  return {
    run: { id: facts.run.id, status: facts.run.status, manifest: facts.run.manifest },
    results: facts.results.map((r) => [r.case_id, r.target_id, r.status, r.correct]),
  };
}

export function decodeFacts(encoded: EncodedFacts): ComparisonRunFacts {
  return {
    run: encoded.run,
    results: encoded.results.map(([case_id, target_id, status, correct]) => ({ case_id, target_id, status, correct })),
  };
}
