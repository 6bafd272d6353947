/** Worked examples through `compareRuns`: an exact tie, a full paired comparison, savings, a failed cell. */
import { describe, expect, it } from 'vitest';
import { compareRuns } from '../../../src/domain/compare/document.ts';
import { cases, syntheticInput } from './synthetic.ts';
import type { SynthTarget } from './synthetic.ts';

// Cases 0,1 mmlu-pro; 2,3,4 gpqa-diamond (the exact tie and the full comparison).
const FIVE = cases({ 'mmlu-pro': 2, 'gpqa-diamond': 3 });

const target = (id: string, correct: number[], costs: number[], kind: 'single' | 'mom' = 'single'): SynthTarget => ({
  id,
  kind,
  outcome: (i) => ({ correct: correct.includes(i), cost: costs[i]! }),
});

describe('exact tie, cheaper known total selected', () => {
  it('ties at 1/5 and selects cheap', () => {
    const baseline = syntheticInput({
      id: 'run-b',
      cases: FIVE,
      targets: [target('expensive', [3], [8, 0, 0, 0, 0]), target('cheap', [0], [2, 0, 0, 0, 0])],
    });
    const candidate = syntheticInput({ id: 'run-c', cases: FIVE, targets: [target('balance', [0], [1, 0, 0, 0, 0], 'mom')] });
    const document = compareRuns({ input: baseline }, { input: candidate });
    expect(document.baseline_tied_best_target_ids).toEqual(['cheap', 'expensive']);
    expect(document.baseline_selected_target_id).toBe('cheap');
    expect(document.baseline_cost_comparison_eligible).toBe(true);
    expect(document.baseline_cost_comparison_reason).toBeNull();
  });

  it('an unknown total among the tied suppresses every saving', () => {
    const baseline = syntheticInput({
      id: 'run-b',
      cases: FIVE,
      targets: [{ id: 'a', outcome: (i) => ({ correct: i === 0, cost: i === 4 ? null : 1 }) }, target('z', [3], [2, 0, 0, 0, 0])],
    });
    const candidate = syntheticInput({ id: 'run-c', cases: FIVE, targets: [target('balance', [0], [1, 0, 0, 0, 0], 'mom')] });
    const document = compareRuns({ input: baseline }, { input: candidate });
    expect(document.baseline_selected_target_id).toBe('z');
    expect(document.baseline_cost_comparison_eligible).toBe(false);
    const item = document.comparisons[0]!;
    expect([item.subject_cost_saving_percent, item.total_cost_saving_percent, item.cache_neutral_cost_saving_percent]).toEqual([null, null, null]);
    expect(item.total_cost_comparison_reason).toBe(document.baseline_cost_comparison_reason);
    expect(item.total_cost_comparison_reason).toMatch(/^At least one strongest single-model reference/);
  });
});

describe('full paired comparison', () => {
  it('matches every stated value', () => {
    const baseline = syntheticInput({ id: 'run-b', cases: FIVE, targets: [target('flash', [0, 2], [0.5, 0.5, 0.5, 0.5, 0])] });
    const candidate = syntheticInput({
      id: 'run-c',
      cases: FIVE,
      targets: [target('balance', [0, 2, 3], [0.25, 0.25, 0.25, 0.25, 0], 'mom')],
    });
    const document = compareRuns({ input: baseline }, { input: candidate });
    const item = document.comparisons[0]!;
    expect(item).toMatchObject({
      baseline_target_id: 'flash',
      candidate_target_id: 'balance',
      quality_delta: 0.2,
      micro_quality_delta: 0.2,
      wins: 1,
      losses: 0,
      ties: 4,
      paired_cases: 5,
      quality_delta_ci95: [-1, 1],
      quality_delta_bootstrap_ci95: [0.0, 0.6],
      baseline_subject_cost_usd: 2,
      candidate_subject_cost_usd: 1,
      baseline_total_cost_usd: 2,
      candidate_total_cost_usd: 1,
      subject_cost_saving_percent: 50,
      total_cost_saving_percent: 50,
      total_cost_comparison_reason: null,
    });
    // Same usage on both sides: equal cache-neutral costs, zero saving.
    expect(item.cache_neutral_cost_saving_percent).toBe(0);
  });
});

describe('failed cell counts as incorrect; cheaper exact tie selected', () => {
  const FOURTEEN = cases({ 'mmlu-pro': 14 });
  const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);
  const perCase = (cost: number) => new Array<number>(14).fill(cost);

  it('selects qwen and reports 50 % savings for a cheaper equal MoM', () => {
    const glm: SynthTarget = {
      id: 'glm',
      outcome: (i) => (i === 13 ? { status: 'failed', cost: null } : { correct: i < 9, cost: 0.002 }),
    };
    const baseline = syntheticInput({
      id: 'run-b',
      status: 'failed',
      cases: FOURTEEN,
      targets: [target('flash', upTo(11), perCase(0.003)), target('qwen', upTo(11), perCase(0.001)), glm],
    });
    const candidate = syntheticInput({ id: 'run-c', cases: FOURTEEN, targets: [target('mom', upTo(11), perCase(0.0005), 'mom')] });
    const document = compareRuns({ input: baseline }, { input: candidate });

    const glmRow = document.baseline_targets.find((t) => t.id === 'glm')!;
    expect(glmRow).toMatchObject({ correct: 9, accuracy: 9 / 14, scored: 13, failed: 1, pending: 0, cost_usd: null });
    expect(glmRow.known_cost_usd).toBe(0.02600000000000001);
    expect(document.baseline_status).toBe('failed');
    expect(document.baseline_quality_complete).toBe(false);
    expect(document.baseline_tied_best_target_ids).toEqual(['flash', 'qwen']);
    expect(document.baseline_selected_target_id).toBe('qwen');
    const item = document.comparisons[0]!;
    expect(item).toMatchObject({
      quality_delta: 0,
      paired_cases: 14,
      subject_cost_saving_percent: 50,
      total_cost_saving_percent: 50,
      total_cost_comparison_reason: null,
    });
  });
});

describe('zero-cost baseline and unpriced policies', () => {
  it('a zero-total baseline has no percentage savings', () => {
    const baseline = syntheticInput({ id: 'run-b', cases: FIVE, targets: [target('free', [0, 2], [0, 0, 0, 0, 0])] });
    const candidate = syntheticInput({ id: 'run-c', cases: FIVE, targets: [target('balance', [0], [1, 0, 0, 0, 0], 'mom')] });
    const item = compareRuns({ input: baseline }, { input: candidate }).comparisons[0]!;
    expect(item.baseline_total_cost_usd).toBe(0);
    expect(item.total_cost_saving_percent).toBeNull();
    expect(item.subject_cost_saving_percent).toBeNull();
    expect(item.total_cost_comparison_reason).toBe('A zero-cost baseline has no defined percentage savings.');
  });

  it.each([
    ['capability_only', 'require_priced'],
    ['require_priced', 'capability_only'],
  ])('baseline %s, candidate %s: no savings', (baselinePolicy, candidatePolicy) => {
    const baseline = syntheticInput({ id: 'run-b', costPolicy: baselinePolicy, cases: FIVE, targets: [target('flash', [0], [1, 1, 1, 1, 1])] });
    const candidate = syntheticInput({
      id: 'run-c',
      costPolicy: candidatePolicy,
      cases: FIVE,
      targets: [target('balance', [0], [0.5, 0.5, 0.5, 0.5, 0.5], 'mom')],
    });
    const item = compareRuns({ input: baseline }, { input: candidate }).comparisons[0]!;
    expect(item.subject_cost_saving_percent).toBeNull();
    expect(item.total_cost_saving_percent).toBeNull();
    expect(item.cache_neutral_cost_saving_percent).toBeNull();
    expect(item.total_cost_comparison_reason).toBe('Total cost savings require priced accounting for both runs.');
    // Costs themselves are still reported.
    expect(item.baseline_subject_cost_usd).toBe(5);
  });
});
