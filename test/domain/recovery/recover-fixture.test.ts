import { describe, expect, it } from 'vitest';
import { planDigest } from '../../../src/domain/hashing/canonical.ts';
import { childManifest, childManifestDraft } from '../../../src/domain/recovery/child-manifest.ts';
import { recoveryClaims } from '../../../src/domain/recovery/claims.ts';
import { checkRecoverRequest } from '../../../src/domain/recovery/recover-request.ts';
import type { RecoverySelection } from '../../../src/domain/recovery/recover-request.ts';
import { recoveryPlan } from '../../../src/domain/recovery/recovery-plan.ts';
import { expectSameByValue } from '../../helpers/by-value.ts';
import { bFixture, CHILD_ID, PARENT_ID, plain, readBJournal } from './b-journal.ts';

interface RecoverFixture {
  child_manifest_recovery: Record<string, unknown>;
  child_run_id: string;
  request: { cells: { case_id: string; target_id: string }[]; idempotency_key: string; mode: string; plan_sha256: string };
}

const journal = readBJournal();
const fixture = bFixture<RecoverFixture>('recover-run-52d65a1b8012434e801b.json');
const storedChild = journal.runs.get(CHILD_ID)!;

/** The reviewed undispatched plan (before the child), reduced by the user to the fixture's four cells. */
function reviewedPlan(): Record<string, unknown> {
  const plan = plain<Record<string, unknown>>(recoveryPlan(journal.beforeChild, 'undispatched'));
  return { ...plan, selected_cells: fixture.request.cells };
}

function newSelection(): RecoverySelection {
  const decision = checkRecoverRequest(journal.beforeChild, {
    plan: reviewedPlan(),
    idempotencyKey: fixture.request.idempotency_key,
    acknowledgeNewAttempt: false,
  });
  if (decision.kind !== 'new') throw new Error('expected a new attempt');
  return decision.selection;
}

describe('recover on b1 reproduces the original child', () => {
  it('the accepted request is the fixture request body', () => {
    const selection = newSelection();
    expectSameByValue(
      { cells: selection.selectedCells, idempotency_key: fixture.request.idempotency_key, mode: selection.mode, plan_sha256: selection.planSha256 },
      fixture.request,
    );
    expect(storedChild.requestKey).toBe(fixture.request.idempotency_key);
  });

  it("the child's manifest.recovery equals the fixture and the stored child by value", () => {
    const frozen = childManifest(journal.beforeChild.parent.manifest, newSelection(), { canManageExperiment: false });
    expectSameByValue(plain(frozen.manifest.recovery), fixture.child_manifest_recovery);
    expectSameByValue(plain(frozen.manifest.recovery), plain(storedChild.manifest.recovery));
  });

  it("the frozen child reproduces the stored child's plan_sha256 exactly", () => {
    const frozen = childManifest(journal.beforeChild.parent.manifest, newSelection(), { canManageExperiment: false });
    expect(storedChild.manifest.plan_sha256).toBe('febcc316e11f9092099afb4afdf7d2b806135c58d11c3c7992a652a5d18531c1');
    expect(planDigest(storedChild.manifest)).toBe(storedChild.manifest.plan_sha256);
    expect(frozen.planSha256).toBe(storedChild.manifest.plan_sha256);
    expect(frozen.manifest.plan_sha256).toBe(storedChild.manifest.plan_sha256);
    expect(frozen.total).toBe(4);
    expectSameByValue(plain(frozen.manifest), plain(storedChild.manifest));
  });

  it('the draft: name prefix, execution cells in planned order, targets, auxiliary key always present, no plan hash', () => {
    const selection = newSelection();
    const draft = childManifestDraft(journal.beforeChild.parent.manifest, selection, false);
    expect(draft.name).toBe('Recovery subset: b1: priced run stops at unknown MoM cost');
    expect(draft.execution_cells).toEqual(fixture.request.cells);
    expect((draft.targets as { id: string }[]).map((t) => t.id)).toEqual(['single-small', 'mom-router']);
    expect(draft.auxiliary_targets).toEqual({});
    expect('plan_sha256' in draft).toBe(false);
  });

  it('claims one row per child cell, matching the journal', () => {
    const claims = recoveryClaims(PARENT_ID, CHILD_ID, newSelection().executionCells);
    expect(claims.map(({ parent_run_id: _p, ...rest }) => rest)).toEqual(journal.afterChild.claims);
    expect(claims.every((c) => c.parent_run_id === PARENT_ID)).toBe(true);
  });

  it('the same request after the child returns the child (no dispatch), even though eligibility changed', () => {
    const decision = checkRecoverRequest(
      journal.afterChild,
      { plan: reviewedPlan(), idempotencyKey: fixture.request.idempotency_key, acknowledgeNewAttempt: false },
      { id: CHILD_ID, manifest: storedChild.manifest },
    );
    expect(decision).toEqual({ kind: 'existing', runId: CHILD_ID });
  });
});
