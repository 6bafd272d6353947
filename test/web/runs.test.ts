// The Runs list under a real browser (docs/dashboard.md "Runs list"): search, status/mode/profile filters and the
// page live in the URL; the view's data is one request (one more per filter or page change), and
// `runsChanged` keeps it live without polling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../src/format/money.ts';
import { startWebStack, type WatchedPage, type WebStack } from './browser.ts';

const TERMINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED']);
let stack: WebStack;
let dataset = '';
const runIds: string[] = [];

/** The refusals a mutation payload carries (none when it did its work). */
interface Refusable {
  userErrors: { code: string; message: string }[];
}

async function planAndStart(name: string, key: string): Promise<string> {
  const { planRun } = await stack.api<{ planRun: Refusable & { plan: { manifestText: string } } }>(
    'mutation ($input: PlanInput!) { planRun(input: { plan: $input }) { plan { manifestText } userErrors { code message } } }',
    { input: { datasetId: dataset, profile: 'SMOKE', targetIds: ['sim-small'], name } },
  );
  expect(planRun.userErrors).toEqual([]);
  const { startRun } = await stack.api<{ startRun: Refusable & { run: { runId: string } } }>(
    'mutation ($plan: JSON!, $key: String!) { startRun(input: { manifest: $plan, idempotencyKey: $key }) { run { runId } userErrors { code message } } }',
    { plan: planRun.plan.manifestText, key },
  );
  expect(startRun.userErrors).toEqual([]);
  return startRun.run.runId;
}

async function waitForRuns(ids: string[], timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const id of ids) {
    for (;;) {
      const { run } = await stack.api<{ run: { status: string } }>('query ($id: ID!) { run(id: $id) { status } }', { id });
      if (TERMINAL.has(run.status)) break;
      if (Date.now() > deadline) throw new Error(`run ${id} did not finish in time`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const listPosts = (watched: WatchedPage) => watched.requests.filter((r) => r.operationName === 'RunsList').length;

/** A new page that reports its script errors (they would otherwise only show as timeouts). */
const watch = (): Promise<WatchedPage> => stack.newPage();

beforeAll(async () => {
  stack = await startWebStack();
  const demoDataset = stack.demo.datasetId;
  // One benchmark keeps each run small: twelve runs make two pages of ten.
  const { composeDataset } = await stack.api<{ composeDataset: Refusable & { dataset: { datasetId: string } } }>(
    'mutation ($ids: [ID!]!) { composeDataset(input: { datasetIds: $ids, benchmarks: ["gpqa-diamond"] }) { dataset { datasetId } userErrors { code message } } }',
    { ids: [demoDataset] },
  );
  expect(composeDataset.userErrors).toEqual([]);
  dataset = composeDataset.dataset.datasetId;
  for (let i = 1; i <= 12; i += 1) runIds.push(await planAndStart(i <= 2 ? `weblist needle ${i}` : `weblist haystack ${i}`, `web-runs-${i}`));
  await waitForRuns(runIds);
}, 300_000);

afterAll(async () => {
  // A server that died mid-test says why.
  if (stack && (stack.server.child.exitCode !== null || stack.server.child.signalCode !== null)) console.log(stack.server.output().slice(-4000));
  await stack?.close();
}, 120_000);

describe('runs list', () => {
  it('loads in one request, keeps search, filters and page in the URL, one request per change', { timeout: 120_000 }, async () => {
    const watched = await watch();
    // The demo server already holds its fixture runs (28) besides the twelve made here.
    await watched.page.goto(`${stack.base}/evaluation`);
    await watched.page.getByTestId('runs-view').waitFor({ timeout: 30_000 });
    await watched.page.getByTestId('run-row').first().waitFor();
    expect(await watched.page.getByTestId('run-row').count()).toBe(10);
    expect(listPosts(watched)).toBe(1);
    await expect.poll(() => watched.subscriptions.map((s) => s.operationName), { timeout: 10_000 }).toContain('RunsChanged');
    expect(await watched.page.getByTestId('runs-page').textContent()).toContain('Page 1 of 4 · 40 runs');
    // Quality and cost of each run come with the same request, as the report gives them.
    const { runs } = await stack.api<{ runs: { edges: { node: { report: { totalSpendUsd: number | null; targets: { accuracy: number | null }[] } } }[] } }>(
      '{ runs(first: 1) { edges { node { report { totalSpendUsd targets { accuracy } } } } } }',
    );
    const newest = runs.edges[0]!.node.report;
    expect(await watched.page.getByTestId('run-accuracy').first().textContent()).toBe(`${(newest.targets[0]!.accuracy! * 100).toFixed(1)}%`);
    expect(await watched.page.getByTestId('run-spend').first().textContent()).toBe(formatUsd(newest.totalSpendUsd!));
    await watched.screenshot('runs-list');

    // Search: one request, `q` in the URL.
    await watched.page.getByLabel('Search runs').fill('weblist');
    await watched.page.getByRole('button', { name: 'Search', exact: true }).click();
    await watched.page.waitForURL(/q=weblist/);
    await expect.poll(() => watched.page.getByTestId('runs-page').textContent(), { timeout: 10_000 }).toContain('Page 1 of 2 · 12 runs');
    expect(listPosts(watched)).toBe(2);

    // Next page: one request, page and cursor in the URL.
    await watched.page.getByRole('button', { name: 'Next runs' }).click();
    await watched.page.waitForURL(/page=2/);
    await expect.poll(() => watched.page.getByTestId('run-row').count(), { timeout: 10_000 }).toBe(2);
    expect(listPosts(watched)).toBe(3);
    // The URL alone restores the page.
    const pageTwo = watched.page.url();
    const fresh = await watch();
    await fresh.page.goto(pageTwo);
    await fresh.page.getByTestId('run-row').first().waitFor({ timeout: 30_000 });
    expect(await fresh.page.getByTestId('run-row').count()).toBe(2);
    expect(await fresh.page.getByTestId('runs-page').textContent()).toContain('Page 2 of 2');
    expect(listPosts(fresh)).toBe(1);
    await fresh.page.context().close();
    await watched.page.getByRole('button', { name: 'Previous runs' }).click();
    await watched.page.waitForURL((url) => !url.searchParams.has('page'));
    await expect.poll(() => watched.page.getByTestId('run-row').count(), { timeout: 10_000 }).toBe(10);

    // Search: one request, `q` in the URL, back to page 1.
    const beforeSearch = listPosts(watched);
    await watched.page.getByLabel('Search runs').fill('weblist needle');
    await watched.page.getByRole('button', { name: 'Search', exact: true }).click();
    await watched.page.waitForURL(/q=weblist\+needle/);
    await expect.poll(() => watched.page.getByTestId('run-row').count(), { timeout: 10_000 }).toBe(2);
    expect(listPosts(watched) - beforeSearch).toBe(1);
    await watched.screenshot('runs-list-search');

    // Filters: each one request and kept in the URL.
    for (const [label, value, expected] of [
      ['Status', 'completed', 2],
      ['Mode', 'live', 2],
      ['Profile', 'smoke', 2],
      ['Origin', 'here', 2],
    ] as const) {
      const before = listPosts(watched);
      await watched.page.getByLabel(label, { exact: true }).selectOption(value);
      await watched.page.waitForURL(new RegExp(`${label.toLowerCase()}=${value}`));
      await expect.poll(() => listPosts(watched) - before, { timeout: 10_000 }).toBe(1);
      await watched.page.waitForLoadState('networkidle');
      expect(await watched.page.getByTestId('run-row').count()).toBe(expected);
      expect(listPosts(watched) - before).toBe(1);
    }
    const before = listPosts(watched);
    await watched.page.getByLabel('Status', { exact: true }).selectOption('failed');
    await watched.page.getByText('No runs match these filters.').waitFor({ timeout: 10_000 });
    expect(listPosts(watched) - before).toBe(1);
    expect(new URL(watched.page.url()).searchParams.get('status')).toBe('failed');
    await watched.screenshot('runs-list-empty');

    // Origin: the demo's imported examples alone, or only the runs made on this server.
    await watched.page.goto(`${stack.base}/evaluation?origin=imported`);
    await expect.poll(() => watched.page.getByTestId('runs-page').textContent(), { timeout: 30_000 }).toContain('28 runs');
    await watched.page.getByLabel('Origin', { exact: true }).selectOption('here');
    await expect.poll(() => watched.page.getByTestId('runs-page').textContent(), { timeout: 10_000 }).toContain('12 runs');
    expect(await watched.page.getByTestId('runs-view').textContent()).not.toContain('imported from');

    // Each row links to its run details.
    await watched.page.goto(`${stack.base}/evaluation?q=weblist+needle`);
    await watched.page.getByTestId('run-row').first().getByRole('link').click();
    await watched.page.getByTestId('run-details').waitFor({ timeout: 15_000 });
    expect(new URL(watched.page.url()).searchParams.get('run')).toMatch(/^run-/);
    await watched.page.context().close();
  });

  it('stays live over runsChanged: a new run appears, and the tab counts it, without polling', { timeout: 120_000 }, async () => {
    const watched = await watch();
    let changedEvents = 0;
    watched.page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"runsChanged"')) changedEvents += 1;
      });
    });
    await watched.page.goto(`${stack.base}/evaluation?q=weblist`);
    await watched.page.getByTestId('run-row').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => watched.subscriptions.map((s) => s.operationName), { timeout: 10_000 }).toContain('RunsChanged');
    // Quiet while nothing changes: no request without an event.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(listPosts(watched)).toBe(1);

    const countText = async (): Promise<string> => (await watched.page.getByTestId('run-count').textContent()) ?? '';
    const before = Number((await countText()).replace(/\D/g, ''));
    expect(before).toBeGreaterThan(12);
    const id = await planAndStart('weblist fresh arrival', 'web-runs-live');
    await expect.poll(() => watched.page.getByTestId('run-row').first().textContent(), { timeout: 30_000 }).toContain('fresh arrival');
    // The tab's count follows the new run without a reload.
    await expect.poll(countText, { timeout: 30_000 }).toBe(` (${before + 1})`);
    await waitForRuns([id]);
    await expect.poll(() => watched.page.getByTestId('run-row').first().locator('.status').textContent(), { timeout: 30_000 }).toBe('completed');
    expect(changedEvents).toBeGreaterThan(0);
    expect(listPosts(watched)).toBeLessThanOrEqual(1 + changedEvents);
    console.log(`runs list: ${listPosts(watched)} RunsList POSTs for ${changedEvents} runsChanged events`);
    await watched.screenshot('runs-list-live');
    await watched.page.context().close();
  });
});
