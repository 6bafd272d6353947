// Run details under a real browser (docs/dashboard.md "Run details"): a real `sr-bench serve --demo` plus a second
// simulator (`sr-bench simulate`) registered as two extra targets — `fault-router`, a MoM whose
// first request fails its config-hash check (a FAILED run to recover), and `slow-small`, a slow
// single model so a run stays active long enough to be watched. The journeys: watch a run complete
// live (runProgress drives the page; no polling), open a call, recover a failed run.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONFIG_HASH, demoSimulatorConfig, demoTargets } from '../../src/demo/demo-setup.ts';
import { spawnSrBench, type StartedProcess } from '../helpers/process.ts';
import { startWebStack, type WatchedPage, type WebStack } from './browser.ts';

const TERMINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED']);
const SLOW_PRICE = { input: 0.1, cached_input: 0.025, cache_write: 0.125, output: 0.4 };

let stack: WebStack;
let simulator: StartedProcess | undefined;
let dataset = '';
let failedRun = '';
let completedRun = '';

/** The refusals a mutation payload carries (none when it did its work). */
interface Refusable {
  userErrors: { code: string; message: string }[];
}

async function planAndStart(targetIds: string[], key: string, limits: Record<string, unknown> = {}): Promise<string> {
  const { planRun } = await stack.api<{ planRun: Refusable & { plan: { manifestText: string } } }>(
    'mutation ($input: PlanInput!) { planRun(input: { plan: $input }) { plan { manifestText } userErrors { code message } } }',
    { input: { datasetId: dataset, profile: 'SMOKE', targetIds, name: `web ${key}`, limits } },
  );
  expect(planRun.userErrors).toEqual([]);
  const { startRun } = await stack.api<{ startRun: Refusable & { run: { runId: string } } }>(
    'mutation ($plan: JSON!, $key: String!) { startRun(input: { manifest: $plan, idempotencyKey: $key }) { run { runId } userErrors { code message } } }',
    { plan: planRun.plan.manifestText, key },
  );
  expect(startRun.userErrors).toEqual([]);
  return startRun.run.runId;
}

async function waitForRun(runId: string, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { run } = await stack.api<{ run: { status: string } }>('query ($id: ID!) { run(id: $id) { status } }', { id: runId });
    if (TERMINAL.has(run.status)) return run.status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`run ${runId} did not finish within ${timeoutMs} ms`);
}

/** Counts graphql-ws `next` messages per subscribed operation (the events the page received). */
function countEvents(watched: WatchedPage): Map<string, number> {
  const names = new Map<string, string>();
  const counts = new Map<string, number>();
  watched.page.on('websocket', (socket: WebSocket) => {
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const message = JSON.parse(payload) as { id?: string; type?: string; payload?: { operationName?: string; query?: string } };
      if (message.type === 'subscribe' && message.id) {
        const name = message.payload?.operationName ?? /subscription\s+(\w+)/.exec(message.payload?.query ?? '')?.[1] ?? 'anonymous';
        names.set(message.id, name);
      }
    });
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const message = JSON.parse(payload) as { id?: string; type?: string };
      if (message.type === 'next' && message.id) {
        const name = names.get(message.id) ?? 'unknown';
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    });
  });
  return counts;
}

const posts = (watched: WatchedPage, name: string) => watched.requests.filter((r) => r.operationName === name).length;

/** A new page that reports its script errors (they would otherwise only show as timeouts). */
const watch = (): Promise<WatchedPage> => stack.newPage();

beforeAll(async () => {
  stack = await startWebStack();
  const { simulatorUrl: demoUrl, datasetId: demoDataset } = stack.demo;

  // One extra simulator: its first request acknowledges a wrong config hash (fault-router's run
  // fails closed), and its slow model keeps a later run active for several seconds.
  const base = demoSimulatorConfig();
  const answers = base.answers instanceof Map ? Object.fromEntries(base.answers) : base.answers; // a Map does not survive JSON
  const config = {
    ...base,
    answers,
    models: [...(base.models ?? []), { name: 'sim/slow-8b', accuracy: 0.6, ttft_ms: 150, latency_ms: 350 }],
    faults: [{ kind: 'wrong_config_hash', times: 1 }],
  };
  const file = join(mkdtempSync(join(tmpdir(), 'srb-web-sim-')), 'simulator.json');
  writeFileSync(file, JSON.stringify(config));
  simulator = await spawnSrBench(['simulate', '--config', file, '--port', '0'], process.env, /Simulated provider: (http:\/\/127\.0\.0\.1:\d+\/v1)/, 60_000);
  const faultUrl = simulator.match;
  const routerUrl = (url: string) => url.replace(/\/v1$/, '/router/v1');
  const targets = demoTargets(demoUrl, routerUrl(demoUrl));
  const demoRouter = targets.find((t) => t.id === 'sim-router')!;
  const { registerTargets } = await stack.api<{ registerTargets: Refusable }>(
    'mutation ($targets: [JSON!]!) { registerTargets(input: { targets: $targets }) { targets { id } userErrors { code message } } }',
    {
      targets: [
        ...targets,
        { ...demoRouter, id: 'fault-router', base_url: routerUrl(faultUrl), config_hash: DEMO_CONFIG_HASH },
        { id: 'slow-small', kind: 'single', model: 'sim/slow-8b', base_url: faultUrl, prices: { 'sim/slow-8b': SLOW_PRICE } },
      ],
    },
  );
  expect(registerTargets.userErrors).toEqual([]);
  // Multiple-choice cases only: no judge or simulator targets are needed.
  const { composeDataset } = await stack.api<{ composeDataset: Refusable & { dataset: { datasetId: string } } }>(
    'mutation ($ids: [ID!]!) { composeDataset(input: { datasetIds: $ids, benchmarks: ["mmlu-pro", "gpqa-diamond"] }) { dataset { datasetId } userErrors { code message } } }',
    { ids: [demoDataset] },
  );
  expect(composeDataset.userErrors).toEqual([]);
  dataset = composeDataset.dataset.datasetId;
  failedRun = await planAndStart(['fault-router'], 'web-failed');
  expect(await waitForRun(failedRun)).toBe('FAILED');
  completedRun = await planAndStart(['sim-small', 'sim-router'], 'web-completed');
  expect(await waitForRun(completedRun)).toBe('COMPLETED');
}, 300_000);

afterAll(async () => {
  await simulator?.stop();
  await stack?.close();
}, 60_000);

describe('run details', () => {
  it('watches a run complete live: runProgress drives the page, refetches only follow its events', { timeout: 240_000 }, async () => {
    const runId = await planAndStart(['slow-small', 'sim-router'], 'web-live', { concurrency: 1 });
    const watched = await watch();
    const received = countEvents(watched);
    await watched.page.goto(`${stack.base}/evaluation?run=${runId}`);
    await watched.page.getByTestId('run-details').waitFor({ timeout: 30_000 });
    const status = watched.page.getByTestId('run-status');
    const first = await status.textContent();
    expect(['queued', 'running']).toContain(first);
    await watched.page.getByTestId('run-activity').waitFor({ timeout: 10_000 });
    await expect.poll(() => watched.page.getByTestId('run-activity').textContent(), { timeout: 15_000 }).not.toContain('waiting for the first event');
    if ((await status.textContent()) === 'running') await watched.screenshot('run-details-live');
    await expect.poll(() => status.textContent(), { timeout: 180_000, interval: 250 }).toBe('completed');
    // The refetch after the terminal event lands a moment later (bounded wait).
    await expect.poll(() => watched.page.getByTestId('results-table').textContent(), { timeout: 15_000 }).not.toContain('Pending');

    const subscribed = watched.subscriptions.map((s) => s.operationName);
    expect(subscribed).toContain('RunProgress');
    expect(subscribed).toContain('ActiveCalls');
    const progressEvents = received.get('RunProgress') ?? 0;
    expect(progressEvents).toBeGreaterThan(1);
    // One request for the view's data, then at most one refetch per runProgress event.
    const views = posts(watched, 'RunDetails');
    expect(views).toBeGreaterThanOrEqual(2);
    expect(views).toBeLessThanOrEqual(1 + progressEvents);
    expect(watched.requests.every((r) => r.operationName === 'Shell' || r.operationName === 'RunDetails')).toBe(true);
    console.log(`live run: ${views} RunDetails POSTs for ${progressEvents} runProgress events, ${received.get('ActiveCalls') ?? 0} activeCalls events`);

    // Terminal: once the last event's refetch has landed the page is quiet — no request without
    // a user action or an event.
    await watched.page.waitForTimeout(2500);
    const before = watched.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(watched.requests.length).toBe(before);
    expect(await watched.page.getByTestId('accuracy-chart').locator('svg').count()).toBeGreaterThan(0);
    // Finished without a reload: the spend tile is the report's total, no longer "so far".
    expect(await watched.page.locator('.tile .label').allTextContents()).toContain('Total spend');
    expect(await watched.page.locator('.tile .label').allTextContents()).not.toContain('Known spend so far');
    // Refresh evidence says it is working, then when the evidence was read.
    const readAt = await watched.page.getByTestId('run-loaded-at').textContent();
    await watched.page.waitForTimeout(1100);
    await watched.page.getByRole('button', { name: 'Refresh evidence' }).click();
    await expect.poll(() => watched.page.getByTestId('run-loaded-at').textContent(), { timeout: 15_000 }).not.toBe(readAt);
    await watched.screenshot('run-details-results');

    // Each section: one request per section change.
    for (const [label, testId, shot] of [
      ['Questions', 'section-questions', 'run-details-questions'],
      ['Calls', 'section-calls', 'run-details-calls'],
      ['Evidence', 'section-evidence', 'run-details-evidence'],
      ['Recipe', 'section-recipe', 'run-details-recipe'],
    ] as const) {
      const count = watched.requests.length;
      await watched.page.getByRole('navigation', { name: 'Run sections' }).getByRole('button', { name: label }).click();
      await watched.page.getByTestId(testId).waitFor({ timeout: 15_000 });
      await watched.page.waitForLoadState('networkidle');
      expect(watched.requests.length - count).toBeLessThanOrEqual(1);
      await watched.screenshot(shot);
      if (testId === 'section-evidence') {
        // Oldest first: the page starts with the run's creation.
        expect(await watched.page.getByTestId('run-event').count()).toBeGreaterThan(0);
        expect(await watched.page.getByTestId('run-event').first().textContent()).toContain('Run created');
      }
    }
    await watched.page.context().close();
  });

  it('opens a call: the call evidence shows the four token buckets, role, cost and timing', { timeout: 90_000 }, async () => {
    const watched = await watch();
    await watched.page.goto(`${stack.base}/evaluation?run=${completedRun}&section=calls`);
    await watched.page.getByTestId('section-calls').waitFor({ timeout: 30_000 });
    expect(posts(watched, 'RunDetails')).toBe(1);
    await watched.page.getByTestId('call-row').first().getByRole('button').click();
    const detail = watched.page.getByTestId('call-detail');
    await detail.getByTestId('call-usage').waitFor({ timeout: 15_000 });
    await watched.page.waitForURL(/call=call-/);
    const usage = await detail.getByTestId('call-usage').textContent();
    for (const bucket of ['Input', 'Cache read', 'Cache write', 'Output']) expect(usage).toContain(bucket);
    expect(usage).not.toContain('Not recorded');
    expect(await detail.getByTestId('call-role').textContent()).toMatch(/Subject|Judge|Simulator/);
    expect(await detail.getByTestId('call-cost').textContent()).toMatch(/^\$\d/);
    expect(await detail.getByTestId('call-latency').textContent()).toMatch(/\d (ms|s)$/);
    expect(await detail.getByTestId('call-ttft').textContent()).toMatch(/\d (ms|s)$/);
    expect(await detail.getByTestId('call-settings').textContent()).toMatch(/max_tokens|temperature|seed/);
    // Opening a call is one request (the full record), the view's data was one.
    expect(posts(watched, 'RunCall')).toBe(1);
    expect(posts(watched, 'RunDetails')).toBe(1);
    console.log(`call detail: ${posts(watched, 'RunDetails')} RunDetails + ${posts(watched, 'RunCall')} RunCall POSTs`);
    await watched.screenshot('run-details-call');
    await watched.page.context().close();
  });

  it('recovers a failed run: review the plan, acknowledge, create the child and land on it', { timeout: 120_000 }, async () => {
    const watched = await watch();
    await watched.page.goto(`${stack.base}/evaluation?run=${failedRun}`);
    await watched.page.getByTestId('run-details').waitFor({ timeout: 30_000 });
    expect(await watched.page.getByTestId('run-status').textContent()).toBe('failed');
    await watched.page.getByTestId('run-failure').waitFor();
    expect(posts(watched, 'RunDetails')).toBe(1);
    expect(watched.subscriptions.map((s) => s.operationName)).not.toContain('RunProgress');
    const panel = watched.page.getByTestId('recovery-panel');
    await panel.getByLabel('Recovery scope').selectOption('FAILED');
    await panel.getByRole('button', { name: 'Review recovery plan' }).click();
    await panel.getByTestId('recovery-plan').waitFor({ timeout: 15_000 });
    expect(await panel.getByTestId('recovery-plan').textContent()).toMatch(/[1-9]\d* eligible/);
    const create = panel.getByRole('button', { name: /Create recovery run/ });
    expect(await create.isDisabled()).toBe(true); // not before the acknowledgement
    await panel.getByLabel(/new attempts that send model requests/).check();
    expect(await create.isDisabled()).toBe(false);
    await watched.screenshot('run-details-recovery');

    // The first answer is lost: the connection drops. The stored request (session storage, per
    // actor and parent) is what may have reached the server; the test delivers it itself, so the
    // server holds a child the page never heard of.
    const keys: string[] = [];
    watched.page.on('request', (request) => {
      const body = request.postDataJSON() as { operationName?: string; variables?: { idempotencyKey?: string } } | null;
      if (body?.operationName === 'Recover') keys.push(body.variables?.idempotencyKey ?? '');
    });
    // The lost answer is a failed load in the console: provoked here on purpose.
    watched.expectProblem(/net::ERR_CONNECTION_RESET/);
    await watched.page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'Recover') await route.abort('connectionreset');
      else await route.fallback();
    });
    await create.click();
    await panel.getByRole('button', { name: 'Check or submit same recovery' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => panel.getByRole('button', { name: 'Check or submit same recovery' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    const stored = await watched.page.evaluate(() =>
      Object.entries(sessionStorage)
        .filter(([k]) => k.startsWith('sr-bench.pending-recover.'))
        .map(([, v]) => v),
    );
    expect(stored).toHaveLength(1);
    const request = JSON.parse(stored[0]!) as { runId: string; plan: unknown; idempotencyKey: string; acknowledgeNewAttempt: boolean };
    const { recover } = await stack.api<{ recover: Refusable & { run: { runId: string } } }>(
      'mutation ($runId: ID!, $plan: JSON!, $key: String!, $ack: Boolean) { recover(input: { runId: $runId, plan: $plan, idempotencyKey: $key, acknowledgeNewAttempt: $ack }) { run { runId } userErrors { code message } } }',
      { runId: request.runId, plan: request.plan, key: request.idempotencyKey, ack: request.acknowledgeNewAttempt },
    );
    expect(recover.userErrors).toEqual([]);
    const delivered = recover.run;
    await watched.screenshot('run-details-recovery-pending');
    await watched.page.unroute('**/graphql');
    // The user re-sends the identical request (same idempotency key): the same child comes back.
    await panel.getByRole('button', { name: 'Check or submit same recovery' }).click();
    await watched.page.waitForURL((url) => url.searchParams.get('run') === delivered.runId, { timeout: 30_000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    const childId = new URL(watched.page.url()).searchParams.get('run')!;
    await watched.page.getByTestId('run-details').waitFor();
    await expect.poll(() => watched.page.locator('.run-mono').first().textContent(), { timeout: 15_000 }).toContain(childId);
    expect(posts(watched, 'RecoveryPlan')).toBe(1);
    expect(posts(watched, 'Recover')).toBe(2);
    const { run: parent } = await stack.api<{ run: { lineage: { childAttempts: { totalCount: number } } } }>(
      'query ($id: ID!) { run(id: $id) { lineage { childAttempts { totalCount } } } }',
      { id: failedRun },
    );
    expect(parent.lineage.childAttempts.totalCount).toBe(1);
    // The stored request is cleared by the success.
    const left = await watched.page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('sr-bench.pending-recover.')));
    expect(left).toEqual([]);
    const { run } = await stack.api<{ run: { parentRunId: string | null } }>('query ($id: ID!) { run(id: $id) { parentRunId } }', { id: childId });
    expect(run.parentRunId).toBe(failedRun);
    await waitForRun(childId);
    await watched.page.getByRole('navigation', { name: 'Run sections' }).getByRole('button', { name: 'Evidence' }).click();
    await watched.page.getByTestId('run-lineage').waitFor({ timeout: 15_000 });
    expect(await watched.page.getByTestId('run-lineage').textContent()).toContain('Open parent run');
    await watched.screenshot('run-details-recovery-child');
    await watched.page.context().close();
  });

  it('an imported unfinished run reads as history: imported, the journal’s wall time, no Cancel', { timeout: 60_000 }, async () => {
    // g_comparisons (an example store of the demo) holds a run the journal left `running`.
    const imported = 'run-1e75ec955a8345efaa33';
    const watched = await watch();
    await watched.page.goto(`${stack.base}/evaluation?run=${imported}`);
    await watched.page.getByTestId('run-details').waitFor({ timeout: 30_000 });
    expect(await watched.page.getByTestId('run-status').textContent()).toBe('running');
    await watched.page.getByTestId('run-imported').waitFor();
    expect(await watched.page.getByTestId('run-imported-notice').textContent()).toContain('Imported from the store g_comparisons');
    expect(await watched.page.getByRole('button', { name: 'Cancel evaluation' }).count()).toBe(0);
    const elapsed = await watched.page.getByTestId('run-elapsed').textContent();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await watched.page.getByTestId('run-elapsed').textContent()).toBe(elapsed);
    await watched.screenshot('run-details-imported');
    await watched.page.context().close();
  });
});
