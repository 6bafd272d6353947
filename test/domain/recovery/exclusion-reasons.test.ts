import { describe, expect, it } from 'vitest';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import { canonical } from '../../../src/domain/hashing/canonical.ts';
import { EXCLUSION_REASONS, exclusionReason } from '../../../src/domain/recovery/exclusion.ts';
import type { CellCall, CellFacts } from '../../../src/domain/recovery/exclusion.ts';
import { RecoveryError } from '../../../src/domain/recovery/recovery-error.ts';
import { recoveryPlan } from '../../../src/domain/recovery/recovery-plan.ts';
import type { RecoveryCallRow, RecoveryPlanInput } from '../../../src/domain/recovery/recovery-plan.ts';
import { knownSpendUsd, spendComplete } from '../../../src/domain/recovery/parent-snapshot.ts';

const settled: CellCall = { status: 'failed', usage: { input_tokens: 1 }, cost_usd: 0.1, finish_reason: 'stop' };
const facts = (over: Partial<CellFacts>): CellFacts => ({ resultStatus: null, claimed: false, calls: [], ...over });

describe('the seven exclusion reasons, first match wins', () => {
  it('lists the reasons in rule order', () => {
    expect(EXCLUSION_REASONS).toEqual([
      'completed_evidence_is_preserved',
      'already_claimed_by_child_attempt',
      'ambiguous_dispatch_requires_reconciliation',
      'ambiguous_saved_result_requires_reconciliation',
      'already_dispatched_requires_explicit_new_attempt',
      'never_dispatched_use_undispatched_mode',
      'unfinished_or_unknown_accounting_requires_reconciliation',
    ]);
  });

  it('1: a completed result is preserved, even when also claimed or with ambiguous calls', () => {
    const cell = facts({ resultStatus: 'completed', claimed: true, calls: [{ status: 'sent_unknown' }] });
    expect(exclusionReason(cell, 'undispatched')).toBe('completed_evidence_is_preserved');
    expect(exclusionReason(cell, 'failed')).toBe('completed_evidence_is_preserved');
  });

  it('2: a cell claimed by a child, before any dispatch rule', () => {
    expect(exclusionReason(facts({ claimed: true }), 'undispatched')).toBe('already_claimed_by_child_attempt');
    expect(exclusionReason(facts({ claimed: true, resultStatus: 'failed', calls: [{ status: 'sent' }] }), 'failed')).toBe('already_claimed_by_child_attempt');
  });

  it.each(['sent', 'sent_unknown'])('3: any call left %s is ambiguous, whatever the mode', (status) => {
    const cell = facts({ resultStatus: 'failed', calls: [settled, { ...settled, status }] });
    expect(exclusionReason(cell, 'undispatched')).toBe('ambiguous_dispatch_requires_reconciliation');
    expect(exclusionReason(cell, 'failed')).toBe('ambiguous_dispatch_requires_reconciliation');
  });

  it('4: a sent_unknown result without ambiguous calls', () => {
    const cell = facts({ resultStatus: 'sent_unknown', calls: [settled] });
    expect(exclusionReason(cell, 'undispatched')).toBe('ambiguous_saved_result_requires_reconciliation');
    expect(exclusionReason(facts({ resultStatus: 'sent_unknown' }), 'failed')).toBe('ambiguous_saved_result_requires_reconciliation');
  });

  it('5: undispatched mode refuses any cell with a call (even a settled failure)', () => {
    expect(exclusionReason(facts({ resultStatus: 'failed', calls: [settled] }), 'undispatched')).toBe('already_dispatched_requires_explicit_new_attempt');
  });

  it('6: failed mode refuses a cell with no call (also a failed result without calls)', () => {
    expect(exclusionReason(facts({}), 'failed')).toBe('never_dispatched_use_undispatched_mode');
    expect(exclusionReason(facts({ resultStatus: 'failed' }), 'failed')).toBe('never_dispatched_use_undispatched_mode');
  });

  it.each([
    ['null usage', { usage: null }],
    ['missing usage', { usage: undefined }],
    ['null cost', { cost_usd: null }],
    ['null finish reason', { finish_reason: null }],
    ['finish reason outside the set', { finish_reason: 'content_filter' }],
    ['status outside the set', { status: 'replayed' }],
  ])('7: failed mode refuses unsettled accounting: %s', (_label, over) => {
    const cell = facts({ resultStatus: 'failed', calls: [settled, { ...settled, ...over }] });
    expect(exclusionReason(cell, 'failed')).toBe('unfinished_or_unknown_accounting_requires_reconciliation');
  });

  it.each(['stop', 'tool_calls', 'function_call', 'length'])('eligible in failed mode with settled calls (finish %s)', (finish) => {
    for (const status of ['completed', 'failed', 'cancelled']) {
      expect(exclusionReason(facts({ resultStatus: 'failed', calls: [{ ...settled, status, finish_reason: finish }] }), 'failed')).toBeNull();
    }
  });

  it('eligible in undispatched mode: a pending cell, or a result row without calls', () => {
    expect(exclusionReason(facts({}), 'undispatched')).toBeNull();
    expect(exclusionReason(facts({ resultStatus: 'cancelled' }), 'undispatched')).toBeNull();
  });
});

// A synthetic parent: two cases × two targets; every cell exercises one rule.
function syntheticInput(over: Partial<RecoveryPlanInput> = {}, parent: Partial<RecoveryPlanInput['parent']> = {}): RecoveryPlanInput {
  const manifest = {
    mode: 'live',
    plan_sha256: 'p'.repeat(64),
    limits: { max_cost_usd: new PyFloat(2) },
    cases: [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }],
    targets: [{ id: 't1' }, { id: 't2' }],
  };
  const call = (id: string, case_id: string, target_id: string, extra: Partial<RecoveryCallRow>): RecoveryCallRow => ({
    id,
    case_id,
    target_id,
    status: 'completed',
    usage: { input_tokens: 1, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 1 },
    cost_usd: 0.25,
    finish_reason: 'stop',
    ...extra,
  });
  return {
    parent: { id: 'run-parent', status: 'interrupted', manifest, ...parent },
    results: [
      { case_id: 'c1', target_id: 't1', status: 'completed' },
      { case_id: 'c1', target_id: 't2', status: 'sent_unknown' },
      { case_id: 'c2', target_id: 't1', status: 'failed' },
      { case_id: 'c2', target_id: 't2', status: 'failed' },
    ],
    calls: [
      call('call-1', 'c1', 't1', { cost_usd: 0.5 }),
      call('call-2', 'c1', 't2', { status: 'sent_unknown', usage: null, cost_usd: null, finish_reason: null }),
      call('call-3', 'c2', 't1', { status: 'failed', cost_usd: 0.5 }),
      call('call-4', 'c2', 't2', { status: 'failed', usage: null, cost_usd: null }),
    ],
    claims: [{ case_id: 'c3', target_id: 't2', child_run_id: 'run-child' }],
    ...over,
  };
}

describe('recoveryPlan over a synthetic parent', () => {
  it('undispatched: pending cells only; claimed and dispatched cells excluded with their reasons', () => {
    const plan = recoveryPlan(syntheticInput(), 'undispatched');
    expect(plan.eligible_cells).toEqual([{ case_id: 'c3', target_id: 't1' }]);
    expect(plan.excluded).toEqual([
      { case_id: 'c1', target_id: 't1', reason: 'completed_evidence_is_preserved' },
      { case_id: 'c1', target_id: 't2', reason: 'ambiguous_dispatch_requires_reconciliation' },
      { case_id: 'c2', target_id: 't1', reason: 'already_dispatched_requires_explicit_new_attempt' },
      { case_id: 'c2', target_id: 't2', reason: 'already_dispatched_requires_explicit_new_attempt' },
      { case_id: 'c3', target_id: 't2', reason: 'already_claimed_by_child_attempt' },
    ]);
    expect(plan.counts).toEqual({ eligible: 1, excluded: 5 });
    expect(plan.requires_new_attempt_acknowledgment).toBe(false);
  });

  it('failed: settled failures only', () => {
    const plan = recoveryPlan(syntheticInput(), 'failed');
    expect(plan.eligible_cells).toEqual([{ case_id: 'c2', target_id: 't1' }]);
    expect(plan.excluded.map((e) => e.reason)).toEqual([
      'completed_evidence_is_preserved',
      'ambiguous_dispatch_requires_reconciliation',
      'unfinished_or_unknown_accounting_requires_reconciliation',
      'never_dispatched_use_undispatched_mode',
      'already_claimed_by_child_attempt',
    ]);
    expect(plan.requires_new_attempt_acknowledgment).toBe(true);
  });

  it('the parent snapshot: five-key progress, known spend over all calls, completeness', () => {
    const plan = recoveryPlan(syntheticInput(), 'undispatched');
    expect(plan.parent.progress).toEqual({ total: 6, completed: 1, failed: 3, timeout: 0, running: 0 });
    // 0.5 + null + 0.5 + null: an integral float, kept a float for the hash.
    expect(plan.parent.known_spend_usd).toEqual(new PyFloat(1));
    expect(canonical(plan.parent.known_spend_usd)).toBe('1.0');
    expect(plan.parent.spend_complete).toBe(false);
    expect(plan.parent.status).toBe('interrupted');
    expect(plan.parent.plan_sha256).toBe('p'.repeat(64));
    expect('accounting_correction' in plan.parent).toBe(false);
    expect(canonical(plan.new_attempt_budget_usd)).toBe('2.0');
  });

  it('uses effective calls and exposes the correction metadata when a correction is in force', () => {
    const correction = {
      id: 'accounting-abc',
      version: 'sr-bench-accounting-v1',
      original_known_spend_usd: 1.0,
      corrected_known_spend_usd: new PyFloat(0),
      calls: [
        { call_id: 'call-3', usage: { input_tokens: 2, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 2 }, cost_usd: 0.125, verified: true },
      ],
    };
    const plan = recoveryPlan(syntheticInput({ accountingCorrection: correction }), 'failed');
    // call-3 verified (cost 0.125), every other call unverified → null cost.
    expect(plan.parent.known_spend_usd).toBe(0.125);
    expect(plan.parent.spend_complete).toBe(false);
    expect(plan.parent.accounting_correction).toEqual({
      id: 'accounting-abc',
      version: 'sr-bench-accounting-v1',
      original_known_spend_usd: 1.0,
      corrected_known_spend_usd: new PyFloat(0),
    });
    expect(plan.eligible_cells).toEqual([{ case_id: 'c2', target_id: 't1' }]);
  });

  it('the plan hash changes with anything in the document', () => {
    const a = recoveryPlan(syntheticInput(), 'undispatched');
    const b = recoveryPlan(syntheticInput({ claims: [] }), 'undispatched');
    expect(a.plan_sha256).not.toBe(b.plan_sha256);
    expect(recoveryPlan(syntheticInput(), 'undispatched').plan_sha256).toBe(a.plan_sha256);
  });

  it('mode defaults to undispatched; anything else is refused', () => {
    expect(recoveryPlan(syntheticInput()).mode).toBe('undispatched');
    expect(recoveryPlan(syntheticInput(), null).mode).toBe('undispatched');
    for (const mode of ['UNDISPATCHED', 'all', 1]) {
      expect(() => recoveryPlan(syntheticInput(), mode)).toThrow(
        expect.objectContaining({ code: 'BAD_USER_INPUT', message: 'Recovery mode must be undispatched or failed' }),
      );
    }
  });

  it.each([
    ['running', 'live'],
    ['queued', 'live'],
    ['failed', 'preview'],
    ['completed', 'replay'],
  ])('refuses a %s %s parent', (status, mode) => {
    const input = syntheticInput({}, { status, manifest: { ...syntheticInput().parent.manifest, mode } });
    let error: unknown;
    try {
      recoveryPlan(input, 'undispatched');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RecoveryError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'Recovery requires a terminal live parent attempt', dispatchStarted: false, modelRequests: 0 });
  });
});

describe('known spend keeps Python int/float semantics (Σ (cost_usd or 0) from int 0)', () => {
  it.each([
    [[], '0', true],
    [[{ cost_usd: null }], '0', false],
    [[{ cost_usd: new PyFloat(0) }, { cost_usd: 0 }], '0', true],
    [[{ cost_usd: 0.5 }, { cost_usd: 0.5 }], '1.0', true],
    [[{ cost_usd: 0.1 }, { cost_usd: 0.2 }], '0.30000000000000004', true],
    [[{ cost_usd: new PyFloat(2) }, {}], '2.0', false],
  ])('%j → %s', (calls, text, complete) => {
    expect(canonical(knownSpendUsd(calls))).toBe(text);
    expect(spendComplete(calls)).toBe(complete);
  });
});
