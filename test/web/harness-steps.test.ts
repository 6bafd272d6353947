// A harness task's steps under a real browser (docs/harness.md): two cells of the demo suite on
// `sim-large` — a τ³ task (a simulated customer, the agent's tool calls, the tool results before
// each next step) and a LiveCodeBench task (one call, tests run by the local harness). Opening the
// questions shows the tool calls by name with their arguments and the grader's details in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openQuestionSteps, runToEnd, startWebStack, type WebStack } from './browser.ts';

const TAU3 = 'tau3/airline/demo-cancel';
const LCB = 'livecodebench/demo-digit-sum';

let stack: WebStack;
let runId = '';

beforeAll(async () => {
  stack = await startWebStack();
  const run = await runToEnd(
    stack,
    {
      datasetId: stack.demo.suiteDatasetId,
      profile: 'SMOKE',
      targetIds: ['sim-large'],
      executionCells: [TAU3, LCB].map((caseId) => ({ caseId, targetId: 'sim-large' })),
    },
    'web-harness-steps',
  );
  runId = run.runId;
  expect(run.status).toBe('COMPLETED');
}, 300_000);

afterAll(async () => {
  await stack?.close();
}, 60_000);

describe('harness steps in the Questions view', () => {
  it('a τ³ question lists the simulated customer, the agent’s tool calls and the tool results before each step', { timeout: 90_000 }, async () => {
    const { watched, steps } = await openQuestionSteps(stack, runId, TAU3);
    const roles = await steps.getByTestId('step-role').allTextContents();
    expect(roles).toContain('Simulated user');
    expect(roles).toContain('Subject');
    const toolCalls = await steps.getByTestId('step-tool-call').allTextContents();
    expect(toolCalls.some((text) => text.includes('get_user_details'))).toBe(true);
    // A step after a tool call shows the tool's result as what came before it.
    expect((await steps.getByTestId('step-prompt').allTextContents()).some((text) => text.includes('Before this step:'))).toBe(true);
    expect(await watched.page.getByTestId('case-details').textContent()).toMatch(/Reward [01]/);
    await watched.screenshot('run-details-harness-steps');
    await watched.page.context().close();
  });

  it('a LiveCodeBench question shows its one call and the tests the harness ran', { timeout: 90_000 }, async () => {
    const { watched, steps } = await openQuestionSteps(stack, runId, LCB);
    expect(await steps.locator('h4').textContent()).toBe('1 call');
    expect(await watched.page.getByTestId('case-details').textContent()).toMatch(/\d+ of \d+ tests passed/);
    await watched.page.context().close();
  });
});
