// Experiments are scoped like runs (README "Access"): an admin links a user's run to the admin's
// own experiment; the user, who owns the run, never sees that experiment — not in the run's
// memberships, not its hypothesis, not its id in an error, and `runs(filter: {experimentId})`
// answers it exactly like a missing id (no existence oracle). Real server process, real tokens.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { spawnServer, type ServerProcess } from '../helpers/process.ts';

// The demo's example runs are owned by `local`, the user here.
const USER_RUN = 'run-c2b9546e0f0240f3adb7';
const ADMIN = 'admin-scope-token-0123456789';
const USER = 'local-scope-token-0123456789';
const HYPOTHESIS = 'admin-only hypothesis text';

let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;
let experimentId = '';

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(server!.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: response JSON
  return { text, ...(JSON.parse(text) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] }) };
}

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer(['--demo'], {
    SR_BENCH_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'srb-exp-scope-')), 'data'),
    DATABASE_URL: fresh?.url ?? '',
    SR_BENCH_TOKENS: `ada:ADMIN:${ADMIN},local:RUN:${USER}`,
  });
  const created = await gql(
    ADMIN,
    'mutation { createExperiment(input: { idempotencyKey: "scope", name: "admin experiment" }) { experiment { experimentId } userErrors { code message } } }',
  );
  expect(created.errors).toBeUndefined();
  expect(created.data.createExperiment.userErrors).toEqual([]);
  experimentId = created.data.createExperiment.experiment.experimentId;
  const { data } = await gql(USER, 'query ($id: ID!) { run(id: $id) { allowedExperimentRoles } }', { id: USER_RUN });
  const role = String(data.run.allowedExperimentRoles[0]).toUpperCase();
  const attached = await gql(
    ADMIN,
    'mutation ($e: ID!, $r: ID!, $role: ExperimentRole!, $h: String) { attachRun(input: { experimentId: $e, runId: $r, role: $role, hypothesis: $h }) { membership { role } userErrors { code message } } }',
    { e: experimentId, r: USER_RUN, role, h: HYPOTHESIS },
  );
  expect(attached.errors).toBeUndefined();
  expect(attached.data.attachRun.userErrors).toEqual([]);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await drop?.();
});

const MEMBERSHIPS = /* GraphQL */ `
  query ($id: ID!) { run(id: $id) { runId experimentMemberships { role hypothesis experiment { experimentId name } } } }
`;

describe('an experiment the viewer cannot see', () => {
  it('is not among the memberships of the viewer’s own run, and nothing of it is in the response', async () => {
    const mine = await gql(USER, MEMBERSHIPS, { id: USER_RUN });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.run).toEqual({ runId: USER_RUN, experimentMemberships: [] });
    expect(mine.text).not.toContain(HYPOTHESIS);
    expect(mine.text).not.toContain(experimentId);
    // The admin sees the link.
    const admin = await gql(ADMIN, MEMBERSHIPS, { id: USER_RUN });
    expect(admin.data.run.experimentMemberships).toEqual([
      { role: expect.any(String), hypothesis: HYPOTHESIS, experiment: { experimentId, name: 'admin experiment' } },
    ]);
  });

  it('a runs page selecting memberships and their experiment still answers', async () => {
    const page = await gql(USER, '{ runs(first: 100) { edges { node { runId experimentMemberships { experiment { experimentId } } } } } }');
    expect(page.errors).toBeUndefined();
    expect(page.data.runs.edges.map((e: { node: { runId: string } }) => e.node.runId)).toContain(USER_RUN);
    expect(page.text).not.toContain(experimentId);
  });

  it('filtering runs by it answers exactly as for an experiment that does not exist', async () => {
    const missing = 'exp-00000000000000000000000000000000';
    const foreign = await gql(USER, 'query ($e: ID!) { runs(filter: { experimentId: $e }) { totalCount } }', { e: experimentId });
    const absent = await gql(USER, 'query ($e: ID!) { runs(filter: { experimentId: $e }) { totalCount } }', { e: missing });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(foreign.errors?.[0]?.message.replace(experimentId, 'ID')).toBe(absent.errors?.[0]?.message.replace(missing, 'ID'));
    expect(foreign.data).toEqual(absent.data);
    // The experiment itself is NOT_FOUND to the user, like any missing one.
    const direct = await gql(USER, 'query ($e: ID!) { experiment(id: $e) { name } }', { e: experimentId });
    expect(direct.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
