/**
 * docs/comparison.md "Validation", "Quality rows" against the original validator: `singles`, `expected`, `case_ids` and
 * per-target per-case `correct` (failures counted as incorrect) of validator-*.json, and the
 * four invalid pairs of compare-errors.json.
 */
import { describe, expect, it } from 'vitest';
import { compareRuns } from '../../../src/domain/compare/document.ts';
import { ComparisonError } from '../../../src/domain/compare/errors.ts';
import type { QualityRows } from '../../../src/domain/compare/quality-rows.ts';
import { validateBaseline, validateCandidate } from '../../../src/domain/compare/validator.ts';
import { compareCodePoints } from '../../../src/domain/hashing/code-point-order.ts';
import { expectSameByValue } from '../../helpers/by-value.ts';
import { G_DIR, gPairs, gRun, gRunId, readJson } from './g-fixtures.ts';

interface ValidatorFixture {
  baseline_run_id: string;
  candidate_run_id: string;
  singles: string[];
  expected: string[];
  case_ids: string[];
  baseline_correct: Record<string, Record<string, boolean>>;
  candidate_correct: Record<string, Record<string, boolean>>;
}

const correctFlags = (rows: QualityRows): Record<string, Record<string, boolean>> =>
  Object.fromEntries([...rows].map(([target, byCase]) => [target, Object.fromEntries(byCase)]));

describe('g_comparisons validator-*.json', () => {
  const pairs = gPairs('validator');

  it('has the twelve validator fixtures', () => {
    expect(pairs.length).toBe(12);
  });

  it.each(pairs)('$name', ({ name, baselineLabel, candidateLabel }) => {
    const fixture = readJson<ValidatorFixture>(G_DIR, name);
    const baselineId = gRunId(baselineLabel);
    const candidateId = gRunId(candidateLabel);
    expect([baselineId, candidateId]).toEqual([fixture.baseline_run_id, fixture.candidate_run_id]);

    const baseline = validateBaseline(gRun(baselineId).input);
    const candidate = validateCandidate(baseline, gRun(candidateId).input);
    expectSameByValue(
      {
        baseline_run_id: baseline.runId,
        candidate_run_id: candidate.runId,
        singles: baseline.singles,
        expected: [...baseline.expected].sort(compareCodePoints),
        case_ids: baseline.caseIds,
        baseline_correct: correctFlags(baseline.rows),
        candidate_correct: correctFlags(candidate.rows),
      },
      fixture,
    );
    // Target order is manifest order; case order is store order, both covering `expected`.
    expect([...baseline.rows.keys()]).toEqual(baseline.manifest.targets.map((t) => t.id));
    expect([...candidate.rows.keys()]).toEqual(candidate.manifest.targets.map((t) => t.id));
  });
});

interface ErrorFixture {
  baseline_label: string;
  baseline_run_id: string;
  candidate_label: string;
  candidate_run_id: string;
  error: string;
}

describe('g_comparisons compare-errors.json', () => {
  const errors = readJson<ErrorFixture[]>(G_DIR, 'compare-errors.json');

  it('has the four invalid pairs', () => {
    expect(errors.length).toBe(4);
  });

  it.each(errors)('$baseline_label vs $candidate_label: $error', ({ baseline_run_id, candidate_run_id, error }) => {
    let thrown: unknown;
    try {
      compareRuns(gRun(baseline_run_id), gRun(candidate_run_id));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ComparisonError);
    expect((thrown as ComparisonError).message).toBe(error);
    expect((thrown as ComparisonError).code).toBe('COMPARISON_INVALID');
  });
});
