/**
 * docs/accounting.md "Effective calls": comparisons read effective calls. With an accounting correction in force the
 * comparison's costs are the corrected report's, and an unverified candidate cost becomes
 * unknown, which withholds its savings.
 */
import { describe, expect, it } from 'vitest';
import { compareRuns } from '../../../src/domain/compare/document.ts';
import type { ReportInput } from '../../../src/domain/report/input.ts';
import { expectSameByValue } from '../../helpers/by-value.ts';
import { H_DIR, readJson, reportInput } from './g-fixtures.ts';

const H1 = 'run-255784be866c4954bb59';

/** The same run under another id, so it can be its own candidate. */
function copyOf(input: ReportInput, id: string): ReportInput {
  const copy = structuredClone(input);
  copy.run.id = id;
  return copy;
}

interface TargetRowFixture {
  id: string;
  cost_usd: number | null;
  total_spend_usd: number | null;
  cache_neutral_cost_usd: number | null;
  evaluation_cost_usd: number | null;
}

function compareH1(journal: string) {
  const input = reportInput(H_DIR, H1, journal);
  return compareRuns({ input }, { input: copyOf(input, 'run-h1-copy') });
}

describe('h_reconciliation: comparisons use effective calls', () => {
  it.each([
    ['journal.sqlite3', 'report-run-255784be866c4954bb59.json'],
    ['journal.reconciled.sqlite3', 'report-run-255784be866c4954bb59.reconciled.json'],
  ])('%s: targets and item costs are the report rows of %s', (journal, reportName) => {
    const document = compareH1(journal);
    const rows = readJson<{ summary: { targets: TargetRowFixture[] } }>(H_DIR, reportName).summary.targets;
    expectSameByValue(
      document.baseline_targets.map((t) => ({
        id: t.id,
        cost_usd: t.cost_usd,
        total_spend_usd: t.total_spend_usd,
        cache_neutral_cost_usd: t.cache_neutral_cost_usd,
        evaluation_cost_usd: t.evaluation_cost_usd,
      })),
      rows.map((t) => ({
        id: t.id,
        cost_usd: t.cost_usd,
        total_spend_usd: t.total_spend_usd,
        cache_neutral_cost_usd: t.cache_neutral_cost_usd,
        evaluation_cost_usd: t.evaluation_cost_usd,
      })),
    );
    const best = rows.find((t) => t.id === document.baseline_selected_target_id)!;
    for (const item of document.comparisons) {
      const candidate = rows.find((t) => t.id === item.candidate_target_id)!;
      expect([item.baseline_subject_cost_usd, item.baseline_total_cost_usd, item.cache_neutral_baseline_cost_usd]).toEqual([
        best.cost_usd,
        best.total_spend_usd,
        best.cache_neutral_cost_usd,
      ]);
      expect([item.candidate_subject_cost_usd, item.candidate_total_cost_usd, item.cache_neutral_candidate_cost_usd]).toEqual([
        candidate.cost_usd,
        candidate.total_spend_usd,
        candidate.cache_neutral_cost_usd,
      ]);
    }
  });

  it('an unverified routed call withholds the MoM savings after reconciliation', () => {
    const before = compareH1('journal.sqlite3').comparisons.find((i) => i.candidate_target_id === 'mom-router')!;
    const after = compareH1('journal.reconciled.sqlite3').comparisons.find((i) => i.candidate_target_id === 'mom-router')!;
    expect(before.total_cost_saving_percent).not.toBeNull();
    expect(before.total_cost_comparison_reason).toBeNull();
    expect(after.candidate_total_cost_usd).toBeNull();
    expect(after.subject_cost_saving_percent).toBeNull();
    expect(after.total_cost_saving_percent).toBeNull();
    expect(after.cache_neutral_cost_saving_percent).toBeNull();
    expect(after.total_cost_comparison_reason).toBe(
      'Candidate total spend is incomplete: every planned subject case and every actual auxiliary call require known costs.',
    );
    // Quality does not depend on accounting.
    expect(after.quality_delta).toBe(before.quality_delta);
    expect(after.quality_delta_bootstrap_ci95).toEqual(before.quality_delta_bootstrap_ci95);
  });
});
