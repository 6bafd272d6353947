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
  });

  it('keeps the view in the URL', async () => {
    const watched = await stack.newPage();
    await watched.page.goto(`${stack.base}/evaluation?view=datasets`);
    await watched.page.getByRole('button', { name: 'Datasets' }).waitFor();
    expect(await watched.page.getByRole('button', { name: 'Datasets' }).getAttribute('aria-current')).toBe('page');
    await watched.page.getByRole('button', { name: 'Experiments' }).click();
    await watched.page.waitForURL(/view=experiments/);
  });
});
