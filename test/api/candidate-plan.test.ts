// Candidate plans over HTTP (docs/plans.md "Candidate plans"; docs/dashboard.md "Evaluate candidate", "From a frozen baseline"): a finished
// single-model live baseline becomes the protocol of a MoM candidate plan with zero model
// requests; the candidate runs live and compares with the baseline (the tuning loop). Failed and
// cancelled baselines are protocol sources too; the refusal rules hold.
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../src/context.ts';
import { MESSAGES } from '../../src/domain/plan/candidate-plan.ts';
import { schema } from '../../src/schema/index.ts';
import { candidatePlan as candidatePlanService } from '../../src/services/candidate-plans.ts';
import { userErrorCodes, userErrors, type GraphQLResponse } from '../helpers/api.ts';
import { START, planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const live = useLiveStack();
const NOTHING_SENT = { dispatchStarted: false, modelRequests: 0 };

const CANDIDATE_PLAN = /* GraphQL */ `
  mutation Test_CandidatePlan($baseline: ID!, $targets: [String!]!, $mode: RunMode, $name: String, $experiment: ID) {
    candidatePlan(input: { baselineRunId: $baseline, targetIds: $targets, mode: $mode, name: $name, experimentId: $experiment }) {
      plan { manifest manifestText planSha256 caseSha256 total caseCount modelRequests targets { targetId } }
      userErrors { code message reason details }
    }
  }
`;
const RUN = /* GraphQL */ `
  query Test_Run($id: ID!) { run(id: $id) { runId status mode name caseSha256 caseCount sampling { document } limits { concurrency } } }
`;
const COMPARE = /* GraphQL */ `
  query Test_Compare($b: ID!, $c: [ID!]!) {
    compare(baselineRunId: $b, candidateRunIds: $c) {
      results { __typename ... on PairComparison { candidateRunId items { candidateTargetId baselineTargetId pairedCases } } ... on ComparisonRejected { code message } }
    }
  }
`;
const RECOVERY_PLAN = /* GraphQL */ `
  mutation Test_RecoveryPlan($runId: ID!) {
    recoveryPlan(input: { runId: $runId, mode: UNDISPATCHED }) { recoveryPlan { document } userErrors { code message } }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Test_Cancel($id: ID!) { cancelRun(input: { id: $id }) { run { status } userErrors { code message } } }
`;
const RECOVER = /* GraphQL */ `
  mutation Test_Recover($runId: ID!, $plan: JSON!, $key: String!) {
    recover(input: { runId: $runId, plan: $plan, idempotencyKey: $key }) { run { runId } userErrors { code message } }
  }
`;

function candidatePlan(variables: Record<string, unknown>) {
  return live.api.gql(CANDIDATE_PLAN, variables);
}

function expectRefusal(response: GraphQLResponse, code: string, message: string): void {
  expect(response.errors).toBeUndefined();
  expect(response.data?.candidatePlan).toMatchObject({ plan: null });
  expect(userErrors(response, 'candidatePlan')).toHaveLength(1);
  expect(userErrors(response, 'candidatePlan')[0]?.message).toBe(message);
  expect(userErrorCodes(response, 'candidatePlan')).toEqual([code]);
}

/** Asserts a mutation succeeded (no top-level errors, no user errors) and returns its payload. */
function succeeded(response: GraphQLResponse, field: string) {
  expect(response.errors).toBeUndefined();
  expect(userErrors(response, field)).toEqual([]);
  // biome-ignore lint/suspicious/noExplicitAny: untyped test documents
  return response.data?.[field] as Record<string, any>;
}

async function run(id: string) {
  const response = await live.api.gql(RUN, { id });
  expect(response.errors).toBeUndefined();
  return response.data.run;
}

const baselineInput = (targetIds = ['sim-small']) => ({ datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds });

describe('candidate plans from a completed baseline: the tuning loop', () => {
  let baselineId = '';
  let candidateId = '';

  it('plans a MoM candidate with zero model requests, on the same frozen cases', async () => {
    ({ runId: baselineId } = await planAndStart(live.api, baselineInput(), 'candidate-baseline'));
    expect(await waitForRun(live.api, baselineId)).toBe('COMPLETED');
    const baseline = await run(baselineId);

    const before = live.demo.simulator.chatRequests().length;
    const planned = await candidatePlan({ baseline: baselineId, targets: ['sim-router'] });
    expect(live.demo.simulator.chatRequests().length).toBe(before);
    const plan = succeeded(planned, 'candidatePlan').plan;
    expect(plan.modelRequests).toBe(0);
    expect(plan.caseSha256).toBe(baseline.caseSha256);
    expect(plan.caseCount).toBe(baseline.caseCount);
    expect(plan.total).toBe(baseline.caseCount);
    expect(plan.targets).toEqual([{ targetId: 'sim-router' }]);
    expect(plan.manifest).toMatchObject({ name: 'Candidate evaluation', mode: 'live', profile: 'smoke', baseline_run_id: baselineId });
    expect(plan.manifest.sampling).toEqual(baseline.sampling.document);

    const started = await live.api.gql(START, { plan: plan.manifestText, key: 'candidate-1' });
    candidateId = succeeded(started, 'startRun').run.runId;
    expect(await waitForRun(live.api, candidateId)).toBe('COMPLETED');
    const candidate = await run(candidateId);
    expect(candidate).toMatchObject({ mode: 'LIVE', name: 'Candidate evaluation', caseSha256: baseline.caseSha256 });
    expect(live.demo.simulator.chatRequests().length).toBeGreaterThan(before);
  });

  it('compares the candidate with its baseline (a PairComparison, not rejected)', async () => {
    const compared = await live.api.gql(COMPARE, { b: baselineId, c: [candidateId] });
    expect(compared.errors).toBeUndefined();
    const [result] = compared.data.compare.results;
    expect(result).toMatchObject({ __typename: 'PairComparison', candidateRunId: candidateId });
    expect(result.items).toEqual([expect.objectContaining({ candidateTargetId: 'sim-router', baselineTargetId: 'sim-small' })]);
  });

  it('a given name; replay mode is refused', async () => {
    expectRefusal(await candidatePlan({ baseline: baselineId, targets: ['sim-router'], mode: 'REPLAY' }), 'BAD_USER_INPUT', MESSAGES.badMode);
    const named = await candidatePlan({ baseline: baselineId, targets: ['sim-router'], name: 'Router v2' });
    expect(succeeded(named, 'candidatePlan').plan.manifest.name).toBe('Router v2');
  });

  it('joins an experiment as a candidate', async () => {
    const created = await live.api.gql(`mutation {
      createExperiment(input: { name: "Tuning", idempotencyKey: "candidate-exp" }) { experiment { experimentId } userErrors { code message } }
    }`);
    const experiment = succeeded(created, 'createExperiment').experiment.experimentId as string;
    const planned = await candidatePlan({ baseline: baselineId, targets: ['sim-router'], experiment });
    expect(succeeded(planned, 'candidatePlan').plan.manifest.experiment).toEqual({ id: experiment, role: 'candidate', hypothesis: '' });
  });

  it("non-admin actors see only their own baselines: another owner's run is NOT_FOUND", async () => {
    const ctx = createContext(live.tdb.database, live.api.server.services, { actorId: 'someone-else', role: 'RUN' });
    await expect(candidatePlanService(ctx.deps, ctx.viewer, () => ({ baselineRunId: baselineId, targetIds: ['sim-router'] }))).rejects.toMatchObject({
      message: `Run ${baselineId} not found`,
      code: 'NOT_FOUND',
    });
    const owner = createContext(live.tdb.database, live.api.server.services, { actorId: 'local', role: 'RUN' });
    const plan = await candidatePlanService(owner.deps, owner.viewer, () => ({ baselineRunId: baselineId, targetIds: ['sim-router'] }));
    expect(plan.frozen.manifest.baseline_run_id).toBe(baselineId);
  });

  it('needs the WRITE role', async () => {
    const contextValue = createContext(live.tdb.database, live.api.server.services, { actorId: 'local', role: 'READ' });
    const result = await graphql({ schema, source: CANDIDATE_PLAN, variableValues: { baseline: baselineId, targets: ['sim-router'] }, contextValue });
    expect(result.errors?.map((e) => e.extensions.code)).toEqual(['FORBIDDEN']);
  });

  it('refuses a MoM baseline, non-MoM and duplicate candidates, and an unknown run', async () => {
    expectRefusal(await candidatePlan({ baseline: candidateId, targets: ['sim-router'] }), 'BAD_USER_INPUT', MESSAGES.notSingle);
    expectRefusal(await candidatePlan({ baseline: baselineId, targets: ['sim-medium'] }), 'BAD_USER_INPUT', MESSAGES.notMom('sim-medium'));
    expectRefusal(await candidatePlan({ baseline: baselineId, targets: ['sim-router', 'sim-router'] }), 'BAD_USER_INPUT', MESSAGES.duplicateTargets);
    expectRefusal(await candidatePlan({ baseline: baselineId, targets: ['sim-nope'] }), 'BAD_USER_INPUT', MESSAGES.unknownTarget('sim-nope'));
    expectRefusal(
      await candidatePlan({ baseline: 'run-00000000000000000000', targets: ['sim-router'] }),
      'NOT_FOUND',
      'Run run-00000000000000000000 not found',
    );
    const missing = `exp-${'0'.repeat(32)}`;
    expectRefusal(await candidatePlan({ baseline: baselineId, targets: ['sim-router'], experiment: missing }), 'NOT_FOUND', `Experiment ${missing} not found`);
  });
});

describe('candidate plans from unfinished, cancelled, failed and recovery baselines', () => {
  it('refuses a running baseline, then accepts it once cancelled', async () => {
    const { runId } = await planAndStart(live.api, baselineInput(), 'candidate-cancelled');
    expectRefusal(await candidatePlan({ baseline: runId, targets: ['sim-router'] }), 'BAD_USER_INPUT', MESSAGES.notTerminal);
    succeeded(await live.api.gql(CANCEL, { id: runId }), 'cancelRun');
    expect(await waitForRun(live.api, runId)).toBe('CANCELLED');
    const planned = await candidatePlan({ baseline: runId, targets: ['sim-router'] });
    expect(succeeded(planned, 'candidatePlan').plan.caseSha256).toBe((await run(runId)).caseSha256);
  });

  it('refuses a two-target baseline', async () => {
    const { runId } = await planAndStart(live.api, baselineInput(['sim-small', 'sim-medium']), 'candidate-two');
    await live.api.gql(CANCEL, { id: runId });
    expect(await waitForRun(live.api, runId)).toBe('CANCELLED');
    expectRefusal(await candidatePlan({ baseline: runId, targets: ['sim-router'] }), 'BAD_USER_INPUT', MESSAGES.notSingle);
  });

  it('accepts a failed baseline as a protocol source and refuses its recovery child', async () => {
    live.demo.simulator.setFaults([{ kind: 'http', status: 503 }]);
    const { runId: parentId } = await planAndStart(live.api, baselineInput(), 'candidate-failed');
    expect(await waitForRun(live.api, parentId)).toBe('FAILED');
    live.demo.simulator.setFaults([]);

    const planned = await candidatePlan({ baseline: parentId, targets: ['sim-router'] });
    expect(succeeded(planned, 'candidatePlan').plan.manifest.baseline_run_id).toBe(parentId);

    const recoveryPlan = await live.api.gql(RECOVERY_PLAN, { runId: parentId });
    const document: unknown = succeeded(recoveryPlan, 'recoveryPlan').recoveryPlan.document;
    const recovered = await live.api.gql(RECOVER, { runId: parentId, plan: document, key: 'candidate-recovery' });
    const childId = succeeded(recovered, 'recover').run.runId as string;
    expect(await waitForRun(live.api, childId)).toBe('COMPLETED');
    expectRefusal(await candidatePlan({ baseline: childId, targets: ['sim-router'] }), 'BAD_USER_INPUT', MESSAGES.recoverySubset);
  });
});

describe('candidate plans: errors say nothing was sent', () => {
  it('a refusal carries dispatchStarted false and modelRequests 0', async () => {
    const { runId } = await planAndStart(live.api, baselineInput(), 'candidate-extensions');
    const response = await candidatePlan({ baseline: runId, targets: ['sim-router'] });
    await live.api.gql(CANCEL, { id: runId });
    await waitForRun(live.api, runId);
    expect(response.errors).toBeUndefined();
    expect(userErrors(response, 'candidatePlan')[0]).toMatchObject({ code: 'BAD_USER_INPUT', details: NOTHING_SENT });
  });
});
