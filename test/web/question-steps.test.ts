// A question's steps under a real browser: a smoke run of the demo dataset on `sim-large` holds
// the sr-bench-dialogue tasks, each cell a sequence of simulated-user turns and subject replies.
// Opening such a question in the Questions view lists every call of the cell in order, and a
// subject reply after the first shows the user turn that prompted it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openQuestionSteps, runToEnd, startWebStack, type WebStack } from './browser.ts';

const CASE = 'sr-bench-dialogue/1';

let stack: WebStack;
let runId = '';

beforeAll(async () => {
  stack = await startWebStack();
  const run = await runToEnd(stack, { datasetId: stack.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-large'], name: 'web steps' }, 'web-steps');
  runId = run.runId;
  expect(run.status).toBe('COMPLETED');
}, 300_000);

afterAll(async () => {
  await stack?.close();
}, 60_000);

describe('question steps', () => {
  it('opening a dialogue question lists its calls in order with the user turn before each reply', { timeout: 90_000 }, async () => {
    const { run } = await stack.api<{ run: { calls: { edges: { node: { role: string; receipt: { final: string | null } } }[] } } }>(
      'query ($id: ID!, $c: String!) { run(id: $id) { calls(first: 50, filter: { caseId: [$c] }) { edges { node { role receipt { final } } } } } }',
      { id: runId, c: CASE },
    );
    const calls = run.calls.edges.map((e) => e.node);
    expect(calls.length).toBeGreaterThanOrEqual(3);

    const { watched, steps } = await openQuestionSteps(stack, runId, CASE);
    expect(await steps.getByTestId('cell-step').count()).toBe(calls.length);
    expect(await steps.locator('h4').textContent()).toBe(`${calls.length} steps`);
    const roles = await steps.getByTestId('step-role').allTextContents();
    expect(roles).toEqual(calls.map((c) => (c.role === 'SUBJECT' ? 'Subject' : 'Simulated user')));
    expect(await steps.getByTestId('cell-step').first().textContent()).toMatch(/^Step 1 · Simulated user · sim\/user-8b · completed · \$/);

    // The second subject reply (step 4) was prompted by the simulated user's second turn (step 3).
    const secondReply = steps.getByTestId('cell-step').nth(3);
    const prompt = secondReply.getByTestId('step-prompt');
    expect(await prompt.textContent()).toContain('Before this step:');
    expect(await prompt.locator('.run-message strong').allTextContents()).toEqual(['User']);
    expect(await prompt.textContent()).toContain(calls[2]!.receipt.final);
    // The first subject reply has no "before": its request is the task itself.
    expect(await steps.getByTestId('cell-step').nth(1).getByTestId('step-prompt').count()).toBe(0);
    // The grader's details in words.
    expect(await watched.page.getByTestId('case-details').textContent()).toMatch(/\d turns? · Ended by user done/);
    // Opening the question is one request for its steps.
    expect(watched.requests.filter((r) => r.operationName === 'CellSteps')).toHaveLength(1);
    await watched.screenshot('run-details-question-steps');

    // A one-call question shows its single call.
    await watched.page.goto(`${stack.base}/evaluation?run=${runId}&section=questions&q=mmlu-pro`);
    const section = watched.page.getByTestId('section-questions');
    await section.waitFor({ timeout: 30_000 });
    await section
      .getByRole('button', { name: /^mmlu-pro\// })
      .first()
      .click();
    await steps.getByTestId('cell-step').first().waitFor({ timeout: 15_000 });
    expect(await steps.locator('h4').textContent()).toBe('1 call');
    expect(await steps.getByTestId('step-role').allTextContents()).toEqual(['Subject']);
    await watched.page.context().close();
  });
});
