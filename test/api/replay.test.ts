// Offline replay over HTTP (docs/runs.md "Replay runs", "Idempotency"; docs/reports.md "Preview and replay rows";
// docs/dashboard.md "Offline estimate"): a completed single-model live baseline and a completed routing preview on
// the same frozen cases become a completed replay run with `replayed` calls and estimated
// figures, with zero model requests; the tuning loop then continues live and compares.
import { eq } from 'drizzle-orm';
import { graphql } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/context.ts';
import { runManifestRow } from '../../src/db/queries/runs.ts';
import { replaceRegistry } from '../../src/db/queries/targets.ts';
import { calls } from '../../src/db/schema.ts';
import { demoTargets } from '../../src/demo/demo-setup.ts';
import { REPLAY_MESSAGES } from '../../src/domain/replay/eligibility.ts';
import { validateRegistry } from '../../src/domain/plan/registry.ts';
import { schema } from '../../src/schema/index.ts';
import { REPLAY_OPTIONS_STALE, replayOptions } from '../../src/services/replay-options.ts';
import { REPLAY_KEY_CONFLICT } from '../../src/services/replays.ts';
import type { FaultRule } from '../../src/simulator/faults.ts';
import { errorCodes, userErrorCodes, userErrors, type GraphQLResponse } from '../helpers/api.ts';
import { START, planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const live = useLiveStack();
const KEY_ENV = 'SRB_TEST_REPLAY_PREVIEW_KEY';

const CANDIDATE_PLAN = /* GraphQL */ `
  mutation Test_ReplayCandidate($baseline: ID!, $mode: RunMode) {
    candidatePlan(input: { baselineRunId: $baseline, targetIds: ["sim-router"], mode: $mode }) {
      plan { manifestText modelRequests }
      userErrors { code message }
    }
  }
`;
const CREATE_REPLAY = /* GraphQL */ `
  mutation Test_CreateReplay($baseline: ID!, $preview: ID!, $key: String!) {
    createReplay(input: { baselineRunId: $baseline, previewRunId: $preview, idempotencyKey: $key }) {
      run { runId status mode name }
      userErrors { code message reason details }
    }
  }
`;
const REPLAY_RUN = /* GraphQL */ `
  query Test_ReplayRun($id: ID!) { run(id: $id) {
    runId status mode name caseCount manifest allowedExperimentRoles
    progress { total completed failed pending }
    results(first: 100) { totalCount edges { node { caseId targetId status correct details } } }
    calls(first: 100) { totalCount edges { node { callId status role targetId costUsd } } }
    events(first: 100) { edges { node { kind data } } }
    report {
      totalSpendUsd limitations
      targets { targetId accuracy estimatedAccuracy macroAccuracy estimatedMacroAccuracy costUsd estimatedCostUsd totalSpendUsd
        selectionStatuses { status count } selectedModels { model count } }
    }
    reportDocument
  } }
`;
const REPLAY_OPTIONS = /* GraphQL */ `
  query Test_ReplayOptions($baseline: ID, $first: Int, $after: String) {
    replayOptions(baselineRunId: $baseline, first: $first, after: $after) {
      edges { cursor node { runId name profile caseCount } }
      pageInfo { hasNextPage endCursor }
      scanLimited scannedPairs unverifiedPairs unverifiedBaselines emptyReason
    }
  }
`;

interface OptionsPage {
  edges: { node: { runId: string } }[];
}

const COMPARE = /* GraphQL */ `
  query Test_ReplayCompare($b: ID!, $c: [ID!]!) {
    compare(baselineRunId: $b, candidateRunIds: $c) {
      results { __typename ... on PairComparison { candidateRunId items { candidateTargetId baselineTargetId pairedCases } } ... on ComparisonRejected { code message } }
    }
  }
`;

let datasetId = '';
const chatCount = () => live.demo.simulator.chatRequests().length;
const createReplay = (baseline: string, preview: string, key: string) => live.api.gql(CREATE_REPLAY, { baseline, preview, key });

beforeAll(async () => {
  process.env[KEY_ENV] = 'preview-secret';
  const simulator = live.demo.simulator;
  const targets = demoTargets(simulator.url, simulator.routerUrl).map((target) =>
    target.id === 'sim-router' ? { ...target, preview_url: simulator.previewUrl, preview_api_key_env: KEY_ENV } : target,
  );
  await replaceRegistry(live.tdb.database.db, validateRegistry(targets));
  // Replayable benchmarks only, whose demo questions the router sends to the small model.
  const composed = await live.api.gql(
    `mutation Test_ReplayCompose($ids: [ID!]!) {
      composeDataset(input: { datasetIds: $ids, benchmarks: ["mmlu-pro", "gpqa-diamond"] }) { dataset { datasetId } userErrors { code message } }
    }`,
    { ids: [live.demo.datasetId] },
  );
  expect(composed.errors).toBeUndefined();
  expect(userErrors(composed, 'composeDataset')).toEqual([]);
  datasetId = composed.data.composeDataset.dataset.datasetId;
});

/** candidatePlan(mode) from the baseline, started under `key`; returns the finished run's id. */
async function candidateRun(baselineId: string, mode: 'PREVIEW' | 'LIVE', key: string): Promise<string> {
  const planned = await live.api.gql(CANDIDATE_PLAN, { baseline: baselineId, mode });
  expect(planned.errors).toBeUndefined();
  expect(userErrors(planned, 'candidatePlan')).toEqual([]);
  expect(planned.data.candidatePlan.plan.modelRequests).toBe(0);
  const started = await live.api.gql(START, { plan: planned.data.candidatePlan.plan.manifestText, key });
  expect(started.errors).toBeUndefined();
  expect(userErrors(started, 'startRun')).toEqual([]);
  const runId = started.data.startRun.run.runId as string;
  await waitForRun(live.api, runId);
  return runId;
}

function expectIneligible(response: GraphQLResponse, reason: keyof typeof REPLAY_MESSAGES): void {
  expect(response.errors).toBeUndefined();
  expect(response.data?.createReplay).toMatchObject({ run: null });
  expect(userErrors(response, 'createReplay')).toHaveLength(1);
  expect(userErrors(response, 'createReplay')[0]).toMatchObject({
    code: 'BAD_USER_INPUT',
    message: REPLAY_MESSAGES[reason],
    reason,
    details: { reason, rejection: 'replay_ineligible', dispatchStarted: false, modelRequests: 0 },
  });
}

/** The run of a createReplay that succeeded. */
function replayRun(response: GraphQLResponse): { runId: string; status: string; mode: string; name: string } {
  expect(response.errors).toBeUndefined();
  expect(userErrors(response, 'createReplay')).toEqual([]);
  return (response.data!.createReplay as { run: { runId: string; status: string; mode: string; name: string } }).run;
}

describe('offline replay: baseline → preview → replay → candidate → compare', () => {
  let baselineId = '';
  let previewId = '';
  let replayId = '';

  it('creates a completed replay run from a live baseline and a preview with zero model requests', async () => {
    ({ runId: baselineId } = await planAndStart(live.api, { datasetId, profile: 'SMOKE', targetIds: ['sim-small'] }, 'replay-baseline'));
    expect(await waitForRun(live.api, baselineId)).toBe('COMPLETED');

    const before = chatCount();
    previewId = await candidateRun(baselineId, 'PREVIEW', 'replay-preview');
    expect(chatCount()).toBe(before);

    const created = replayRun(await createReplay(baselineId, previewId, 'replay-1'));
    expect(chatCount()).toBe(before);
    expect(created).toMatchObject({ status: 'COMPLETED', mode: 'REPLAY', name: 'Offline replay: Routing check' });
    replayId = created.runId;

    const response = await live.api.gql(REPLAY_RUN, { id: replayId });
    expect(response.errors).toBeUndefined();
    const run = response.data.run;
    const total = run.caseCount as number;
    expect(total).toBeGreaterThan(0);
    expect(run.progress).toEqual({ total, completed: total, failed: 0, pending: 0 });
    expect(run.allowedExperimentRoles).toEqual(['ESTIMATE']);
    expect(run.manifest).toMatchObject({ mode: 'replay', name: 'Offline replay: Routing check' });
    expect(run.manifest.targets).toEqual([expect.objectContaining({ id: 'sim-router', prices: { 'sim/small-8b': expect.any(Object) } })]);
    // The stored manifest names its sources and carries the compatibility receipt.
    const stored = JSON.parse((await runManifestRow(live.tdb.database.db, replayId))!.manifest);
    expect(stored).toMatchObject({
      replay_sources: { baseline_run_id: baselineId, preview_run_id: previewId },
      replay_compatibility: { eligible: true, replayed_cells: total, model_requests: 0 },
    });

    // Results: one per case under the router, copied with the routing and the evidence mode.
    expect(run.results.totalCount).toBe(total);
    for (const { node } of run.results.edges) {
      expect(node).toMatchObject({ targetId: 'sim-router', status: 'COMPLETED', correct: expect.any(Boolean) });
      expect(node.details).toMatchObject({
        evidence_mode: 'offline_estimate',
        source_run_id: baselineId,
        source_target_id: 'sim-small',
        routing: { selection_status: 'selected', selected_model: 'sim/small-8b' },
      });
    }
    // Calls: `replayed` copies under cached- ids, each with a call_replayed event; queued → completed.
    expect(run.calls.totalCount).toBeGreaterThanOrEqual(total);
    for (const { node } of run.calls.edges) {
      expect(node.callId).toMatch(/^cached-[0-9a-f]{32}$/);
      expect(node).toMatchObject({ status: 'REPLAYED', targetId: 'sim-router' });
    }
    const events = run.events.edges.map((e: { node: { kind: string; data: Record<string, unknown> } }) => e.node);
    const replayed = events.filter((e: { kind: string }) => e.kind === 'CALL_REPLAYED');
    expect(replayed.map((e: { data: { call_id: string } }) => e.data.call_id).sort()).toEqual(
      run.calls.edges.map((e: { node: { callId: string } }) => e.node.callId).sort(),
    );
    for (const e of replayed) expect(e.data.source_call_id).toMatch(/^call-[0-9a-f]{32}$/);
    const kinds = events.map((e: { kind: string }) => e.kind);
    expect(kinds[0]).toBe('CREATED');
    expect(kinds.at(-1)).toBe('COMPLETED');
    expect(kinds).not.toContain('RUNNING');
    expect(kinds.filter((k: string) => k === 'CASE_COMPLETED')).toHaveLength(total);

    // The report: estimates in estimated_*, measured figures null, nothing spent.
    const [target] = run.report.targets;
    expect(target).toMatchObject({ targetId: 'sim-router', accuracy: null, macroAccuracy: null, costUsd: null, totalSpendUsd: 0 });
    expect(target.estimatedAccuracy).toEqual(expect.any(Number));
    expect(target.estimatedMacroAccuracy).toEqual(expect.any(Number));
    expect(target.estimatedCostUsd).toBeGreaterThan(0);
    expect(target.selectionStatuses).toEqual([{ status: 'selected', count: total }]);
    expect(target.selectedModels).toEqual([{ model: 'sim/small-8b', count: total }]);
    expect(run.report.totalSpendUsd).toBe(0);
    expect(run.report.limitations).toContain(
      'Offline single-selection replay reuses saved answers, token counts and latencies. It makes zero model requests and is not a formal live score or measured routing performance.',
    );
    const documentTarget = run.reportDocument.summary.targets[0];
    expect(documentTarget).toMatchObject({ accuracy: null, cost_usd: null, total_spend_usd: 0, cost_complete: false, sr_bench_score: null });
    expect(documentTarget.estimated_accuracy).toBe(target.estimatedAccuracy);
    expect(documentTarget.estimated_cost_usd).toBe(target.estimatedCostUsd);
    expect(documentTarget).toHaveProperty('estimated_latency_p50_s');
    expect(run.reportDocument.summary.total_spend_usd).toBe(0);

    // The estimate reuses the baseline's saved answers: same accuracy as the single model.
    const baseline = await live.api.gql('query Test_ReplayBaseline($id: ID!) { run(id: $id) { report { targets { accuracy } } } }', { id: baselineId });
    expect(target.estimatedAccuracy).toBe(baseline.data.run.report.targets[0].accuracy);
  });

  it('is idempotent by key: the same pair returns the same run; another pair under the key is CONFLICT', async () => {
    const before = chatCount();
    expect(replayRun(await createReplay(baselineId, previewId, 'replay-1')).runId).toBe(replayId);
    const other = await createReplay(previewId, baselineId, 'replay-1');
    expect(other.errors).toBeUndefined();
    expect(userErrorCodes(other, 'createReplay')).toEqual(['CONFLICT']);
    expect(userErrors(other, 'createReplay')[0]?.message).toBe(REPLAY_KEY_CONFLICT);
    expect(userErrors(other, 'createReplay')[0]?.details).toMatchObject({ dispatchStarted: false, modelRequests: 0 });
    expect(replayRun(await createReplay(baselineId, previewId, 'replay-2')).runId).not.toBe(replayId);
    expect(chatCount()).toBe(before);
  });

  it('reads the baseline calls as the accounting correction in force makes them', async () => {
    const reconciled = await live.api.gql(
      'mutation Test_ReplayReconcile($id: ID!) { reconcileUsage(input: { runId: $id }) { correction { correctionId } userErrors { code message } } }',
      { id: baselineId },
    );
    expect(reconciled.errors).toBeUndefined();
    expect(userErrors(reconciled, 'reconcileUsage')).toEqual([]);
    const correctionId = reconciled.data.reconcileUsage.correction.correctionId as string;
    const created = replayRun(await createReplay(baselineId, previewId, 'replay-reconciled'));
    const rows = await live.tdb.database.db.select({ data: calls.data }).from(calls).where(eq(calls.runId, created.runId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.parse(row.data)).toMatchObject({ accounting_correction_id: correctionId, source_run_id: baselineId });
  });

  it('continues the tuning loop: a live candidate compares with the baseline as a PairComparison', async () => {
    const before = chatCount();
    const candidateId = await candidateRun(baselineId, 'LIVE', 'replay-candidate');
    expect(chatCount()).toBeGreaterThan(before);
    const compared = await live.api.gql(COMPARE, { b: baselineId, c: [candidateId] });
    expect(compared.errors).toBeUndefined();
    const [result] = compared.data.compare.results;
    expect(result).toMatchObject({ __typename: 'PairComparison', candidateRunId: candidateId });
    expect(result.items).toEqual([expect.objectContaining({ candidateTargetId: 'sim-router', baselineTargetId: 'sim-small' })]);
  });

  it('refuses ineligible pairs with the reason code: swapped roles, a failed preview, an execution_required decision', async () => {
    expectIneligible(await createReplay(previewId, previewId, 'replay-swapped'), 'baseline_not_completed_live');
    expectIneligible(await createReplay(baselineId, baselineId, 'replay-live-preview'), 'preview_not_completed');

    const faulted = async (fault: FaultRule, key: string): Promise<string> => {
      live.demo.simulator.setFaults([fault]);
      try {
        return await candidateRun(baselineId, 'PREVIEW', key);
      } finally {
        live.demo.simulator.setFaults([]);
      }
    };
    const failedPreview = await faulted({ kind: 'http_500', scope: 'preview' } as FaultRule, 'replay-failed-preview');
    expectIneligible(await createReplay(baselineId, failedPreview, 'replay-failed'), 'preview_not_completed');
    const learnedPreview = await faulted({ kind: 'execution_required', times: 1 } as FaultRule, 'replay-learned-preview');
    expectIneligible(await createReplay(baselineId, learnedPreview, 'replay-learned'), 'route_not_deterministic');
    // A refused request binds nothing: the key is still free for an eligible pair.
    replayRun(await createReplay(baselineId, previewId, 'replay-failed'));
  });

  it("needs the RUN role, and another owner's runs are NOT_FOUND", async () => {
    const variables = { baseline: baselineId, preview: previewId, key: 'replay-roles' };
    const writer = createContext(live.tdb.database, live.api.server.services, { actorId: 'local', role: 'WRITE' });
    const refused = await graphql({ schema, source: CREATE_REPLAY, variableValues: variables, contextValue: writer });
    expect(refused.errors?.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
    const stranger = createContext(live.tdb.database, live.api.server.services, { actorId: 'someone-else', role: 'RUN' });
    const hidden = await graphql({ schema, source: CREATE_REPLAY, variableValues: variables, contextValue: stranger });
    expect(hidden.errors).toBeUndefined();
    expect(userErrorCodes({ data: hidden.data }, 'createReplay')).toEqual(['NOT_FOUND']);
  });

  describe('replayOptions (paged discovery of eligible pairs)', () => {
    const options = (variables: Record<string, unknown>) => live.api.gql(REPLAY_OPTIONS, variables);
    const ids = (response: GraphQLResponse) => (response.data!.replayOptions as OptionsPage).edges.map((e) => e.node.runId);
    let secondPreviewId = '';

    it("lists a baseline's eligible previews only, newest first, across pages with opaque cursors", async () => {
      secondPreviewId = await candidateRun(baselineId, 'PREVIEW', 'replay-preview-2');
      const before = chatCount();
      const all = await options({ baseline: baselineId, first: 10 });
      expect(all.errors).toBeUndefined();
      // The failed preview is not completed and the execution_required one is not eligible.
      expect(ids(all)).toEqual([secondPreviewId, previewId]);
      expect(all.data.replayOptions).toMatchObject({ scanLimited: false, emptyReason: null, unverifiedPairs: 0, pageInfo: { hasNextPage: false } });
      expect(all.data.replayOptions.scannedPairs).toBeGreaterThanOrEqual(3);
      expect(all.data.replayOptions.edges[0].node).toMatchObject({ name: 'Routing check', profile: 'SMOKE', caseCount: expect.any(Number) });

      const first = await options({ baseline: baselineId, first: 1 });
      expect(ids(first)).toEqual([secondPreviewId]);
      expect(first.data.replayOptions.pageInfo.hasNextPage).toBe(true);
      const cursor = first.data.replayOptions.pageInfo.endCursor as string;
      expect(cursor).not.toContain(secondPreviewId);
      const second = await options({ baseline: baselineId, first: 1, after: cursor });
      expect(second.errors).toBeUndefined();
      expect(ids(second)).toEqual([previewId]);
      const rest = await options({ baseline: baselineId, first: 1, after: second.data.replayOptions.pageInfo.endCursor });
      expect(ids(rest)).toEqual([]);
      expect(rest.data.replayOptions).toMatchObject({ pageInfo: { hasNextPage: false }, emptyReason: 'NO_COMPATIBLE_SAVED_RUNS' });
      expect(chatCount()).toBe(before);

      // Without a baseline: the baselines that have an eligible preview (not the MoM candidate run).
      const baselines = await options({ first: 10 });
      expect(baselines.errors).toBeUndefined();
      expect(ids(baselines)).toEqual([baselineId]);

      // A cursor is bound to its list and to the set of saved runs.
      const foreign = await options({ first: 1, after: cursor });
      expect(errorCodes(foreign)).toEqual(['BAD_USER_INPUT']);
      await candidateRun(baselineId, 'PREVIEW', 'replay-preview-3');
      const stale = await options({ baseline: baselineId, first: 1, after: cursor });
      expect(errorCodes(stale)).toEqual(['BAD_USER_INPUT']);
      expect(stale.errors?.[0]?.message).toBe(REPLAY_OPTIONS_STALE);
    });

    it('explains empty pages, refuses page sizes outside 1..25 and reports a limited scan', async () => {
      const notBaseline = await options({ baseline: previewId, first: 10 });
      expect(ids(notBaseline)).toEqual([]);
      expect(notBaseline.data.replayOptions.emptyReason).toBe('BASELINE_NOT_COMPLETED_LIVE');
      for (const first of [0, 26]) expect(errorCodes(await options({ first }))).toEqual(['BAD_USER_INPUT']);

      const stranger = createContext(live.tdb.database, live.api.server.services, { actorId: 'someone-else', role: 'READ' });
      const empty = await graphql({ schema, source: REPLAY_OPTIONS, variableValues: { first: 10 }, contextValue: stranger });
      expect(empty.errors).toBeUndefined();
      expect(empty.data?.replayOptions).toMatchObject({ edges: [], emptyReason: 'NO_COMPATIBLE_SAVED_RUNS', scanLimited: false });
      const hidden = await graphql({ schema, source: REPLAY_OPTIONS, variableValues: { baseline: baselineId }, contextValue: stranger });
      expect(hidden.errors?.map((e) => e.extensions.code)).toEqual(['NOT_FOUND']);

      // A budget of one scan step ends the page before anything qualifies: an unfinished search.
      const admin = createContext(live.tdb.database, live.api.server.services, { actorId: 'local', role: 'ADMIN' });
      const limited = await replayOptions(admin.deps, admin.viewer, null, 10, null, null, { steps: 1, milliseconds: 5_000 });
      expect(limited).toMatchObject({ options: [], hasNextPage: true, scanLimited: true, emptyReason: null });
    });
  });
});
