// A live evaluation end to end over real HTTP and WebSocket (issue: live evaluations): plan,
// start, subscribe, the run completes against the simulated provider, progress arrives in order,
// the report has costs, tokens, TTFT and latency percentiles, and the MoM target's selected
// models follow the router's headers. Nothing is ever sent twice.
import { describe, expect, it } from 'vitest';
import { userErrorCodes, userErrors, type GraphQLResponse } from '../helpers/api.ts';
import { PLAN, START, planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const live = useLiveStack();
const TARGETS = ['sim-small', 'sim-large', 'sim-router'];

interface ProgressEvent {
  status: string;
  progress: { total: number; completed: number; failed: number; pending: number; running: number };
  knownSpendUsd: number;
}

async function collect<T>(
  iterator: AsyncIterableIterator<{ data?: Record<string, unknown> | null; errors?: unknown }>,
  field: string,
  timeoutMs: number,
): Promise<T[]> {
  const items: T[] = [];
  const deadline = Date.now() + timeoutMs;
  for await (const result of iterator) {
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    items.push(result.data?.[field] as T);
    if (Date.now() > deadline) break;
  }
  return items;
}

describe('a smoke evaluation against the simulated provider', () => {
  let runId = '';
  let progress: ProgressEvent[] = [];

  it('plans with zero model requests, starts, and streams progress in order until it completes', async () => {
    const requestsBefore = live.demo.simulator.chatRequests().length;
    const planned = await live.api.gql(PLAN, { input: { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: TARGETS, limits: { concurrency: 2 } } });
    expect(planned.errors).toBeUndefined();
    expect(userErrors(planned, 'planRun')).toEqual([]);
    const plan = planned.data.planRun.plan;
    expect(plan.modelRequests).toBe(0);
    expect(plan.total).toBe(plan.caseCount * TARGETS.length);
    expect(plan.estimatedMaxReservationUsd).toBeGreaterThan(0);
    expect(live.demo.simulator.chatRequests().length).toBe(requestsBefore);

    const started = await live.api.gql(START, { plan: plan.manifestText, key: 'live-1' });
    expect(started.errors).toBeUndefined();
    expect(userErrors(started, 'startRun')).toEqual([]);
    runId = started.data.startRun.run.runId;
    const client = live.ws();
    progress = await collect<ProgressEvent>(
      client.iterate({
        query: `subscription Test_Progress($id: ID!) { runProgress(runId: $id) { status progress { total completed failed pending running } knownSpendUsd } }`,
        variables: { id: runId },
      }),
      'runProgress',
      120_000,
    );
    expect(progress.length).toBeGreaterThan(1);
    const last = progress.at(-1)!;
    expect(last.status).toBe('COMPLETED');
    expect(last.progress.completed).toBe(plan.total);
    for (let i = 1; i < progress.length; i += 1) {
      const [a, b] = [progress[i - 1]!, progress[i]!];
      expect(b.progress.completed + b.progress.failed).toBeGreaterThanOrEqual(a.progress.completed + a.progress.failed);
      // Known spend never falls (up to float rounding: the sum's terms change as calls finish).
      expect(b.knownSpendUsd).toBeGreaterThanOrEqual(a.knownSpendUsd * (1 - 1e-12));
    }
    expect(last.knownSpendUsd).toBeGreaterThan(0);
  });

  it('reports costs, tokens, TTFT and latency percentiles for every priced target', async () => {
    const response = await live.api.gql(
      `query Test_Report($id: ID!) { run(id: $id) { report {
      complete totalSpendUsd
      targets { targetId complete total correct costUsd costComplete totalSpendUsd evaluationCostUsd tokens { total cachedInputTokens }
        latencyP50Seconds latencyP95Seconds ttftP50Seconds macroAccuracy accuracyCi95
        selectedModels { model count } decisions { decision count } continuity { sessionMode multiRequestTasks } }
    } } }`,
      { id: runId },
    );
    expect(response.errors).toBeUndefined();
    const report = response.data.run.report;
    expect(report.complete).toBe(true);
    expect(report.totalSpendUsd).toBeGreaterThan(0);
    for (const target of report.targets) {
      expect(target.complete).toBe(true);
      expect(target.costComplete).toBe(true);
      expect(target.costUsd).toBeGreaterThan(0);
      expect(target.totalSpendUsd).toBeGreaterThanOrEqual(target.costUsd);
      expect(target.evaluationCostUsd).toBeGreaterThan(0); // judge calls for hle and simpleqa
      expect(target.tokens.total).toBeGreaterThan(0);
      for (const figure of ['latencyP50Seconds', 'latencyP95Seconds', 'ttftP50Seconds', 'macroAccuracy']) expect(target[figure]).not.toBeNull();
      expect(target.accuracyCi95).toHaveLength(2);
      expect(target.continuity.sessionMode).toBe('STATELESS');
    }
  });

  it('the MoM target shows the models and decisions the router chose, per its headers', async () => {
    const response = await live.api.gql(
      `query Test_Router($id: ID!) { run(id: $id) {
      report { targets { targetId selectedModels { model count } decisions { decision count } } }
      calls(first: 100, filter: { targetId: ["sim-router"], role: [SUBJECT] }) { totalCount edges { node { selectedModel decision configHash } } }
    } }`,
      { id: runId },
    );
    const router = response.data.run.report.targets.find((t: { targetId: string }) => t.targetId === 'sim-router');
    const calls = response.data.run.calls.edges.map((e: { node: { selectedModel: string; decision: string; configHash: string } }) => e.node);
    expect(calls.length).toBe(response.data.run.calls.totalCount);
    const tally = (key: 'selectedModel' | 'decision') => {
      const counts = new Map<string, number>();
      for (const call of calls) counts.set(call[key], (counts.get(call[key]) ?? 0) + 1);
      return counts;
    };
    const models = tally('selectedModel');
    expect(new Map(router.selectedModels.map((m: { model: string; count: number }) => [m.model, m.count]))).toEqual(models);
    expect(new Map(router.decisions.map((d: { decision: string; count: number }) => [d.decision, d.count]))).toEqual(tally('decision'));
    expect(models.size).toBeGreaterThan(1);
    for (const call of calls) expect(call.configHash).toBe('demo-router-v1');
    // The simulator's own record of which child it routed each request to.
    const routed = live.demo.simulator.chatRequests().filter((r) => r.route !== null);
    const simulated = new Map<string, number>();
    for (const request of routed) {
      const model = (request.route as { model?: string } | null)?.model;
      if (model) simulated.set(model, (simulated.get(model) ?? 0) + 1);
    }
    expect(simulated).toEqual(models);
  });

  it('every model request the provider saw is one call row: nothing re-sent', async () => {
    const response = await live.api.gql(`query Test_Calls($id: ID!) { run(id: $id) { calls(first: 1) { totalCount } } }`, { id: runId });
    expect(live.demo.simulator.chatRequests().length).toBe(response.data.run.calls.totalCount);
  });

  it('runEvents replays the saved events after a cursor, in seq order, without gaps', async () => {
    const listed = await live.api.gql(`query Test_Events($id: ID!) { run(id: $id) { events(first: 100) { totalCount edges { cursor node { seq kind } } } } }`, {
      id: runId,
    });
    const edges = listed.data.run.events.edges as { cursor: string; node: { seq: number; kind: string } }[];
    const client = live.ws();
    const replayed = await collect<{ seq: number; kind: string }>(
      client.iterate({
        query: `subscription Test_Events($id: ID!, $after: String) { runEvents(runId: $id, after: $after) { seq kind } }`,
        variables: { id: runId, after: edges[4]!.cursor },
      }),
      'runEvents',
      30_000,
    );
    const all = await allEvents(runId);
    expect(replayed).toEqual(all.slice(5));
    expect(replayed.at(-1)?.kind).toBe('COMPLETED');
  });

  it('startRun is idempotent by key; a different plan under the key is CONFLICT; a changed plan is PLAN_CHANGED', async () => {
    const planned = await live.api.gql(PLAN, { input: { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: TARGETS, limits: { concurrency: 2 } } });
    const same = await live.api.gql(START, { plan: planned.data.planRun.plan.manifestText, key: 'live-1' });
    expect(userErrors(same, 'startRun')).toEqual([]);
    expect(same.data.startRun.run.runId).toBe(runId);
    const other = await live.api.gql(PLAN, { input: { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'] } });
    const conflict = await live.api.gql(START, { plan: other.data.planRun.plan.manifestText, key: 'live-1' });
    expect(conflict.errors).toBeUndefined();
    expect(userErrorCodes(conflict, 'startRun')).toEqual(['CONFLICT']);
    const tampered = JSON.parse(other.data.planRun.plan.manifestText) as Record<string, unknown>;
    tampered.name = 'edited after review';
    const changed = await live.api.gql(START, { plan: JSON.stringify(tampered), key: 'live-2' });
    expect(changed.errors).toBeUndefined();
    expect(changed.data.startRun.run).toBeNull();
    expect(userErrorCodes(changed, 'startRun')).toEqual(['PLAN_CHANGED']);
    expect(userErrors(changed, 'startRun')[0]?.details).toMatchObject({ dispatchStarted: false, modelRequests: 0 });
  });
});

describe('activeCalls', () => {
  it('streams the calls in flight, then ends with the run', async () => {
    // The slowest simulated model keeps a call in flight long enough to be seen.
    const { runId } = await planAndStart(live.api, { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-large'] }, 'active-1');
    const client = live.ws();
    const snapshots = await collect<{ calls: { callId: string; status: string; activity: { phase: string } | null }[] }>(
      client.iterate({
        query: `subscription Test_Active($id: ID!) { activeCalls(runId: $id) { calls { callId status activity { phase receivedBytes } } } }`,
        variables: { id: runId },
      }),
      'activeCalls',
      60_000,
    );
    expect(snapshots.some((s) => s.calls.length > 0)).toBe(true);
    expect(snapshots.at(-1)?.calls).toEqual([]);
    for (const snapshot of snapshots) for (const call of snapshot.calls) expect(call.status).toBe('SENT');
    expect(await waitForRun(live.api, runId)).toBe('COMPLETED');
  });
});

async function allEvents(runId: string): Promise<{ seq: number; kind: string }[]> {
  const out: { seq: number; kind: string }[] = [];
  let after: string | null = null;
  for (let i = 0; i < 100; i += 1) {
    const page: GraphQLResponse = await live.api.gql(
      `query Test_E($id: ID!, $after: String) { run(id: $id) { events(first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { seq kind } } } } }`,
      { id: runId, after },
    );
    const events = (page.data!.run as { events: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { seq: number; kind: string } }[] } })
      .events;
    out.push(...events.edges.map((e) => e.node));
    if (!events.pageInfo.hasNextPage) return out;
    after = events.pageInfo.endCursor;
  }
  return out;
}
