// Experiments (docs/dashboard.md) in a real browser against a server with tokens: an ADMIN creates an
// experiment, links saved runs with a role, sees deletion refused while a linked run is active and
// deletes another; a READ actor sees no write actions at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebStack, type WatchedPage, type WebStack } from './browser.ts';

const ADMIN_TOKEN = 'admin-token-0123456789abcdef';
const READER_TOKEN = 'reader-token-0123456789abcdef';
let stack: WebStack;

beforeAll(async () => {
  stack = await startWebStack({ env: { SR_BENCH_TOKENS: `admin:ADMIN:${ADMIN_TOKEN},reader:READ:${READER_TOKEN}` } });
});
afterAll(async () => {
  await stack?.close();
}, 120_000);

/** GraphQL from the test as the admin (the stack's own helper sends no token). */
async function adminApi<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const reply = (await response.json()) as { data?: T; errors?: unknown };
  if (!reply.data || reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data;
}

async function pageAs(token: string): Promise<WatchedPage> {
  const watched = await stack.newPage();
  await watched.page.addInitScript((value) => localStorage.setItem('sr-bench.token', value), token);
  return watched;
}

interface SavedRun {
  runId: string;
  name: string;
  status: string;
  allowedExperimentRoles: string[];
}

async function savedRuns(): Promise<SavedRun[]> {
  const { runs } = await adminApi<{ runs: { edges: { node: SavedRun }[] } }>(
    '{ runs(first: 50) { edges { node { runId name status allowedExperimentRoles } } } }',
  );
  return runs.edges.map((e) => e.node);
}

const ops = (watched: WatchedPage, name: string) => watched.requests.filter((r) => r.operationName === name).length;

describe('experiments', () => {
  let experimentId = '';

  it('lets an ADMIN create an experiment and link saved runs with their roles', async () => {
    const watched = await pageAs(ADMIN_TOKEN);
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=experiments`);
    await page.getByTestId('experiments-view').waitFor({ timeout: 20_000 });
    await page.getByText('No experiments yet.').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('viewer').textContent()).toContain('admin · ADMIN');
    expect(ops(watched, 'ExperimentsList')).toBe(1);

    await page.getByLabel('New experiment').fill('Router tuning');
    await page.getByRole('button', { name: 'Create experiment' }).click();
    await page.waitForURL(/experiment=exp-/, { timeout: 20_000 });
    experimentId = new URL(page.url()).searchParams.get('experiment')!;
    await page.getByTestId('next-step').filter({ hasText: 'Start with your single models' }).waitFor({ timeout: 20_000 });
    expect(ops(watched, 'ExperimentCreate')).toBe(1);
    expect(ops(watched, 'ExperimentDetails')).toBe(1);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('sr-bench.pending.')))).toEqual([]);

    const runs = await savedRuns();
    const baseline = runs.find((r) => r.status === 'COMPLETED' && r.allowedExperimentRoles.includes('BASELINE'))!;
    await page.getByLabel('Saved run').selectOption(baseline.runId);
    await page.getByLabel('What changed? (optional)').fill('Reference single model');
    await page.getByRole('button', { name: 'Add run' }).click();
    await page.getByTestId('member-row').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('member-row').first().textContent()).toContain('Single-model reference');
    expect(await page.getByTestId('member-row').first().textContent()).toContain('Reference single model');
    await page.getByTestId('next-step').filter({ hasText: 'Test a recipe on the same questions' }).waitFor({ timeout: 10_000 });
    // The user's change (attach) is the reason to ask again: one more request, no polling.
    expect(ops(watched, 'ExperimentDetails')).toBe(2);
    for (const name of ['Run single models', 'Evaluate starting recipe', 'Check routing first', 'Compare results', 'Delete experiment']) {
      expect(await page.getByText(name, { exact: true }).count(), name).toBe(1);
    }

    // A running run joins as a recipe version: deletion now waits for it.
    const running = runs.find((r) => r.status === 'RUNNING' && r.allowedExperimentRoles.includes('CANDIDATE'))!;
    await page.getByLabel('Saved run').selectOption(running.runId);
    await page.getByLabel('Use this result as').selectOption('CANDIDATE');
    await page.getByRole('button', { name: 'Add run' }).click();
    await page.getByText('Wait for active runs to finish before deleting.').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Delete experiment' }).isDisabled()).toBe(true);
    await page.getByText('Active evaluation').waitFor();
    await watched.screenshot('experiment-details');

    const { experiment } = await adminApi<{ experiment: { runCount: number; activeRunCount: number; members: { edges: { node: { role: string } }[] } } }>(
      'query ($id: ID!) { experiment(id: $id) { runCount activeRunCount members(first: 10) { edges { node { role } } } } }',
      { id: experimentId },
    );
    expect(experiment.runCount).toBe(2);
    expect(experiment.activeRunCount).toBe(1);
    expect(experiment.members.edges.map((e) => e.node.role).sort()).toEqual(['BASELINE', 'CANDIDATE']);

    await page.getByRole('link', { name: '← All experiments' }).click();
    await page.getByTestId('experiment-card').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('experiment-card').first().textContent()).toContain('2 saved runs · 1 active');
    await watched.screenshot('experiments-list');
  }, 120_000);

  it('deletes an experiment after confirmation, keeping its runs', async () => {
    const watched = await pageAs(ADMIN_TOKEN);
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=experiments`);
    await page.getByLabel('New experiment').waitFor({ timeout: 20_000 });
    await page.getByLabel('New experiment').fill('Scratch experiment');
    await page.getByRole('button', { name: 'Create experiment' }).click();
    await page.waitForURL(/experiment=exp-/, { timeout: 20_000 });
    const scratchId = new URL(page.url()).searchParams.get('experiment')!;
    await page.getByRole('button', { name: 'Delete experiment' }).click();
    await page.getByRole('dialog', { name: 'Delete experiment' }).waitFor();
    expect(await page.getByRole('dialog').textContent()).toContain('Saved runs, results, costs and artifacts will be kept.');
    await watched.screenshot('experiment-delete-dialog');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'experiments' && !url.searchParams.has('experiment'), { timeout: 20_000 });
    await page.getByTestId('experiment-card').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('experiment-card').count()).toBe(1);
    await expect(adminApi('query ($id: ID!) { experiment(id: $id) { id } }', { id: scratchId })).rejects.toThrow(/NOT_FOUND/);
    expect(ops(watched, 'ExperimentDelete')).toBe(1);
  }, 90_000);

  it('shows a READ actor no write actions', async () => {
    const watched = await pageAs(READER_TOKEN);
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=experiments`);
    await page.getByTestId('experiments-view').waitFor({ timeout: 20_000 });
    await page.getByText('No experiments yet.').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('viewer').textContent()).toContain('reader · READ');
    expect(await page.getByLabel('New experiment').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create experiment' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create evaluation' }).count()).toBe(0);
    await watched.screenshot('experiments-reader');

    // Someone else's experiment is not found for a reader, and offers nothing to change.
    await page.goto(`${stack.base}/evaluation?view=experiments&experiment=${experimentId}`);
    await page.getByRole('alert').filter({ hasText: 'NOT_FOUND' }).waitFor({ timeout: 20_000 });
    for (const name of ['Delete experiment', 'Add run', 'Run single models']) expect(await page.getByText(name, { exact: true }).count()).toBe(0);

    // The datasets view offers a reader no preparation and no Evaluate.
    await page.goto(`${stack.base}/evaluation?view=datasets&prepare=1`);
    await page.getByTestId('prepare-panel').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('prepare-panel').textContent()).toContain('Preparing datasets requires evaluation write permission');
    expect(await page.getByRole('button', { name: 'Download and prepare' }).count()).toBe(0);
    await page.getByTestId('dataset-card').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Evaluate' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Prepare dataset' }).count()).toBe(0);
    await watched.screenshot('datasets-reader');
  }, 90_000);
});
