/**
 * docs/comparison.md "The document": `compareRuns` on every g_comparisons pair, from the journal, equals the
 * original's `report.compare` output by value.
 */
import { describe, expect, it } from 'vitest';
import { compareRuns, compareWithBaseline, prepareBaseline } from '../../../src/domain/compare/document.ts';
import { buildReport } from '../../../src/domain/report/document.ts';
import { firstDifference } from '../../helpers/by-value.ts';
import { allowComparisonAddition, G_DIR, gPairs, gRun, gRunId, readJson } from './g-fixtures.ts';

const pairs = gPairs('compare');

describe('g_comparisons compare-*.json', () => {
  it('has the twelve comparison fixtures', () => {
    expect(pairs.length).toBe(12);
  });

  it.each(pairs)('$name', ({ name, baselineLabel, candidateLabel }) => {
    const document = compareRuns(gRun(gRunId(baselineLabel)), gRun(gRunId(candidateLabel)));
    const expected = readJson<unknown>(G_DIR, name);
    expect(firstDifference(document, expected, { allowExtra: allowComparisonAddition })).toBeNull();
  });
});

describe('a prepared baseline is reused across candidates', () => {
  it('gives the same documents as one compareRuns per pair, building the baseline report once', () => {
    const baselineId = gRunId('B1');
    const input = gRun(baselineId).input;
    const report = buildReport(input);
    const prepared = prepareBaseline({ input, report });
    expect(prepared.report).toBe(report);
    for (const { name, candidateLabel } of pairs.filter((p) => p.baselineLabel === 'B1')) {
      const document = compareWithBaseline(prepared, gRun(gRunId(candidateLabel)));
      expect(document.baseline_targets).toBe(report.summary.targets);
      expect(firstDifference(document, readJson<unknown>(G_DIR, name), { allowExtra: allowComparisonAddition })).toBeNull();
    }
  });

  it('accepts already-built candidate reports', () => {
    const candidate = gRun(gRunId('C5'));
    const report = buildReport(candidate.input);
    const document = compareRuns(gRun(gRunId('B6')), { input: candidate.input, report });
    expect(document.candidate_targets).toBe(report.summary.targets);
    expect(firstDifference(document, readJson<unknown>(G_DIR, 'compare-B6-vs-C5.json'), { allowExtra: allowComparisonAddition })).toBeNull();
  });
});

describe('key order of the document and items follows the original', () => {
  it('lists the document keys in order', () => {
    const document = compareRuns(gRun(gRunId('B1')), gRun(gRunId('C1')));
    expect(Object.keys(document)).toEqual([
      'version',
      'baseline_run_id',
      'candidate_run_id',
      'baseline_status',
      'candidate_status',
      'baseline_quality_complete',
      'candidate_quality_complete',
      'baseline_targets',
      'candidate_targets',
      'quality_denominator',
      'baseline_selection',
      'baseline_selection_qualification',
      'baseline_selected_target_id',
      'baseline_tied_best_target_ids',
      'baseline_tie_policy',
      'baseline_cost_comparison_eligible',
      'baseline_cost_comparison_reason',
      'comparisons',
    ]);
    expect(Object.keys(document.comparisons[0]!)).toEqual([
      'baseline_target_id',
      'candidate_target_id',
      'paired_cases',
      'quality_delta',
      'micro_quality_delta',
      'quality_metric',
      'quality_delta_ci95',
      'quality_delta_ci95_method',
      'quality_delta_ci95_qualification',
      'quality_delta_bootstrap_ci95',
      'subject_cost_saving_percent',
      'baseline_subject_cost_usd',
      'candidate_subject_cost_usd',
      'total_cost_saving_percent',
      'baseline_total_cost_usd',
      'candidate_total_cost_usd',
      'baseline_evaluation_cost_usd',
      'candidate_evaluation_cost_usd',
      'total_cost_comparison_reason',
      'cache_neutral_baseline_cost_usd',
      'cache_neutral_candidate_cost_usd',
      'cache_neutral_cost_saving_percent',
      'cache_neutral_cost_basis',
      'wins',
      'losses',
      'ties',
    ]);
  });
});
