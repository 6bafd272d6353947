// The experiment flow end to end under a real browser: create an experiment, run a single-model
// reference from it (the form takes exactly one single model), see its accuracy and spend among
// the saved results, evaluate a starting recipe from that reference, and compare the two from the
// experiment page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEnd, startWebStack, type WebStack } from './browser.ts';

let stack: WebStack;

beforeAll(async () => {
  stack = await startWebStack();
}, 180_000);
afterAll(async () => {
  await stack?.close();
}, 120_000);

describe('experiment flow', () => {
  it('runs a single-model reference and a starting recipe from an experiment, then compares them', { timeout: 300_000 }, async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?view=experiments`);
    await page.getByLabel('New experiment').fill('Routing study');
    await page.getByRole('button', { name: 'Create experiment' }).click();
    await page.waitForURL(/experiment=exp-/, { timeout: 20_000 });
    const experimentUrl = page.url();
    const experimentId = new URL(experimentUrl).searchParams.get('experiment')!;

    // 1. The reference: one single model, and the form says why only one.
    await page.getByRole('link', { name: 'Run single models' }).click();
    await page.getByTestId('one-single-hint').waitFor({ timeout: 20_000 });
    await page.getByLabel('Use a specific dataset').selectOption(stack.demo.datasetId);
    const offered = await page.getByLabel('Add configured target').locator('option').allTextContents();
    expect(offered.slice(1).every((text) => text.includes(' · single model · ') || text.includes(' · single · '))).toBe(true);
    await page.getByLabel('Add configured target').selectOption('sim-small');
    await page.getByRole('button', { name: 'Add target' }).click();
    expect(await page.getByLabel('Add configured target').isDisabled()).toBe(true);
    await page.getByLabel('Run name').fill('Reference small');
    await page.getByRole('button', { name: 'Review plan' }).click();
    await page.getByTestId('plan-review').waitFor({ timeout: 30_000 });
    await page.getByTestId('start-run').click();
    await page.waitForURL(/\/evaluation\?run=/, { timeout: 30_000 });
    const reference = new URL(page.url()).searchParams.get('run')!;
    expect(await runEnd(stack, reference)).toBe('COMPLETED');

    // 2. Back on the experiment: the reference with its accuracy and spend.
    await page.goto(experimentUrl);
    await page.getByTestId('next-step').filter({ hasText: 'Test a recipe on the same questions' }).waitFor({ timeout: 20_000 });
    const { run } = await stack.api<{ run: { report: { totalSpendUsd: number; targets: { accuracy: number }[] } } }>(
      'query ($id: ID!) { run(id: $id) { report { totalSpendUsd targets { accuracy } } } }',
      { id: reference },
    );
    const row = page.getByTestId('member-row').filter({ hasText: 'Reference small' });
    expect(await row.getByTestId('member-accuracy').textContent()).toBe(`${(run.report.targets[0]!.accuracy * 100).toFixed(1)}%`);
    expect(await row.getByTestId('member-spend').textContent()).toMatch(/^\$0\.\d+$/);
    await watched.screenshot('experiment-flow-reference');

    // 3. The starting recipe, planned from the reference (MoM targets only).
    await page.getByRole('link', { name: 'Evaluate starting recipe' }).click();
    await page.getByLabel('Add configured target').waitFor({ timeout: 20_000 });
    await page.getByLabel('Add configured target').selectOption('sim-router');
    await page.getByRole('button', { name: 'Add target' }).click();
    await page.getByLabel('What changed? (optional)').fill('Route by difficulty');
    await page.getByRole('button', { name: 'Review plan' }).click();
    await page.getByTestId('plan-review').waitFor({ timeout: 30_000 });
    await page.getByTestId('start-run').click();
    await page.waitForURL(/\/evaluation\?run=/, { timeout: 30_000 });
    const recipe = new URL(page.url()).searchParams.get('run')!;
    expect(await runEnd(stack, recipe)).toBe('COMPLETED');

    const { experiment } = await stack.api<{ experiment: { members: { edges: { node: { role: string; run: { runId: string } } }[] } } }>(
      'query ($id: ID!) { experiment(id: $id) { members(first: 10) { edges { node { role run { runId } } } } } }',
      { id: experimentId },
    );
    expect(experiment.members.edges.map((e) => [e.node.run.runId, e.node.role]).sort()).toEqual(
      [
        [reference, 'BASELINE'],
        [recipe, 'CANDIDATE'],
      ].sort(),
    );

    // 4. Compared from the experiment page.
    await page.goto(experimentUrl);
    await page.getByTestId('next-step').filter({ hasText: 'Review your recipe versions' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Compare results' }).click();
    const card = page.getByTestId('comparison-card');
    await card.first().waitFor({ timeout: 30_000 });
    expect(await card.count()).toBe(1);
    expect(await card.first().textContent()).toContain('sim-router');
    await watched.screenshot('experiment-flow-compare');
  });
});
