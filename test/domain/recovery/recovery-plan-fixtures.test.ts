import { describe, expect, it } from 'vitest';
import { canonical } from '../../../src/domain/hashing/canonical.ts';
import { recoveryPlan, recoveryPlanDigest } from '../../../src/domain/recovery/recovery-plan.ts';
import { expectSameByValue } from '../../helpers/by-value.ts';
import { bFixture, plain, readBJournal } from './b-journal.ts';

const journal = readBJournal();

describe('recovery plans of b1 match the original by value', () => {
  it.each([
    ['undispatched, before the child (no claims)', 'recovery-plan-run-52d65a1b8012434e801b-undispatched.json', 'beforeChild', 'undispatched'],
    ['failed, before the child (no claims)', 'recovery-plan-run-52d65a1b8012434e801b-failed.json', 'beforeChild', 'failed'],
    ['undispatched, after the child (its four claims)', 'recovery-plan-run-52d65a1b8012434e801b-undispatched-after-child.json', 'afterChild', 'undispatched'],
  ] as const)('%s', (_label, file, state, mode) => {
    const document = recoveryPlan(journal[state], mode);
    const expected = bFixture(file);
    expectSameByValue(plain(document), expected);
    // The hash is the exact one, so the float 5.0 and the spend sum are reproduced bit for bit.
    expect(document.plan_sha256).toBe(expected.plan_sha256);
    expect(recoveryPlanDigest(document as unknown as Record<string, unknown>)).toBe(document.plan_sha256);
  });

  it('keeps the budget a float in the hashed text (5.0, not 5)', () => {
    const document = recoveryPlan(journal.beforeChild, 'undispatched');
    expect(canonical(document)).toContain('"new_attempt_budget_usd":5.0');
  });

  it('the keys are the documented list, in the order built', () => {
    const document = recoveryPlan(journal.beforeChild);
    expect(Object.keys(document)).toEqual([
      'parent_run_id',
      'mode',
      'eligible_cells',
      'excluded',
      'counts',
      'parent',
      'new_attempt_budget_usd',
      'requires_new_attempt_acknowledgment',
      'scope',
      'plan_sha256',
    ]);
    expect(Object.keys(document.parent)).toEqual(['status', 'progress', 'known_spend_usd', 'spend_complete', 'plan_sha256']);
    expect(document.mode).toBe('undispatched');
  });
});
