/** docs/plans.md "The target registry and operator options": registry validation and the plan policy that resolves target ids. */
import { describe, expect, it } from 'vitest';
import type { PlanObject } from '../../../src/domain/plan/json.ts';
import { PlanError } from '../../../src/domain/plan/plan-error.ts';
import { applyPlanPolicy, registryMap, REGISTRY_FIELDS, validateRegistry } from '../../../src/domain/plan/registry.ts';
import { bad, failure, freeze, mcq, mom, plan, single } from './plan-fixtures.ts';

const judge = () => ({ ...single('judge', 'acme/judge'), request_params: { temperature: 0 } });
const hle = (id = 'h1') => ({ id, benchmark: 'hle', messages: [{ role: 'user', content: 'q' }], answer: 'a' });

describe('validateRegistry', () => {
  it('returns the validated targets unchanged', () => {
    const targets = [single(), { ...mom(), capture_recipe: true, session_mode: 'session_aware', header_env: { 'X-T': 'T' } }];
    expect(validateRegistry(targets)).toEqual(targets);
  });
  it('accepts unpriced targets (capability_only) and cost_mode', () => {
    expect(() => validateRegistry([{ ...single(), prices: undefined, cost_mode: 'x' }])).not.toThrow();
  });
  it('rejects the whole registration on one unsupported field', () => {
    expect(() => validateRegistry([single(), { ...single('t'), stream: false }])).toThrow(new PlanError('Server target registry contains unsupported fields'));
    expect(() => validateRegistry([single(), 'x'])).toThrow(new PlanError('Server target registry contains unsupported fields'));
    expect(REGISTRY_FIELDS.size).toBe(17);
  });
  it('applies the target rules through a throw-away live capability_only plan', () => {
    expect(() => validateRegistry([{ ...mom(), config_hash: undefined }])).toThrow(new PlanError('live mom target requires frozen config_hash'));
    expect(() => validateRegistry([{ ...single(), base_url: 'http://u:p@h' }])).toThrow(
      new PlanError('target base_url must be an HTTP(S) URL without credentials/query'),
    );
    expect(() => validateRegistry([single(), single()])).toThrow(new PlanError('target IDs must be unique nonempty strings'));
    expect(() => validateRegistry([{ ...single(), prices: { 'acme/s': { input: -1, cached_input: 0, cache_write: 0, output: 0 } } }])).toThrow(
      new PlanError('prices must be finite nonnegative USD per million tokens'),
    );
    expect(() => validateRegistry([{ ...single(), request_params: { n: 3 } }])).toThrow(
      new PlanError('request_params.n must be exactly 1; generation multiplicity is fixed'),
    );
  });
  it('needs a list with at least one target', () => {
    expect(() => validateRegistry({ targets: [] })).toThrow(new PlanError('targets must be a list of target objects'));
    expect(() => validateRegistry([])).toThrow(new PlanError('at least one target is required'));
  });
});

describe('plan policy: targets by id', () => {
  const registry = registryMap(validateRegistry([single(), mom(), judge()]));
  const user = { actorIsAdmin: false, registry };
  it('resolves ids to the registered targets', () => {
    const { manifest } = freeze(plan({ targets: [{ id: 's' }, { id: 'm' }] }), user);
    expect(manifest.targets).toEqual([single(), mom()]);
  });
  it('a supplied field that differs is FORBIDDEN; an equal one is fine', () => {
    expect(failure(plan({ targets: [{ id: 's', model: 'acme/other' }] }), user)).toEqual({
      message: 'Dashboard cannot override a registered target',
      code: 'FORBIDDEN',
    });
    expect(failure(plan({ targets: [{ id: 's', stream: false }] }), user).code).toBe('FORBIDDEN');
    expect(() => freeze(plan({ targets: [{ id: 's', kind: 'single', stream: null }] }), user)).not.toThrow();
  });
  it('unregistered targets are FORBIDDEN for non-admins, inline for admins', () => {
    expect(failure(plan({ targets: [single('x')] }), user)).toEqual({
      message: 'Target must be registered by the server operator',
      code: 'FORBIDDEN',
    });
    expect(failure(plan({ targets: [single('x')] }), { actorIsAdmin: false })).toEqual({
      message: 'Target must be registered by the server operator',
      code: 'FORBIDDEN',
    });
    expect(freeze(plan({ targets: [single('x'), { id: 's' }] }), { actorIsAdmin: true, registry }).manifest.targets).toEqual([single('x'), single()]);
    expect(failure(plan({ targets: [{ id: 'x' }] }), { actorIsAdmin: true, registry })).toEqual(bad('target requires kind single/mom and model'));
  });
  it('admins cannot override a registered target either', () => {
    expect(failure(plan({ targets: [{ ...single(), model: 'acme/z' }] }), { actorIsAdmin: true, registry }).code).toBe('FORBIDDEN');
  });
  it('non-admin plans need a string benchmark on every case', () => {
    expect(failure(plan({ targets: [{ id: 's' }], cases: [{ id: 'x' }] }), user)).toEqual(bad('at least one valid case is required'));
  });
  it('auxiliary targets must match the registry', () => {
    expect(failure(plan({ targets: [{ id: 's' }], auxiliary_targets: { x: { id: 'x' } } }), user)).toEqual({
      message: 'Auxiliary target must match the server registry',
      code: 'FORBIDDEN',
    });
    const { manifest } = freeze(plan({ targets: [{ id: 's' }], auxiliary_targets: { judge: { id: 'judge' } } }), user);
    expect(manifest.auxiliary_targets).toEqual({ judge: judge() });
  });
});

describe('plan policy: operator benchmark options', () => {
  const registry = registryMap(validateRegistry([single(), mom(), judge()]));
  const operatorOptions: Record<string, PlanObject> = {
    hle: { judge: 'judge', grader_version: 'sr-bench-reference-judge-v1' },
    tau3: { judge: 'judge', simulator: 'sim', release: '1.0.1' },
  };
  const user = { actorIsAdmin: false, registry, operatorOptions };
  it('apply to benchmarks present and pull their judge into auxiliary_targets', () => {
    const { manifest } = freeze(plan({ targets: [{ id: 'm' }], cases: [mcq('c1'), hle()] }), user);
    expect(manifest.benchmark_options).toEqual({ hle: operatorOptions.hle });
    expect(manifest.auxiliary_targets).toEqual({ judge: judge() });
  });
  it('are not added for absent benchmarks', () => {
    const { manifest } = freeze(plan({ targets: [{ id: 'm' }] }), user);
    expect(manifest).not.toHaveProperty('benchmark_options');
    expect(manifest).not.toHaveProperty('auxiliary_targets');
  });
  it('a judge that is already a subject target stays there', () => {
    const { manifest } = freeze(plan({ targets: [{ id: 'judge' }], cases: [hle()] }), user);
    expect(manifest).not.toHaveProperty('auxiliary_targets');
  });
  it('submitted options must equal the operator options (non-admin)', () => {
    expect(failure(plan({ targets: [{ id: 'm' }], benchmark_options: { hle: { judge: 'm' } } }), user)).toEqual({
      message: 'Benchmark harness options are configured by the server operator',
      code: 'FORBIDDEN',
    });
    expect(() => freeze(plan({ targets: [{ id: 'm' }], cases: [hle()], benchmark_options: { hle: operatorOptions.hle } }), user)).not.toThrow();
  });
  it('a re-freeze with the same policy is the identity', () => {
    const first = freeze(plan({ targets: [{ id: 'm' }], cases: [hle()] }), user);
    expect(freeze(first.manifest, user).planSha256).toBe(first.planSha256);
  });
  it('applyPlanPolicy is a no-op on the trusted admin path', () => {
    const m = plan({ targets: [{ id: 'anything' }] });
    applyPlanPolicy(m, { actorIsAdmin: true });
    expect(m.targets).toEqual([{ id: 'anything' }]);
  });
});
