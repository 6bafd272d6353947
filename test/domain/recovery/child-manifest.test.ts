import { describe, expect, it } from 'vitest';
import { digest, planDigest } from '../../../src/domain/hashing/canonical.ts';
import { childManifest, childManifestDraft, recoveryBlock } from '../../../src/domain/recovery/child-manifest.ts';
import type { ChildSelection } from '../../../src/domain/recovery/child-manifest.ts';
import { recoveryPlan } from '../../../src/domain/recovery/recovery-plan.ts';
import { freezePlan } from '../../../src/domain/plan/freeze.ts';
import { CHILD_ID, PARENT_ID, readBJournal } from './b-journal.ts';

const journal = readBJournal();
const parentManifest = journal.beforeChild.parent.manifest;
const plan = recoveryPlan(journal.beforeChild, 'undispatched');
const EXPERIMENT = { id: `exp-${'a'.repeat(32)}`, role: 'initial', hypothesis: 'Router beats small' };

const selection = (cells: { case_id: string; target_id: string }[], mode: 'undispatched' | 'failed' = 'undispatched'): ChildSelection => ({
  parentRunId: PARENT_ID,
  mode,
  selectedCells: cells,
  parentSnapshot: plan.parent,
});

describe('the child manifest', () => {
  it('recovery block: keys, selected cells as given with their plain digest, acknowledgement = failed mode', () => {
    const cells = [
      { case_id: 'mmlu-006', target_id: 'mom-router' },
      { case_id: 'mmlu-004', target_id: 'single-small' },
    ];
    const block = recoveryBlock(selection(cells));
    expect(Object.keys(block)).toEqual([
      'parent_run_id',
      'mode',
      'selected_cells',
      'selected_cells_sha256',
      'parent_snapshot',
      'recovery_subset',
      'new_attempt_acknowledged',
    ]);
    expect(block.selected_cells).toEqual(cells);
    expect(block.selected_cells_sha256).toBe(digest(cells));
    expect(block.recovery_subset).toBe(true);
    expect(block.new_attempt_acknowledged).toBe(false);
    expect(recoveryBlock(selection(cells, 'failed')).new_attempt_acknowledged).toBe(true);
    expect(block.parent_snapshot).toEqual(plan.parent);
    expect(block.parent_snapshot).not.toBe(plan.parent); // a deep copy
  });

  it('reduces targets to those of the selected cells, in manifest order; execution cells in planned order', () => {
    const cells = [
      { case_id: 'mmlu-006', target_id: 'mom-router' },
      { case_id: 'mmlu-004', target_id: 'mom-router' },
    ];
    const frozen = childManifest(parentManifest, selection(cells), { canManageExperiment: false });
    expect((frozen.manifest.targets as { id: string }[]).map((t) => t.id)).toEqual(['mom-router']);
    expect(frozen.manifest.execution_cells).toEqual([...cells].reverse());
    expect(frozen.manifest.auxiliary_targets).toEqual({});
    expect(frozen.total).toBe(2);
    expect(frozen.manifest.cases).toEqual(parentManifest.cases); // every case is kept
    expect(planDigest(frozen.manifest)).toBe(frozen.planSha256);
  });

  it('moves a removed target that benchmark options reference as judge/simulator into auxiliary_targets', () => {
    const parent = {
      ...parentManifest,
      auxiliary_targets: { 'sim-ref': { id: 'sim-ref', kind: 'single', model: 's', base_url: 'http://127.0.0.1:1/v1' } },
      benchmark_options: { hle: { judge: 'mom-router' }, tau3: { simulator: 'sim-ref' } },
    };
    const draft = childManifestDraft(parent, selection([{ case_id: 'mmlu-004', target_id: 'single-small' }]), false);
    expect((draft.targets as { id: string }[]).map((t) => t.id)).toEqual(['single-small']);
    expect(Object.keys(draft.auxiliary_targets as object).sort()).toEqual(['mom-router', 'sim-ref']);
    expect((draft.auxiliary_targets as Record<string, unknown>)['mom-router']).toEqual((parentManifest.targets as unknown[])[1]);
    // An unreferenced removed target simply goes.
    const plainDraft = childManifestDraft(parentManifest, selection([{ case_id: 'mmlu-004', target_id: 'single-small' }]), false);
    expect(plainDraft.auxiliary_targets).toEqual({});
  });

  it('re-labels an inherited experiment membership "recovery" when the actor may manage it, removes it otherwise', () => {
    const parent = { ...parentManifest, experiment: EXPERIMENT };
    const cells = [{ case_id: 'mmlu-004', target_id: 'single-small' }];
    const managed = childManifest(parent, selection(cells), { canManageExperiment: true });
    expect(managed.manifest.experiment).toEqual({ ...EXPERIMENT, role: 'recovery' });
    const unmanaged = childManifest(parent, selection(cells), { canManageExperiment: false });
    expect('experiment' in unmanaged.manifest).toBe(false);
    expect(parent.experiment.role).toBe('initial'); // the parent is never mutated
  });

  it('is frozen on the recovery path only: the same draft through startRun is refused', () => {
    const draft = childManifestDraft(parentManifest, selection([{ case_id: 'mmlu-004', target_id: 'single-small' }]), false);
    expect(() => freezePlan(draft, { actorIsAdmin: true })).toThrow('Recovery lineage requires the explicit recovery endpoint');
  });

  it('a child of a child plans from its parent’s own execution cells', () => {
    const child = journal.runs.get(CHILD_ID)!.manifest;
    const frozen = childManifest(
      child,
      { ...selection([{ case_id: 'mmlu-005', target_id: 'mom-router' }]), parentRunId: CHILD_ID },
      { canManageExperiment: false },
    );
    expect(frozen.manifest.execution_cells).toEqual([{ case_id: 'mmlu-005', target_id: 'mom-router' }]);
    expect(frozen.manifest.name).toBe('Recovery subset: Recovery subset: b1: priced run stops at unknown MoM cost');
    expect((frozen.manifest.recovery as { parent_run_id: string }).parent_run_id).toBe(CHILD_ID);
  });
});
