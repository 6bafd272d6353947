// Compare iterations (docs/dashboard.md) in a real browser against `serve --demo`: two candidate runs
// of the demo's smoke cases are compared with a single-model baseline run chosen through the
// UI; the comparison is one GraphQL request, the exports are the API's CSV/JSON saved as
// files, the choice survives a reload, and a rejected pair shows its code and message.
import { formatPoints, formatRecord } from '../../src/format/percent.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebStack, viewSubscriptions, type WatchedPage, type WebStack } from './browser.ts';

let stack: WebStack;
let baseline = '';
let router = '';
let large = '';
/** A completed imported run whose cases differ from the smoke plan's: a rejected pair. */
let incomparable = '';
const MISSING = 'run-00000000000000000000';

interface ApiComparison {
  compare: {
    csv: string;
    json: { baseline_run_id: string; exported_at: unknown; comparisons: unknown[] };
    results: (
      | { __typename: 'PairComparison'; candidateRunId: string; items: { candidateTargetId: string; qualityDelta: number }[] }
      | { __typename: 'ComparisonRejected'; candidateRunId: string; code: string; message: string }
    )[];
  };
}

const COMPARE = `query ($b: ID!, $c: [ID!]!) { compare(baselineRunId: $b, candidateRunIds: $c) {
  csv json
  results { __typename ... on PairComparison { candidateRunId items { candidateTargetId qualityDelta } } ... on ComparisonRejected { candidateRunId code message } }
} }`;

/** The refusals a mutation payload carries (none when it did its work). */
interface Refusable {
  userErrors: { code: string; message: string }[];
}

async function startRun(datasetId: string, targetIds: string[], name: string): Promise<string> {
  const { planRun } = await stack.api<{ planRun: Refusable & { plan: { manifestText: string } } }>(
    'mutation ($input: PlanInput!) { planRun(input: { plan: $input }) { plan { manifestText } userErrors { code message } } }',
    { input: { datasetId, profile: 'SMOKE', targetIds, name } },
  );
  expect(planRun.userErrors).toEqual([]);
  const { startRun: started } = await stack.api<{ startRun: Refusable & { run: { runId: string } } }>(
    'mutation ($plan: JSON!, $key: String!) { startRun(input: { manifest: $plan, idempotencyKey: $key }) { run { runId } userErrors { code message } } }',
    { plan: planRun.plan.manifestText, key: `web-compare-${name}` },
  );
  expect(started.userErrors).toEqual([]);
  return started.run.runId;
}

async function waitCompleted(runId: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { run } = await stack.api<{ run: { status: string } }>('query ($id: ID!) { run(id: $id) { status } }', { id: runId });
    if (run.status === 'COMPLETED') return;
    if (['FAILED', 'CANCELLED', 'INTERRUPTED'].includes(run.status)) throw new Error(`${runId} ended ${run.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${runId} did not complete within ${timeoutMs} ms`);
}

/** Quality Δ as the page shows it (signed percent points). */
const deltaText = (delta: number) => (delta === 0 ? 'No change' : formatPoints(delta));

const operations = (watched: WatchedPage, name: string) => watched.requests.filter((r) => r.operationName === name);

async function waitForResults(watched: WatchedPage, items: number): Promise<void> {
  await watched.page.getByTestId('compare-results').waitFor({ timeout: 30_000 });
  await expect.poll(() => watched.page.getByTestId('comparison-item').count(), { timeout: 30_000 }).toBe(items);
}

beforeAll(async () => {
  stack = await startWebStack();
  const { datasets } = await stack.api<{ datasets: { edges: { node: { datasetId: string } }[] } }>('{ datasets(first: 1) { edges { node { datasetId } } } }');
  const datasetId = datasets.edges[0]!.node.datasetId;
  // Created one after the other so their creation order is known.
  baseline = await startRun(datasetId, ['sim-small', 'sim-medium'], 'compare-base');
  router = await startRun(datasetId, ['sim-router'], 'compare-router');
  large = await startRun(datasetId, ['sim-large'], 'compare-large');
  for (const id of [baseline, router, large]) await waitCompleted(id);
  const { runs } = await stack.api<{ runs: { edges: { node: { runId: string; profile: string } }[] } }>(
    '{ runs(first: 100, filter: { status: [COMPLETED], mode: [LIVE] }) { edges { node { runId profile } } } }',
  );
  incomparable = runs.edges.map((e) => e.node).find((r) => r.profile !== 'SMOKE')!.runId;
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

describe('compare iterations', () => {
  it('compare it with a second run and download the CSV', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=compare`);
    await page.getByTestId('compare-view').waitFor({ timeout: 30_000 });

    // 1. the baseline, through the select of qualified baselines
    const select = page.getByTestId('baseline-select');
    await expect.poll(() => select.locator(`option[value="${baseline}"]`).count(), { timeout: 30_000 }).toBe(1);
    await select.selectOption(baseline);
    await page.waitForURL((url) => url.searchParams.get('baseline') === baseline, { timeout: 10_000 });

    // 2. both candidates, ticked in the opposite order of their creation
    const list = page.getByTestId('candidate-list');
    await list.getByRole('checkbox', { name: /compare-large/ }).check({ timeout: 30_000 });
    await list.getByRole('checkbox', { name: /compare-router/ }).check();
    await expect(list.textContent()).resolves.toContain('2 selected');
    await watched.screenshot('compare-choosing');

    // Choosing asked for the options once per baseline; nothing compared yet.
    expect(operations(watched, 'CompareOptions')).toHaveLength(2);
    expect(operations(watched, 'Compare')).toHaveLength(0);
    watched.reset();
    await page.getByRole('button', { name: 'Compare runs' }).click();
    await waitForResults(watched, 2);

    // The URL holds the choice, candidates in creation order.
    const url = new URL(page.url());
    expect(url.searchParams.get('view')).toBe('compare');
    expect(url.searchParams.get('baseline')).toBe(baseline);
    expect(url.searchParams.getAll('candidate')).toEqual([router, large]);

    // Exactly one GraphQL request fetched the comparison, and nothing subscribed.
    expect(watched.requests.map((r) => r.operationName)).toEqual(['Compare']);
    expect(viewSubscriptions(watched)).toHaveLength(0);

    // The cards show the API's paired quality deltas, in the same order.
    const api = await stack.api<ApiComparison>(COMPARE, { b: baseline, c: [router, large] });
    const expected = api.compare.results.flatMap((r) => (r.__typename === 'PairComparison' ? r.items.map((i) => deltaText(i.qualityDelta)) : []));
    expect(expected).toHaveLength(2);
    expect(await page.getByTestId('quality-delta').allTextContents()).toEqual(expected);
    expect(await page.getByTestId('comparison-card').nth(0).textContent()).toContain('compare-router');

    // Both charts are drawn (an SVG with plotted points) and the paired intervals are there.
    await page.getByTestId('quality-cost-chart').locator('svg.recharts-surface').first().waitFor({ timeout: 10_000 });
    await page.getByTestId('iteration-chart').locator('svg.recharts-surface').first().waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('quality-cost-chart').locator('.recharts-errorBar').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('iteration-chart').locator('.recharts-errorBar').count()).toBeGreaterThan(0);
    await watched.screenshot('compare-results');

    // CSV export: the API's CSV, saved as a file, header and one row per comparison item.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export comparison CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe('sr-bench-comparison.csv');
    const csv = readFileSync((await csvDownload.path())!, 'utf8');
    expect(csv).toBe(api.compare.csv);
    const lines = csv.trimEnd().split(/\r?\n/);
    expect(lines[0]).toMatch(/^"run","target","baseline","paired_cases","quality_delta","ci95_low","ci95_high"/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([`"${router}"`, `"${large}"`]);

    // JSON export: the API's document (its export time aside).
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download', { timeout: 10_000 }),
      page.getByRole('button', { name: 'Export comparison JSON' }).click(),
    ]);
    expect(jsonDownload.suggestedFilename()).toBe('sr-bench-comparison.json');
    const json = JSON.parse(readFileSync((await jsonDownload.path())!, 'utf8')) as ApiComparison['compare']['json'];
    expect(json.baseline_run_id).toBe(baseline);
    expect(json.comparisons).toHaveLength(2);
    expect({ ...json, exported_at: null }).toEqual({ ...api.compare.json, exported_at: null });
    // The downloads were made from the answer already loaded: still one request.
    expect(watched.requests.map((r) => r.operationName)).toEqual(['Compare']);

    // A reload gets the same choice back from the URL, with one comparison request.
    watched.reset();
    await page.reload();
    await waitForResults(watched, 2);
    expect(await page.getByTestId('baseline-select').inputValue()).toBe(baseline);
    expect(await list.getByRole('checkbox', { name: /compare-router/ }).isChecked()).toBe(true);
    expect(await list.getByRole('checkbox', { name: /compare-large/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('quality-delta').allTextContents()).toEqual(expected);
    expect(operations(watched, 'Compare')).toHaveLength(1);
    expect(watched.requests.map((r) => r.operationName).sort()).toEqual(['Compare', 'CompareOptions', 'Shell']);

    // Unticking a candidate hides the results until Compare runs is pressed again.
    watched.reset();
    await list.getByRole('checkbox', { name: /compare-large/ }).uncheck();
    await page.getByTestId('compare-results').waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('button', { name: 'Compare runs' }).click();
    await waitForResults(watched, 1);
    expect(new URL(page.url()).searchParams.getAll('candidate')).toEqual([router]);
    expect(operations(watched, 'Compare')).toHaveLength(1);
  });

  it('shows a rejected pair with its code and message', async () => {
    const api = await stack.api<ApiComparison>(COMPARE, { b: baseline, c: [router, incomparable, MISSING] });
    const rejected = api.compare.results.filter((r) => r.__typename === 'ComparisonRejected');
    expect(rejected.map((r) => r.code)).toEqual(['COMPARISON_INVALID', 'NOT_FOUND']);

    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=compare&baseline=${baseline}&candidate=${router}&candidate=${incomparable}&candidate=${MISSING}`);
    await waitForResults(watched, 1);
    const cards = page.getByTestId('comparison-rejected');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(2);
    expect(await cards.getByTestId('rejected-code').allTextContents()).toEqual(rejected.map((r) => r.code));
    expect(await cards.getByTestId('rejected-message').allTextContents()).toEqual(rejected.map((r) => r.message));
    expect(await page.getByTestId('iteration-chart').textContent()).toContain('A continuous trend is withheld');
    expect(operations(watched, 'Compare')).toHaveLength(1);
    await watched.screenshot('compare-rejected');

    // A baseline that fails the baseline checks rejects the whole comparison: code and message.
    await page.goto(`${stack.base}/evaluation?view=compare&baseline=${router}&candidate=${large}`);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toContain('Comparison rejected');
    expect(await alert.textContent()).toContain('COMPARISON_INVALID');
  });

  it('shows unknown savings as unknown with their reason, never 0', async () => {
    const { runs } = await stack.api<{ runs: { edges: { node: { runId: string; name: string } }[] } }>(
      '{ runs(first: 100) { edges { node { runId name } } } }',
    );
    const byName = (name: string) => runs.edges.find((e) => e.node.name === name)!.node.runId;
    // Imported example stores: g-B2 has an unpriced single model, so no saving can be claimed.
    const base = byName('g-B2');
    const candidate = byName('g-C1');
    const api = await stack.api<{ compare: { results: { items?: { totalCostSavingPercent: number | null; totalCostComparisonReason: string | null }[] }[] } }>(
      'query ($b: ID!, $c: [ID!]!) { compare(baselineRunId: $b, candidateRunIds: $c) { results { ... on PairComparison { items { totalCostSavingPercent totalCostComparisonReason } } } } }',
      { b: base, c: [candidate] },
    );
    const item = api.compare.results[0]!.items![0]!;
    expect(item.totalCostSavingPercent).toBeNull();
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=compare&baseline=${base}&candidate=${candidate}`);
    await waitForResults(watched, 1);
    expect(await page.getByTestId('total-saving').textContent()).toBe('Unknown');
    expect(await page.getByTestId('saving-reason').textContent()).toContain(item.totalCostComparisonReason!);
    await page.getByTestId('candidate-list').waitFor({ timeout: 30_000 });
    await watched.screenshot('compare-unknown-savings');
  });

  it('opens an item case by case: the changed cases behind its paired record, then its losses', async () => {
    // Imported example stores: g-B1 (three targets) against the g-C1 candidate.
    const { runs } = await stack.api<{ runs: { edges: { node: { runId: string; name: string } }[] } }>(
      '{ runs(first: 100) { edges { node { runId name } } } }',
    );
    const byName = (name: string) => runs.edges.find((e) => e.node.name === name)!.node.runId;
    const [base, candidate] = [byName('g-B1'), byName('g-C1')];
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=compare&baseline=${base}&candidate=${candidate}`);
    await waitForResults(watched, 1);
    const item = page.getByTestId('comparison-item').first();
    const target = (await item.locator('.compare-item-title strong').textContent())!;
    const baselineTarget = (await page.getByTestId('selected-baseline-target').textContent())!;
    interface Diff {
      counts: { wins: number; ties: number; losses: number };
      totalCount: number;
      rows: { caseId: string; change: string }[];
    }
    const diffOf = async (view: string) =>
      (
        await stack.api<{ caseDiff: Diff }>(
          'query ($input: CaseDiffInput!) { caseDiff(input: $input, first: 25) { counts { wins ties losses } totalCount rows { caseId change } } }',
          { input: { baselineRunId: base, baselineTargetId: baselineTarget, candidateRunId: candidate, candidateTargetId: target, view } },
        )
      ).caseDiff;
    const changed = await diffOf('CHANGED');

    watched.reset();
    await item.getByRole('button', { name: `Case by case (${changed.totalCount} changed)` }).click();
    const panel = item.getByTestId('case-diff');
    await panel.getByTestId('case-diff-counts').waitFor();
    const record = formatRecord(changed.counts.wins, changed.counts.ties, changed.counts.losses);
    expect(await panel.getByTestId('case-diff-counts').textContent()).toBe(record);
    // The counts are the card's paired record.
    expect(
      await item
        .locator('dd')
        .filter({ hasText: / ties? · / })
        .textContent(),
    ).toBe(record);
    const rows = () =>
      panel.locator('tbody tr[data-case]').evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-case'), tr.lastElementChild?.textContent]));
    expect(await rows()).toEqual(changed.rows.map((r) => [r.caseId, r.change.toLowerCase()]));
    expect(watched.requests.map((r) => r.operationName)).toEqual(['CompareCaseDiff']);
    await watched.screenshot('compare-case-diff');

    const losses = await diffOf('LOSSES');
    await panel.getByRole('radio', { name: 'Losses' }).click();
    await panel.locator('tbody tr[data-case]').first().or(panel.getByText('No case in this view.')).waitFor();
    await expect.poll(rows).toEqual(losses.rows.map((r) => [r.caseId, 'loss']));
    if (losses.rows.length > 0) {
      await panel.getByRole('button', { name: losses.rows[0]!.caseId, exact: true }).click();
      await panel.getByTestId('case-diff-detail').waitFor();
      expect(await panel.getByTestId('case-diff-detail').getByRole('link').count()).toBe(2);
    }
  });

  it('creates an offline replay estimate from the disclosure', async () => {
    // Replayable benchmarks only (as test/api/replay.test.ts): a single-model baseline and a
    // routing preview of the demo router on the same frozen cases.
    const { datasets } = await stack.api<{ datasets: { edges: { node: { datasetId: string } }[] } }>('{ datasets(first: 1) { edges { node { datasetId } } } }');
    const { composeDataset } = await stack.api<{ composeDataset: Refusable & { dataset: { datasetId: string } } }>(
      'mutation ($ids: [ID!]!) { composeDataset(input: { datasetIds: $ids, benchmarks: ["mmlu-pro", "gpqa-diamond"] }) { dataset { datasetId } userErrors { code message } } }',
      { ids: [datasets.edges[0]!.node.datasetId] },
    );
    expect(composeDataset.userErrors).toEqual([]);
    const replayBase = await startRun(composeDataset.dataset.datasetId, ['sim-small'], 'replay-base');
    await waitCompleted(replayBase);
    const { candidatePlan } = await stack.api<{ candidatePlan: Refusable & { plan: { manifestText: string } } }>(
      'mutation ($b: ID!) { candidatePlan(input: { baselineRunId: $b, targetIds: ["sim-router"], mode: PREVIEW }) { plan { manifestText } userErrors { code message } } }',
      { b: replayBase },
    );
    expect(candidatePlan.userErrors).toEqual([]);
    const { startRun: started } = await stack.api<{ startRun: Refusable & { run: { runId: string } } }>(
      'mutation ($plan: JSON!) { startRun(input: { manifest: $plan, idempotencyKey: "web-compare-preview" }) { run { runId } userErrors { code message } } }',
      { plan: candidatePlan.plan.manifestText },
    );
    expect(started.userErrors).toEqual([]);
    const previewRun = started.run;
    await waitCompleted(previewRun.runId);

    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=compare`);
    await page.getByTestId('compare-view').waitFor({ timeout: 30_000 });
    expect(operations(watched, 'ReplayOptions')).toHaveLength(0);
    await page.getByText('Estimate a routing change (offline replay)').click();
    const baselineSelect = page.getByRole('combobox', { name: 'Saved single-model baseline' });
    await expect.poll(() => baselineSelect.locator(`option[value="${replayBase}"]`).count(), { timeout: 30_000 }).toBe(1);
    await baselineSelect.selectOption(replayBase);
    const previewSelect = page.getByRole('combobox', { name: 'Routing preview' });
    await expect.poll(() => previewSelect.locator(`option[value="${previewRun.runId}"]`).count(), { timeout: 30_000 }).toBe(1);
    await previewSelect.selectOption(previewRun.runId);
    await watched.screenshot('compare-replay');
    await page.getByRole('button', { name: 'Create offline estimate' }).click();
    await page.waitForURL((url) => url.searchParams.has('run'), { timeout: 30_000 });
    const replayId = new URL(page.url()).searchParams.get('run')!;
    const { run } = await stack.api<{ run: { mode: string; status: string } }>('query ($id: ID!) { run(id: $id) { mode status } }', { id: replayId });
    expect(run.mode).toBe('REPLAY');
    expect(operations(watched, 'CreateReplay')).toHaveLength(1);
    expect(operations(watched, 'ReplayOptions')).toHaveLength(2);
  });
});
