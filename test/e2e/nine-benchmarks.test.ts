// The demo's nine-benchmark smoke evaluation end to end over HTTP and WebSocket (docs/harness.md):
// in-process benchmarks in process, code and agent benchmarks through the project's own harness
// and the bridge. The run completes with an sr-bench score for every priced target, continuity
// blocks with model switches for the router, and every model request journaled exactly once.
import { describe, expect, it } from 'vitest';
import { BENCHMARK_IDS } from '../../src/domain/catalog/benchmarks.ts';
import { planAndStart, useLiveStack } from '../helpers/live.ts';

const live = useLiveStack();
const TARGETS = ['sim-small', 'sim-large', 'sim-router'];

interface ProgressEvent {
  runProgress: { status: string; progress: { total: number; completed: number; failed: number } };
}

describe('the demo suite: all nine benchmarks live', () => {
  let runId = '';
  let total = 0;

  it('a smoke run over exactly the nine benchmarks completes, followed over WebSocket', async () => {
    const before = live.demo.simulator.chatRequests().length;
    const started = await planAndStart(live.api, { datasetId: live.demo.suiteDatasetId, profile: 'SMOKE', targetIds: TARGETS }, 'nine-1');
    runId = started.runId;
    total = started.plan.total;
    const manifest = JSON.parse(started.plan.manifestText) as { cases: { benchmark: string }[] };
    expect([...new Set(manifest.cases.map((c) => c.benchmark))].sort()).toEqual([...BENCHMARK_IDS].sort());

    const client = live.ws();
    // Harness cells show up in flight beside the calls, with their steps.
    const harnessSteps: number[] = [];
    const stopActivity = client.subscribe<{ activeCalls: { harnesses: { caseId: string; phase: string; steps: number }[] } }>(
      { query: `subscription Test_NineActivity($id: ID!) { activeCalls(runId: $id) { harnesses { caseId phase steps } } }`, variables: { id: runId } },
      {
        next: (event) => harnessSteps.push(...(event.data?.activeCalls.harnesses ?? []).map((h) => h.steps)),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    const events: ProgressEvent[] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('run did not finish within 240 s')), 240_000);
      client.subscribe<ProgressEvent>(
        { query: `subscription Test_Nine($id: ID!) { runProgress(runId: $id) { status progress { total completed failed } } }`, variables: { id: runId } },
        {
          next: (event) => {
            if (event.data) events.push(event.data);
          },
          error: (error) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
          },
          complete: () => {
            clearTimeout(timer);
            resolve();
          },
        },
      );
    });
    stopActivity();
    expect(harnessSteps.length).toBeGreaterThan(0);
    expect(Math.max(...harnessSteps)).toBeGreaterThan(0);
    const last = events.at(-1)?.runProgress;
    expect(last?.status).toBe('COMPLETED');
    expect(last?.progress).toMatchObject({ total, completed: total, failed: 0 });

    const calls = await live.api.gql(`query Test_Calls($id: ID!) { run(id: $id) { calls(first: 1) { totalCount } } }`, { id: runId });
    // Every request the provider saw is a journaled call row, none sent twice.
    expect(live.demo.simulator.chatRequests().length - before).toBe((calls.data!.run as { calls: { totalCount: number } }).calls.totalCount);
  }, 300_000);

  it('reports an sr-bench score for every priced target and switches inside the router’s agent tasks', async () => {
    const response = await live.api.gql(
      `query Test_Report($id: ID!) { run(id: $id) { report { targets {
      targetId srBenchScore continuity { multiRequestTasks modelSwitches }
    } } } }`,
      { id: runId },
    );
    expect(response.errors).toBeUndefined();
    const rows = (
      response.data!.run as {
        report: { targets: { targetId: string; srBenchScore: number | null; continuity: { multiRequestTasks: number; modelSwitches: number } }[] };
      }
    ).report.targets;
    for (const id of TARGETS) expect(rows.find((t) => t.targetId === id)?.srBenchScore, id).toEqual(expect.any(Number));
    const router = rows.find((t) => t.targetId === 'sim-router');
    expect(router?.continuity.multiRequestTasks).toBeGreaterThan(0);
    expect(router?.continuity.modelSwitches).toBeGreaterThan(0);
  });
});
