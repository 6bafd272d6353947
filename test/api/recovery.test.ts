// Explicit recovery over HTTP (docs/runs.md "Recovery runs", "Idempotency"; recoveryPlan, recover, Run.lineage):
// the b1 recovery plans and child equal the original's by value, recover is idempotent per
// (owner, key) and claims each cell once under concurrency, and a live parent that failed
// closed is recovered by a child that completes against the simulated provider.
import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { parseJson } from '../../src/domain/hashing/json-lexeme.ts';
import { toPlainJson } from '../../src/domain/hashing/plain-json.ts';
import { errorCodes, userErrorCodes, userErrors, type GraphQLResponse, type TestApi } from '../helpers/api.ts';
import { expectSameByValue } from '../helpers/by-value.ts';
import { scenarioPath } from '../helpers/fixtures.ts';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';
import { useImportedApi } from '../helpers/setup.ts';

const PARENT_ID = 'run-52d65a1b8012434e801b';
const CHILD_ID = 'run-f2247d3903e84267b8b1';
const NOTHING_SENT = { dispatchStarted: false, modelRequests: 0 };

type Cell = { case_id: string; target_id: string };
interface RecoverFixture {
  child_manifest_recovery: Record<string, unknown>;
  child_run_id: string;
  request: { cells: Cell[]; idempotency_key: string; mode: string; plan_sha256: string };
}

function fixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(`${scenarioPath('b_failed_partial')}/${name}`, 'utf8')) as T;
}
const recoverFixture = fixture<RecoverFixture>('recover-run-52d65a1b8012434e801b.json');

const RECOVERY_PLAN = /* GraphQL */ `
  mutation Test_RecoveryPlan($runId: ID!, $mode: RecoveryMode!) {
    recoveryPlan(input: { runId: $runId, mode: $mode }) {
      recoveryPlan {
        document parentRunId mode planSha256 modelRequests scope requiresNewAttemptAcknowledgment newAttemptBudgetUsd
        eligibleCells { caseId targetId }
        excluded { caseId targetId reason }
        excludedCells { caseId targetId reason }
        counts { eligible excluded }
        parent { status progress { total completed failed timeout running pending } knownSpendUsd spendComplete planSha256 accountingCorrection }
      }
      userErrors { code message reason details }
    }
  }
`;
const RECOVER = /* GraphQL */ `
  mutation Test_Recover($runId: ID!, $plan: JSON!, $key: String!, $ack: Boolean) {
    recover(input: { runId: $runId, plan: $plan, idempotencyKey: $key, acknowledgeNewAttempt: $ack }) {
      run { runId status parentRunId name }
      userErrors { code message reason details }
    }
  }
`;
const LINEAGE = /* GraphQL */ `
  query Test_Lineage($id: ID!, $first: Int, $after: String) {
    run(id: $id) {
      runId
      lineage {
        isRecoveryChild parentRunId recoveryMode mode parentKnownSpendUsd parentSpendComplete selectedCellCount newAttemptAcknowledged
        parent { runId status }
        parentSnapshot { status progress { total completed failed pending } knownSpendUsd spendComplete planSha256 }
        children(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { runId status progress { total completed } } } }
        childAttempts(first: 10) { totalCount edges { node { runId } } }
      }
    }
  }
`;

async function recoveryPlan(api: TestApi, runId: string, mode: 'UNDISPATCHED' | 'FAILED') {
  const response = await api.gql(RECOVERY_PLAN, { runId, mode });
  expect(response.errors).toBeUndefined();
  expect(userErrors(response, 'recoveryPlan')).toEqual([]);
  return response.data.recoveryPlan.recoveryPlan;
}

/** The fixture's request body as the API's `plan` argument: the reviewed plan reduced to its cells. */
function fixturePlan(cells: Cell[] = recoverFixture.request.cells): Record<string, unknown> {
  return { parent_run_id: PARENT_ID, mode: recoverFixture.request.mode, plan_sha256: recoverFixture.request.plan_sha256, selected_cells: cells };
}

function recoverRequest(api: TestApi, plan: unknown, key: string, ack: boolean | null = null) {
  return api.gql(RECOVER, { runId: PARENT_ID, plan, key, ack });
}

/** A refused recover: its input is refused in the payload, and nothing was sent. */
function expectRefusal(response: GraphQLResponse, code: string, message: string): void {
  expect(response.errors).toBeUndefined();
  expect(response.data?.recover).toMatchObject({ run: null });
  expect(userErrors(response, 'recover')).toHaveLength(1);
  expect(userErrors(response, 'recover')[0]).toMatchObject({ message, code, details: NOTHING_SENT });
}

/** The child of a recover that succeeded. */
function recovered(response: GraphQLResponse): { runId: string; status: string; parentRunId: string; name: string } {
  expect(response.errors).toBeUndefined();
  expect(userErrors(response, 'recover')).toEqual([]);
  return (response.data!.recover as { run: { runId: string; status: string; parentRunId: string; name: string } }).run;
}

describe('b1 before its child: plans, the fixture child, idempotency and claims', () => {
  const env = useImportedApi(['b_failed_partial']);
  const db = () => env.tdb.database.db;

  beforeAll(async () => {
    // The state the original's "before the child" outputs were made in: no child, no claims.
    await db().transaction(async (tx) => {
      for (const table of [t.results, t.calls, t.callEvidence, t.events, t.runProvenance, t.accountingCorrections, t.recipeSnapshots, t.experimentRuns]) {
        await tx.delete(table).where(eq(table.runId, CHILD_ID));
      }
      await tx.delete(t.recoveryClaims).where(eq(t.recoveryClaims.childRunId, CHILD_ID));
      await tx.delete(t.runs).where(eq(t.runs.id, CHILD_ID));
    });
  });

  async function childrenOfParent(): Promise<{ id: string; requestKey: string | null; manifest: string }[]> {
    return db().select({ id: t.runs.id, requestKey: t.runs.requestKey, manifest: t.runs.manifest }).from(t.runs).where(eq(t.runs.parentRunId, PARENT_ID));
  }
  async function claims(): Promise<{ caseId: string; targetId: string; childRunId: string }[]> {
    return db()
      .select({ caseId: t.recoveryClaims.caseId, targetId: t.recoveryClaims.targetId, childRunId: t.recoveryClaims.childRunId })
      .from(t.recoveryClaims)
      .where(eq(t.recoveryClaims.parentRunId, PARENT_ID))
      .orderBy(t.recoveryClaims.seq);
  }

  it.each([
    ['UNDISPATCHED', 'recovery-plan-run-52d65a1b8012434e801b-undispatched.json'],
    ['FAILED', 'recovery-plan-run-52d65a1b8012434e801b-failed.json'],
  ] as const)('recoveryPlan %s: the document equals the original by value, and the typed fields agree', async (mode, file) => {
    const expected = fixture(file);
    const plan = await recoveryPlan(env.api, PARENT_ID, mode);
    expectSameByValue(plan.document, expected);
    expect(plan.planSha256).toBe(expected.plan_sha256);
    expect(plan.modelRequests).toBe(0);
    expect(plan.parentRunId).toBe(PARENT_ID);
    expect(plan.mode).toBe(mode);
    expect(plan.requiresNewAttemptAcknowledgment).toBe(mode === 'FAILED');
    expect(plan.newAttemptBudgetUsd).toBe(5);
    expect(plan.eligibleCells).toEqual((expected.eligible_cells as Cell[]).map((c) => ({ caseId: c.case_id, targetId: c.target_id })));
    expect(plan.excluded).toEqual(
      (expected.excluded as (Cell & { reason: string })[]).map((c) => ({ caseId: c.case_id, targetId: c.target_id, reason: c.reason.toUpperCase() })),
    );
    expect(plan.excludedCells).toEqual(plan.excluded);
    expect(plan.counts).toEqual(expected.counts);
    expect(plan.parent).toEqual({
      status: 'FAILED',
      progress: { total: 12, completed: 5, failed: 1, timeout: 0, running: 0, pending: 6 },
      knownSpendUsd: 0.0029242,
      spendComplete: false,
      planSha256: 'f80181ddb9d009770d826809f4bbadf65abc6cb99aa0b50e70903f18903975c2',
      accountingCorrection: null,
    });
  });

  it('recover with the fixture request creates a queued child whose manifest.recovery equals the original', async () => {
    const response = await recoverRequest(env.api, fixturePlan(), recoverFixture.request.idempotency_key);
    const child = recovered(response);
    expect(child.runId).not.toBe(CHILD_ID); // a new attempt id
    expect(child).toMatchObject({ status: 'QUEUED', parentRunId: PARENT_ID, name: 'Recovery subset: b1: priced run stops at unknown MoM cost' });

    const [stored] = await childrenOfParent();
    expect(stored?.id).toBe(child.runId);
    expect(stored?.requestKey).toBe(recoverFixture.request.idempotency_key);
    const manifest = parseJson(stored!.manifest) as Record<string, unknown>;
    expectSameByValue(toPlainJson(manifest.recovery), recoverFixture.child_manifest_recovery);
    // The frozen child is the original child exactly (same cells, order, targets and hashes).
    expect(manifest.plan_sha256).toBe('febcc316e11f9092099afb4afdf7d2b806135c58d11c3c7992a652a5d18531c1');
    expect(manifest.execution_cells).toEqual(recoverFixture.request.cells);

    expect(await claims()).toEqual(recoverFixture.request.cells.map((c) => ({ caseId: c.case_id, targetId: c.target_id, childRunId: child.runId })));
    const events = await db().select({ kind: t.events.kind, data: t.events.data }).from(t.events).where(eq(t.events.runId, child.runId));
    expect(events).toEqual([{ kind: 'created', data: { plan_sha256: manifest.plan_sha256 } }]);
    const [provenance] = await db().select().from(t.runProvenance).where(eq(t.runProvenance.runId, child.runId));
    expect(provenance).toBeDefined();
  });

  it('after the child, the undispatched plan equals the original "after child" plan', async () => {
    const expected = fixture('recovery-plan-run-52d65a1b8012434e801b-undispatched-after-child.json');
    const plan = await recoveryPlan(env.api, PARENT_ID, 'UNDISPATCHED');
    expectSameByValue(plan.document, expected);
    expect(plan.planSha256).toBe(expected.plan_sha256);
    expect(plan.excluded.filter((c: { reason: string }) => c.reason === 'ALREADY_CLAIMED_BY_CHILD_ATTEMPT')).toHaveLength(4);
  });

  it('a lost response: the same request again returns the same child (cell order does not matter)', async () => {
    const [first] = await childrenOfParent();
    const again = await recoverRequest(env.api, fixturePlan([...recoverFixture.request.cells].reverse()), recoverFixture.request.idempotency_key);
    expect(recovered(again).runId).toBe(first?.id);
    expect(await childrenOfParent()).toHaveLength(1);
  });

  it('the same key with another cell set, or another mode, is a CONFLICT; nothing is written', async () => {
    const key = recoverFixture.request.idempotency_key;
    expectRefusal(
      await recoverRequest(env.api, fixturePlan(recoverFixture.request.cells.slice(0, 3)), key),
      'CONFLICT',
      'Idempotency key is bound to another attempt',
    );
    expectRefusal(await recoverRequest(env.api, { ...fixturePlan(), mode: 'failed' }, key, true), 'CONFLICT', 'Idempotency key is bound to another attempt');
    expect(await childrenOfParent()).toHaveLength(1);
  });

  it('refusals carry the domain code and message and say nothing was sent', async () => {
    const fresh = await recoveryPlan(env.api, PARENT_ID, 'UNDISPATCHED');
    expectRefusal(
      await recoverRequest(env.api, { ...fresh.document, parent_run_id: 'run-00000000000000000000' }, 'k-other'),
      'BAD_USER_INPUT',
      'Recovery plan belongs to another run',
    );
    expectRefusal(await recoverRequest(env.api, fresh.document, '   '), 'BAD_USER_INPUT', 'Recovery requires an explicit idempotency_key');
    expectRefusal(
      await recoverRequest(env.api, { ...fresh.document, selected_cells: [] }, 'k-empty'),
      'BAD_USER_INPUT',
      'Recovery requires the exact selected case/target cells',
    );
    const failed = await recoveryPlan(env.api, PARENT_ID, 'FAILED');
    expectRefusal(
      await recoverRequest(env.api, { ...failed.document, selected_cells: [{ case_id: 'mmlu-003', target_id: 'mom-router' }] }, 'k-ack'),
      'BAD_USER_INPUT',
      'Failed attempts require explicit new-attempt/spend acknowledgment',
    );
    // The plan reviewed before the child is stale now (a new key, so rule 5 does not apply).
    expectRefusal(
      await recoverRequest(env.api, fixturePlan(), 'k-stale'),
      'RECOVERY_PLAN_REQUIRED',
      'Recovery eligibility changed; inspect a fresh recovery plan',
    );
    expectRefusal(
      await recoverRequest(env.api, { ...fresh.document, selected_cells: [{ case_id: 'mmlu-004', target_id: 'mom-router' }] }, 'k-claimed'),
      'RECOVERY_PLAN_REQUIRED',
      'Selected cells are not eligible for this recovery mode',
    );
    expect(userErrorCodes(await env.api.gql(RECOVERY_PLAN, { runId: 'run-00000000000000000000', mode: 'UNDISPATCHED' }), 'recoveryPlan')).toEqual([
      'NOT_FOUND',
    ]);
    expect(await childrenOfParent()).toHaveLength(1);
  });

  it('a cell claimed by another child between the checks and the insert rolls the whole child back', async () => {
    const fresh = await recoveryPlan(env.api, PARENT_ID, 'UNDISPATCHED');
    const cell = { case_id: 'mmlu-006', target_id: 'single-small' };
    const rival = 'run-ffffffffffffffffffff';
    // Another child commits its claim right before this request's insertion transaction.
    const database = db();
    const original = database.transaction.bind(database);
    database.transaction = (async (...args: Parameters<typeof original>) => {
      database.transaction = original;
      await database.insert(t.recoveryClaims).values({ parentRunId: PARENT_ID, caseId: cell.case_id, targetId: cell.target_id, childRunId: rival });
      return original(...args);
    }) as typeof original;
    try {
      const eventsBefore = await db().select({ seq: t.events.seq }).from(t.events);
      const response = await recoverRequest(
        env.api,
        { ...fresh.document, selected_cells: [cell, { case_id: 'mmlu-006', target_id: 'mom-router' }] },
        'k-collide',
      );
      expectRefusal(response, 'RECOVERY_PLAN_REQUIRED', 'Recovery eligibility changed; inspect a fresh recovery plan');
      expect(await db().select().from(t.runs).where(eq(t.runs.requestKey, 'k-collide'))).toEqual([]);
      expect((await claims()).filter((c) => c.caseId === 'mmlu-006')).toEqual([{ caseId: 'mmlu-006', targetId: 'single-small', childRunId: rival }]);
      expect(await db().select({ seq: t.events.seq }).from(t.events)).toHaveLength(eventsBefore.length);
    } finally {
      database.transaction = original;
      await db().delete(t.recoveryClaims).where(eq(t.recoveryClaims.childRunId, rival));
    }
  });

  it('concurrent requests with different keys for overlapping cells: each cell is claimed by exactly one child', async () => {
    const fresh = await recoveryPlan(env.api, PARENT_ID, 'UNDISPATCHED');
    expect(fresh.eligibleCells).toEqual([
      { caseId: 'mmlu-006', targetId: 'single-small' },
      { caseId: 'mmlu-006', targetId: 'mom-router' },
    ]);
    const both: Cell[] = [
      { case_id: 'mmlu-006', target_id: 'single-small' },
      { case_id: 'mmlu-006', target_id: 'mom-router' },
    ];
    const selections = [both, [both[1]!], [both[0]!], both, [both[1]!]];
    const responses = await Promise.all(selections.map((cells, i) => recoverRequest(env.api, { ...fresh.document, selected_cells: cells }, `race-${i}`)));
    for (const response of responses) expect(response.errors).toBeUndefined();
    const winners = responses.filter((r) => userErrors(r, 'recover').length === 0);
    const losers = responses.filter((r) => userErrors(r, 'recover').length > 0);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    for (const loser of losers) expectRefusal(loser, 'RECOVERY_PLAN_REQUIRED', 'Recovery eligibility changed; inspect a fresh recovery plan');

    const byCell = (await claims()).filter((c) => c.caseId === 'mmlu-006');
    expect(byCell.map((c) => c.targetId).sort()).toEqual(['mom-router', 'single-small']);
    const winnerIds = winners.map((r) => recovered(r).runId);
    expect(new Set(byCell.map((c) => c.childRunId))).toEqual(new Set(winnerIds));
    // Losers wrote nothing: no run under their keys.
    const keys = responses.map((_r, i) => `race-${i}`);
    const stored = await db()
      .select({ id: t.runs.id, requestKey: t.runs.requestKey })
      .from(t.runs)
      .where(and(eq(t.runs.owner, 'local'), inArray(t.runs.requestKey, keys)));
    expect(stored.map((r) => r.id).sort()).toEqual([...winnerIds].sort());
    expect((await recoveryPlan(env.api, PARENT_ID, 'UNDISPATCHED')).counts.eligible).toBe(0);
  });
});

describe('b1 as imported with its child: lineage and a repeated original request', () => {
  const env = useImportedApi(['b_failed_partial']);

  it('the original recover request under its key returns the imported child', async () => {
    const response = await recoverRequest(env.api, fixturePlan(), recoverFixture.request.idempotency_key);
    expect(recovered(response).runId).toBe(CHILD_ID);
  });

  it('the undispatched plan equals the original "after child" plan', async () => {
    const expected = fixture('recovery-plan-run-52d65a1b8012434e801b-undispatched-after-child.json');
    expectSameByValue((await recoveryPlan(env.api, PARENT_ID, 'UNDISPATCHED')).document, expected);
  });

  it('lineage: the parent lists the child; the child names the parent and its spend', async () => {
    const parent = (await env.api.gql(LINEAGE, { id: PARENT_ID, first: 1 })).data.run.lineage;
    expect(parent).toMatchObject({
      isRecoveryChild: false,
      parentRunId: null,
      parent: null,
      recoveryMode: null,
      parentSnapshot: null,
      parentKnownSpendUsd: null,
    });
    expect(parent.children.totalCount).toBe(1);
    expect(parent.children.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { runId: CHILD_ID, status: 'COMPLETED', progress: { total: 4, completed: 4 } },
    ]);
    expect(parent.children.pageInfo.hasNextPage).toBe(false);
    expect(parent.childAttempts.edges.map((e: { node: { runId: string } }) => e.node.runId)).toEqual([CHILD_ID]);
    const next = await env.api.gql(LINEAGE, { id: PARENT_ID, first: 1, after: parent.children.pageInfo.endCursor });
    expect(next.data.run.lineage.children.edges).toEqual([]);

    const child = (await env.api.gql(LINEAGE, { id: CHILD_ID })).data.run.lineage;
    expect(child).toMatchObject({
      isRecoveryChild: true,
      parentRunId: PARENT_ID,
      parent: { runId: PARENT_ID, status: 'FAILED' },
      recoveryMode: 'UNDISPATCHED',
      mode: 'UNDISPATCHED',
      parentKnownSpendUsd: 0.0029242,
      parentSpendComplete: false,
      selectedCellCount: 4,
      newAttemptAcknowledged: false,
      parentSnapshot: { status: 'FAILED', progress: { total: 12, completed: 5, failed: 1, pending: 6 }, knownSpendUsd: 0.0029242, spendComplete: false },
    });
    expect(child.children.totalCount).toBe(0);
  });

  it('a cursor from another run’s child list is refused', async () => {
    const parent = (await env.api.gql(LINEAGE, { id: PARENT_ID, first: 1 })).data.run.lineage;
    expect(errorCodes(await env.api.gql(LINEAGE, { id: CHILD_ID, first: 1, after: parent.children.pageInfo.endCursor }))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('recovering a live run that failed closed', () => {
  const live = useLiveStack();

  it('plans with zero requests, recovers the pending cells, and the child completes against the simulator', async () => {
    live.demo.simulator.setFaults([{ kind: 'http', status: 503 }]);
    const { runId: parentId } = await planAndStart(live.api, { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'] }, 'recovery-parent');
    expect(await waitForRun(live.api, parentId)).toBe('FAILED');
    live.demo.simulator.setFaults([]);
    const progress = (await live.api.gql(`query Test_P($id: ID!) { run(id: $id) { progress { total failed pending } } }`, { id: parentId })).data.run.progress;
    expect(progress.failed).toBe(1);
    expect(progress.pending).toBe(progress.total - 1);

    const before = live.demo.simulator.chatRequests().length;
    const plan = await recoveryPlan(live.api, parentId, 'UNDISPATCHED');
    const failedPlan = await recoveryPlan(live.api, parentId, 'FAILED');
    expect(live.demo.simulator.chatRequests().length).toBe(before); // zero model requests
    expect(plan.modelRequests).toBe(0);
    expect(plan.counts).toEqual({ eligible: progress.pending, excluded: 1 });
    expect(plan.excluded).toEqual([expect.objectContaining({ targetId: 'sim-small', reason: 'ALREADY_DISPATCHED_REQUIRES_EXPLICIT_NEW_ATTEMPT' })]);
    expect(failedPlan.eligibleCells).toHaveLength(0 + failedPlan.counts.eligible);
    expect(failedPlan.excluded.filter((c: { reason: string }) => c.reason === 'NEVER_DISPATCHED_USE_UNDISPATCHED_MODE')).toHaveLength(progress.pending);

    const recovery = recovered(await live.api.gql(RECOVER, { runId: parentId, plan: plan.document, key: 'recovery-child-1', ack: null }));
    const childId = recovery.runId;
    expect(recovery.parentRunId).toBe(parentId);
    expect(await waitForRun(live.api, childId)).toBe('COMPLETED');
    expect(live.demo.simulator.chatRequests().length).toBeGreaterThanOrEqual(before + progress.pending);

    const child = (await live.api.gql(LINEAGE, { id: childId })).data.run;
    expect(child.lineage).toMatchObject({ isRecoveryChild: true, parent: { runId: parentId, status: 'FAILED' }, recoveryMode: 'UNDISPATCHED' });
    const childProgress = (await live.api.gql(`query Test_P($id: ID!) { run(id: $id) { progress { total completed } } }`, { id: childId })).data.run.progress;
    expect(childProgress).toEqual({ total: progress.pending, completed: progress.pending });

    const parent = (await live.api.gql(LINEAGE, { id: parentId, first: 10 })).data.run.lineage;
    expect(parent.children.edges.map((e: { node: { runId: string } }) => e.node.runId)).toEqual([childId]);
    // Every cell is now done or claimed: nothing is left to recover in this mode.
    expect((await recoveryPlan(live.api, parentId, 'UNDISPATCHED')).counts.eligible).toBe(0);
    // The same request again (a lost response) returns the same child and sends nothing more.
    const sent = live.demo.simulator.chatRequests().length;
    const again = await live.api.gql(RECOVER, { runId: parentId, plan: plan.document, key: 'recovery-child-1', ack: null });
    expect(recovered(again).runId).toBe(childId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(live.demo.simulator.chatRequests().length).toBe(sent);
  });
});
