// The demo's short multi-turn tasks end to end (issue: live evaluations, "short multi-turn tasks
// with a user simulator"): a smoke run of the demo dataset on one target completes offline, every
// sr-bench-dialogue cell is graded in process with simulator calls to the registered user
// simulator, and the report counts their cost as evaluation overhead.
import { describe, expect, it } from 'vitest';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const live = useLiveStack();
const BENCHMARK = 'sr-bench-dialogue';

interface CallNode {
  caseId: string;
  role: string;
  targetId: string;
  model: string | null;
  status: string;
  costUsd: number | null;
  receipt: { final: string | null; request: { messages: { role: string; content: string }[] } };
}

interface ResultNode {
  caseId: string;
  status: string;
  correct: boolean | null;
  score: number | null;
  answer: unknown;
  callCount: number | null;
  details: { turns: number; termination_reason: string; grader_version: string };
}

describe('sr-bench-dialogue against the simulated provider', () => {
  let runId = '';

  it('a smoke run with the dialogue tasks completes', async () => {
    const started = await planAndStart(live.api, { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-large'] }, 'dialogue-1');
    runId = started.runId;
    const manifest = JSON.parse(started.plan.manifestText) as Record<string, Record<string, unknown>>;
    expect(manifest.benchmark_weights?.[BENCHMARK]).toBe(0.1);
    expect(manifest.adapter_versions?.[BENCHMARK]).toBe('sr-bench-dialogue-v1');
    expect(manifest.benchmark_options?.[BENCHMARK]).toEqual({ simulator: 'sim-user' });
    expect(Object.keys(manifest.auxiliary_targets ?? {})).toContain('sim-user');
    expect(await waitForRun(live.api, runId, 120_000)).toBe('COMPLETED');
  });

  it('every dialogue cell is graded after simulator and subject turns, ended by the simulated user', async () => {
    const response = await live.api.gql(
      `query Test_Dialogue($id: ID!) { run(id: $id) {
      results(first: 10, filter: { benchmark: ["${BENCHMARK}"] }) { totalCount edges { node { caseId status correct score answer callCount details } } }
      calls(first: 100, filter: { role: [SIMULATOR] }) { totalCount edges { node {
        caseId role targetId model status costUsd receipt { final request }
      } } }
    } }`,
      { id: runId },
    );
    expect(response.errors).toBeUndefined();
    const results = (response.data.run.results.edges as { node: ResultNode }[]).map((e) => e.node);
    const calls = (response.data.run.calls.edges as { node: CallNode }[]).map((e) => e.node);
    expect(results.map((r) => r.caseId).sort()).toEqual([`${BENCHMARK}/1`, `${BENCHMARK}/2`, `${BENCHMARK}/3`]);
    expect(calls.length).toBe(response.data.run.calls.totalCount);

    for (const result of results) {
      expect(result.status).toBe('COMPLETED');
      expect(typeof result.correct).toBe('boolean');
      expect(result.score).toBe(result.correct ? 1 : 0);
      expect(result.details).toEqual({ turns: expect.any(Number), termination_reason: 'user_done', grader_version: 'sr-bench-dialogue-v1' });
      // The simulated user ends after the agent answered once or twice, before max_turns (3).
      expect([1, 2]).toContain(result.details.turns);
      expect(typeof result.answer).toBe('string');

      const own = calls.filter((c) => c.caseId === result.caseId);
      expect(own).toHaveLength(result.details.turns + 1); // one per round, the last says ###DONE###
      expect(result.callCount).toBe(2 * result.details.turns + 1);
      for (const call of own) {
        expect(call).toMatchObject({ role: 'SIMULATOR', targetId: 'sim-large', status: 'COMPLETED' });
        expect(call.model).toBe('sim/user-8b');
        expect(call.costUsd).toBeGreaterThan(0);
        expect(call.receipt.request.messages[0]?.content).toContain('user simulator');
      }
      expect(own.filter((c) => c.receipt.final?.includes('###DONE###'))).toHaveLength(1);
    }
    // Only the dialogue tasks call the simulator.
    expect(new Set(calls.map((c) => c.caseId.split('/')[0]))).toEqual(new Set([BENCHMARK]));
  });

  it('the case filter lists one cell’s calls in order: simulator and subject turns alternate', async () => {
    const caseId = `${BENCHMARK}/1`;
    const response = await live.api.gql(
      `query Test_DialogueCell($id: ID!, $caseId: String!) { run(id: $id) {
      results(first: 1, filter: { search: $caseId }) { edges { node { caseId callCount } } }
      calls(first: 100, filter: { caseId: [$caseId], targetId: ["sim-large"] }) { totalCount edges { node { caseId targetId role } } }
      none: calls(first: 5, filter: { caseId: ["no-such-case"] }) { totalCount }
    } }`,
      { id: runId, caseId },
    );
    expect(response.errors).toBeUndefined();
    const calls = (response.data.run.calls.edges as { node: { caseId: string; targetId: string; role: string } }[]).map((e) => e.node);
    const [result] = (response.data.run.results.edges as { node: { callCount: number } }[]).map((e) => e.node);
    expect(calls).toHaveLength(result!.callCount);
    expect(response.data.run.calls.totalCount).toBe(calls.length);
    expect(calls.every((c) => c.caseId === caseId && c.targetId === 'sim-large')).toBe(true);
    // Each round is a simulator turn then a subject reply; the last simulator turn ends the task.
    expect(calls.map((c) => c.role)).toEqual(calls.map((_, i) => (i % 2 === 0 ? 'SIMULATOR' : 'SUBJECT')));
    expect(response.data.run.none.totalCount).toBe(0);
  });

  it('the report counts simulator calls as evaluation cost, apart from the subject cost', async () => {
    const response = await live.api.gql(
      `query Test_DialogueReport($id: ID!) { run(id: $id) {
      report { complete
        targets { targetId evaluationCostUsd evaluationCallCount macroAccuracy }
        benchmarks { benchmark targetId accuracy costUsd evaluationCostUsd evaluationCallCount }
      }
      calls(first: 100, filter: { role: [SIMULATOR, JUDGE] }) { edges { node { caseId role costUsd } } }
    } }`,
      { id: runId },
    );
    expect(response.errors).toBeUndefined();
    const report = response.data.run.report;
    const calls = (response.data.run.calls.edges as { node: { caseId: string; role: string; costUsd: number } }[]).map((e) => e.node);
    const sum = (items: { costUsd: number }[]) => items.reduce((total, c) => total + c.costUsd, 0);
    const simulator = calls.filter((c) => c.role === 'SIMULATOR');
    expect(simulator.length).toBeGreaterThanOrEqual(6);
    expect(report.complete).toBe(true);

    const dialogue = report.benchmarks.find((b: { benchmark: string }) => b.benchmark === BENCHMARK);
    expect(dialogue).toMatchObject({ targetId: 'sim-large', evaluationCallCount: simulator.length });
    expect(dialogue.evaluationCostUsd).toBeCloseTo(sum(simulator), 12);
    expect(dialogue.costUsd).toBeGreaterThan(0);
    expect(dialogue.accuracy).not.toBeNull();

    const [target] = report.targets;
    expect(target.evaluationCallCount).toBe(calls.length); // simulator calls plus the judge calls of hle/simpleqa
    expect(target.evaluationCostUsd).toBeCloseTo(sum(calls), 12);
    expect(target.evaluationCostUsd).toBeGreaterThan(sum(calls.filter((c) => c.role === 'JUDGE')));
    expect(target.macroAccuracy).not.toBeNull();
  });
});
