// docs/api.md "Access" with a real server process: bearer tokens map to actor + role; each role can do
// what it includes and nothing more (FORBIDDEN, nothing written); a non-admin sees only its own
// runs, through every entry point (NOT_FOUND otherwise); graphql-ws authenticates at
// connection_init; the CLI sends SR_BENCH_TOKEN; a non-loopback bind without tokens refuses.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import { userErrorCodes, userErrors } from '../helpers/api.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { BIN, runCli, spawnServer, type ServerProcess } from '../helpers/process.ts';
import { spawn } from 'node:child_process';

const TOKENS = {
  reader: 'reader-token-0123456789',
  writer: 'writer-token-0123456789',
  runner: 'runner-token-0123456789',
  other: 'other-runner-token-0123456789',
  admin: 'admin-token-0123456789',
} as const;
type Who = keyof typeof TOKENS;

let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;
let url = '';
let datasetId = '';
let runnerRun = '';
let otherRun = '';
const clients: Client[] = [];

interface Response {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(who: Who | null, query: string, variables: Record<string, unknown> = {}, authorization?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const header = authorization ?? (who ? `Bearer ${TOKENS[who]}` : undefined);
  if (header) headers.authorization = header;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: AbortSignal.timeout(30_000) });
  return { status: response.status, ...((await response.json()) as Omit<Response, 'status'>) };
}

const code = (r: Response) => r.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  // Tokens from a file of digests (admin, runner, other) and from the environment (reader, writer).
  const dir = mkdtempSync(join(tmpdir(), 'srb-access-'));
  const file = join(dir, 'tokens.json');
  writeFileSync(
    file,
    JSON.stringify({
      tokens: [
        { actor: 'ada', role: 'ADMIN', sha256: hashToken(TOKENS.admin) },
        { actor: 'rui', role: 'RUN', sha256: hashToken(TOKENS.runner) },
        { actor: 'oli', role: 'RUN', sha256: hashToken(TOKENS.other) },
      ],
    }),
  );
  server = await spawnServer(['--demo'], {
    SR_BENCH_DATA_DIR: join(dir, 'data'),
    DATABASE_URL: fresh?.url ?? '',
    SR_BENCH_TOKENS_FILE: file,
    SR_BENCH_TOKENS: `rea:READ:${TOKENS.reader},wil:write:${TOKENS.writer}`,
  });
  url = server.url;
  const datasets = await gql('reader', '{ datasets(first: 1) { edges { node { datasetId } } } }');
  datasetId = (datasets.data!.datasets as { edges: { node: { datasetId: string } }[] }).edges[0]!.node.datasetId;
  runnerRun = await startRun('runner', 'access-1');
  otherRun = await startRun('other', 'access-2');
  await waitTerminal('runner', runnerRun);
  await waitTerminal('other', otherRun);
}, 180_000);

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await server?.stop();
  await drop?.();
});

const PLAN =
  'mutation ($input: PlanInput!) { planRun(input: { plan: $input }) { plan { manifestText planSha256 } userErrors { code message reason details } } }';
// A plan the caller planned, by its hash (README "Access": only ADMIN submits manifests).
const START =
  'mutation ($sha: String!, $key: String!) { startRun(input: { planSha256: $sha, idempotencyKey: $key }) { run { runId owner } userErrors { code message reason details } } }';

/** The plan of a successful planRun response. */
const plannedSha = (r: Response) => (r.data!.planRun as { plan: { planSha256: string } }).plan.planSha256;

async function plan(who: Who): Promise<Response> {
  return gql(who, PLAN, { input: { datasetId, profile: 'SMOKE', targetIds: ['sim-small'] } });
}

async function startRun(who: Who, key: string): Promise<string> {
  const planned = await plan(who);
  expect(planned.errors).toBeUndefined();
  expect(userErrors(planned, 'planRun')).toEqual([]);
  const started = await gql(who, START, { sha: plannedSha(planned), key });
  expect(started.errors).toBeUndefined();
  expect(userErrors(started, 'startRun')).toEqual([]);
  return (started.data!.startRun as { run: { runId: string } }).run.runId;
}

async function waitTerminal(who: Who, runId: string): Promise<string> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const r = await gql(who, 'query ($id: ID!) { run(id: $id) { status } }', { id: runId });
    const status = (r.data?.run as { status: string } | null)?.status;
    if (status && ['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED'].includes(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`run ${runId} did not finish`);
}

async function runCount(): Promise<number> {
  const r = await gql('admin', '{ runs { totalCount } }');
  return (r.data!.runs as { totalCount: number }).totalCount;
}

describe('authentication', () => {
  it('refuses a missing, malformed or unknown token with 401 UNAUTHENTICATED', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer', `Bearer ${TOKENS.admin}x`, TOKENS.admin]) {
      const r = await gql(null, '{ runs { totalCount } }', {}, authorization);
      expect(r.status, String(authorization)).toBe(401);
      expect(code(r)).toBe('UNAUTHENTICATED');
      expect(r.data ?? null).toBeNull();
    }
  });

  it('accepts file tokens (stored as digests) and environment tokens alike', async () => {
    for (const who of Object.keys(TOKENS) as Who[]) {
      const r = await gql(who, '{ runs { totalCount } }');
      expect(r.status, who).toBe(200);
      expect(r.errors, who).toBeUndefined();
    }
  });
});

describe('roles: each includes the ones before it', () => {
  // Each mutation (its payload field) with the least role that may call it (docs/api.md "Access").
  const cases: { name: string; field: string; least: Who; call: (who: Who) => Promise<Response> }[] = [
    { name: 'planRun (WRITE)', field: 'planRun', least: 'writer', call: (who) => plan(who) },
    {
      name: 'routePreview (WRITE)',
      field: 'routePreview',
      least: 'writer',
      // The demo router has no preview_url: allowed roles get past the role check to BAD_USER_INPUT.
      call: (who) =>
        gql(
          who,
          'mutation { routePreview(input: { targetId: "sim-router", request: { messages: [{ role: "user", content: "hi" }] } }) { preview { selectionStatus } userErrors { code } } }',
        ),
    },
    {
      name: 'createExperiment (WRITE)',
      field: 'createExperiment',
      least: 'writer',
      call: (who) =>
        gql(who, 'mutation ($k: String!) { createExperiment(input: { idempotencyKey: $k, name: "e" }) { experiment { experimentId } userErrors { code } } }', {
          k: `exp-${who}`,
        }),
    },
    {
      name: 'regrade (WRITE)',
      field: 'regrade',
      least: 'writer',
      call: (who) => gql(who, 'mutation ($id: ID!) { regrade(input: { runId: $id }) { regrade { changedCount } userErrors { code } } }', { id: runnerRun }),
    },
    {
      name: 'exportTrainingMatrix (WRITE)',
      field: 'exportTrainingMatrix',
      least: 'writer',
      call: (who) =>
        gql(who, 'mutation ($id: ID!) { exportTrainingMatrix(input: { runId: $id }) { matrix { caseCount } userErrors { code } } }', { id: runnerRun }),
    },
    {
      name: 'recoveryPlan (WRITE)',
      field: 'recoveryPlan',
      least: 'writer',
      call: (who) =>
        gql(who, 'mutation ($id: ID!) { recoveryPlan(input: { runId: $id, mode: UNDISPATCHED }) { recoveryPlan { modelRequests } userErrors { code } } }', {
          id: runnerRun,
        }),
    },
    {
      name: 'importDataset (WRITE)',
      field: 'importDataset',
      least: 'writer',
      call: (who) => gql(who, 'mutation { importDataset(input: { manifest: {}, casesJsonl: "" }) { dataset { id } userErrors { code } } }'),
    },
    {
      name: 'prepareDataset (WRITE)',
      field: 'prepareDataset',
      least: 'writer',
      call: (who) =>
        gql(
          who,
          'mutation { prepareDataset(input: { sourcePath: "/nonexistent", profile: SMOKE, benchmark: "mmlu-pro" }) { preparation { id } userErrors { code } } }',
        ),
    },
    {
      name: 'composeDataset (WRITE)',
      field: 'composeDataset',
      least: 'writer',
      call: (who) => gql(who, 'mutation { composeDataset(input: { datasetIds: ["nope"], benchmarks: ["mmlu-pro"] }) { dataset { id } userErrors { code } } }'),
    },
    {
      name: 'attachRun (WRITE)',
      field: 'attachRun',
      least: 'writer',
      call: (who) =>
        gql(who, 'mutation ($r: ID!) { attachRun(input: { experimentId: "nope", runId: $r, role: BASELINE }) { membership { role } userErrors { code } } }', {
          r: runnerRun,
        }),
    },
    {
      name: 'deleteExperiment (WRITE)',
      field: 'deleteExperiment',
      least: 'writer',
      call: (who) => gql(who, 'mutation { deleteExperiment(input: { id: "nope", idempotencyKey: "k" }) { deletion { deleted } userErrors { code } } }'),
    },
    {
      name: 'reconcileUsage (WRITE)',
      field: 'reconcileUsage',
      least: 'writer',
      call: (who) =>
        gql(who, 'mutation ($id: ID!) { reconcileUsage(input: { runId: $id }) { correction { correctionId } userErrors { code } } }', { id: runnerRun }),
    },
    {
      name: 'recover (RUN)',
      field: 'recover',
      least: 'runner',
      call: (who) =>
        gql(who, 'mutation ($id: ID!) { recover(input: { runId: $id, plan: {}, idempotencyKey: "k" }) { run { runId } userErrors { code } } }', {
          id: runnerRun,
        }),
    },
    {
      name: 'startRun (RUN)',
      field: 'startRun',
      least: 'runner',
      call: async (who) => {
        // Readers cannot plan: their (refused) start names the writer's plan.
        const sha = plannedSha(await plan(who === 'reader' ? 'writer' : who));
        return gql(who, START, { sha, key: `role-${who}` });
      },
    },
    {
      name: 'cancelRun (RUN)',
      field: 'cancelRun',
      least: 'runner',
      call: (who) => gql(who, 'mutation ($id: ID!) { cancelRun(input: { id: $id }) { run { status } userErrors { code } } }', { id: runnerRun }),
    },
    {
      name: 'registerTargets (ADMIN)',
      field: 'registerTargets',
      least: 'admin',
      // An invalid registry: the admin gets past the role check to validation (BAD_USER_INPUT,
      // registry unchanged); everyone else stops at the role check.
      call: (who) => gql(who, 'mutation ($t: [JSON!]!) { registerTargets(input: { targets: $t }) { targets { id } userErrors { code } } }', { t: [{ id: 1 }] }),
    },
  ];
  const order: Who[] = ['reader', 'writer', 'runner', 'admin'];

  for (const { name, field, least, call } of cases) {
    it(`${name}: refused below ${least} with FORBIDDEN and nothing written`, async () => {
      const before = await runCount();
      for (const who of order.slice(0, order.indexOf(least))) {
        const r = await call(who);
        // A refused request: a top-level error, and no payload.
        expect(code(r), `${name} as ${who}`).toBe('FORBIDDEN');
        expect(r.errors?.[0]?.message).toMatch(/needs the (WRITE|RUN|ADMIN) role/);
        expect(r.data?.[field] ?? null, `${name} as ${who}`).toBeNull();
      }
      expect(await runCount()).toBe(before);
      for (const who of order.slice(order.indexOf(least))) {
        const r = await call(who);
        expect(code(r), `${name} as ${who}: ${JSON.stringify(r.errors)}`).not.toBe('FORBIDDEN');
        // Past the role check: a payload, refused (if at all) for its input, never for the role.
        expect(userErrorCodes(r, field), `${name} as ${who}`).not.toContain('FORBIDDEN');
      }
    });
  }
});

describe('a non-admin sees only its own runs', () => {
  it('run, node, runs, calls and compare answer NOT_FOUND (or leave it out) for another actor', async () => {
    const own = await gql('runner', 'query ($id: ID!) { run(id: $id) { id runId owner } }', { id: runnerRun });
    const run = own.data?.run as { id: string; owner: string };
    expect(run.owner).toBe('rui');

    const viaRun = await gql('other', 'query ($id: ID!) { run(id: $id) { runId } }', { id: runnerRun });
    expect(viaRun.data?.run).toBeNull();
    const viaNode = await gql('other', 'query ($id: ID!) { node(id: $id) { id } }', { id: run.id });
    expect(viaNode.data?.node).toBeNull();
    const list = await gql('other', '{ runs(first: 100) { totalCount edges { node { runId owner } } } }');
    const mine = (list.data!.runs as { edges: { node: { runId: string; owner: string } }[] }).edges;
    expect(mine.map((e) => e.node.runId)).toContain(otherRun);
    expect(mine.every((e) => e.node.owner === 'oli')).toBe(true);
    const compared = await gql('other', 'query ($b: ID!) { compare(baselineRunId: $b, candidateRunIds: [$b]) { csv } }', { b: runnerRun });
    expect(code(compared)).toBe('NOT_FOUND');
    // Mutations refuse an invisible run as their input: a user error, no top-level error.
    const cancel = await gql('other', 'mutation ($id: ID!) { cancelRun(input: { id: $id }) { run { status } userErrors { code } } }', { id: runnerRun });
    expect(cancel.errors).toBeUndefined();
    expect(userErrorCodes(cancel, 'cancelRun')).toEqual(['NOT_FOUND']);
    expect((cancel.data!.cancelRun as { run: unknown }).run).toBeNull();
    const reconcile = await gql('other', 'mutation ($id: ID!) { reconcileUsage(input: { runId: $id }) { correction { correctionId } userErrors { code } } }', {
      id: runnerRun,
    });
    expect(reconcile.errors).toBeUndefined();
    expect(userErrorCodes(reconcile, 'reconcileUsage')).toEqual(['NOT_FOUND']);
    expect((reconcile.data!.reconcileUsage as { correction: unknown }).correction).toBeNull();

    // The imported example runs belong to other owners: only the admin lists them.
    const all = await gql('admin', '{ runs { totalCount } }');
    const readers = await gql('reader', '{ runs { totalCount } }');
    expect((all.data!.runs as { totalCount: number }).totalCount).toBeGreaterThan((readers.data!.runs as { totalCount: number }).totalCount);
    const adminView = await gql('admin', 'query ($id: ID!) { run(id: $id) { runId } }', { id: runnerRun });
    expect(adminView.data?.run).toEqual({ runId: runnerRun });
  });
});

describe('graphql-ws', () => {
  const ws = (token: string | null) => {
    const client = createClient({
      url: url.replace('http', 'ws'),
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    });
    clients.push(client);
    return client;
  };

  it('closes a connection without a valid token (4403) before any operation runs', async () => {
    for (const token of [null, 'not-a-token-at-all-xxxx']) {
      const failure = await ws(token)
        .iterate({ query: '{ runs { totalCount } }' })
        .next()
        .then(
          () => null,
          (error: unknown) => error as { code?: number },
        );
      expect(failure?.code).toBe(4403);
    }
  });

  it('authenticates at connection_init: own runs subscribe, others are NOT_FOUND', async () => {
    const query = 'subscription ($id: ID!) { runProgress(runId: $id) { status } }';
    const own = await ws(TOKENS.runner)
      .iterate({ query, variables: { id: runnerRun } })
      .next();
    expect(own.value).toEqual({ data: { runProgress: { status: 'COMPLETED' } } });
    // A refused subscription ends with an `error` message: iterate() rejects with its errors.
    const refusal = (query: string) =>
      ws(TOKENS.other)
        .iterate({ query, variables: { id: runnerRun } })
        .next()
        .then(
          (result) => result.value?.errors,
          (errors: unknown) => errors as { extensions?: { code?: string } }[],
        );
    expect((await refusal(query))?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await refusal('subscription ($id: ID!) { runEvents(runId: $id) { seq } }'))?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await refusal('subscription ($id: ID!) { activeCalls(runId: $id) { runId } }'))?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the CLI', () => {
  const cli = (args: string[], token: string | undefined) => runCli([...args, '--url', url], { ...process.env, SR_BENCH_URL: '', SR_BENCH_TOKEN: token ?? '' });

  it('sends SR_BENCH_TOKEN; without it, or for another actor run, it exits 1 with the code', async () => {
    const own = await cli(['show', runnerRun, '--json'], TOKENS.runner);
    expect(own.code).toBe(0);
    expect((JSON.parse(own.stdout) as { runId: string }).runId).toBe(runnerRun);
    const other = await cli(['show', runnerRun], TOKENS.other);
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/\(NOT_FOUND\)/);
    const none = await cli(['runs'], undefined);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/\(UNAUTHENTICATED\)/);
  });
});

describe('binding', () => {
  it('refuses to start on a non-loopback address without tokens, and writes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'srb-bind-'));
    const child = spawn(process.execPath, [BIN, 'serve'], {
      env: {
        ...process.env,
        HOST: '0.0.0.0',
        PORT: '0',
        SR_BENCH_TOKENS: '',
        SR_BENCH_TOKENS_FILE: '',
        DATABASE_URL: '',
        SR_BENCH_DATA_DIR: join(dir, 'data'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exitCode = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('close', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    expect(exitCode).toBe(1);
    expect(output).toMatch(/refusing to listen on 0\.0\.0\.0 without access tokens/);
    expect(output).not.toMatch(/GraphiQL/);
  });

  it('with tokens configured, a non-loopback bind starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'srb-bind-'));
    const other = await spawnServer([], {
      HOST: '0.0.0.0',
      DATABASE_URL: '',
      SR_BENCH_DATA_DIR: join(dir, 'data'),
      SR_BENCH_TOKENS: `ada:ADMIN:${TOKENS.admin}`,
      SR_BENCH_TOKENS_FILE: '',
    });
    try {
      const local = other.url.replace('0.0.0.0', '127.0.0.1');
      const denied = await fetch(local, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ runs { totalCount } }"}' });
      expect(denied.status).toBe(401);
      const allowed = await fetch(local, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKENS.admin}` },
        body: '{"query":"{ runs { totalCount } }"}',
      });
      expect(await allowed.json()).toEqual({ data: { runs: { totalCount: 0 } } });
    } finally {
      await other.stop();
    }
  });
});
