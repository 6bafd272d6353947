// Preview runs and routePreview end to end (docs/runs.md "Preview runs"; docs/reports.md "Preview and replay rows"): each cell asks the
// router's preview endpoint for its decision — nothing is generated, no call rows, no cost — and
// the report counts selection statuses, reasons, models and decisions with accuracy nulled.
// Preview failures follow the normal cell failure rules (fail closed).
import { beforeAll, describe, expect, it } from 'vitest';
import { replaceRegistry } from '../../src/db/queries/targets.ts';
import { DEMO_CONFIG_HASH, demoTargets } from '../../src/demo/demo-setup.ts';
import { failureReason } from '../../src/domain/failures/failure-reason.ts';
import { validateRegistry } from '../../src/domain/plan/registry.ts';
import type { FaultRule } from '../../src/simulator/faults.ts';
import { userErrorCodes, userErrors } from '../helpers/api.ts';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const live = useLiveStack();
const KEY_ENV = 'SRB_TEST_PREVIEW_KEY';
let keys = 0;

beforeAll(async () => {
  process.env[KEY_ENV] = 'preview-secret';
  const simulator = live.demo.simulator;
  const targets = demoTargets(simulator.url, simulator.routerUrl).map((target) =>
    target.id === 'sim-router' ? { ...target, preview_url: simulator.previewUrl, preview_api_key_env: KEY_ENV } : target,
  );
  // A MoM target without a preview endpoint, for the refusal.
  targets.push({ id: 'sim-router-live-only', kind: 'mom', model: 'MoM', base_url: simulator.routerUrl, config_hash: DEMO_CONFIG_HASH });
  await replaceRegistry(live.tdb.database.db, validateRegistry(targets));
});

interface ResultNode {
  caseId: string;
  status: string;
  answer: unknown;
  correct: boolean | null;
  score: number | null;
  costUsd: number | null;
  callCount: number | null;
  error: string | null;
  details: { routing?: Record<string, unknown> } | null;
}

interface RunView {
  status: string;
  error: string | null;
  progress: { total: number; completed: number; failed: number; pending: number };
  calls: { totalCount: number };
  results: { edges: { node: ResultNode }[] };
  events: { edges: { node: { kind: string; data: Record<string, unknown> } }[] };
}

async function previewRun(faults: FaultRule[]): Promise<{ runId: string; total: number; view: RunView; chat: number; previews: number }> {
  const simulator = live.demo.simulator;
  simulator.setFaults(faults);
  const chatBefore = simulator.chatRequests().length;
  const previewBefore = simulator.previewRequests().length;
  const { runId, plan } = await planAndStart(
    live.api,
    { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-router'], mode: 'PREVIEW' },
    `preview-${(keys += 1)}`,
  );
  await waitForRun(live.api, runId);
  simulator.setFaults([]);
  const response = await live.api.gql(
    `query Test_Preview($id: ID!) { run(id: $id) {
    status error progress { total completed failed pending }
    calls(first: 100) { totalCount }
    results(first: 100) { edges { node { caseId status answer correct score costUsd callCount error details } } }
    events(first: 100, kinds: [FAILURE_OBSERVED]) { edges { node { kind data } } }
  } }`,
    { id: runId },
  );
  expect(response.errors).toBeUndefined();
  return {
    runId,
    total: plan.total,
    view: response.data.run as RunView,
    chat: simulator.chatRequests().length - chatBefore,
    previews: simulator.previewRequests().length - previewBefore,
  };
}

async function report(runId: string) {
  const response = await live.api.gql(
    `query Test_PreviewReport($id: ID!) { run(id: $id) { report {
    limitations
    targets { targetId total accuracy macroAccuracy accuracyCi95 costUsd knownCostUsd
      selectionStatuses { status count } selectionReasons { reason count } selectedModels { model count } decisions { decision count } }
    benchmarks { benchmark accuracy selectionStatuses { status count } selectionReasons { reason count } }
  } } }`,
    { id: runId },
  );
  expect(response.errors).toBeUndefined();
  return response.data.run.report;
}

const counts = (list: { count: number }[] | null | undefined) => (list ?? []).reduce((sum, entry) => sum + entry.count, 0);

describe('preview runs', () => {
  it('ask the router for each decision: one result per cell with the routing, no calls, no cost, no generation', async () => {
    const { runId, total, view, chat, previews } = await previewRun([]);
    expect(view.status).toBe('COMPLETED');
    expect(view.progress).toMatchObject({ total, completed: total, failed: 0, pending: 0 });
    expect(chat).toBe(0);
    expect(previews).toBe(total);
    expect(view.calls.totalCount).toBe(0);
    expect(view.results.edges).toHaveLength(total);
    for (const { node } of view.results.edges) {
      expect(node).toMatchObject({ status: 'COMPLETED', answer: null, correct: null, score: null, callCount: 0 });
      expect(node.costUsd).toBe(0);
      const routing = node.details?.routing ?? {};
      expect(routing).toMatchObject({ selection_status: 'selected', config_hash: DEMO_CONFIG_HASH });
      expect(typeof routing.selected_model).toBe('string');
      expect((routing.selection_provenance as Record<string, unknown>).sampling_seed).toEqual(expect.any(Number));
    }
    // What the router received: the case's messages, the preview context, trace on, the key and hash headers.
    const sent = live.demo.simulator.previewRequests().slice(-total);
    for (const request of sent) {
      const body = request.body as Record<string, unknown>;
      expect(body).toMatchObject({ model: 'MoM', options: { trace: true }, preview_context: { sampling_seed: expect.any(Number) } });
      expect(Array.isArray(body.messages)).toBe(true);
      expect(request.headers['x-sr-bench-expected-config-hash']).toBe(DEMO_CONFIG_HASH);
      expect(request.headers.authorization).toBe('[redacted]');
    }

    const document = await report(runId);
    const [target] = document.targets;
    expect(target).toMatchObject({ targetId: 'sim-router', accuracy: null, macroAccuracy: null, accuracyCi95: null });
    // Nothing was spent; with no subject calls the complete cost is unknown by definition (docs/reports.md "The per-target metric").
    expect(target.knownCostUsd).toBe(0);
    expect(target.costUsd).toBeNull();
    expect(target.selectionStatuses).toEqual([{ status: 'selected', count: total }]);
    expect(counts(target.selectionReasons)).toBe(total);
    expect(counts(target.selectedModels)).toBe(total);
    expect(counts(target.decisions)).toBe(total);
    for (const benchmark of document.benchmarks) expect(benchmark.accuracy).toBeNull();
    expect(counts(document.benchmarks.flatMap((b: { selectionStatuses: { count: number }[] }) => b.selectionStatuses))).toBe(total);
    expect(document.limitations).toContain('Preview evaluates routing only; it does not measure answer quality.');
  });

  it('records execution_required as a selection status, counted in the report', async () => {
    const { runId, total, view, chat } = await previewRun([{ kind: 'execution_required', times: 2 }]);
    expect(view.status).toBe('COMPLETED');
    expect(chat).toBe(0);
    const statuses = view.results.edges.map((e) => e.node.details?.routing?.selection_status);
    expect(statuses.filter((s) => s === 'execution_required')).toHaveLength(2);
    const [target] = (await report(runId)).targets;
    expect(target.selectionStatuses).toEqual(
      expect.arrayContaining([
        { status: 'execution_required', count: 2 },
        { status: 'selected', count: total - 2 },
      ]),
    );
    expect(target.selectionReasons).toEqual(expect.arrayContaining([{ reason: 'runtime learning state', count: 2 }]));
  });

  for (const [name, fault, error] of [
    ['HTTP 500 from the preview endpoint', { kind: 'http_500', scope: 'preview' }, 'Preview HTTP 500'],
    ['a mismatched config hash', { kind: 'wrong_config_hash', scope: 'preview' }, 'Preview runtime identity acknowledgement missing or mismatched'],
    ['a missing config hash', { kind: 'missing_config_hash', scope: 'preview' }, 'Preview runtime identity acknowledgement missing or mismatched'],
  ] as const) {
    it(`${name}: the cell fails with "${error}" and the run fails closed`, async () => {
      const { view, chat, previews } = await previewRun([fault as FaultRule]);
      expect(view.status).toBe('FAILED');
      expect(view.progress.failed).toBe(1);
      expect(view.progress.completed).toBe(0);
      expect(view.progress.pending).toBe(view.progress.total - 1);
      expect(previews).toBe(1);
      expect(chat).toBe(0);
      expect(view.calls.totalCount).toBe(0);
      const failed = view.results.edges.filter((e) => e.node.status === 'FAILED');
      expect(failed.map((e) => e.node.error)).toEqual([error]);
      const observed = view.events.edges.filter((e) => e.node.kind === 'FAILURE_OBSERVED');
      expect(observed).toHaveLength(1);
      expect(observed[0]?.node.data).toMatchObject({ target_id: 'sim-router', reason: failureReason(error), inferred_from_saved_results: false });
    });
  }
});

const ROUTE_PREVIEW = /* GraphQL */ `
  mutation Test_RoutePreview($targetId: String!, $request: JSON!, $sessionId: String, $conversationId: String, $samplingSeed: Int) {
    routePreview(input: { targetId: $targetId, request: $request, sessionId: $sessionId, conversationId: $conversationId, samplingSeed: $samplingSeed }) {
      preview { targetId selectionStatus selectionReason selectedModel decisionName selectionMethod configHash selectionProvenance routing modelRequests }
      userErrors { code message reason details }
    }
  }
`;

describe('routePreview', () => {
  const request = { messages: [{ role: 'user', content: 'Which molecule carries oxygen in the blood?' }] };

  it('returns the routing decision for one request without any generation request', async () => {
    const simulator = live.demo.simulator;
    const chatBefore = simulator.chatRequests().length;
    const previewBefore = simulator.previewRequests().length;
    const response = await live.api.gql(ROUTE_PREVIEW, { targetId: 'sim-router', request, sessionId: 's-1', conversationId: 'c-1', samplingSeed: 7 });
    expect(response.errors).toBeUndefined();
    expect(userErrors(response, 'routePreview')).toEqual([]);
    expect(response.data.routePreview.preview).toMatchObject({
      targetId: 'sim-router',
      selectionStatus: 'selected',
      selectedModel: 'sim/medium-32b',
      decisionName: 'science',
      configHash: DEMO_CONFIG_HASH,
      modelRequests: 0,
      selectionProvenance: { sampling_seed: 7 },
    });
    expect(simulator.chatRequests().length).toBe(chatBefore);
    const sent = simulator.previewRequests().slice(previewBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      ...request,
      model: 'MoM',
      options: { trace: true },
      preview_context: { session_id: 's-1', conversation_id: 'c-1', sampling_seed: 7 },
    });
  });

  it('refuses a target that is not a MoM router, or has no preview_url, sending nothing', async () => {
    const before = live.demo.simulator.requests().length;
    const single = await live.api.gql(ROUTE_PREVIEW, { targetId: 'sim-small', request });
    expect(single.errors).toBeUndefined();
    expect(userErrorCodes(single, 'routePreview')).toEqual(['BAD_USER_INPUT']);
    expect(userErrors(single, 'routePreview')[0]?.message).toBe('preview only supports mom targets');
    expect(single.data.routePreview.preview).toBeNull();
    const noUrl = await live.api.gql(ROUTE_PREVIEW, { targetId: 'sim-router-live-only', request });
    expect(noUrl.errors).toBeUndefined();
    expect(userErrorCodes(noUrl, 'routePreview')).toEqual(['BAD_USER_INPUT']);
    expect(userErrors(noUrl, 'routePreview')[0]?.message).toMatch(/preview_url/);
    const unknown = await live.api.gql(ROUTE_PREVIEW, { targetId: 'no-such-target', request });
    expect(unknown.errors).toBeUndefined();
    expect(userErrorCodes(unknown, 'routePreview')).toEqual(['BAD_USER_INPUT']);
    const badRequest = await live.api.gql(ROUTE_PREVIEW, { targetId: 'sim-router', request: { messages: [] } });
    expect(badRequest.errors).toBeUndefined();
    expect(userErrorCodes(badRequest, 'routePreview')).toEqual(['BAD_USER_INPUT']);
    expect(live.demo.simulator.requests().length).toBe(before);
  });

  it('reports a failing preview endpoint as a public error', async () => {
    live.demo.simulator.setFaults([{ kind: 'http_500', scope: 'preview' }]);
    const failed = await live.api.gql(ROUTE_PREVIEW, { targetId: 'sim-router', request });
    live.demo.simulator.setFaults([]);
    expect(failed.errors).toBeUndefined();
    expect(userErrorCodes(failed, 'routePreview')).toEqual(['BAD_USER_INPUT']);
    expect(userErrors(failed, 'routePreview')[0]?.message).toBe('Route preview failed: Preview HTTP 500');
  });
});
