// Faults end in the documented statuses and errors, with evidence kept and nothing re-sent
// (docs/runs.md; docs/transport.md "Error texts"): provider 5xx, an idle stream, malformed SSE, missing usage under
// require_priced, budget exhaustion, and a cancel mid-run.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { failureReason } from '../../src/domain/failures/failure-reason.ts';
import type { FaultRule } from '../../src/simulator/faults.ts';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const live = useLiveStack();
let keys = 0;

interface RunView {
  status: string;
  error: string | null;
  progress: { total: number; completed: number; failed: number; pending: number };
  calls: { totalCount: number; edges: { node: { callId: string; status: string; error: string | null } }[] };
  events: { edges: { node: { kind: string; data: Record<string, unknown> } }[] };
}

async function runWithFault(faults: FaultRule[], input: Record<string, unknown> = {}): Promise<{ runId: string; view: RunView; requests: number }> {
  live.demo.simulator.setFaults(faults);
  const before = live.demo.simulator.chatRequests().length;
  const { runId } = await planAndStart(
    live.api,
    { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'], ...input },
    `fault-${(keys += 1)}`,
  );
  await waitForRun(live.api, runId);
  live.demo.simulator.setFaults([]);
  const response = await live.api.gql(
    `query Test_Fault($id: ID!) { run(id: $id) {
    status error progress { total completed failed pending }
    calls(first: 100) { totalCount edges { node { callId status error } } }
    events(first: 100, kinds: [FAILURE_OBSERVED, CANCELLATION_REQUESTED]) { edges { node { kind data } } }
  } }`,
    { id: runId },
  );
  return { runId, view: response.data.run as RunView, requests: live.demo.simulator.chatRequests().length - before };
}

async function evidenceBytes(callId: string): Promise<number> {
  const [row] = await live.tdb.database.db.select({ bytes: t.callEvidence.bytes }).from(t.callEvidence).where(eq(t.callEvidence.callId, callId));
  return row ? row.bytes.length : -1;
}

/** A failed first call: the run fails closed with one failure_observed and the public summary. */
function expectFailedClosed(view: RunView, callError: string, reason: string): void {
  expect(view.status).toBe('FAILED');
  expect(view.progress.failed).toBe(1);
  expect(view.progress.completed).toBe(0);
  expect(view.progress.pending).toBe(view.progress.total - 1);
  expect(view.calls.edges.map((e) => [e.node.status, e.node.error])).toEqual([['FAILED', callError]]);
  const observed = view.events.edges.filter((e) => e.node.kind === 'FAILURE_OBSERVED');
  expect(observed).toHaveLength(1);
  expect(observed[0]?.node.data).toMatchObject({ target_id: 'sim-small', reason, inferred_from_saved_results: false });
  expect(view.error).toBe(`Case ${String(observed[0]?.node.data.case_id)}, target sim-small: ${reason}`);
}

describe('provider faults', () => {
  it('HTTP 503: the cell fails with the status text and the run fails closed', async () => {
    const { view, requests } = await runWithFault([{ kind: 'http', status: 503 }]);
    expectFailedClosed(view, 'Target HTTP 503', 'Target HTTP 503');
    expect(requests).toBe(1);
  });

  it('a stream that stalls past the idle timeout is a ReadTimeout, with the partial body kept', async () => {
    const { view, requests } = await runWithFault([{ kind: 'stall_mid_stream', stall_ms: 5_000, after_chunks: 1 }], {
      limits: { idleTimeoutS: 0.5, totalTimeoutS: 10 },
    });
    expectFailedClosed(view, 'ReadTimeout', 'Target idle/read timeout');
    expect(requests).toBe(1);
    expect(await evidenceBytes(view.calls.edges[0]!.node.callId)).toBeGreaterThan(0);
  });

  it('malformed SSE is a JSONDecodeError', async () => {
    const { view } = await runWithFault([{ kind: 'malformed_sse' }]);
    expect(view.status).toBe('FAILED');
    expect(view.calls.edges[0]?.node.error).toBe('JSONDecodeError');
    expect(await evidenceBytes(view.calls.edges[0]!.node.callId)).toBeGreaterThan(0);
  });

  it('missing usage under require_priced fails the call: its cost cannot be known', async () => {
    const { view } = await runWithFault([{ kind: 'missing_usage' }]);
    expect(view.status).toBe('FAILED');
    expect(view.calls.edges[0]?.node.error).toBe('Priced call returned incomplete usage or unknown model pricing');
  });

  it('the same missing usage under capability_only completes with the cost unknown, never 0', async () => {
    const { runId, view } = await runWithFault([{ kind: 'missing_usage' }], { costPolicy: 'CAPABILITY_ONLY' });
    expect(view.status).toBe('COMPLETED');
    const report = await live.api.gql(`query Test_R($id: ID!) { run(id: $id) { report { targets { costUsd costComplete knownCostUsd tokens { total } } } } }`, {
      id: runId,
    });
    const [target] = report.data.run.report.targets;
    expect(target.costUsd).toBeNull();
    expect(target.costComplete).toBe(false);
    expect(target.tokens).toBeNull();
    expect(target.knownCostUsd).toBeGreaterThan(0);
  });
});

describe('budget', () => {
  it('a reservation above max_cost_usd stops dispatch before any request is sent', async () => {
    const { runId, view: runView, requests } = await runWithFault([], { limits: { maxCostUsd: 0.000001 } });
    const view = { ...runView, runId };
    expect(view.status).toBe('FAILED');
    expect(requests).toBe(0);
    expect(view.calls.totalCount).toBe(0);
    const observed = view.events.edges.find((e) => e.node.kind === 'FAILURE_OBSERVED');
    expect(observed?.node.data.reason).toBe(failureReason('Insufficient cost budget for a bounded call reservation'));
    const cells = await live.api.gql(`query Test_C($id: ID!) { run(id: $id) { results(first: 5) { edges { node { status error } } } } }`, { id: view.runId });
    expect(cells.data.run.results.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { status: 'FAILED', error: 'Insufficient cost budget for a bounded call reservation' },
    ]);
  });
});

describe('cancel', () => {
  it('cancelling mid-run interrupts the call in flight, starts nothing new and ends cancelled', async () => {
    live.demo.simulator.setFaults([{ kind: 'stall_before_first_byte', stall_ms: 30_000, times: 'always' }]);
    const before = live.demo.simulator.chatRequests().length;
    const { runId } = await planAndStart(live.api, { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small'] }, `fault-${(keys += 1)}`);
    // Wait (bounded) until a call is in flight.
    for (let i = 0; i < 200; i += 1) {
      const active = await live.api.gql(`query Test_A($id: ID!) { run(id: $id) { calls(filter: { active: true }) { totalCount } } }`, { id: runId });
      if (active.data.run.calls.totalCount > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cancelled = await live.api.gql(`mutation Test_Cancel($id: ID!) { cancelRun(input: { id: $id }) { run { runId } userErrors { code message } } }`, {
      id: runId,
    });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data.cancelRun.userErrors).toEqual([]);
    const started = Date.now();
    expect(await waitForRun(live.api, runId, 10_000)).toBe('CANCELLED');
    expect(Date.now() - started).toBeLessThan(5_000);
    live.demo.simulator.setFaults([]);
    const view = await live.api.gql(
      `query Test_V($id: ID!) { run(id: $id) {
      progress { completed failed pending } calls(first: 10) { edges { node { status } } }
      events(first: 100, kinds: [CANCELLATION_REQUESTED, CANCELLED]) { edges { node { kind } } }
    } }`,
      { id: runId },
    );
    expect(view.data.run.calls.edges.map((e: { node: { status: string } }) => e.node.status)).toEqual(['CANCELLED']);
    expect(view.data.run.progress.failed).toBe(1);
    expect(view.data.run.events.edges.map((e: { node: { kind: string } }) => e.node.kind)).toEqual(['CANCELLATION_REQUESTED', 'CANCELLED']);
    expect(live.demo.simulator.chatRequests().length - before).toBe(1);
    // Cancelling again changes nothing.
    const again = await live.api.gql(`mutation Test_Cancel($id: ID!) { cancelRun(input: { id: $id }) { run { status } userErrors { code message } } }`, {
      id: runId,
    });
    expect(again.data.cancelRun).toEqual({ run: { status: 'CANCELLED' }, userErrors: [] });
  });
});
