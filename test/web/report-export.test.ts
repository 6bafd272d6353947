// The HTML report journey under a real browser: Download report on a run's page, then the
// downloaded file opened offline in a fresh browser context. It loads nothing but itself, shows
// no console error, and every figure it shows is the value `reportDocument` gives, in the shared
// formats; its bytes are the API's `reportHtml` (what `sr-bench report RUN --html` writes).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDocument } from '../../src/domain/report/document.ts';
import { expectedText } from '../helpers/report-html-figures.ts';
import { ARTEFACTS, startWebStack, type WebStack } from './browser.ts';

// An example run the demo imports: a completed run with two targets.
const RUN = 'run-43b7f1d15eed43d68830';
let stack: WebStack;

beforeAll(async () => {
  stack = await startWebStack();
}, 180_000);
afterAll(async () => {
  await stack?.close();
}, 120_000);

describe('HTML report', () => {
  it('downloads from the run page and opens offline with the figures of reportDocument', async () => {
    const watched = await stack.newPage();
    const { page } = watched;
    await page.goto(`${stack.base}/evaluation?run=${RUN}`);
    await page.getByTestId('run-status').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Download report' }).click()]);
    expect(download.suggestedFilename()).toBe(`sr-bench-report-${RUN}.html`);
    const file = `${ARTEFACTS}/sr-bench-report-${RUN}.html`;
    await download.saveAs(file);
    await page.getByRole('button', { name: 'Report downloaded' }).waitFor();
    await watched.screenshot('report-export-run-page');

    const { run } = await stack.api<{ run: { reportDocument: ReportDocument; reportHtml: string } }>(
      'query ($id: ID!) { run(id: $id) { reportDocument reportHtml } }',
      { id: RUN },
    );
    expect(readFileSync(file, 'utf8')).toBe(run.reportHtml);

    // Offline, in a context of its own: any request but the file itself is a failure.
    const context = await stack.browser.newContext({ offline: true, viewport: { width: 1280, height: 900 } });
    const offline = await context.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    offline.on('request', (request) => requests.push(request.url()));
    offline.on('console', (message) => (message.type() === 'error' ? problems.push(message.text()) : undefined));
    offline.on('pageerror', (error) => problems.push(error.message));
    await offline.goto(`file://${file}`);
    await offline.getByRole('heading', { name: 'Targets' }).waitFor();
    await offline.screenshot({ path: `${ARTEFACTS}/report-export-offline.png`, fullPage: true });
    expect(requests).toEqual([`file://${file}`]);
    expect(problems).toEqual([]);

    const shown = await offline
      .locator('[data-field]')
      .evaluateAll((elements) => elements.map((e) => [e.getAttribute('data-field') ?? '', (e.textContent ?? '').trim()] as const));
    expect(shown.length).toBeGreaterThanOrEqual(6 + 17 * run.reportDocument.summary.targets.length);
    for (const [path, text] of shown) expect({ path, text }).toEqual({ path, text: expectedText(run.reportDocument, path) });
    // The accuracy the dashboard's API gives is the one the file shows, target by target.
    for (const target of run.reportDocument.summary.targets) {
      const row = offline.locator(`#targets tr[data-target="${target.id}"]`);
      await expect(row.locator('td').nth(1).textContent()).resolves.toBe(target.accuracy === null ? 'Unknown' : `${(target.accuracy * 100).toFixed(1)}%`);
    }
    await context.close();
  });
});
