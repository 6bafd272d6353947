// Candidate plans (docs/plans.md): the baseline and target rules, the copied protocol, names,
// pinned judge/simulator auxiliaries, the experiment role and the post-freeze protocol check.
import { describe, expect, it } from 'vitest';
import {
  assertSameProtocol,
  candidateManifest,
  candidateRole,
  COPIED_KEYS,
  MESSAGES,
  pinnedAuxiliaries,
  type CandidateBaseline,
  type CandidateRequest,
} from '../../../src/domain/plan/candidate-plan.ts';
import type { PlanObject } from '../../../src/domain/plan/json.ts';
import { PlanError } from '../../../src/domain/plan/plan-error.ts';

const small = { id: 'small', kind: 'single', model: 'acme/small', base_url: 'http://127.0.0.1:1/v1' };
const judge = { id: 'judge', kind: 'single', model: 'acme/judge', base_url: 'http://127.0.0.1:1/v1' };
const user = { id: 'user', kind: 'single', model: 'acme/user', base_url: 'http://127.0.0.1:1/v1' };
const router = { id: 'router', kind: 'mom', model: 'MoM', base_url: 'http://127.0.0.1:1/router/v1', config_hash: 'h1' };
const router2 = { ...router, id: 'router2', config_hash: 'h2' };
const REGISTRY = new Map<string, PlanObject>([small, judge, user, router, router2].map((t) => [t.id, t]));

function baselineManifest(overrides: PlanObject = {}): PlanObject {
  return {
    version: 'sr-bench-1.0',
    name: 'Small reference',
    mode: 'live',
    profile: 'quick',
    seed: 7,
    cost_policy: 'require_priced',
    output_policy: 'bounded',
    cases: [{ id: 'c1', benchmark: 'simpleqa-verified', messages: [{ role: 'user', content: 'q' }], answer: 'a' }],
    dataset: { id: 'ds-1', sha256: 'ab' },
    targets: [small],
    auxiliary_targets: { judge },
    benchmark_options: { 'simpleqa-verified': { judge: 'judge', grader_version: 'g1' }, 'sr-bench-dialogue': { simulator: 'user' } },
    limits: { concurrency: 2, max_cost_usd: 5 },
    sampling: { temperature: 0 },
    benchmark_weights: { 'simpleqa-verified': 1 },
    adapter_versions: { 'simpleqa-verified': 'v1' },
    case_sha256: 'cs',
    plan_sha256: 'ps',
    preview_context: { session_id: 's' },
    ...overrides,
  };
}

function baseline(overrides: PlanObject = {}, status = 'completed'): CandidateBaseline {
  return { runId: 'run-00000000000000000001', status, manifest: baselineManifest(overrides) };
}

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PlanError);
    expect((error as PlanError).code).toBe('BAD_USER_INPUT');
    return (error as PlanError).message;
  }
  throw new Error('expected a refusal');
}

const request = (over: Partial<CandidateRequest> = {}): CandidateRequest => ({ targetIds: ['router'], ...over });

describe('candidate plans: the baseline rules', () => {
  it.each(['queued', 'running'])('refuses a %s baseline', (status) => {
    expect(refusal(() => candidateManifest(baseline({}, status), request(), REGISTRY))).toBe(MESSAGES.notTerminal);
  });
  it.each(['completed', 'failed', 'cancelled', 'interrupted'])('accepts a %s full baseline as a protocol source', (status) => {
    expect(candidateManifest(baseline({}, status), request(), REGISTRY).baseline_run_id).toBe('run-00000000000000000001');
  });
  it.each(['preview', 'replay'])('refuses a %s baseline', (mode) => {
    expect(refusal(() => candidateManifest(baseline({ mode }), request(), REGISTRY))).toBe(MESSAGES.notLive);
  });
  it('treats a baseline without mode as live', () => {
    const { mode: _mode, ...rest } = baselineManifest();
    expect(candidateManifest({ runId: 'run-1', status: 'failed', manifest: rest }, request(), REGISTRY).mode).toBe('live');
  });
  it('refuses a recovery subset', () => {
    const recovery = { parent_run_id: 'run-00000000000000000009', recovery_subset: true };
    expect(refusal(() => candidateManifest(baseline({ recovery }), request(), REGISTRY))).toBe(MESSAGES.recoverySubset);
  });
  it('refuses two targets, a MoM target and no target', () => {
    for (const targets of [[small, judge], [router], []]) {
      expect(refusal(() => candidateManifest(baseline({ targets }), request(), REGISTRY))).toBe(MESSAGES.notSingle);
    }
  });
});

describe('candidate plans: the target rules', () => {
  it('refuses an empty list, duplicates, unknown and non-MoM targets', () => {
    expect(refusal(() => candidateManifest(baseline(), request({ targetIds: [] }), REGISTRY))).toBe(MESSAGES.noTargets);
    expect(refusal(() => candidateManifest(baseline(), request({ targetIds: ['router', 'router'] }), REGISTRY))).toBe(MESSAGES.duplicateTargets);
    expect(refusal(() => candidateManifest(baseline(), request({ targetIds: ['nope'] }), REGISTRY))).toBe(MESSAGES.unknownTarget('nope'));
    expect(refusal(() => candidateManifest(baseline(), request({ targetIds: ['small'] }), REGISTRY))).toBe(MESSAGES.notMom('small'));
  });
  it("refuses a candidate that reuses the baseline judge's or simulator's id", () => {
    const registry = new Map(REGISTRY);
    registry.set('judge', { ...router, id: 'judge' });
    registry.set('user', { ...router, id: 'user' });
    expect(refusal(() => candidateManifest(baseline(), request({ targetIds: ['judge'] }), registry))).toBe(MESSAGES.reusesAuxiliary('judge'));
    expect(refusal(() => candidateManifest(baseline(), request({ targetIds: ['router', 'user'] }), registry))).toBe(MESSAGES.reusesAuxiliary('user'));
  });
  it('refuses replay mode', () => {
    expect(refusal(() => candidateManifest(baseline(), request({ mode: 'replay' }), REGISTRY))).toBe(MESSAGES.badMode);
  });
});

describe('candidate plans: the new manifest', () => {
  it('copies the protocol keys, sets name, mode, targets and lineage, and drops everything else', () => {
    const source = baselineManifest();
    const m = candidateManifest(baseline(), request({ targetIds: ['router', 'router2'] }), REGISTRY);
    for (const key of COPIED_KEYS) if (key !== 'auxiliary_targets') expect(m[key]).toStrictEqual(source[key]);
    expect(m.name).toBe('Candidate evaluation');
    expect(m.mode).toBe('live');
    expect(m.targets).toStrictEqual([router, router2]);
    expect(m.baseline_run_id).toBe('run-00000000000000000001');
    for (const key of ['case_sha256', 'plan_sha256', 'output_policy', 'preview_context', 'experiment', 'execution_cells', 'recovery']) {
      expect(m).not.toHaveProperty(key);
    }
    // Copies, not shared references.
    expect(m.cases).not.toBe(source.cases);
  });
  it('names: default per mode, a given name trimmed, a blank name defaulted', () => {
    expect(candidateManifest(baseline(), request({ mode: 'preview' }), REGISTRY).name).toBe('Routing check');
    expect(candidateManifest(baseline(), request({ mode: 'preview' }), REGISTRY).mode).toBe('preview');
    expect(candidateManifest(baseline(), request({ name: '  Router v2 ' }), REGISTRY).name).toBe('Router v2');
    expect(candidateManifest(baseline(), request({ name: '   ' }), REGISTRY).name).toBe('Candidate evaluation');
  });
  it("pins the baseline's judge and simulator as auxiliaries, also when the subject was its own judge", () => {
    const m = candidateManifest(baseline(), request(), REGISTRY);
    // `user` is not in the baseline's inventory: nothing to pin; `judge` was already auxiliary.
    expect(m.auxiliary_targets).toStrictEqual({ judge });
    const selfJudged = baseline({
      auxiliary_targets: { user },
      benchmark_options: { 'simpleqa-verified': { judge: 'small' }, 'sr-bench-dialogue': { simulator: 'user' } },
    });
    expect(pinnedAuxiliaries(selfJudged.manifest)).toStrictEqual({ small, user });
    expect(candidateManifest(selfJudged, request(), REGISTRY).auxiliary_targets).toStrictEqual({ user, small });
    expect(refusal(() => candidateManifest(selfJudged, request({ targetIds: ['small'] }), REGISTRY))).toBe(MESSAGES.reusesAuxiliary('small'));
  });
  it('has no auxiliary_targets when the baseline had none and needed none', () => {
    const { auxiliary_targets: _a, benchmark_options: _b, ...rest } = baselineManifest();
    expect(candidateManifest({ runId: 'run-1', status: 'completed', manifest: rest }, request(), REGISTRY)).not.toHaveProperty('auxiliary_targets');
  });
  it('experiment role: preview mode → preview, standard baseline → validation, otherwise candidate', () => {
    const id = `exp-${'a'.repeat(32)}`;
    expect(candidateManifest(baseline(), request({ experimentId: id }), REGISTRY).experiment).toStrictEqual({ id, role: 'candidate' });
    expect(candidateManifest(baseline(), request({ experimentId: id, mode: 'preview', hypothesis: 'h' }), REGISTRY).experiment).toStrictEqual({
      id,
      role: 'preview',
      hypothesis: 'h',
    });
    expect(candidateManifest(baseline({ profile: 'standard' }), request({ experimentId: id }), REGISTRY).experiment).toStrictEqual({ id, role: 'validation' });
    expect(candidateRole(baselineManifest({ profile: 'standard' }), 'preview')).toBe('preview');
  });
});

describe('candidate plans: the post-freeze protocol check', () => {
  const frozenFrom = (over: PlanObject = {}): PlanObject => ({ ...baselineManifest(), targets: [router], auxiliary_targets: { judge, user }, ...over });

  it('accepts an equal protocol (other targets and names do not matter)', () => {
    expect(() => assertSameProtocol(baselineManifest({ auxiliary_targets: { judge, user } }), frozenFrom({ name: 'x' }))).not.toThrow();
  });
  it.each([
    ['case_sha256', 'other'],
    ['sampling', { temperature: 0.5 }],
    ['limits', { concurrency: 3 }],
    ['profile', 'smoke'],
    ['seed', 8],
    ['cost_policy', 'capability_only'],
    ['benchmark_options', {}],
    ['adapter_versions', undefined],
    ['benchmark_weights', { 'simpleqa-verified': 2 }],
  ])('refuses a changed %s', (key, value) => {
    const frozen = frozenFrom();
    if (value === undefined) delete frozen[key];
    else frozen[key] = value;
    expect(refusal(() => assertSameProtocol(baselineManifest({ auxiliary_targets: { judge, user } }), frozen))).toBe(MESSAGES.protocolChanged(key));
  });
  it('refuses changed effective judge/simulator targets', () => {
    const frozen = frozenFrom({ auxiliary_targets: { judge: { ...judge, request_params: { temperature: 1 } }, user } });
    expect(refusal(() => assertSameProtocol(baselineManifest({ auxiliary_targets: { judge, user } }), frozen))).toBe(MESSAGES.auxiliaryChanged);
  });
});
