// Datasets (docs/dashboard.md) in a real browser: the prepare panel freezes a dataset from source
// files on the server and downloads one from its pinned upstream source (a local Hub here),
// following the job live; the library filters by profile, benchmark and search (kept in the
// URL), and the questions browser pages 25 at a time without ever asking for or showing an answer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MMLU_PRO_BYTES, MMLU_PRO_FILE, startFixtureHub } from '../helpers/fixture-hub.ts';
import type { LocalHub } from '../helpers/local-hub.ts';
import { startWebStack, viewSubscriptions, type WatchedPage, type WebStack } from './browser.ts';

let stack: WebStack;
let hub: LocalHub;
const sources = mkdtempSync(join(tmpdir(), 'srb-web-sources-'));
const SECRET = 'secret-answer-gpqa';
const GPQA_ROWS = 50; // quick takes 40

beforeAll(async () => {
  const rows = Array.from({ length: GPQA_ROWS }, (_, n) => ({
    id: `gpqa-diamond/web-${String(n).padStart(3, '0')}`,
    benchmark: 'gpqa-diamond',
    messages: [{ role: 'user', content: `Web question ${n} about ${['physics', 'chemistry', 'biology'][n % 3]}?` }],
    metadata: { stratum: ['physics', 'chemistry', 'biology'][n % 3] },
    answer: `${SECRET}-${n}`,
  }));
  writeFileSync(join(sources, 'gpqa-diamond.jsonl'), rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
  // The pinned sources come from the local Hub; no token, so gated ones fail.
  hub = await startFixtureHub();
  // The prepare panel names the server's sources folder itself.
  stack = await startWebStack({ env: { SR_BENCH_SOURCES_DIR: sources, HF_ENDPOINT: hub.url } });
});
afterAll(async () => {
  await stack?.close();
  await hub?.close();
  rmSync(sources, { recursive: true, force: true });
});

/** Every GraphQL response body the page received, to prove no answer ever reached it. */
function recordResponses(watched: WatchedPage): string[] {
  const bodies: string[] = [];
  watched.page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/graphql' && response.request().method() === 'POST') {
      response.text().then(
        (text) => bodies.push(text),
        () => {},
      );
    }
  });
  return bodies;
}

const ops = (watched: WatchedPage, name: string) => watched.requests.filter((r) => r.operationName === name).length;

let quickDatasetId = '';

describe('datasets', () => {
  it('prepares a dataset from server-side source files through the prepare panel', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=datasets&prepare=1`);
    await page.getByTestId('prepare-panel').waitFor({ timeout: 20_000 });
    await page.getByLabel('Benchmark to download').selectOption('gpqa-diamond');
    await page.getByLabel('Dataset size').selectOption('quick');
    await page.getByText('Advanced: from files on the server').click();
    await page.getByLabel('Source folder or file (on the server)').fill(sources);
    await page.getByRole('button', { name: 'Download and prepare' }).click();
    // The panel follows the job live and reads the history again once it is done.
    const ready = page.getByRole('link', { name: 'View prepared dataset' });
    await ready.first().waitFor({ timeout: 30_000 });
    expect(watched.subscriptions.map((s) => s.operationName)).toContain('PreparationProgress');
    expect(await page.getByTestId('prepare-panel').textContent()).toContain('Ready to evaluate');
    expect(await page.getByTestId('prepare-panel').textContent()).toContain('40 questions ready');
    // The finished preparation re-reads the library below the panel (one more request).
    await page.getByTestId('library-summary').filter({ hasText: '3 datasets' }).waitFor({ timeout: 10_000 });
    expect(ops(watched, 'DatasetsLibrary'), JSON.stringify(watched.requests)).toBe(2);
    await watched.screenshot('datasets-prepare');
    expect(ops(watched, 'DatasetPrepare')).toBe(1);
    const { datasets } = await stack.api<{ datasets: { edges: { node: { datasetId: string } }[] } }>(
      '{ datasets(first: 5, filter: { profile: [QUICK] }) { edges { node { datasetId } } } }',
    );
    quickDatasetId = datasets.edges[0]!.node.datasetId;
  }, 90_000);

  it('filters the library by profile, benchmark and search, one request each, kept in the URL', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=datasets`);
    await page.getByTestId('dataset-card').first().waitFor({ timeout: 20_000 });
    const { all } = await stack.api<{ all: { totalCount: number } }>('{ all: datasets(first: 1) { totalCount } }');
    // The demo dataset, the demo suite and the prepared one.
    expect(all.totalCount).toBe(3);
    await page.getByTestId('library-summary').filter({ hasText: '3 datasets · 10 benchmarks' }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('dataset-card').count()).toBe(3);
    expect(await page.getByTestId('library-range').textContent()).toBe('1–3 of 3 datasets');
    expect(ops(watched, 'DatasetsLibrary')).toBe(1);
    await watched.screenshot('datasets-library');

    await page.getByRole('button', { name: /^Quick/ }).click();
    await page.waitForURL(/profile=quick/);
    await page.getByTestId('library-range').filter({ hasText: '1–1 of 1' }).waitFor();
    expect(await page.getByTestId('dataset-card').textContent()).toContain('GPQA Diamond');
    expect(ops(watched, 'DatasetsLibrary')).toBe(2);

    await page.getByRole('button', { name: /^All/ }).click();
    await page.getByLabel('Benchmark', { exact: true }).selectOption('mmlu-pro');
    await page.waitForURL(/benchmark=mmlu-pro/);
    await page.getByTestId('library-range').filter({ hasText: '1–2 of 2' }).waitFor();
    expect(await page.getByTestId('dataset-card').filter({ hasText: '25 questions · 6 benchmarks' }).count()).toBe(1);
    expect(await page.getByTestId('dataset-card').filter({ hasText: '9 benchmarks' }).count()).toBe(1);

    await page.getByLabel('Benchmark', { exact: true }).selectOption('');
    await page.getByLabel('Search datasets').fill('dialogue');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=dialogue/);
    await page.getByTestId('library-range').filter({ hasText: '1–1 of 1' }).waitFor();
    await watched.screenshot('datasets-library-filtered');
    // Load, Quick, All, benchmark, no benchmark, search: one request per change, no polling.
    expect(ops(watched, 'DatasetsLibrary')).toBe(6);
    expect(viewSubscriptions(watched)).toHaveLength(0);

    // The filters live in the URL: a fresh page with it shows the same list.
    const again = await stack.newPage();
    await again.page.goto(page.url());
    await again.page.getByTestId('library-range').filter({ hasText: '1–1 of 1' }).waitFor({ timeout: 20_000 });
    expect(await again.page.getByLabel('Search datasets').inputValue()).toBe('dialogue');
  }, 90_000);

  it('browses questions 25 a page and never requests or shows an answer', async () => {
    expect(quickDatasetId).not.toBe('');
    const watched = await stack.newPage();
    const { page } = watched;
    const bodies = recordResponses(watched);
    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
        queries.push(String((request.postDataJSON() as { query?: string }).query ?? ''));
    });
    await page.goto(`${stack.base}/evaluation?view=datasets&dataset=${quickDatasetId}`);
    await page.getByTestId('question-row').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('question-row').count()).toBe(25);
    expect(await page.getByTestId('questions-range').textContent()).toBe('1–25 of 40');
    await page.getByTestId('question-row').first().locator('summary').click();
    await page
      .getByText(/^Question id gpqa-diamond\/web-/)
      .first()
      .waitFor();
    await watched.screenshot('datasets-questions');
    expect(ops(watched, 'DatasetDetails')).toBe(1);

    await page.getByRole('button', { name: 'Next questions' }).click();
    await page.getByTestId('questions-range').filter({ hasText: '26–40 of 40' }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('question-row').count()).toBe(15);
    expect(await page.getByRole('button', { name: 'Next questions' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous questions' }).click();
    await page.getByTestId('questions-range').filter({ hasText: '1–25 of 40' }).waitFor({ timeout: 10_000 });
    expect(ops(watched, 'DatasetDetails')).toBe(3);

    await page.getByLabel('Search questions').fill('Web question 7 ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('questions-count').filter({ hasText: 'matching “Web question 7”' }).waitFor({ timeout: 10_000 });
    const matching = Number((await page.getByTestId('questions-count').textContent())!.split(' ')[0]);
    expect(matching).toBe(await page.getByTestId('question-row').count());
    expect(matching).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Coverage' }).click();
    await page.getByText('Questions per benchmark').waitFor();
    // The tab is in the URL: a reload (or a shared link) opens it again.
    await page.waitForURL(/tab=coverage/);
    await page.reload();
    await page.getByText('Questions per benchmark').waitFor({ timeout: 20_000 });
    await watched.screenshot('datasets-coverage');
    await page.getByRole('button', { name: 'About' }).click();
    await page.getByText('Reproducibility').waitFor();
    await watched.screenshot('datasets-about');

    // Nothing asked for an answer, and nothing that came back held one.
    for (const query of queries) expect(query).not.toMatch(/\banswers?\b|reasoning|hidden/i);
    await page.waitForTimeout(200);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain(SECRET);
    expect(await page.content()).not.toContain(SECRET);
    expect(viewSubscriptions(watched)).toHaveLength(0);
  }, 90_000);
});

describe('prepare panel: the pinned upstream source', () => {
  /** The `input` of each DatasetPrepare the page sent. */
  function prepareInputs(watched: WatchedPage): Record<string, unknown>[] {
    const inputs: Record<string, unknown>[] = [];
    watched.page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
      const body = request.postDataJSON() as { operationName?: string; variables?: { input?: Record<string, unknown> } };
      if (body.operationName === 'DatasetPrepare' && body.variables?.input) inputs.push(body.variables.input);
    });
    return inputs;
  }

  it('downloads MMLU-Pro smoke from the local Hub with live progress, and a reload shows the same job', async () => {
    const hold = hub.holdNextTransfer(MMLU_PRO_FILE, 60_000);
    const watched = await stack.newPage();
    const { page } = watched;
    const inputs = prepareInputs(watched);
    await page.goto(`${stack.base}/evaluation?view=datasets&prepare=1`);
    await page.getByTestId('prepare-panel').waitFor({ timeout: 20_000 });
    await page.getByLabel('Benchmark to download').selectOption('mmlu-pro');
    await page.getByLabel('Dataset size').selectOption('smoke');
    expect(await page.getByTestId('prepare-panel').textContent()).toContain('The server downloads the pinned upstream source');
    await page.getByRole('button', { name: 'Download and prepare' }).click();
    await hold.started;

    const progress = page.getByTestId('preparation-progress');
    await progress.getByTestId('preparation-phase').filter({ hasText: 'Downloading source data' }).waitFor({ timeout: 20_000 });
    const bar = page.getByRole('progressbar', { name: 'MMLU-Pro download' });
    // Part of the file arrived; the total is the file's size.
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('aria-valuemax'))).toBe(MMLU_PRO_BYTES.byteLength);
    expect(await progress.getByTestId('download-bytes').textContent()).toMatch(/^\d+(\.\d)? kB of 126\.4 kB$/);
    expect(await page.getByRole('button', { name: 'Preparation in progress' }).isDisabled()).toBe(true);
    await watched.screenshot('datasets-prepare-downloading');
    const jobId = await progress.getAttribute('data-preparation-id');
    expect(jobId).toMatch(/^prep-[0-9a-f]{32}$/);

    // A reload finds the active job in the history and follows it again.
    await page.reload();
    await progress.waitFor({ timeout: 20_000 });
    expect(await progress.getAttribute('data-preparation-id')).toBe(jobId);
    await bar.waitFor();
    expect(await progress.getByTestId('preparation-phase').textContent()).toBe('Downloading source data');

    hold.release();
    await progress.getByTestId('preparation-phase').filter({ hasText: 'Ready to evaluate' }).waitFor({ timeout: 30_000 });
    expect(await progress.textContent()).toContain('14 questions ready');
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBe(MMLU_PRO_BYTES.byteLength);
    await page.getByRole('link', { name: 'View prepared dataset' }).first().waitFor({ timeout: 10_000 });
    await watched.screenshot('datasets-prepare-downloaded');

    // One request, naming no source: the server fetched the pinned file from the local Hub.
    expect(inputs).toEqual([{ benchmark: 'mmlu-pro', profile: 'SMOKE' }]);
    expect(hub.requests.some((r) => r.path.endsWith(`/${MMLU_PRO_FILE}`) && r.range === null)).toBe(true);
    // One subscription per page load, no polling of the job.
    expect(watched.subscriptions.filter((s) => s.operationName === 'PreparationProgress')).toHaveLength(2);
    expect(ops(watched, 'DatasetPreparations')).toBeLessThanOrEqual(5);
    const { preparation } = await stack.api<{ preparation: { status: string; sourcePath: string | null; dataset: { caseCount: number } } }>(
      'query ($id: ID!) { preparation(id: $id) { status sourcePath dataset { caseCount } } }',
      { id: jobId },
    );
    expect(preparation).toEqual({ status: 'COMPLETED', sourcePath: null, dataset: { caseCount: 14 } });
  }, 120_000);

  it('shows why a gated benchmark cannot be downloaded without a token, and retries on request', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    const inputs = prepareInputs(watched);
    await page.goto(`${stack.base}/evaluation?view=datasets&prepare=1`);
    await page.getByTestId('prepare-panel').waitFor({ timeout: 20_000 });
    await page.getByLabel('Benchmark to download').selectOption('gpqa-diamond');
    await page.getByLabel('Dataset size').selectOption('smoke');
    const asked = hub.requests.length;
    await page.getByRole('button', { name: 'Download and prepare' }).click();

    const failure = page.getByTestId('preparation-error');
    await failure.waitFor({ timeout: 30_000 });
    expect(await failure.textContent()).toBe(
      'gpqa-diamond: Idavidrein/gpqa is gated on the Hub; accept its terms on the dataset page and set HF_TOKEN to a token of that account',
    );
    expect(await page.getByTestId('preparation-phase').textContent()).toBe('Preparation failed');
    // Refused before asking the Hub: no token is no request.
    expect(hub.requests.length).toBe(asked);
    await watched.screenshot('datasets-prepare-gated');

    // Retry sends the same request again (a failed job is never reused: a new one fails the same way).
    const retry = page.getByRole('button', { name: 'Retry preparation' }).first();
    await expect.poll(() => retry.isEnabled(), { timeout: 10_000 }).toBe(true);
    const firstJob = await page.getByTestId('preparation-progress').getAttribute('data-preparation-id');
    await retry.click();
    await expect.poll(() => page.getByTestId('preparation-progress').getAttribute('data-preparation-id'), { timeout: 20_000 }).not.toBe(firstJob);
    await page.getByTestId('preparation-phase').filter({ hasText: 'Preparation failed' }).waitFor({ timeout: 20_000 });
    expect(inputs).toEqual([
      { benchmark: 'gpqa-diamond', profile: 'SMOKE' },
      { benchmark: 'gpqa-diamond', profile: 'SMOKE', seed: 20260918 },
    ]);
  }, 90_000);
});
