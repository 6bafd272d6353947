import { describe, expect, it } from 'vitest';
import { AUXILIARY_IDENTITY_UNAVAILABLE, PricedTargetError, resolvePricedTarget, targetInventory } from '../../../src/domain/accounting/priced-targets.ts';

const single = { id: 'single', kind: 'single', model: 'acme/small' };
const judge = { id: 'judge-ref', kind: 'single', model: 'acme/judge' };
const manifest = {
  targets: [single, { id: 'mom', kind: 'mom', model: 'MoM' }],
  auxiliary_targets: { 'judge-ref': judge, single: { id: 'single', kind: 'single', model: 'shadowed' } },
  cases: [
    { id: 'hle-001', benchmark: 'hle' },
    { id: 'mmlu-001', benchmark: 'mmlu-pro' },
    { id: 'tau-001', benchmark: 'tau3' },
  ],
  benchmark_options: { hle: { judge: 'judge-ref' }, tau3: { judge: 'judge-ref', simulator: 'missing' } },
};

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof PricedTargetError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'resolved';
}

describe('priced-target inventory', () => {
  it('overlays auxiliary targets by subject targets (same id → subject wins)', () => {
    const inventory = targetInventory(manifest);
    expect([...inventory.keys()]).toEqual(['judge-ref', 'single', 'mom']);
    expect(inventory.get('single')).toBe(single);
  });
});

describe('priced-target resolution', () => {
  it('a subject call is priced by its own target', () => {
    expect(resolvePricedTarget(manifest, { role: 'subject', target_id: 'single', case_id: 'hle-001' })).toBe(single);
  });
  it('a judge call is priced by its case benchmark reference, not by the subject target', () => {
    expect(resolvePricedTarget(manifest, { role: 'judge', target_id: 'single', case_id: 'hle-001' })).toBe(judge);
  });
  it.each([
    ['unknown subject target', { role: 'subject', target_id: 'nope', case_id: 'hle-001' }, 'subject_target_missing'],
    ['unknown case', { role: 'judge', target_id: 'single', case_id: 'nope' }, 'case_missing'],
    ['benchmark without options', { role: 'judge', target_id: 'single', case_id: 'mmlu-001' }, 'auxiliary_reference_missing'],
    ['role not referenced', { role: 'simulator', target_id: 'single', case_id: 'hle-001' }, 'auxiliary_reference_missing'],
    ['reference outside the inventory', { role: 'simulator', target_id: 'single', case_id: 'tau-001' }, 'auxiliary_reference_missing'],
  ])('%s', (_label, call, code) => {
    expect(codeOf(() => resolvePricedTarget(manifest, call)).split(':')[0]).toBe(code);
  });
  it('an unresolvable auxiliary reference carries the public reason of reconciliation', () => {
    expect(codeOf(() => resolvePricedTarget(manifest, { role: 'judge', case_id: 'mmlu-001' }))).toBe(
      `auxiliary_reference_missing: ${AUXILIARY_IDENTITY_UNAVAILABLE}`,
    );
  });
});
