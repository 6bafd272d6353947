/** Execution cells, preview context and experiment membership (docs/plans.md; docs/experiments.md). */
import { describe, expect, it } from 'vitest';
import { assertCanManageExperiment, validateMembership } from '../../../src/domain/plan/experiment-membership.ts';
import { PlanError } from '../../../src/domain/plan/plan-error.ts';
import { freezePreviewContext } from '../../../src/domain/plan/preview-context.ts';
import { bad, failure, freeze, mcq, mom, plan, single } from './plan-fixtures.ts';

const EXP = 'exp-00000000000000000000000000000abc';

describe('execution cells', () => {
  const two = () => plan({ cases: [mcq('c1'), mcq('c2'), mcq('c3')], targets: [single('s'), mom('m')] });
  it('are re-ordered to matrix order and counted as the plan total', () => {
    const frozen = freeze({
      ...two(),
      execution_cells: [
        { case_id: 'c3', target_id: 's' },
        { case_id: 'c1', target_id: 'm' },
        { case_id: 'c1', target_id: 's' },
      ],
    });
    expect(frozen.manifest.execution_cells).toEqual([
      { case_id: 'c1', target_id: 's' },
      { case_id: 'c1', target_id: 'm' },
      { case_id: 'c3', target_id: 's' },
    ]);
    expect(frozen.total).toBe(3);
    expect(frozen.caseCount).toBe(3);
  });
  it('without them the total is the case × target matrix', () => {
    expect(freeze(two()).total).toBe(6);
  });
  it.each([
    ['a non-list', { case_id: 'c1', target_id: 's' }, 'execution_cells must select valid case/target pairs'],
    ['an empty list', [], 'execution_cells must select valid case/target pairs'],
    ['an extra key', [{ case_id: 'c1', target_id: 's', x: 1 }], 'execution_cells must select valid case/target pairs'],
    ['a pair outside the matrix', [{ case_id: 'c9', target_id: 's' }], 'execution_cells must select valid case/target pairs'],
    [
      'a duplicate (after all pairs were checked)',
      [
        { case_id: 'c1', target_id: 's' },
        { case_id: 'c1', target_id: 'm' },
        { case_id: 'c1', target_id: 's' },
      ],
      'execution_cells must not contain duplicate pairs',
    ],
    [
      'an invalid pair after a duplicate',
      [
        { case_id: 'c1', target_id: 's' },
        { case_id: 'c1', target_id: 's' },
        { case_id: 'zz', target_id: 's' },
      ],
      'execution_cells must select valid case/target pairs',
    ],
    ['a target without cells', [{ case_id: 'c1', target_id: 's' }], 'Every target must have at least one selected case'],
  ])('%s', (_name, execution_cells, message) => {
    expect(failure({ ...two(), execution_cells })).toEqual(bad(message));
  });
});

describe('preview context', () => {
  it('freezes {sampling_seed: seed, ...given}', () => {
    expect(freezePreviewContext({ session_id: 's', conversation_id: 'c' }, 7)).toEqual({
      sampling_seed: 7,
      session_id: 's',
      conversation_id: 'c',
    });
    expect(freezePreviewContext({ sampling_seed: -(2n ** 63n) }, 7)).toEqual({ sampling_seed: -(2n ** 63n) });
  });
  it.each([
    [[], 'preview_context must be an object'],
    [null, 'preview_context must be an object'],
    [{ user: 'x' }, 'Unknown preview_context field'],
    [{ session_id: '' }, 'Preview session identities must be nonempty strings'],
    [{ conversation_id: 5 }, 'Preview session identities must be nonempty strings'],
    [{ sampling_seed: 2n ** 63n }, 'preview sampling_seed must be a signed 64-bit integer'],
    [{ sampling_seed: true }, 'preview sampling_seed must be a signed 64-bit integer'],
    [{ sampling_seed: 1.5 }, 'preview sampling_seed must be a signed 64-bit integer'],
  ])('case %#', (given, message) => {
    expect(() => freezePreviewContext(given, 1)).toThrow(new PlanError(message));
  });
  it('a huge run seed makes the default seed invalid', () => {
    expect(failure(plan({ mode: 'preview', targets: [mom()], seed: 2n ** 64n }))).toEqual(bad('preview sampling_seed must be a signed 64-bit integer'));
  });
  it('is frozen into preview plans', () => {
    const { manifest } = freeze(plan({ mode: 'preview', targets: [mom()], preview_context: { session_id: 'abc' } }));
    expect(manifest.preview_context).toEqual({ sampling_seed: 20260918, session_id: 'abc' });
  });
});

describe('experiment membership', () => {
  it.each([
    [[], 'experiment requires id, role and an optional hypothesis'],
    [{ id: EXP, role: 'baseline', note: 'x' }, 'experiment requires id, role and an optional hypothesis'],
    [{ role: 'baseline' }, 'Invalid experiment identity'],
    [{ id: 'exp-ABC', role: 'baseline' }, 'Invalid experiment identity'],
    [{ id: `${EXP}\n`, role: 'baseline' }, 'Invalid experiment identity'],
    [{ id: EXP }, 'Unknown experiment run role'],
    [{ id: EXP, role: 'BASELINE' }, 'Unknown experiment run role'],
    [{ id: EXP, role: 'baseline', hypothesis: 5 }, 'Experiment hypothesis must be at most 2000 characters'],
    [{ id: EXP, role: 'baseline', hypothesis: 'x'.repeat(2001) }, 'Experiment hypothesis must be at most 2000 characters'],
  ])('case %#', (value, message) => {
    expect(() => validateMembership(value)).toThrow(new PlanError(message));
  });
  it('hypothesis: 2000 code points allowed (astral characters count once), trimmed Python-style', () => {
    expect(validateMembership({ id: EXP, role: 'smoke', hypothesis: '😀'.repeat(2000) }).hypothesis).toHaveLength(4000);
    expect(validateMembership({ id: EXP, role: 'smoke', hypothesis: '\x85 idea \u3000' }).hypothesis).toBe('idea');
    expect(validateMembership({ id: EXP, role: 'smoke', hypothesis: '\ufeffidea' }).hypothesis).toBe('\ufeffidea');
    expect(validateMembership({ id: EXP, role: 'smoke' })).toEqual({ id: EXP, role: 'smoke', hypothesis: '' });
  });
  it.each([
    ['baseline', plan(), true],
    ['baseline', plan({ targets: [mom()] }), false],
    ['candidate', plan({ targets: [mom()] }), true],
    ['initial', plan({ targets: [mom()] }), true],
    ['smoke', plan({ profile: 'smoke' }), true],
    ['smoke', plan(), false],
    ['validation', plan({ profile: 'standard', cases: [mcq('c', { metadata: { split: 'holdout' } })] }), true],
    ['candidate', plan({ profile: 'standard', targets: [mom()], cases: [mcq('c', { metadata: { split: 'holdout' } })] }), false],
    ['preview', plan({ mode: 'preview', targets: [mom()] }), true],
    ['candidate', plan({ mode: 'preview', targets: [mom()] }), false],
    ['recovery', plan(), false],
    ['estimate', plan(), false],
  ])('role %s on %#', (role, manifest, allowed) => {
    const result = failure.bind(null, { ...manifest, experiment: { id: EXP, role } });
    if (allowed) expect(() => freeze({ ...manifest, experiment: { id: EXP, role } })).not.toThrow();
    else expect(result()).toEqual(bad('Run mode, profile or targets do not match its experiment role'));
  });
  it('a recovery child may only take the recovery role', () => {
    const child = plan({ recovery: { parent_run_id: 'run-x' }, experiment: { id: EXP, role: 'recovery' } });
    expect(freeze(child, { fromRecovery: true }).manifest.experiment).toEqual({ id: EXP, role: 'recovery', hypothesis: '' });
  });
  it('ownership is FORBIDDEN for other actors unless admin', () => {
    expect(() => assertCanManageExperiment('alice', 'bob', false)).toThrow(new PlanError('The submitting actor cannot manage this experiment', 'FORBIDDEN'));
    expect(() => assertCanManageExperiment(null, 'bob', true)).toThrow(PlanError);
    expect(() => assertCanManageExperiment('alice', 'bob', true)).not.toThrow();
    expect(() => assertCanManageExperiment('bob', 'bob', false)).not.toThrow();
  });
});
