// The shell: the app is served at `/` by the API server, loads what every view shares in one
// request, and keeps the view in the URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebStack, type WebStack } from './browser.ts';

let stack: WebStack;

beforeAll(async () => {
  stack = await startWebStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('dashboard shell', () => {
  it('serves the app at / and loads the shell in one GraphQL request', async () => {
    const watched = await stack.newPage();
    await watched.page.goto(`${stack.base}/`);
    await watched.page.waitForURL(/\/evaluation/);
    await watched.page.getByTestId('viewer').waitFor();
    expect(await watched.page.getByTestId('viewer').textContent()).toContain('ADMIN');
    expect(watched.requests.filter((r) => r.operationName === 'Shell')).toHaveLength(1);
    // The dashboard's documents are trusted documents: only their hashes travel.
    expect(watched.requests.length).toBeGreaterThan(0);
    expect(watched.requests.filter((r) => !r.byHash)).toEqual([]);
  });

  it('fits a 390 px phone: no view scrolls the page sideways (wide tables scroll in their own box)', async () => {
    const { runs } = await stack.api<{ runs: { edges: { node: { runId: string } }[] } }>(
      '{ runs(first: 1, filter: { status: [COMPLETED] }) { edges { node { runId } } } }',
    );
    const runId = runs.edges[0]!.node.runId;
    const watched = await stack.newPage({ viewport: { width: 390, height: 844 } });
    const views: Record<string, [string, string]> = {
      runs: ['/evaluation', '[data-testid="run-row"]'],
      results: [`/evaluation?run=${runId}`, '[data-testid="section-results"]'],
      questions: [`/evaluation?run=${runId}&section=questions`, '[data-testid="section-questions"]'],
      create: ['/evaluation?view=new', '[data-testid="start-run"], [aria-label="Add configured target"]'],
      compare: ['/evaluation?view=compare', '[data-testid="baseline-select"]'],
      experiments: ['/evaluation?view=experiments', 'main h2'],
      datasets: ['/evaluation?view=datasets', 'main h2'],
    };
    const widths: Record<string, number> = {};
    for (const [name, [path, ready]] of Object.entries(views)) {
      await watched.page.goto(`${stack.base}${path}`);
      await watched.page.locator(ready).first().waitFor({ timeout: 30_000 });
      widths[name] = await watched.page.evaluate(() => document.documentElement.scrollWidth);
      await watched.screenshot(`narrow-${name}`);
    }
    expect(widths).toEqual(Object.fromEntries(Object.keys(views).map((name) => [name, 390])));
  }, 120_000);

  it('serves hashed assets as immutable, deep links as the app, and a missing asset as 404', async () => {
    const html = await fetch(`${stack.base}/evaluation?view=runs&run=run-x`);
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const page = await html.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(asset, page).toBeTruthy();
    const script = await fetch(`${stack.base}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    await script.arrayBuffer();
    expect((await fetch(`${stack.base}/assets/missing-file.js`)).status).toBe(404);
    // The API keeps its own answers: a GET without a query is GraphiQL, not the app.
    const graphiql = await fetch(stack.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(await graphiql.text()).toContain('GraphiQL');
  });

  it('keeps the view in the URL', async () => {
    const watched = await stack.newPage();
    await watched.page.goto(`${stack.base}/evaluation?view=datasets`);
    const tabs = watched.page.getByRole('navigation', { name: 'Views' });
    await tabs.getByRole('button', { name: 'Datasets', exact: true }).waitFor();
    expect(await tabs.getByRole('button', { name: 'Datasets', exact: true }).getAttribute('aria-current')).toBe('page');
    await tabs.getByRole('button', { name: 'Experiments', exact: true }).click();
    await watched.page.waitForURL(/view=experiments/);
  });

  it('records what a broken page reports: an uncaught error and a console error would fail the test', async () => {
    const watched = await stack.newPage();
    await watched.page.goto(`${stack.base}/evaluation`);
    await watched.page.getByRole('navigation', { name: 'Views' }).waitFor();
    expect(watched.problems).toEqual([]);
    await watched.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown by the page');
      }, 0);
      console.error('logged by the page');
    });
    await expect.poll(() => watched.problems.length, { timeout: 5_000 }).toBe(2);
    expect(watched.problems).toEqual(expect.arrayContaining(['page error: thrown by the page', 'console error: logged by the page']));
    // Provoked on purpose here; left alone they fail the test when it ends.
    watched.expectProblem(/by the page/);
    expect(watched.problems).toEqual([]);
  });
});
