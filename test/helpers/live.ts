// A live stack for end-to-end tests: a fresh database, the demo's simulated provider, targets and
// dataset, the real HTTP/WebSocket server and an in-process worker.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll } from 'vitest';
import { setUpDemo, type DemoSetup } from '../../src/demo/demo-setup.ts';
import type { Limits } from '../../src/limits/config.ts';
import { Worker } from '../../src/worker/worker.ts';
import { startTestApi, type GraphQLResponse, type TestApi } from './api.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

export interface LiveStack {
  tdb: TestDatabase;
  api: TestApi;
  demo: DemoSetup;
  worker: Worker;
  ws(): Client;
}

export function useLiveStack(options: { limits?: Partial<Limits> } = {}): LiveStack {
  const env = {} as LiveStack;
  const clients: Client[] = [];
  beforeAll(async () => {
    env.tdb = await openTestDatabase();
    env.demo = await setUpDemo(env.tdb.database.db);
    env.api = await startTestApi(env.tdb.database, options);
    env.worker = new Worker(env.tdb.database, env.api.server.services.bus);
    await env.worker.start();
    env.ws = () => {
      const client = createClient({ url: env.api.url.replace('http', 'ws'), webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
      clients.push(client);
      return client;
    };
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await env.worker?.stop();
    await env.api?.close();
    await env.demo?.close();
    await env.tdb?.close();
  });
  return env;
}

export const PLAN = /* GraphQL */ `
  mutation Test_Plan($input: PlanInput!) {
    planRun(input: { plan: $input }) {
      plan { planSha256 total caseCount estimatedMaxReservationUsd manifestText modelRequests }
      userErrors { code message reason details }
    }
  }
`;
/** startRun with a submitted manifest: ADMIN only (the default local mode is ADMIN). */
export const START = /* GraphQL */ `
  mutation Test_Start($plan: JSON!, $key: String!) {
    startRun(input: { manifest: $plan, idempotencyKey: $key }) { run { runId status } userErrors { code message reason details } }
  }
`;
/** startRun of a plan the server stored for the caller (README "Access"). */
export const START_STORED = /* GraphQL */ `
  mutation Test_StartStored($sha: String!, $key: String!) {
    startRun(input: { planSha256: $sha, idempotencyKey: $key }) { run { runId status } userErrors { code message reason details } }
  }
`;

/** Plans and starts a run by the stored plan's hash; returns its id and the plan. */
export async function planAndStart(
  api: TestApi,
  input: Record<string, unknown>,
  key: string,
): Promise<{ runId: string; plan: { planSha256: string; total: number; manifestText: string } }> {
  const planned = await api.gql(PLAN, { input });
  if (planned.errors || planned.data?.planRun?.userErrors.length)
    throw new Error(`planRun failed: ${JSON.stringify(planned.errors ?? planned.data?.planRun?.userErrors)}`);
  const plan = planned.data?.planRun.plan as { planSha256: string; total: number; manifestText: string };
  const started = await api.gql(START_STORED, { sha: plan.planSha256, key });
  if (started.errors || started.data?.startRun?.userErrors.length)
    throw new Error(`startRun failed: ${JSON.stringify(started.errors ?? started.data?.startRun?.userErrors)}`);
  return { runId: (started.data!.startRun.run as { runId: string }).runId, plan };
}

const TERMINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED']);

/** Polls until the run is terminal (bounded). */
export async function waitForRun(api: TestApi, runId: string, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response: GraphQLResponse = await api.gql(`query Test_Status($id: ID!) { run(id: $id) { status } }`, { id: runId });
    const status = (response.data?.run as { status: string } | undefined)?.status;
    if (status && TERMINAL.has(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`run ${runId} did not finish within ${timeoutMs} ms`);
}
