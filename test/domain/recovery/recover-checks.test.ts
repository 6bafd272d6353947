import { describe, expect, it } from 'vitest';
import { recoveryAttemptKey, sameRecoveryAttempt, storedRecoveryAttempt } from '../../../src/domain/recovery/attempt-identity.ts';
import { eligibilityChanged, RecoveryError } from '../../../src/domain/recovery/recovery-error.ts';
import { checkRecoverRequest, validateRecoverSubmission } from '../../../src/domain/recovery/recover-request.ts';
import type { RecoverSubmission } from '../../../src/domain/recovery/recover-request.ts';
import { recoveryPlan } from '../../../src/domain/recovery/recovery-plan.ts';
import type { RecoveryPlanInput } from '../../../src/domain/recovery/recovery-plan.ts';
import { CHILD_ID, PARENT_ID, plain, readBJournal } from './b-journal.ts';

const journal = readBJournal();
const undispatched = plain<Record<string, unknown>>(recoveryPlan(journal.beforeChild, 'undispatched'));
const failedPlan = plain<Record<string, unknown>>(recoveryPlan(journal.beforeChild, 'failed'));
type Cell = { case_id: string; target_id: string };
const four: [Cell, Cell, Cell, Cell] = [
  { case_id: 'mmlu-004', target_id: 'single-small' },
  { case_id: 'mmlu-004', target_id: 'mom-router' },
  { case_id: 'mmlu-005', target_id: 'single-small' },
  { case_id: 'mmlu-005', target_id: 'mom-router' },
];

function refusal(input: RecoveryPlanInput, submission: RecoverSubmission, existing: { id: string; manifest: unknown } | null = null): RecoveryError {
  try {
    checkRecoverRequest(input, submission, existing);
  } catch (error) {
    if (error instanceof RecoveryError) return error;
    throw error;
  }
  throw new Error('expected a RecoveryError');
}

const submit = (plan: unknown, over: Partial<RecoverSubmission> = {}): RecoverSubmission => ({
  plan,
  idempotencyKey: 'key-1',
  acknowledgeNewAttempt: false,
  ...over,
});

describe('recover checks, in order, with their exact messages', () => {
  it('0: the plan must belong to this parent', () => {
    for (const plan of [{ ...undispatched, parent_run_id: 'run-00000000000000000000' }, { ...undispatched, parent_run_id: undefined }, null, 'plan']) {
      expect(refusal(journal.beforeChild, submit(plan))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Recovery plan belongs to another run' });
    }
  });

  it.each([undefined, null, '', '   \t', 42])('1: an explicit, non-blank idempotency key (%j)', (key) => {
    expect(refusal(journal.beforeChild, submit(undispatched, { idempotencyKey: key }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Recovery requires an explicit idempotency_key',
    });
  });

  it.each([
    ['an empty selection', []],
    ['a non-list', { case_id: 'mmlu-004', target_id: 'single-small' }],
    ['an extra key', [{ case_id: 'mmlu-004', target_id: 'single-small', note: 'x' }]],
    ['a missing key', [{ case_id: 'mmlu-004' }]],
    ['a non-string value', [{ case_id: 4, target_id: 'single-small' }]],
    ['a non-object', [['mmlu-004', 'single-small']]],
  ])('2: exact case/target cells (%s)', (_label, cells) => {
    expect(refusal(journal.beforeChild, submit({ ...undispatched, selected_cells: cells }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Recovery requires the exact selected case/target cells',
    });
  });

  it('2: without selected_cells the eligible cells are used; an empty eligible list is refused', () => {
    expect(refusal(journal.beforeChild, submit({ ...failedPlan }, { acknowledgeNewAttempt: true }))).toMatchObject({
      message: 'Recovery requires the exact selected case/target cells',
    });
    const decision = checkRecoverRequest(journal.beforeChild, submit(undispatched));
    expect(decision.kind === 'new' && decision.selection.selectedCells).toEqual(undispatched.eligible_cells);
  });

  it('3: no duplicate cells', () => {
    expect(refusal(journal.beforeChild, submit({ ...undispatched, selected_cells: [four[0], four[1], { ...four[0] }] }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Duplicate recovery cells are not allowed',
    });
  });

  it.each([undefined, null, false, 'true', 1])('4: failed mode needs acknowledgeNewAttempt === true (%j)', (ack) => {
    const plan = { ...failedPlan, selected_cells: [four[0]] };
    expect(refusal(journal.beforeChild, submit(plan, { acknowledgeNewAttempt: ack }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Failed attempts require explicit new-attempt/spend acknowledgment',
    });
  });

  it('5: a key bound to another attempt is a CONFLICT; the same attempt returns the existing run', () => {
    const child = journal.runs.get(CHILD_ID)!;
    const existing = { id: CHILD_ID, manifest: child.manifest };
    // Same parent, mode and set (in another order): the existing child, even though the plan is stale now.
    const reordered = { ...undispatched, selected_cells: [four[3], four[2], four[1], four[0]] };
    expect(checkRecoverRequest(journal.afterChild, submit(reordered), existing)).toEqual({ kind: 'existing', runId: CHILD_ID });
    // A different set, a different mode, or a run that is not a recovery child.
    const other = [
      submit({ ...undispatched, selected_cells: four.slice(0, 3) }),
      submit({ ...undispatched, selected_cells: [...four, { case_id: 'mmlu-006', target_id: 'mom-router' }] }),
      submit({ ...failedPlan, selected_cells: four }, { acknowledgeNewAttempt: true }),
    ];
    for (const submission of other) {
      expect(refusal(journal.afterChild, submission, existing)).toMatchObject({ code: 'CONFLICT', message: 'Idempotency key is bound to another attempt' });
    }
    const startedRun = { id: PARENT_ID, manifest: journal.runs.get(PARENT_ID)!.manifest };
    expect(refusal(journal.beforeChild, submit({ ...undispatched, selected_cells: four }), startedRun)).toMatchObject({ code: 'CONFLICT' });
  });

  it('6: the recomputed plan hash must match the reviewed one', () => {
    // Reviewed before the child, submitted after it with a new key: eligibility changed.
    expect(
      refusal(journal.afterChild, submit({ ...undispatched, selected_cells: [{ case_id: 'mmlu-006', target_id: 'mom-router' }] }, { idempotencyKey: 'key-2' })),
    ).toMatchObject({
      code: 'RECOVERY_PLAN_REQUIRED',
      message: 'Recovery eligibility changed; inspect a fresh recovery plan',
    });
    expect(refusal(journal.beforeChild, submit({ ...undispatched, plan_sha256: undefined, selected_cells: four }))).toMatchObject({
      code: 'RECOVERY_PLAN_REQUIRED',
    });
  });

  it('6: the recomputation validates the mode', () => {
    expect(refusal(journal.beforeChild, submit({ ...undispatched, mode: 'everything', selected_cells: four }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Recovery mode must be undispatched or failed',
    });
  });

  it('7: selected cells must be eligible in this mode', () => {
    const plan = { ...undispatched, selected_cells: [four[0], { case_id: 'mmlu-003', target_id: 'mom-router' }] };
    expect(refusal(journal.beforeChild, submit(plan))).toMatchObject({
      code: 'RECOVERY_PLAN_REQUIRED',
      message: 'Selected cells are not eligible for this recovery mode',
    });
    const unknownCell = { ...undispatched, selected_cells: [{ case_id: 'mmlu-999', target_id: 'single-small' }] };
    expect(refusal(journal.beforeChild, submit(unknownCell))).toMatchObject({ message: 'Selected cells are not eligible for this recovery mode' });
  });

  it('every refusal says nothing was dispatched', () => {
    const error = refusal(journal.beforeChild, submit(undispatched, { idempotencyKey: '' }));
    expect(error).toMatchObject({ dispatchStarted: false, modelRequests: 0 });
    expect(eligibilityChanged()).toMatchObject({
      code: 'RECOVERY_PLAN_REQUIRED',
      message: 'Recovery eligibility changed; inspect a fresh recovery plan',
      dispatchStarted: false,
      modelRequests: 0,
    });
  });

  it('a valid selection keeps the submitted order and gives the planned order for execution', () => {
    const decision = checkRecoverRequest(journal.beforeChild, submit({ ...undispatched, selected_cells: [four[3], four[0]] }));
    if (decision.kind !== 'new') throw new Error('expected a new attempt');
    expect(decision.selection.selectedCells).toEqual([four[3], four[0]]);
    expect(decision.selection.executionCells).toEqual([four[0], four[3]]);
    expect(decision.selection.parentSnapshot).toBe(decision.selection.plan.parent);
    expect(decision.submission.attemptKey).toBe(recoveryAttemptKey({ parentRunId: PARENT_ID, mode: 'undispatched', cells: [four[0], four[3]] }));
  });
});

describe('recover idempotency identity', () => {
  const a = { parentRunId: PARENT_ID, mode: 'undispatched', cells: four };
  it('same parent, mode and set of cells → same key (order does not matter)', () => {
    expect(recoveryAttemptKey({ ...a, cells: [...four].reverse() })).toBe(recoveryAttemptKey(a));
    expect(sameRecoveryAttempt(a, { ...a, cells: [four[2], four[0], four[3], four[1]] })).toBe(true);
  });
  it('a different set, mode or parent → a different key', () => {
    expect(recoveryAttemptKey({ ...a, cells: four.slice(1) })).not.toBe(recoveryAttemptKey(a));
    expect(recoveryAttemptKey({ ...a, mode: 'failed' })).not.toBe(recoveryAttemptKey(a));
    expect(recoveryAttemptKey({ ...a, parentRunId: 'run-00000000000000000000' })).not.toBe(recoveryAttemptKey(a));
    // Case/target boundaries are not ambiguous.
    expect(recoveryAttemptKey({ ...a, cells: [{ case_id: 'a', target_id: 'b","c' }] })).not.toBe(
      recoveryAttemptKey({ ...a, cells: [{ case_id: 'a","b', target_id: 'c' }] }),
    );
  });
  it('reads a stored child as its attempt; a run without recovery is none', () => {
    expect(sameRecoveryAttempt(storedRecoveryAttempt(journal.runs.get(CHILD_ID)!.manifest)!, a)).toBe(true);
    expect(storedRecoveryAttempt(journal.runs.get(PARENT_ID)!.manifest)).toBeNull();
  });
  it('validateRecoverSubmission computes the identity of the submission', () => {
    const v = validateRecoverSubmission(PARENT_ID, submit({ ...undispatched, selected_cells: four }));
    expect(v.attemptKey).toBe(recoveryAttemptKey(a));
    expect(v.mode).toBe('undispatched');
    expect(v.planSha256).toBe(undispatched.plan_sha256);
  });
});
