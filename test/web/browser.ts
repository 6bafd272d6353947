// The dashboard under a real browser: `sr-bench serve --demo` as a child process on a fresh
// database (Postgres with DATABASE_URL, else PGlite in a temp folder) serving web/dist, kept
// off the network (its upstream downloads go to a test's local Hub or nowhere), and the
// machine's Chromium driven by playwright-core. Every GraphQL POST and WebSocket frame the page
// sends is recorded so tests can count requests per view and prove nothing polls.
import { demoDatasetArtifact } from '../../src/demo/demo-dataset.ts';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { chromium, type Browser, type Locator, type Page, type Request } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { loadTrustedDocuments } from '../../src/http/trusted-documents.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { gqlAt, spawnServer, type ServerProcess } from '../helpers/process.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** Screenshots of each page: test artefacts (git-ignored), kept after the run. */
export const ARTEFACTS = join(ROOT, 'test-artefacts/web');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The flags a root, offline, headless Chromium needs on this kind of machine.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface GraphQLRequest {
  operationName: string | null;
  /** 'query' | 'mutation' | 'subscription' from the document text. */
  kind: string;
  /** Sent as a trusted document's hash, without its text. */
  byHash: boolean;
  at: number;
}

export interface WebStack {
  server: ServerProcess;
  /** What `serve --demo` printed: its simulated provider (…/v1) and the demo dataset's id. */
  demo: { simulatorUrl: string; datasetId: string; suiteDatasetId: string };
  /** http://127.0.0.1:PORT (no trailing slash). */
  base: string;
  graphqlUrl: string;
  browser: Browser;
  /** Runs a GraphQL operation against the server from the test (not the page). */
  api<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** A new page (1280×900) whose GraphQL HTTP requests and WebSocket subscribe frames are logged. */
  /** A new page, 1280 × 900 unless `viewport` says otherwise. */
  newPage(options?: { viewport?: { width: number; height: number } }): Promise<WatchedPage>;
  close(): Promise<void>;
}

export interface WatchedPage {
  page: Page;
  /** GraphQL POSTs to /graphql since the page opened (or since the last `reset`). */
  requests: GraphQLRequest[];
  /** graphql-ws `subscribe` messages sent by the page. */
  subscriptions: GraphQLRequest[];
  reset(): void;
  /**
   * Uncaught page errors, console errors and failed (4xx/5xx) responses seen so far. Any left
   * when the test ends fails it, unless a pattern passed to `expectProblem` matches.
   */
  problems: string[];
  /** Declares a console error or failed response the test provokes on purpose. */
  expectProblem(pattern: RegExp): void;
  /** Saves a full-page screenshot as test-artefacts/web/<name>.png. */
  screenshot(name: string): Promise<string>;
}

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

/** The dashboard's trusted documents: its requests carry their hash instead of the text. */
const TRUSTED: ReadonlyMap<string, string> = loadTrustedDocuments([new URL('../../web/src/gql/persisted-documents.json', import.meta.url)]);

function describeOperation(body: unknown): GraphQLRequest {
  const payload = (body ?? {}) as { operationName?: string | null; query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };
  const hash = payload.extensions?.persistedQuery?.sha256Hash?.replace(/^sha256:/, '');
  const text = payload.query || (hash ? TRUSTED.get(hash) : undefined) || '';
  const operation = text ? parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION) : undefined;
  return {
    operationName: payload.operationName ?? operation?.name?.value ?? null,
    kind: operation?.operation ?? 'query',
    byHash: !payload.query && hash !== undefined && TRUSTED.has(hash),
    at: Date.now(),
  };
}

/** A local port nothing listens on: whatever is sent there is refused at once. */
export const NO_NETWORK = 'http://127.0.0.1:9';

/**
 * No test server reaches the network: preparing without a source path downloads from
 * HF_ENDPOINT (a test's local Hub, else the refused port) without a token unless the test gives
 * one, no offline mirror is read, and git checkouts of https URLs are sent to the refused port.
 */
const OFFLINE_ENV: NodeJS.ProcessEnv = {
  HF_ENDPOINT: NO_NETWORK,
  HF_TOKEN: '',
  SR_BENCH_SOURCE_MIRROR: '',
  GIT_CONFIG_COUNT: '1',
  GIT_CONFIG_KEY_0: `url.${NO_NETWORK}/.insteadOf`,
  GIT_CONFIG_VALUE_0: 'https://',
};

export async function startWebStack(options: { env?: NodeJS.ProcessEnv } = {}): Promise<WebStack> {
  if (!existsSync(join(ROOT, 'web/dist/index.html'))) throw new Error('web/dist is not built: run npm run build:web (npm test does)');
  const dir = mkdtempSync(join(tmpdir(), 'srb-web-'));
  const fresh = await freshDatabaseUrl();
  const server = await spawnServer(['--demo'], { SR_BENCH_DATA_DIR: join(dir, 'data'), DATABASE_URL: fresh?.url ?? '', ...OFFLINE_ENV, ...options.env });
  const graphqlUrl = server.url;
  const base = graphqlUrl.replace(/\/graphql$/, '');
  // The demo's operations are printed right after the server's URL.
  for (let i = 0; i < 100 && !/datasetId: "[0-9a-f]+"/.test(server.output()); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  const simulatorUrl = /Demo: simulated provider at (http:\/\/\S+\/v1)/.exec(server.output())?.[1];
  // The printed operations use the demo suite; the demo dataset (with the dialogue tasks) has a fixed id.
  const suiteDatasetId = /datasetId: "([0-9a-f]+)"/.exec(server.output())?.[1];
  const datasetId = String(demoDatasetArtifact().manifest.id);
  if (!simulatorUrl || !suiteDatasetId) {
    await server.stop();
    await fresh?.drop();
    throw new Error(`no demo simulator or dataset in the server output:\n${server.output()}`);
  }
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
  } catch (error) {
    await server.stop();
    await fresh?.drop();
    throw error;
  }
  mkdirSync(ARTEFACTS, { recursive: true });
  const unchecked: (() => void)[] = [];
  return {
    server,
    demo: { simulatorUrl, datasetId, suiteDatasetId },
    base,
    graphqlUrl,
    browser,
    async api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const reply = await gqlAt<T>(graphqlUrl, query, variables);
      if (reply.errors || !reply.data) throw new Error(`${query.slice(0, 80)}…: ${JSON.stringify(reply.errors)}`);
      return reply.data;
    },
    async newPage(options = {}): Promise<WatchedPage> {
      const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, acceptDownloads: true });
      const page = await context.newPage();
      // What the browser console would show: uncaught errors, console errors and failed requests.
      // Each fails the test that opened the page (a page that throws is a broken page).
      const problems: string[] = [];
      const expected: RegExp[] = [];
      const note = (problem: string) => {
        if (!expected.some((pattern) => pattern.test(problem))) problems.push(problem);
      };
      page.on('pageerror', (error) => note(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') note(`console error: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) note(`HTTP ${response.status()} ${response.url()}`);
      });
      const check = () => {
        if (problems.length > 0) throw new Error(`the page reported problems:\n${problems.join('\n')}`);
      };
      try {
        onTestFinished(check);
      } catch {
        // Opened outside a test (a hook): checked when the stack closes.
        unchecked.push(check);
      }
      const requests: GraphQLRequest[] = [];
      const subscriptions: GraphQLRequest[] = [];
      page.on('request', (request: Request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') requests.push(describeOperation(request.postDataJSON()));
      });
      page.on('websocket', (socket) => {
        socket.on('framesent', ({ payload }) => {
          if (typeof payload !== 'string') return;
          const message = JSON.parse(payload) as { type?: string; payload?: unknown };
          if (message.type === 'subscribe') subscriptions.push(describeOperation(message.payload));
        });
      });
      return {
        page,
        requests,
        subscriptions,
        reset() {
          requests.length = 0;
          subscriptions.length = 0;
        },
        problems,
        expectProblem(pattern: RegExp) {
          expected.push(pattern);
          for (let i = problems.length - 1; i >= 0; i -= 1) if (pattern.test(problems[i] ?? '')) problems.splice(i, 1);
        },
        async screenshot(name: string) {
          const path = join(ARTEFACTS, `${name}.png`);
          await page.screenshot({ path, fullPage: true });
          return path;
        },
      };
    },
    async close() {
      await browser.close().catch(() => {});
      const failures = unchecked.flatMap((check) => {
        try {
          check();
          return [];
        } catch (error) {
          return [String(error)];
        }
      });
      // A server that does not finish its SIGTERM shutdown in time is killed: the suite goes on.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 15_000)));
      const stopped = await Promise.race([server.stop(), late]);
      clearTimeout(timer);
      if (stopped === 'late') await server.stop('SIGKILL');
      await fresh?.drop();
      rmSync(dir, { recursive: true, force: true });
      if (failures.length > 0) throw new Error(failures.join('\n'));
    },
  };
}

const TERMINAL_RUN = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED']);

/** Plans `input`, starts it under `key` and polls (every 250 ms, at most 120 s) until the run is terminal; returns its id and status. */
export async function runToEnd(stack: WebStack, input: Record<string, unknown>, key: string): Promise<{ runId: string; status: string }> {
  const { planRun } = await stack.api<{ planRun: { plan: { manifestText: string } | null; userErrors: { code: string; message: string }[] } }>(
    'mutation ($input: PlanInput!) { planRun(input: { plan: $input }) { plan { manifestText } userErrors { code message } } }',
    { input },
  );
  if (!planRun.plan) throw new Error(`planRun refused: ${JSON.stringify(planRun.userErrors)}`);
  const { startRun } = await stack.api<{ startRun: { run: { runId: string } | null; userErrors: { code: string; message: string }[] } }>(
    'mutation ($plan: JSON!, $key: String!) { startRun(input: { manifest: $plan, idempotencyKey: $key }) { run { runId } userErrors { code message } } }',
    { plan: planRun.plan.manifestText, key },
  );
  if (!startRun.run) throw new Error(`startRun refused: ${JSON.stringify(startRun.userErrors)}`);
  const runId = startRun.run.runId;
  return { runId, status: await runEnd(stack, runId) };
}

/** The run's status once it ended, or its last status after `timeoutMs` (polled every 250 ms). */
/** The page's subscriptions besides the shell's own (the Runs tab's count follows runsChanged). */
export function viewSubscriptions(watched: WatchedPage): GraphQLRequest[] {
  return watched.subscriptions.filter((s) => s.operationName !== 'RunsChanged');
}

export async function runEnd(stack: WebStack, runId: string, timeoutMs = 120_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let status = '';
  while (Date.now() < deadline && !TERMINAL_RUN.has(status)) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await stack.api<{ run: { status: string } }>('query ($id: ID!) { run(id: $id) { status } }', { id: runId })).run.status;
  }
  return status;
}

/**
 * Opens `caseId` of `runId` in the Questions view of a new page and waits for its steps (at most
 * 30 s for the view, 15 s for the first step); returns the page and the steps list.
 */
export async function openQuestionSteps(stack: WebStack, runId: string, caseId: string): Promise<{ watched: WatchedPage; steps: Locator }> {
  const watched = await stack.newPage();
  await watched.page.goto(`${stack.base}/evaluation?run=${runId}&section=questions&q=${encodeURIComponent(caseId)}`);
  const section = watched.page.getByTestId('section-questions');
  await section.waitFor({ timeout: 30_000 });
  await section.getByRole('button', { name: caseId, exact: true }).click();
  const steps = watched.page.getByTestId('cell-steps');
  await steps.getByTestId('cell-step').first().waitFor({ timeout: 15_000 });
  return { watched, steps };
}
