/**
 * Conformance with the original: every frozen manifest in the fixture journals re-freezes
 * to the same canonical text and hashes, and the plan a client would have submitted
 * (frozen manifest minus what freezing adds) freezes to the same `plan_sha256`.
 */
import { describe, expect, it } from 'vitest';
import { isJsonObject as isObject } from '../../../src/domain/accounting/json-values.ts';
import { canonical } from '../../../src/domain/hashing/canonical.ts';
import { freezePlan } from '../../../src/domain/plan/freeze.ts';
import type { FreezeContext } from '../../../src/domain/plan/freeze.ts';
import type { PlanObject } from '../../../src/domain/plan/json.ts';
import { defaultLimits } from '../../../src/domain/plan/limits.ts';
import { PlanError } from '../../../src/domain/plan/plan-error.ts';
import { plannedCells } from '../../../src/domain/plan/planned-cells.ts';
import type { PlannedCellsManifest } from '../../../src/domain/plan/planned-cells.ts';
import { fullSuiteDataset, storedRuns } from './fixture-journals.ts';
import type { StoredRun } from './fixture-journals.ts';

const runs = storedRuns();

function contextFor(run: StoredRun): FreezeContext {
  return {
    actorIsAdmin: true,
    fromRecovery: isObject(run.manifest.recovery),
    resolvedDataset: run.manifest.dataset === undefined ? null : fullSuiteDataset(),
  };
}

/** The manifest minus everything freezing adds or defaults. */
function submitted(stored: PlanObject): PlanObject {
  const m: PlanObject = { ...stored };
  for (const key of ['plan_sha256', 'case_sha256', 'benchmark_weights', 'adapter_versions']) delete m[key];
  const defaults: [string, unknown][] = [
    ['mode', 'live'],
    ['profile', 'quick'],
    ['seed', 20260918],
    ['cost_policy', 'require_priced'],
    ['output_policy', 'bounded'],
    ['sampling', { temperature: 0, max_tokens: 4096 }],
  ];
  for (const [key, value] of defaults) if (canonical(m[key]) === canonical(value)) delete m[key];
  const limits = { ...(m.limits as PlanObject) };
  for (const [key, value] of Object.entries(defaultLimits())) if (canonical(limits[key]) === canonical(value)) delete limits[key];
  if (Object.keys(limits).length === 0) delete m.limits;
  else m.limits = limits;
  if (isObject(m.dataset)) {
    // A client names the dataset by path and hash; the cases and the rest come from it.
    m.dataset = { path: m.dataset.path, sha256: m.dataset.sha256 };
    delete m.cases;
  }
  return m;
}

describe('fixture journals: frozen manifests re-freeze exactly', () => {
  it('finds the fixture runs', () => expect(runs.length).toBeGreaterThanOrEqual(25));

  it.each(runs.map((run) => [`${run.journal} ${run.runId}`, run] as const))('%s', (_label, run) => {
    const frozen = freezePlan(run.manifest, contextFor(run));
    expect(frozen.planSha256).toBe(run.manifest.plan_sha256);
    expect(frozen.caseSha256).toBe(run.manifest.case_sha256);
    // Byte-exact: the stored text is the canonical JSON of the frozen plan.
    expect(canonical(frozen.manifest)).toBe(run.text);
    expect(frozen.total).toBe(plannedCells(run.manifest as unknown as PlannedCellsManifest).length);
    expect(frozen.caseCount).toBe((run.manifest.cases as unknown[]).length);
  });
});

describe('fixture journals: the submitted plan freezes to the stored hashes', () => {
  it.each(runs.map((run) => [`${run.journal} ${run.runId}`, run] as const))('%s', (_label, run) => {
    const input = submitted(run.manifest);
    expect(input.plan_sha256).toBeUndefined();
    const frozen = freezePlan(input, contextFor(run));
    expect(frozen.planSha256).toBe(run.manifest.plan_sha256);
    expect(frozen.caseSha256).toBe(run.manifest.case_sha256);
    expect(canonical(frozen.manifest)).toBe(run.text);
  });
});

describe('fixture journals: recovery children need the recover path', () => {
  const children = runs.filter((run) => isObject(run.manifest.recovery));
  it('has a recovery child', () => expect(children.length).toBeGreaterThan(0));
  it.each(children.map((run) => [run.runId, run] as const))('%s is refused outside recover', (_id, run) => {
    expect(() => freezePlan(run.manifest, { actorIsAdmin: true })).toThrow(new PlanError('Recovery lineage requires the explicit recovery endpoint'));
  });
});
