/** The typed PlanInput → manifest → frozen plan (docs/api.md "Mutations", docs/dashboard.md "The form"). */
import { describe, expect, it } from 'vitest';
import { canonical } from '../../../src/domain/hashing/canonical.ts';
import { planInputToManifest } from '../../../src/domain/plan/plan-input.ts';
import type { PlanInput } from '../../../src/domain/plan/plan-input.ts';
import { registryMap, validateRegistry } from '../../../src/domain/plan/registry.ts';
import { failure, freeze, mcq, mom, single } from './plan-fixtures.ts';

const EXP = 'exp-0123456789abcdef0123456789abcdef';
const registry = registryMap(validateRegistry([single(), mom()]));
const user = { actorIsAdmin: false, registry };

describe('planInputToManifest', () => {
  it('writes only what is given, in manifest names', () => {
    const input: PlanInput = {
      name: 'Nightly',
      mode: 'LIVE',
      profile: 'QUICK',
      seed: 7,
      cases: [mcq('c1')],
      targetIds: ['s', 'm'],
      sampling: { temperature: 0.2, topP: 0.9, maxTokens: null },
      limits: { maxCostUsd: 2.5, concurrency: 4, totalTimeoutS: null },
      costPolicy: 'REQUIRE_PRICED',
      outputPolicy: 'BOUNDED',
      experiment: { id: EXP, role: 'CANDIDATE', hypothesis: 'faster' },
      executionCells: [
        { caseId: 'c1', targetId: 's' },
        { caseId: 'c1', targetId: 'm' },
      ],
    };
    expect(planInputToManifest(input)).toEqual({
      version: 'sr-bench-1.0',
      name: 'Nightly',
      mode: 'live',
      profile: 'quick',
      seed: 7,
      cost_policy: 'require_priced',
      output_policy: 'bounded',
      cases: [mcq('c1')],
      targets: [{ id: 's' }, { id: 'm' }],
      limits: { max_cost_usd: 2.5, concurrency: 4 },
      sampling: { temperature: 0.2, top_p: 0.9 },
      experiment: { id: EXP, role: 'candidate', hypothesis: 'faster' },
      execution_cells: [
        { case_id: 'c1', target_id: 's' },
        { case_id: 'c1', target_id: 'm' },
      ],
    });
  });
  it('a dataset id and the preview context', () => {
    expect(
      planInputToManifest({ datasetId: 'd'.repeat(64), targetIds: ['m'], mode: 'PREVIEW', previewContext: { sessionId: 'abc', samplingSeed: 5 } }),
    ).toEqual({
      version: 'sr-bench-1.0',
      mode: 'preview',
      dataset: { id: 'd'.repeat(64) },
      targets: [{ id: 'm' }],
      preview_context: { session_id: 'abc', sampling_seed: 5 },
    });
  });
  it('needs exactly one case source', () => {
    expect(() => planInputToManifest({ targetIds: ['s'] })).toThrow(TypeError);
    expect(() => planInputToManifest({ targetIds: ['s'], datasetId: 'x', cases: [] })).toThrow(TypeError);
  });
});

describe('PlanInput through freezePlan with the registry', () => {
  it('freezes to the registered targets and the defaults', () => {
    const frozen = freeze(planInputToManifest({ cases: [mcq('c1'), mcq('c2')], targetIds: ['s', 'm'] }), user);
    expect(frozen.manifest.targets).toEqual([single(), mom()]);
    expect(frozen.total).toBe(4);
    expect(canonical(frozen.manifest.limits)).toContain('"max_cost_usd":5.0');
  });
  it('an integral budget freezes as an int; the plan hash does not care', () => {
    const given = freeze(planInputToManifest({ cases: [mcq('c1')], targetIds: ['s'], limits: { maxCostUsd: 5 } }), user);
    const omitted = freeze(planInputToManifest({ cases: [mcq('c1')], targetIds: ['s'] }), user);
    expect(canonical(given.manifest.limits)).toContain('"max_cost_usd":5,');
    expect(given.planSha256).toBe(omitted.planSha256);
  });
  it('an unknown target id is FORBIDDEN for a non-admin', () => {
    expect(failure(planInputToManifest({ cases: [mcq('c1')], targetIds: ['nope'] }), user)).toEqual({
      message: 'Target must be registered by the server operator',
      code: 'FORBIDDEN',
    });
  });
  it('bad typed values still get the exact plan messages', () => {
    expect(failure(planInputToManifest({ cases: [mcq('c1')], targetIds: ['s'], limits: { concurrency: 64 } }), user).message).toBe(
      'invalid concurrency or timeout hierarchy',
    );
    expect(failure(planInputToManifest({ cases: [mcq('c1')], targetIds: ['s'], costPolicy: 'FREE' }), user).message).toBe(
      'cost_policy must be require_priced or capability_only',
    );
    expect(failure(planInputToManifest({ cases: [mcq('c1')], targetIds: ['s'], sampling: { temperature: 3 } }), user).message).toBe(
      'sampling.temperature is outside its valid range',
    );
  });
});
