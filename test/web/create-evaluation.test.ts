// Create evaluation (docs/dashboard.md) in a real browser against `serve --demo`: the form is checked
// before anything is planned, Review plan shows the frozen plan and its maximum reservation,
// Start sends the reviewed plan's hash and navigates to the new run, a lost startRun answer is
// reconciled by re-sending the identical request (one run, not two), and benchmarks no stored
// dataset holds are prepared at review from their pinned sources (a local Hub here), followed
// live, across a reload, before the plan.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_HUB_TOKEN, GPQA_DIAMOND, MMLU_PRO_FILE, startFixtureHub } from '../helpers/fixture-hub.ts';
import type { LocalHub } from '../helpers/local-hub.ts';
import { planLeaks } from '../helpers/plan-secrets.ts';
import { startWebStack, type WatchedPage, type WebStack } from './browser.ts';

let stack: WebStack;
let hub: LocalHub;
let demoDatasetId: string;
/** The completed single-model run of the first test: the baseline of the candidate test. */
let smokeRunId = '';

const TERMINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED']);

beforeAll(async () => {
  hub = await startFixtureHub();
  stack = await startWebStack({ env: { HF_ENDPOINT: hub.url, HF_TOKEN: FIXTURE_HUB_TOKEN } });
  const { datasets } = await stack.api<{ datasets: { edges: { node: { datasetId: string; profile: string } }[] } }>(
    '{ datasets(first: 10) { edges { node { datasetId profile } } } }',
  );
  demoDatasetId = datasets.edges.find((e) => e.node.profile === 'SMOKE')!.node.datasetId;
});
afterAll(async () => {
  await stack?.close();
  await hub?.close();
});
afterEach((context) => {
  // A failure says what the server printed (it runs as a child process).
  if (context.task.result?.state === 'fail') console.error(stack?.server.output().slice(-4000));
});

async function runCount(): Promise<number> {
  const { runs } = await stack.api<{ runs: { totalCount: number } }>('{ runs(first: 1) { totalCount } }');
  return runs.totalCount;
}

async function waitForTerminal(runId: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { run } = await stack.api<{ run: { status: string } }>('query ($id: ID!) { run(id: $id) { status } }', { id: runId });
    if (TERMINAL.has(run.status) || Date.now() > deadline) return run.status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Opens the create view and fills in the demo dataset and one demo target. */
async function openAndFill(watched: WatchedPage, options: { benchmarks?: string[] } = {}): Promise<void> {
  const { page } = watched;
  await page.goto(`${stack.base}/evaluation?view=new`);
  await page.getByTestId('create-view').waitFor({ timeout: 20_000 });
  await page.getByLabel('Use a specific dataset').waitFor({ timeout: 20_000 });
  await page.getByLabel('Use a specific dataset').selectOption(demoDatasetId);
  if (options.benchmarks) {
    await page.getByRole('button', { name: 'Clear' }).click();
    for (const title of options.benchmarks) await page.getByRole('checkbox', { name: title }).check();
  }
  await page.getByLabel('Add configured target').selectOption('sim-small');
  await page.getByRole('button', { name: 'Add target' }).click();
  await page.getByTestId('target-card').first().waitFor();
}

describe('create evaluation', () => {
  it('creates and starts a smoke evaluation through the UI and lands on the run', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    await openAndFill(watched);
    await page.getByLabel('Run name').fill('UI smoke evaluation');
    await watched.screenshot('create-form');

    await page.getByRole('button', { name: 'Review plan' }).click();
    await page.getByTestId('plan-review').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('plan-reservation').textContent()).toMatch(/^\$\d/);
    expect(Number(await page.getByTestId('plan-total').textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId('plan-sha').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await page.getByText('Frozen settings').waitFor();
    await watched.screenshot('create-review');

    const before = await runCount();
    await page.getByTestId('start-run').click();
    await page.waitForURL(/\/evaluation\?run=/, { timeout: 30_000 });
    const runId = new URL(page.url()).searchParams.get('run')!;
    expect(runId).toMatch(/^run-/);
    expect(await runCount()).toBe(before + 1);
    // The run details page is another view; the run's status is checked through the API.
    expect(await waitForTerminal(runId, 180_000)).toBe('COMPLETED');
    const { run } = await stack.api<{ run: { name: string } }>('query ($id: ID!) { run(id: $id) { name } }', { id: runId });
    expect(run.name).toBe('UI smoke evaluation');
    smokeRunId = runId;

    // One request for the view's data; the rest are the user's plan and start.
    const createOps = watched.requests.filter((r) => r.operationName !== 'Shell' && r.at <= Date.now() && (r.operationName ?? '').startsWith('Create'));
    expect(createOps.map((r) => r.operationName)).toEqual(['CreateEvaluation', 'CreatePlanRun', 'CreateStartRun']);
    expect(createOps.filter((r) => r.kind === 'query')).toHaveLength(1);
    expect(watched.subscriptions.filter((s) => (s.operationName ?? '').startsWith('Create'))).toHaveLength(0);
  }, 240_000);

  it('flags a plan over its budget before Start, which then waits for the reviewer to accept it', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    await openAndFill(watched);
    await page.getByLabel('Run name').fill('Over budget');
    // A budget smaller than one call's reservation: every cell fails before anything is sent.
    await page.getByLabel('Budget (USD)').fill('0.00001');
    await page.getByRole('button', { name: 'Review plan' }).click();
    await page.getByTestId('plan-review').waitFor({ timeout: 30_000 });
    const alert = page.getByTestId('plan-warnings').locator('[data-code="CALL_OVER_BUDGET"]');
    await alert.waitFor();
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(await alert.textContent()).toMatch(
      /^This plan cannot finish as set: \d+ subject calls each reserve up to \$[\d.]+, more than the \$0\.00001 budget/,
    );
    expect(await page.getByTestId('start-run').isDisabled()).toBe(true);
    await watched.screenshot('create-review-over-budget');

    await page.getByTestId('accept-plan-warnings').check();
    expect(await page.getByTestId('start-run').isEnabled()).toBe(true);
    await page.getByTestId('start-run').click();
    await page.waitForURL(/\/evaluation\?run=/, { timeout: 30_000 });
    const runId = new URL(page.url()).searchParams.get('run')!;
    // The warning was true: the run fails for cost, and no model was asked anything.
    expect(await waitForTerminal(runId, 120_000)).toBe('FAILED');
    const { run } = await stack.api<{ run: { report: { failure: { reason: string } | null }; calls: { totalCount: number } } }>(
      'query ($id: ID!) { run(id: $id) { report { failure { reason } } calls { totalCount } } }',
      { id: runId },
    );
    expect(run.report.failure?.reason).toBe('Frozen request or cost budget exhausted');
    expect(run.calls.totalCount).toBe(0);
  }, 240_000);

  it('keeps a lost startRun for reconciliation and re-sends the identical request once', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    // The lost answer is a failed load in the console: provoked here on purpose.
    watched.expectProblem(/net::ERR_FAILED/);
    const startBodies: string[] = [];
    const planAnswers: string[] = [];
    let dropped = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"operationName":"CreatePlanRun"')) {
        void response.text().then((text) => planAnswers.push(text));
      }
    });
    // The first startRun reaches the server, but its answer is lost on the way back.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (route.request().method() === 'POST' && body.includes('"operationName":"CreateStartRun"')) {
        startBodies.push(body);
        if (dropped === 0) {
          dropped += 1;
          await route.fetch();
          await route.abort('failed');
          return;
        }
      }
      await route.continue();
    });
    await openAndFill(watched, { benchmarks: ['MMLU-Pro'] });
    await page.getByRole('button', { name: 'Review plan' }).click();
    await page.getByTestId('plan-review').waitFor({ timeout: 30_000 });
    const before = await runCount();
    const sha = (await page.getByTestId('plan-sha').textContent())!;
    await page.getByTestId('start-run').click();

    const notice = page.getByTestId('pending-submission');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain('Evaluation submission needs reconciliation');
    const key = (await page.getByTestId('pending-key').textContent())!;
    expect(key).toMatch(/^web-start-/);
    // The server admitted the run although the page never heard back; nothing was re-sent.
    expect(await runCount()).toBe(before + 1);
    expect(startBodies).toHaveLength(1);
    // The reviewed plan is started by its hash; the plan the page saw carried no answers or wiring.
    expect(JSON.parse(startBodies[0]!).variables).toEqual({ planSha256: sha, idempotencyKey: key });
    expect(planAnswers).toHaveLength(1);
    expect(planLeaks('CreatePlanRun response', JSON.parse(planAnswers[0]!), ['http://', 'https://'])).toEqual([]);
    expect(await page.getByTestId('start-run').isDisabled()).toBe(true);
    await watched.screenshot('create-pending-submission');

    // The stored request survives a reload of the tab (session storage, scoped by actor).
    await page.reload();
    await notice.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('pending-key').textContent()).toBe(key);
    const stored = await page.evaluate(() =>
      Object.entries(sessionStorage)
        .filter(([k]) => k.startsWith('sr-bench.pending.startRun:'))
        .map(([, v]) => v),
    );
    expect(stored).toHaveLength(1);
    expect((JSON.parse(stored[0]!) as { variables: unknown }).variables).toEqual({ planSha256: sha, idempotencyKey: key });

    await page.getByRole('button', { name: 'Check or submit same evaluation' }).click();
    await page.waitForURL(/\/evaluation\?run=/, { timeout: 30_000 });
    expect(startBodies).toHaveLength(2);
    expect(JSON.parse(startBodies[1]!).variables).toEqual(JSON.parse(startBodies[0]!).variables);
    expect(await runCount()).toBe(before + 1);
    const runId = new URL(page.url()).searchParams.get('run')!;
    const { run } = await stack.api<{ run: { runId: string } }>('query ($id: ID!) { run(id: $id) { runId } }', { id: runId });
    expect(run.runId).toBe(runId);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('sr-bench.pending.')))).toEqual([]);
    await waitForTerminal(runId, 120_000);
  }, 240_000);

  it('plans a candidate from a frozen baseline and a routing preview, offering only MoM targets', async () => {
    expect(smokeRunId).not.toBe('');
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=new&baseline=${smokeRunId}`);
    await page.getByTestId('baseline-protocol').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('baseline-protocol').textContent()).toContain('UI smoke evaluation');
    // Size, budget and sampling come from the baseline: their controls are hidden.
    expect(await page.getByLabel('Use a specific dataset').count()).toBe(0);
    expect(await page.getByLabel('Budget (USD)').count()).toBe(0);
    const offered = await page.getByLabel('Add configured target').locator('option').allTextContents();
    expect(offered.slice(1).every((text) => text.includes(' · mom · '))).toBe(true);
    await page.getByLabel('Add configured target').selectOption('sim-router');
    await page.getByRole('button', { name: 'Add target' }).click();
    await page.getByLabel('What changed? (optional)').fill('Route science to the medium model');
    await page.getByRole('button', { name: 'Review plan' }).click();
    await page.getByTestId('plan-review').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('plan-review').textContent()).toContain('sim-router (mom)');
    await watched.screenshot('create-candidate-review');
    expect(watched.requests.filter((r) => r.kind === 'mutation').map((r) => r.operationName)).toEqual(['CreateCandidatePlan']);
    expect(watched.requests.filter((r) => r.operationName === 'CreateEvaluation')).toHaveLength(1);

    // Preview routing, reached from the create view: previewable MoM targets only, and a PREVIEW plan.
    await page.goto(`${stack.base}/evaluation?view=new`);
    await page.getByRole('link', { name: 'Preview routing instead' }).click();
    await page.waitForURL(/view=preview/);
    await page.getByRole('heading', { name: 'Preview routing' }).waitFor();
    await page.getByLabel('Use a specific dataset').waitFor({ timeout: 20_000 });
    await page.getByLabel('Use a specific dataset').selectOption(demoDatasetId);
    const previewable = await page.getByLabel('Add configured target').locator('option').allTextContents();
    expect(previewable.slice(1).map((text) => text.split(' · ')[0])).toEqual(['sim-router']);
    await page.getByLabel('Add configured target').selectOption('sim-router');
    await page.getByRole('button', { name: 'Add target' }).click();
    await page.getByRole('button', { name: 'Review plan' }).click();
    await page.getByTestId('plan-review').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('plan-review').textContent()).toContain('preview');
    expect(await page.getByTestId('start-run').textContent()).toBe('Start route preview');

    // The preview run has a layout of its own: the router's picks as distributions, no accuracy.
    await page.getByTestId('start-run').click();
    await page.waitForURL(/\/evaluation\?run=/, { timeout: 30_000 });
    const previewRunId = new URL(page.url()).searchParams.get('run') ?? '';
    expect(await waitForTerminal(previewRunId, 60_000)).toBe('COMPLETED');
    await page.reload();
    const results = page.getByTestId('preview-results');
    await results.waitFor({ timeout: 30_000 });
    const { run } = await stack.api<{ run: { caseCount: number; report: { targets: { selectedModels: { model: string; count: number }[] }[] } } }>(
      'query ($id: ID!) { run(id: $id) { caseCount report { targets { selectedModels { model count } } } } }',
      { id: previewRunId },
    );
    expect(await results.locator('h4').first().textContent()).toBe(`sim-router · ${run.caseCount} of ${run.caseCount} questions routed`);
    const models = run.report.targets[0]!.selectedModels;
    expect(models.length).toBeGreaterThan(1);
    const shown = await results.getByTestId('routing-models').locator('tbody tr td:first-child').allTextContents();
    expect([...shown].sort()).toEqual(models.map((m) => m.model).sort());
    expect(await page.getByRole('heading', { name: 'Target comparison' }).count()).toBe(0);
    expect(await page.getByTestId('run-completed').textContent()).toBe(`${run.caseCount} / ${run.caseCount}`);
    await watched.screenshot('preview-run-results');
  }, 150_000);

  it('adds every offered target at once', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=new`);
    await page.getByLabel('Add configured target').waitFor({ timeout: 20_000 });
    const offered = (await page.getByLabel('Add configured target').locator('option').allTextContents()).slice(1);
    expect(offered.length).toBeGreaterThan(1);
    await page.getByRole('button', { name: `Add all ${offered.length}` }).click();
    expect(await page.getByTestId('target-card').count()).toBe(offered.length);
    expect(await page.getByRole('button', { name: /^Add all/ }).count()).toBe(0);
  });

  it('shows validation errors on bad input and plans nothing', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=new`);
    await page.getByLabel('Use a specific dataset').waitFor({ timeout: 20_000 });
    await page.getByLabel('Concurrency').fill('64');
    await page.getByLabel('Idle timeout (s)').fill('500');
    await page.getByLabel('Temperature').fill('3');
    await page.getByLabel('Top P').fill('abc');
    await page.getByLabel('Budget (USD)').fill('0');
    await page.getByRole('button', { name: 'Review plan' }).click();
    await page.getByTestId('form-invalid').waitFor();
    const text = (await page.getByTestId('create-view').textContent())!;
    for (const message of [
      'Select at least one benchmark.',
      'Add at least one target.',
      'At most 32.',
      'Idle timeout must not exceed the request deadline.',
      'Must be between 0 and 2.',
      'Enter a number.',
      'Must be greater than 0.',
    ]) {
      expect(text).toContain(message);
    }
    await watched.screenshot('create-validation');
    expect(watched.requests.filter((r) => r.kind === 'mutation')).toHaveLength(0);
    expect(await page.getByTestId('plan-review').count()).toBe(0);
  }, 60_000);
});

describe('review prepares the benchmarks no stored dataset holds', () => {
  /** The variables of each CreatePrepareDataset the page sent. */
  function prepareVariables(watched: WatchedPage): Record<string, unknown>[] {
    const sent: Record<string, unknown>[] = [];
    watched.page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
      const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
      if (body.operationName === 'CreatePrepareDataset' && body.variables) sent.push(body.variables);
    });
    return sent;
  }

  const mutations = (watched: WatchedPage) => watched.requests.filter((r) => r.kind === 'mutation').map((r) => r.operationName);

  /** Opens the create view with benchmarks chosen from the catalog (no specific dataset) and one target. */
  async function chooseFromCatalog(watched: WatchedPage, titles: string[], name: string): Promise<void> {
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=new`);
    await page.getByLabel('Use a specific dataset').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Use a specific dataset').inputValue()).toBe('');
    for (const title of titles) await page.getByRole('checkbox', { name: title }).check();
    await page.getByLabel('Run name').fill(name);
    await page.getByLabel('Add configured target').selectOption('sim-small');
    await page.getByRole('button', { name: 'Add target' }).click();
    await page.getByTestId('target-card').first().waitFor();
  }

  it('prepares a missing benchmark with visible progress, shows the same job after a reload, then plans', async () => {
    const hold = hub.holdNextTransfer(MMLU_PRO_FILE, 60_000);
    const watched = await stack.newPage();
    const { page } = watched;
    const sent = prepareVariables(watched);
    const runsBefore = await runCount();
    // Smoke: the demo dataset is a custom subset, so no stored smoke group serves MMLU-Pro.
    await page.goto(`${stack.base}/evaluation?view=new`);
    await page.getByLabel('Use a specific dataset').waitFor({ timeout: 20_000 });
    expect(await page.locator('.benchmark-list li').filter({ hasText: 'MMLU-Pro' }).textContent()).toContain('14 questions · Prepared automatically');
    await chooseFromCatalog(watched, ['MMLU-Pro'], 'Auto-prepared smoke');
    await page.getByRole('button', { name: 'Review plan' }).click();

    const panel = page.getByTestId('auto-preparation');
    await panel.waitFor({ timeout: 20_000 });
    await hold.started;
    await panel.getByTestId('preparation-phase').filter({ hasText: 'Downloading source data' }).waitFor({ timeout: 20_000 });
    const bar = panel.getByRole('progressbar', { name: 'MMLU-Pro download' });
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForURL(/[?&]preparation=prep-[0-9a-f]{32}/);
    const jobId = new URL(page.url()).searchParams.get('preparation');
    expect(await panel.getByTestId('preparation-progress').getAttribute('data-preparation-id')).toBe(jobId);
    expect(await page.getByRole('button', { name: 'Preparing questions…' }).isDisabled()).toBe(true);
    await watched.screenshot('create-auto-preparing');

    // A reload mid-download: the same job, still downloading, and the reviewed form with it.
    await page.reload();
    await panel.getByTestId('preparation-progress').waitFor({ timeout: 20_000 });
    expect(await panel.getByTestId('preparation-progress').getAttribute('data-preparation-id')).toBe(jobId);
    expect(await panel.getByTestId('preparation-phase').textContent()).toBe('Downloading source data');
    await bar.waitFor();
    expect(await page.getByRole('checkbox', { name: 'MMLU-Pro' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Run name').inputValue()).toBe('Auto-prepared smoke');
    expect(await page.getByTestId('target-card').count()).toBe(1);

    hold.release();
    await page.getByTestId('plan-review').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('plan-review').locator('h2').textContent()).toBe('Plan ready for review');
    expect(await page.getByTestId('plan-total').textContent()).toBe('14');
    expect(await page.getByTestId('plan-prepared').textContent()).toContain('MMLU-Pro');
    expect(await panel.getByTestId('preparation-phase').textContent()).toBe('Ready to evaluate');
    await watched.screenshot('create-auto-prepared');

    // One job for the missing benchmark, then the plan; nothing was sent to a model.
    expect(sent).toEqual([{ benchmarks: ['mmlu-pro'], profile: 'SMOKE', seed: 20260918 }]);
    expect(mutations(watched)).toEqual(['CreatePrepareDataset', 'CreatePlanRun']);
    expect(watched.subscriptions.filter((s) => s.operationName === 'PreparationProgress')).toHaveLength(2);
    expect(await runCount()).toBe(runsBefore);
    const { preparation } = await stack.api<{ preparation: { status: string; sourcePath: string | null; dataset: { caseCount: number } } }>(
      'query ($id: ID!) { preparation(id: $id) { status sourcePath dataset { caseCount } } }',
      { id: jobId },
    );
    expect(preparation).toEqual({ status: 'COMPLETED', sourcePath: null, dataset: { caseCount: 14 } });

    // Start runs the reviewed plan on the prepared questions.
    await page.getByTestId('start-run').click();
    await page.waitForURL(/\/evaluation\?run=/, { timeout: 30_000 });
    expect(await runCount()).toBe(runsBefore + 1);
    expect(await waitForTerminal(new URL(page.url()).searchParams.get('run')!, 120_000)).toBe('COMPLETED');
  }, 240_000);

  it('prepares only the missing group and composes it with the stored one', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    const sent = prepareVariables(watched);
    await page.goto(`${stack.base}/evaluation?view=new`);
    await page.getByLabel('Use a specific dataset').waitFor({ timeout: 20_000 });
    // The previous test stored a smoke MMLU-Pro dataset; GPQA Diamond (gated: the server has a token) is missing.
    expect(await page.locator('.benchmark-list li').filter({ hasText: 'MMLU-Pro' }).textContent()).toContain('stored in mmlu-pro/smoke');
    expect(await page.locator('.benchmark-list li').filter({ hasText: 'GPQA Diamond' }).textContent()).toContain('Prepared automatically');
    await chooseFromCatalog(watched, ['MMLU-Pro', 'GPQA Diamond'], 'Composed smoke');
    await page.getByRole('button', { name: 'Review plan' }).click();
    await page.getByTestId('plan-review').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('plan-total').textContent()).toBe('18');
    expect(await page.getByTestId('plan-prepared').textContent()).toContain('GPQA Diamond');
    expect(sent).toEqual([{ benchmarks: ['gpqa-diamond'], profile: 'SMOKE', seed: 20260918 }]);
    expect(mutations(watched)).toEqual(['CreatePrepareDataset', 'CreateComposeDataset', 'CreatePlanRun']);
    expect(hub.requests.some((r) => r.path.includes(GPQA_DIAMOND.repo) && r.authorization === `Bearer ${FIXTURE_HUB_TOKEN}`)).toBe(true);
    await watched.screenshot('create-auto-composed');
  }, 120_000);

  it('shows why a preparation failed, keeps it across a reload, and retries on request', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    const sent = prepareVariables(watched);
    // The local Hub does not hold SimpleQA Verified: its download fails with the Hub's answer.
    await chooseFromCatalog(watched, ['SimpleQA Verified'], 'Failing preparation');
    await page.getByRole('button', { name: 'Review plan' }).click();
    const failure = page.getByTestId('auto-preparation').getByTestId('preparation-error');
    await failure.waitFor({ timeout: 30_000 });
    expect(await failure.textContent()).toMatch(/google\/simpleqa-verified@[0-9a-f]{40}\/simpleqa_verified\.csv was not found on the Hub/);
    expect(await page.getByTestId('auto-preparation').getByTestId('preparation-phase').textContent()).toBe('Preparation failed');
    const firstJob = new URL(page.url()).searchParams.get('preparation');
    expect(firstJob).toMatch(/^prep-/);
    await watched.screenshot('create-auto-failed');

    await page.reload();
    await failure.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('preparation-progress').getAttribute('data-preparation-id')).toBe(firstJob);

    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('preparation'), { timeout: 20_000 }).not.toBe(firstJob);
    await page.getByTestId('auto-preparation').getByTestId('preparation-phase').filter({ hasText: 'Preparation failed' }).waitFor({ timeout: 30_000 });
    expect(sent).toEqual([
      { benchmarks: ['simpleqa-verified'], profile: 'SMOKE', seed: 20260918 },
      { benchmarks: ['simpleqa-verified'], profile: 'SMOKE', seed: 20260918 },
    ]);
    expect(await page.getByTestId('plan-review').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Review plan' }).isEnabled()).toBe(true);
  }, 90_000);
});
