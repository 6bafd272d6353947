// Plans without secrets and stored plans (README "Access"), and the operator caps on plan limits
// (README "Limits"), against a real server with bearer tokens: what planRun and candidatePlan
// return to a WRITE token holds no answer, hidden case field, target URL or credential name; a RUN
// token starts the plan the server kept by its planSha256 and may not submit a manifest; another
// actor's planSha256 is NOT_FOUND; an ADMIN may still submit a full manifest; idempotency holds;
// a plan above an operator cap is refused with a message naming the limit, the value and the cap.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authenticator } from '../../src/auth/authenticator.ts';
import { loadTokens } from '../../src/auth/tokens.ts';
import { runs, storedPlans } from '../../src/db/schema.ts';
import { demoAnswerKey } from '../../src/demo/demo-dataset.ts';
import { demoTargets, setUpDemo, type DemoSetup } from '../../src/demo/demo-setup.ts';
import { PlanCapsConfigError, planCapsFromEnv } from '../../src/limits/plan-caps.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { Worker } from '../../src/worker/worker.ts';
import { userErrors, type UserError } from '../helpers/api.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { distinctiveAnswerCount, planLeaks } from '../helpers/plan-secrets.ts';
import { runCli } from '../helpers/process.ts';

const TOKENS = {
  writer: 'writer-token-stored-plans-0001',
  runner: 'runner-token-stored-plans-0002',
  other: 'other-token-stored-plans-0003',
  admin: 'admin-token-stored-plans-0004',
} as const;
type Who = keyof typeof TOKENS;
const KEY_ENV = 'SRB_STORED_PLANS_API_KEY';
const HEADER_ENV = 'SRB_STORED_PLANS_TENANT';
// Lowered for this server (the others keep their defaults): the caps a plan's domain checks cannot reach.
const CAP_ENV = { SR_BENCH_MAX_CONCURRENCY: '4', SR_BENCH_MAX_RUN_SECONDS: '3600', SR_BENCH_MAX_CASE_SECONDS: '900' } as const;

let tdb: TestDatabase;
let demo: DemoSetup;
let server: RunningServer;
let worker: Worker;
let secrets: string[] = [];

interface Response {
  // biome-ignore lint/suspicious/noExplicitAny: untyped test documents
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: Record<string, unknown> & { code?: string } }[];
}

async function gql(who: Who, query: string, variables: Record<string, unknown> = {}): Promise<{ response: Response; text: string }> {
  const reply = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKENS[who]}` },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await reply.text();
  return { response: JSON.parse(text) as Response, text };
}
/** The code of a top-level error: a refused request. */
const code = (r: Response) => r.errors?.[0]?.extensions?.code;
/** The one user error of the payload at `field`: a refused input, with no top-level error. */
function refusal(r: Response, field: string): UserError {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  const errors = userErrors(r, field);
  expect(errors, JSON.stringify(errors)).toHaveLength(1);
  return errors[0]!;
}
/** The result of a mutation that succeeded (no top-level error, no user error): the payload's `name` field. */
// biome-ignore lint/suspicious/noExplicitAny: untyped test documents
function succeeded(r: Response, field: string, name: string): Record<string, any> {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(userErrors(r, field)).toEqual([]);
  return r.data![field][name];
}

const PLAN_FIELDS =
  'manifest manifestText planSha256 caseSha256 total caseCount estimatedMaxReservationUsd modelRequests targets { targetId kind model configHash maxInferenceCalls sessionMode priced prices { model inputUsdPerMillion cachedInputUsdPerMillion cacheWriteUsdPerMillion outputUsdPerMillion } }';
const USER_ERRORS = 'userErrors { code message reason details }';
const PLAN_INPUT = `mutation ($input: PlanInput!) { planRun(input: { plan: $input }) { plan { ${PLAN_FIELDS} } ${USER_ERRORS} } }`;
const PLAN_MANIFEST = `mutation ($manifest: JSON!) { planRun(input: { manifest: $manifest }) { plan { ${PLAN_FIELDS} } ${USER_ERRORS} } }`;
const START_BY_SHA = `mutation ($sha: String!, $key: String!) {
  startRun(input: { planSha256: $sha, idempotencyKey: $key }) { run { runId owner planSha256 } ${USER_ERRORS} }
}`;
const START_PLAN = `mutation ($plan: JSON!, $key: String!) {
  startRun(input: { manifest: $plan, idempotencyKey: $key }) { run { runId owner planSha256 } ${USER_ERRORS} }
}`;
const REGISTER = `mutation ($targets: [JSON!]!) { registerTargets(input: { targets: $targets }) { targets { id } ${USER_ERRORS} } }`;

const smoke = (targetIds: string[], extra: Record<string, unknown> = {}) => ({ datasetId: demo.datasetId, profile: 'SMOKE', targetIds, ...extra });
/** A full sr-bench manifest over the demo dataset, as an admin would write it. */
const fullManifest = (limits: Record<string, unknown> = {}) =>
  JSON.stringify({ version: 'sr-bench-1.0', profile: 'smoke', dataset: { id: demo.datasetId }, targets: [{ id: 'sim-small' }], limits });

async function planned(who: Who, input: Record<string, unknown>): Promise<{ planSha256: string; manifestText: string }> {
  const { response } = await gql(who, PLAN_INPUT, { input });
  return succeeded(response, 'planRun', 'plan') as { planSha256: string; manifestText: string };
}

async function runCount(): Promise<number> {
  return (await tdb.database.db.select({ id: runs.id }).from(runs)).length;
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  demo = await setUpDemo(tdb.database.db);
  const previous = Object.fromEntries(Object.keys(CAP_ENV).map((key) => [key, process.env[key]]));
  Object.assign(process.env, CAP_ENV);
  try {
    const tokens = loadTokens({ SR_BENCH_TOKENS: `wil:WRITE:${TOKENS.writer},rui:RUN:${TOKENS.runner},oli:RUN:${TOKENS.other},ada:ADMIN:${TOKENS.admin}` });
    server = await startServer(tdb.database, { host: '127.0.0.1', port: 0, authenticator: new Authenticator(tokens) });
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  worker = new Worker(tdb.database, server.services.bus);
  await worker.start();
  // Credential names unique to this test on every target, and the preview endpoint: any occurrence is a leak.
  const registry = demoTargets(demo.simulator.url, demo.simulator.routerUrl, demo.simulator.previewUrl).map((target) => ({
    ...target,
    api_key_env: KEY_ENV,
    header_env: { 'X-Tenant': HEADER_ENV },
  }));
  const registered = await gql('admin', REGISTER, { targets: registry });
  succeeded(registered.response, 'registerTargets', 'targets');
  secrets = [KEY_ENV, HEADER_ENV, demo.simulator.url, demo.simulator.routerUrl, demo.simulator.previewUrl, new URL(demo.simulator.url).host];
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await demo?.close();
  await tdb?.close();
});

describe('plans without secrets', () => {
  it('the server keeps the full frozen plan (answers, URLs, credential names), so a leak would show', async () => {
    const plan = await planned('writer', smoke(['sim-small', 'sim-router']));
    const [row] = await tdb.database.db
      .select()
      .from(storedPlans)
      .where(and(eq(storedPlans.owner, 'wil'), eq(storedPlans.planSha256, plan.planSha256)));
    expect(row).toBeDefined();
    for (const secret of [KEY_ENV, HEADER_ENV, demo.simulator.url, demo.simulator.routerUrl]) expect(row!.manifest).toContain(secret);
    const cases = (JSON.parse(row!.manifest) as { cases: { id: string; answer: unknown }[] }).cases;
    for (const [id, answer] of demoAnswerKey()) expect(cases.find((c) => c.id === id)?.answer, id).toEqual(answer);
    expect(distinctiveAnswerCount()).toBeGreaterThan(3);
  });

  it("a WRITE token's planRun (typed input, full manifest, preview) and candidatePlan responses hold no answer, hidden field, URL or credential name", async () => {
    const responses: { label: string; text: string; plan: Record<string, unknown> }[] = [];
    const add = (label: string, result: { response: Response; text: string }, field: string) => {
      expect(result.response.errors, `${label}: ${JSON.stringify(result.response.errors)}`).toBeUndefined();
      expect(userErrors(result.response, field), label).toEqual([]);
      responses.push({ label, text: result.text, plan: result.response.data![field].plan });
    };
    add('planRun(input)', await gql('writer', PLAN_INPUT, { input: smoke(['sim-small', 'sim-large', 'sim-router']) }), 'planRun');
    add('planRun(manifest)', await gql('writer', PLAN_MANIFEST, { manifest: fullManifest() }), 'planRun');
    add('planRun(PREVIEW)', await gql('writer', PLAN_INPUT, { input: smoke(['sim-router'], { mode: 'PREVIEW' }) }), 'planRun');

    // A finished single-model baseline (started by the runner) for candidatePlan; the writer may not see it, so the runner plans.
    const baseline = await planned('runner', smoke(['sim-small']));
    const started = await gql('runner', START_BY_SHA, { sha: baseline.planSha256, key: 'baseline-1' });
    const runId = succeeded(started.response, 'startRun', 'run').runId as string;
    for (let i = 0; i < 600; i += 1) {
      const { response } = await gql('runner', 'query ($id: ID!) { run(id: $id) { status } }', { id: runId });
      if (['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED'].includes(response.data!.run.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const candidate = `mutation ($b: ID!) { candidatePlan(input: { baselineRunId: $b, targetIds: ["sim-router"] }) { plan { ${PLAN_FIELDS} } ${USER_ERRORS} } }`;
    add('candidatePlan', await gql('runner', candidate, { b: runId }), 'candidatePlan');

    for (const { label, text, plan } of responses) {
      // The whole response text, each field, and the manifest text parsed on its own.
      expect(planLeaks(`${label} response`, JSON.parse(text), secrets)).toEqual([]);
      for (const [field, value] of Object.entries(plan)) expect(planLeaks(`${label}.${field}`, value, secrets)).toEqual([]);
      const view = JSON.parse(plan.manifestText as string) as { cases: { id: string; question: string }[]; plan_sha256: string; targets: unknown[] };
      expect(planLeaks(`${label}.manifestText parsed`, view, secrets)).toEqual([]);
      // Still a reviewable plan: public questions, the hashes, the targets.
      expect(view.cases.length, label).toBeGreaterThan(0);
      expect(
        view.cases.every((c) => typeof c.id === 'string' && typeof c.question === 'string'),
        label,
      ).toBe(true);
      expect(view.plan_sha256, label).toBe(plan.planSha256);
      expect(view.targets.length, label).toBeGreaterThan(0);
    }
  }, 120_000);
});

describe('startRun admits stored plans', () => {
  it('a RUN token starts its plan by planSha256; the same key returns the same run, another plan under it is CONFLICT', async () => {
    const plan = await planned('runner', smoke(['sim-small']));
    const first = succeeded((await gql('runner', START_BY_SHA, { sha: plan.planSha256, key: 'rui-1' })).response, 'startRun', 'run');
    expect(first).toMatchObject({ owner: 'rui', planSha256: plan.planSha256 });
    const again = await gql('runner', START_BY_SHA, { sha: plan.planSha256, key: 'rui-1' });
    expect(again.response.data!.startRun.run.runId).toBe(first.runId);
    const other = await planned('runner', smoke(['sim-medium']));
    const before = await runCount();
    const conflict = await gql('runner', START_BY_SHA, { sha: other.planSha256, key: 'rui-1' });
    expect(refusal(conflict.response, 'startRun').code).toBe('CONFLICT');
    expect(conflict.response.data!.startRun.run).toBeNull();
    expect(await runCount()).toBe(before);
  });

  it('a RUN token submitting a manifest (full or the plan view) is FORBIDDEN and nothing is written', async () => {
    const plan = await planned('runner', smoke(['sim-small']));
    const before = await runCount();
    for (const submitted of [fullManifest(), plan.manifestText]) {
      const { response } = await gql('runner', START_PLAN, { plan: submitted, key: 'rui-forbidden' });
      expect(code(response)).toBe('FORBIDDEN');
      expect(response.errors![0]!.message).toMatch(/needs the ADMIN role; start a plan you planned by its planSha256/);
      expect(response.data).toEqual({ startRun: null });
    }
    expect(await runCount()).toBe(before);
  });

  it("another actor's planSha256 is NOT_FOUND, exactly like a hash nobody planned", async () => {
    const mine = await planned('runner', smoke(['sim-large']));
    const before = await runCount();
    const theirs = await gql('other', START_BY_SHA, { sha: mine.planSha256, key: 'oli-1' });
    const nobody = await gql('other', START_BY_SHA, { sha: 'f'.repeat(64), key: 'oli-1' });
    const [theirsRefusal, nobodyRefusal] = [refusal(theirs.response, 'startRun'), refusal(nobody.response, 'startRun')];
    expect(theirsRefusal.code).toBe('NOT_FOUND');
    expect(nobodyRefusal.code).toBe('NOT_FOUND');
    expect(theirsRefusal.message.replace(mine.planSha256, 'X')).toBe(nobodyRefusal.message.replace('f'.repeat(64), 'X'));
    expect(await runCount()).toBe(before);
    // The same plan planned by the other actor is theirs to start.
    await planned('other', smoke(['sim-large']));
    const own = await gql('other', START_BY_SHA, { sha: mine.planSha256, key: 'oli-1' });
    expect(succeeded(own.response, 'startRun', 'run')).toMatchObject({ owner: 'oli', planSha256: mine.planSha256 });
  });

  it('exactly one of planSha256 and manifest; a malformed hash is BAD_USER_INPUT', async () => {
    const plan = await planned('admin', smoke(['sim-small']));
    const both = await gql(
      'admin',
      `mutation ($sha: String!, $plan: JSON!) {
      startRun(input: { planSha256: $sha, manifest: $plan, idempotencyKey: "k" }) { run { runId } ${USER_ERRORS} }
    }`,
      { sha: plan.planSha256, plan: fullManifest() },
    );
    expect(refusal(both.response, 'startRun').code).toBe('BAD_USER_INPUT');
    const neither = await gql('admin', `mutation { startRun(input: { idempotencyKey: "k" }) { run { runId } ${USER_ERRORS} } }`);
    expect(refusal(neither.response, 'startRun').code).toBe('BAD_USER_INPUT');
    expect(refusal((await gql('runner', START_BY_SHA, { sha: 'not-a-hash', key: 'k' })).response, 'startRun').code).toBe('BAD_USER_INPUT');
  });

  it('an ADMIN may still submit a full manifest, or the view planRun returned; an edited view is PLAN_CHANGED', async () => {
    const full = succeeded((await gql('admin', START_PLAN, { plan: fullManifest(), key: 'ada-full' })).response, 'startRun', 'run');
    const plan = await planned('admin', smoke(['sim-small']));
    expect(full.planSha256).toBe(plan.planSha256);
    // Same key, same plan (now by its hash): the same run.
    const same = await gql('admin', START_BY_SHA, { sha: plan.planSha256, key: 'ada-full' });
    expect(succeeded(same.response, 'startRun', 'run').runId).toBe(full.runId);
    const view = await gql('admin', START_PLAN, { plan: plan.manifestText, key: 'ada-view' });
    expect(succeeded(view.response, 'startRun', 'run').planSha256).toBe(plan.planSha256);
    const edited = JSON.parse(plan.manifestText) as Record<string, unknown>;
    edited.name = 'edited after review';
    const changed = await gql('admin', START_PLAN, { plan: JSON.stringify(edited), key: 'ada-edited' });
    expect(refusal(changed.response, 'startRun').code).toBe('PLAN_CHANGED');
  });
});

describe('a stored plan is frozen again at admission', () => {
  it('a target changed since planning makes it PLAN_CHANGED; nothing is written', async () => {
    const plan = await planned('runner', smoke(['sim-medium']));
    const registry: Record<string, unknown>[] = demoTargets(demo.simulator.url, demo.simulator.routerUrl, demo.simulator.previewUrl).map((target) => ({
      ...target,
      api_key_env: KEY_ENV,
      header_env: { 'X-Tenant': HEADER_ENV },
    }));
    const repriced = registry.map((target) =>
      target.id === 'sim-medium' ? { ...target, prices: { 'sim/medium-32b': { input: 9, cached_input: 9, cache_write: 9, output: 9 } } } : target,
    );
    const register = async (targets: unknown[]) => succeeded((await gql('admin', REGISTER, { targets })).response, 'registerTargets', 'targets');
    await register(repriced);
    try {
      const before = await runCount();
      const { response } = await gql('runner', START_BY_SHA, { sha: plan.planSha256, key: 'rui-changed' });
      expect(refusal(response, 'startRun').code).toBe('PLAN_CHANGED');
      expect(await runCount()).toBe(before);
    } finally {
      await register(registry);
    }
    const restored = await gql('runner', START_BY_SHA, { sha: plan.planSha256, key: 'rui-changed' });
    expect(succeeded(restored.response, 'startRun', 'run').planSha256).toBe(plan.planSha256);
  });
});

describe('operator caps', () => {
  const refusals: { limit: string; input: Record<string, unknown>; requested: string; cap: string; setting: string }[] = [
    { limit: 'max_cost_usd', input: { maxCostUsd: 1e308 }, requested: '1e+308', cap: '100', setting: 'SR_BENCH_MAX_RUN_COST_USD' },
    { limit: 'max_calls_per_case', input: { maxCallsPerCase: 1_000_000 }, requested: '1000000', cap: '64', setting: 'SR_BENCH_MAX_CALLS_PER_CASE' },
    { limit: 'max_output_tokens', input: { maxOutputTokens: 2 ** 31 - 1 }, requested: '2147483647', cap: '131072', setting: 'SR_BENCH_MAX_OUTPUT_TOKENS' },
    { limit: 'max_output_chars', input: { maxOutputChars: 2 ** 31 - 1 }, requested: '2147483647', cap: '1048576', setting: 'SR_BENCH_MAX_OUTPUT_CHARS' },
    { limit: 'max_log_bytes', input: { maxLogBytes: 2 ** 31 - 1 }, requested: '2147483647', cap: '67108864', setting: 'SR_BENCH_MAX_LOG_BYTES' },
    { limit: 'concurrency', input: { concurrency: 8 }, requested: '8', cap: '4', setting: 'SR_BENCH_MAX_CONCURRENCY' },
    { limit: 'max_run_seconds', input: { maxRunSeconds: 7200 }, requested: '7200', cap: '3600', setting: 'SR_BENCH_MAX_RUN_SECONDS' },
    { limit: 'case_timeout_s', input: { caseTimeoutS: 1800 }, requested: '1800', cap: '900', setting: 'SR_BENCH_MAX_CASE_SECONDS' },
  ];

  for (const { limit, input, requested, cap, setting } of refusals) {
    it(`planRun refuses ${limit} above its cap with the limit, the value and the cap`, async () => {
      const { response } = await gql('runner', PLAN_INPUT, { input: smoke(['sim-small'], { limits: input }) });
      const refused = refusal(response, 'planRun');
      expect(refused.code).toBe('BAD_USER_INPUT');
      expect(refused.message).toBe(`limits.${limit} ${requested} is above this server's cap of ${cap} (${setting})`);
      expect(refused.details).toMatchObject({ limit, requested: Number(requested), cap: Number(cap) });
    });
  }

  it('a plan at the caps is accepted', async () => {
    const { response } = await gql('runner', PLAN_INPUT, {
      input: smoke(['sim-small'], { limits: { maxCostUsd: 100, maxCallsPerCase: 64, concurrency: 4, maxRunSeconds: 3600, caseTimeoutS: 900 } }),
    });
    succeeded(response, 'planRun', 'plan');
  });

  it("startRun refuses an admin's full manifest above a cap; nothing is written", async () => {
    const before = await runCount();
    const { response } = await gql('admin', START_PLAN, { plan: fullManifest({ max_cost_usd: 1e308 }), key: 'ada-cap' });
    expect(refusal(response, 'startRun').code).toBe('BAD_USER_INPUT');
    expect(refusal(response, 'startRun').message).toBe("limits.max_cost_usd 1e+308 is above this server's cap of 100 (SR_BENCH_MAX_RUN_COST_USD)");
    expect(await runCount()).toBe(before);
  });

  it('candidatePlan refuses a baseline whose limits are above a cap', async () => {
    const baseline = await gql('admin', START_PLAN, { plan: fullManifest(), key: 'ada-capped-baseline' });
    const runId = succeeded(baseline.response, 'startRun', 'run').runId as string;
    for (let i = 0; i < 600; i += 1) {
      const { response } = await gql('admin', 'query ($id: ID!) { run(id: $id) { status } }', { id: runId });
      if (['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED'].includes(response.data!.run.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // As if planned before the operator lowered the cap.
    const [row] = await tdb.database.db.select({ manifest: runs.manifest }).from(runs).where(eq(runs.id, runId));
    await tdb.database.db
      .update(runs)
      .set({ manifest: row!.manifest.replace('"max_cost_usd":5.0', '"max_cost_usd":500.0') })
      .where(eq(runs.id, runId));
    const { response } = await gql(
      'admin',
      `mutation ($b: ID!) {
      candidatePlan(input: { baselineRunId: $b, targetIds: ["sim-router"] }) { plan { planSha256 } ${USER_ERRORS} }
    }`,
      { b: runId },
    );
    expect(refusal(response, 'candidatePlan').code).toBe('BAD_USER_INPUT');
    expect(refusal(response, 'candidatePlan').message).toBe("limits.max_cost_usd 500 is above this server's cap of 100 (SR_BENCH_MAX_RUN_COST_USD)");
  }, 60_000);

  it('recover refuses a child whose inherited limits are above a cap; nothing is written', async () => {
    // A parent cancelled at once (one slow target, one cell at a time) leaves undispatched cells.
    const parent = await gql('admin', START_PLAN, {
      plan: JSON.stringify({ version: 'sr-bench-1.0', profile: 'smoke', dataset: { id: demo.datasetId }, targets: [{ id: 'sim-large' }] }),
      key: 'ada-capped-parent',
    });
    const runId = succeeded(parent.response, 'startRun', 'run').runId as string;
    await gql('admin', `mutation ($id: ID!) { cancelRun(input: { id: $id }) { run { status } ${USER_ERRORS} } }`, { id: runId });
    for (let i = 0; i < 600; i += 1) {
      const { response } = await gql('admin', 'query ($id: ID!) { run(id: $id) { status } }', { id: runId });
      if (['COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED'].includes(response.data!.run.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [row] = await tdb.database.db.select({ manifest: runs.manifest }).from(runs).where(eq(runs.id, runId));
    await tdb.database.db
      .update(runs)
      .set({ manifest: row!.manifest.replace('"max_calls_per_case":32', '"max_calls_per_case":1000') })
      .where(eq(runs.id, runId));
    const plan = succeeded(
      (
        await gql(
          'admin',
          `mutation ($id: ID!) {
      recoveryPlan(input: { runId: $id, mode: UNDISPATCHED }) { recoveryPlan { document counts { eligible } } ${USER_ERRORS} }
    }`,
          { id: runId },
        )
      ).response,
      'recoveryPlan',
      'recoveryPlan',
    );
    expect(plan.counts.eligible).toBeGreaterThan(0);
    const before = await runCount();
    const { response } = await gql(
      'admin',
      `mutation ($id: ID!, $plan: JSON!) {
      recover(input: { runId: $id, plan: $plan, idempotencyKey: "ada-capped-child" }) { run { runId } ${USER_ERRORS} }
    }`,
      { id: runId, plan: plan.document },
    );
    expect(refusal(response, 'recover').code).toBe('BAD_USER_INPUT');
    expect(refusal(response, 'recover').message).toBe("limits.max_calls_per_case 1000 is above this server's cap of 64 (SR_BENCH_MAX_CALLS_PER_CASE)");
    expect(await runCount()).toBe(before);
  }, 60_000);

  it('a bad cap setting is refused at start, naming the setting', async () => {
    for (const [key, value] of [
      ['SR_BENCH_MAX_RUN_COST_USD', 'lots'],
      ['SR_BENCH_MAX_CALLS_PER_CASE', '2.5'],
      ['SR_BENCH_MAX_OUTPUT_TOKENS', '0'],
      ['SR_BENCH_MAX_RUN_SECONDS', '-1'],
    ] as const) {
      expect(() => planCapsFromEnv({ [key]: value }), key).toThrow(PlanCapsConfigError);
      expect(() => planCapsFromEnv({ [key]: value }), key).toThrow(key);
    }
    expect(planCapsFromEnv({})).toMatchObject({
      max_cost_usd: 100,
      max_calls_per_case: 64,
      max_output_tokens: 131_072,
      concurrency: 32,
      max_run_seconds: 86_400,
    });
    // The server process refuses to start, before it opens a database.
    const result = await runCli(
      ['serve'],
      { ...process.env, SR_BENCH_MAX_RUN_COST_USD: 'lots', PORT: '0', SR_BENCH_DATA_DIR: 'memory://', DATABASE_URL: '' },
      30_000,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Invalid plan cap setting: .*SR_BENCH_MAX_RUN_COST_USD/s);
    expect(result.stdout).not.toContain('Dashboard:');
  }, 60_000);
});
