// The Questions section as a case × target matrix under a real browser: a smoke run of the demo
// dataset on two simulated models, its matrix narrowed to the cases a target got wrong and to
// those where the targets disagree (the same rows the API gives), and a cell opened to show its
// question, grade and transcript, with a link to the case's calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runToEnd, startWebStack, type WebStack } from './browser.ts';

const TARGETS = ['sim-small', 'sim-large'];
let stack: WebStack;
let runId = '';

interface ApiMatrix {
  totalCount: number;
  rows: { caseId: string; question: string; cells: { targetId: string; outcome: string }[] }[];
}

async function apiMatrix(view: string): Promise<ApiMatrix> {
  const { run } = await stack.api<{ run: { caseMatrix: ApiMatrix } }>(
    'query ($id: ID!, $view: CaseMatrixView) { run(id: $id) { caseMatrix(first: 100, filter: { view: $view }) { totalCount rows { caseId question cells { targetId outcome } } } } }',
    { id: runId, view },
  );
  return run.caseMatrix;
}

beforeAll(async () => {
  stack = await startWebStack();
  const run = await runToEnd(stack, { datasetId: stack.demo.datasetId, profile: 'SMOKE', targetIds: TARGETS, name: 'web matrix' }, 'web-matrix');
  runId = run.runId;
  expect(run.status).toBe('COMPLETED');
}, 300_000);

afterAll(async () => {
  await stack?.close();
}, 60_000);

describe('case matrix', () => {
  it('narrows to wrong and disagreeing cases, then opens a question with its transcript', { timeout: 120_000 }, async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?run=${runId}&section=questions`);
    const matrix = page.getByTestId('case-matrix');
    await matrix.waitFor({ timeout: 30_000 });
    expect(await matrix.locator('thead th').allTextContents()).toEqual(['Case', ...TARGETS]);
    const all = await apiMatrix('ALL');
    expect(await page.getByTestId('matrix-count').textContent()).toMatch(new RegExp(`^${all.totalCount} cases · `));
    expect(await matrix.locator('tbody tr[data-case]').count()).toBe(Math.min(25, all.totalCount));
    await watched.screenshot('case-matrix-all');

    // Each view is one request for the section and the same rows as the API.
    for (const [label, view] of [
      ['Wrong on any target', 'WRONG'],
      ['Targets disagree', 'DISAGREE'],
    ] as const) {
      watched.reset();
      await page.getByRole('radio', { name: label }).click();
      await page.waitForURL(new RegExp(`view=${view.toLowerCase()}`));
      const expected = await apiMatrix(view);
      await page
        .getByTestId('matrix-count')
        .filter({ hasText: new RegExp(`^${expected.totalCount} cases? match`) })
        .waitFor();
      const shown = await matrix.locator('tbody tr[data-case]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-case')));
      expect(shown).toEqual(expected.rows.slice(0, 25).map((r) => r.caseId));
      expect(watched.requests.filter((r) => r.operationName === 'RunDetails')).toHaveLength(1);
    }
    const disagree = await apiMatrix('DISAGREE');
    expect(disagree.totalCount).toBeGreaterThan(0);
    await watched.screenshot('case-matrix-disagree');

    // The first disagreeing case, opened on the target that got it wrong.
    const row = disagree.rows[0]!;
    const wrong = row.cells.find((c) => c.outcome === 'WRONG' || c.outcome === 'FAILED')!;
    await page.getByRole('button', { name: `${row.caseId} on ${wrong.targetId}: ${wrong.outcome === 'WRONG' ? 'wrong' : 'failed'}` }).click();
    const detail = page.getByTestId('case-detail');
    await detail.waitFor();
    expect(await detail.locator('h4').first().textContent()).toBe(`${row.caseId} · ${wrong.targetId} · ${wrong.outcome === 'WRONG' ? 'wrong' : 'failed'}`);
    expect(await detail.getByTestId('case-question').textContent()).toBe(row.question);
    const steps = detail.getByTestId('cell-steps');
    await steps.getByTestId('cell-step').first().waitFor({ timeout: 15_000 });
    expect(await steps.getByTestId('cell-step').count()).toBeGreaterThan(0);
    await watched.screenshot('case-matrix-open-cell');

    // A note on this cell is stored on the server: the API has it, and so does the next reader.
    await detail.getByLabel('Note on this cell').fill('The parse took the last number, not the answer.');
    await detail.getByRole('button', { name: 'Add note' }).click();
    await detail.getByTestId('run-note').filter({ hasText: 'The parse took the last number, not the answer.' }).waitFor();
    const { run } = await stack.api<{ run: { notes: { body: string; caseId: string; targetId: string }[] } }>(
      'query ($id: ID!, $c: String!, $t: String) { run(id: $id) { notes(caseId: $c, targetId: $t) { body caseId targetId } } }',
      { id: runId, c: row.caseId, t: wrong.targetId },
    );
    expect(run.notes).toEqual([{ body: 'The parse took the last number, not the answer.', caseId: row.caseId, targetId: wrong.targetId }]);

    await detail.getByTestId('case-calls-link').click();
    await page.getByTestId('section-calls').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(row.caseId);
    expect(new URL(page.url()).searchParams.get('section')).toBe('calls');

    // A note on the whole run, shown to whoever opens it next.
    await page.getByText('Notes on this run (0)').click();
    await page.getByLabel('Note on this run').fill('Smoke check before the router change.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Notes on this run (1)').waitFor();
    const other = await stack.newPage();
    await other.page.goto(`${stack.base}/evaluation?run=${runId}`);
    await other.page.getByText('Notes on this run (1)').waitFor({ timeout: 30_000 });
    expect(await other.page.getByTestId('run-note').first().textContent()).toContain('Smoke check before the router change.');
    await other.screenshot('run-notes');
  });
});
