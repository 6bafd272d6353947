// Thousands of malformed inputs through the real HTTP server (seeded, reproducible): mutated
// manifests and plans, cursors, ids and GraphQL documents. Every answer is a clean GraphQL error
// or a mutation payload's user error with a client code (never INTERNAL, never HTTP 5xx), the
// server keeps answering, and not one row is written anywhere.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { setUpDemo, type DemoSetup } from '../../src/demo/demo-setup.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { prng, type Prng } from '../helpers/prng.ts';

const SEED = 20261130;
const CLIENT_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'PLAN_CHANGED', 'CONFLICT', 'FORBIDDEN', 'COMPARISON_INVALID', 'RECOVERY_PLAN_REQUIRED']);
/** A payload refuses only the input: a refusal of the request (FORBIDDEN) is never a user error. */
const USER_ERROR_CODES = new Set([...CLIENT_CODES].filter((code) => code !== 'FORBIDDEN'));

let tdb: TestDatabase;
let demo: DemoSetup;
let api: TestApi;
let manifest: Record<string, unknown>;
let manifestText = '';
let cursors: string[] = [];
let runIds: string[] = [];

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await tdb.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = Number(row?.n ?? -1);
  }
  return counts;
}

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } | null;
}

async function post(body: string): Promise<Answer> {
  const response = await fetch(api.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: Answer['body'] = null;
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
}

interface Payload {
  userErrors: { code: string; message: string }[];
  [result: string]: unknown;
}

/** The mutation payloads among a response's top-level fields. */
const payloads = (answer: Answer): Payload[] =>
  answer.body?.data && typeof answer.body.data === 'object'
    ? Object.values(answer.body.data).filter((value): value is Payload => Array.isArray((value as Partial<Payload> | null)?.userErrors))
    : [];

/**
 * A clean answer: HTTP < 500, a GraphQL body, and any error carries a client code: a top-level
 * error, or a payload's user error (whose payload then holds no result).
 */
function expectClean(answer: Answer, what: string): void {
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.body, what).not.toBeNull();
  for (const error of answer.body?.errors ?? []) {
    expect(CLIENT_CODES.has(String(error.extensions?.code)), `${what}: ${error.extensions?.code} ${error.message}`).toBe(true);
  }
  for (const { userErrors, ...result } of payloads(answer)) {
    for (const error of userErrors) expect(USER_ERROR_CODES.has(error.code), `${what}: user error ${error.code} ${error.message}`).toBe(true);
    if (userErrors.length > 0)
      expect(
        Object.values(result).every((value) => value === null),
        `${what}: refused with a result`,
      ).toBe(true);
  }
}

/** True when the answer refused something: a top-level error or a payload's user error. */
const refusedAny = (answer: Answer) => Boolean(answer.body?.errors) || payloads(answer).some((p) => p.userErrors.length > 0);

const gql = (query: string, variables: Record<string, unknown>) => post(JSON.stringify({ query, variables }));

// ---- generators -------------------------------------------------------------------------------

const JUNK: (r: Prng) => unknown = (r) =>
  r.pick<() => unknown>([
    () => null,
    () => '',
    () => -1,
    () => 0,
    () => 1e308,
    () => -0.5,
    () => 2 ** 53 + 1,
    () => true,
    () => [],
    () => {
      return {};
    },
    () => 'x'.repeat(r.int(1, 5000)),
    () => '\u0000\ud800',
    () => [[[[[]]]]],
    () => ({ nested: { deeper: [1, 'two', null] } }),
    () => String.fromCodePoint(r.int(0x20, 0x10ffff)),
    () => r.int(-1e6, 1e6),
  ])();

function mutateValue(r: Prng, value: unknown, depth = 0): unknown {
  if (depth > 6 || r.chance(0.25)) return JUNK(r);
  if (Array.isArray(value)) {
    if (value.length === 0 || r.chance(0.2)) return [...value, JUNK(r)];
    const copy = [...value];
    const i = r.int(0, copy.length - 1);
    if (r.chance(0.3)) copy.splice(i, 1);
    else copy[i] = mutateValue(r, copy[i], depth + 1);
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length === 0 || r.chance(0.15)) {
      copy[r.pick(['unknown_field', 'targets', 'dataset', 'limits', '__proto__', 'constructor'])] = JUNK(r);
      return copy;
    }
    const key = r.pick(keys);
    if (r.chance(0.3)) delete copy[key];
    else copy[key] = mutateValue(r, copy[key], depth + 1);
    return copy;
  }
  return JUNK(r);
}

function mutateText(r: Prng, text: string): string {
  let out = text;
  for (let n = r.int(1, 4); n > 0; n--) {
    const at = r.int(0, out.length);
    switch (r.int(0, 4)) {
      case 0:
        out = out.slice(0, at) + out.slice(at + r.int(1, 20));
        break;
      case 1:
        out = out.slice(0, at) + r.pick(['{', '}', '[', ']', '"', ':', ',', '\\', '\u0000', 'null', '1e999', '$', '@', '...', '#']) + out.slice(at);
        break;
      case 2:
        out = out.slice(0, at) + out.slice(at, at + r.int(1, 40)).repeat(r.int(2, 5)) + out.slice(at);
        break;
      case 3:
        out = out.slice(0, r.int(0, out.length));
        break;
      default:
        out = out.slice(0, at) + String.fromCharCode(r.int(0, 0xffff)) + out.slice(at + 1);
    }
  }
  return out;
}

const READ_DOCUMENTS = [
  '{ runs(first: 5) { totalCount edges { cursor node { id runId status progress { total completed } targets { targetId } } } pageInfo { endCursor hasNextPage } } }',
  'query ($id: ID!) { run(id: $id) { runId calls(first: 3) { edges { node { callId usage { total } } } } events(first: 3) { edges { node { seq kind } } } } }',
  '{ datasets(first: 2) { edges { node { id name caseCount cases(first: 2) { edges { node { caseId } } } } } } }',
  '{ catalog { benchmarks { benchmarkId } } targets { id targetId kind priced } }',
  '{ experiments(first: 2) { totalCount edges { node { id name } } } }',
  'query ($b: ID!) { compare(baselineRunId: $b, candidateRunIds: [$b]) { csv } }',
  '{ comparisonOptions(first: 2) { edges { node { __typename } } } }',
];

// ---- setup ------------------------------------------------------------------------------------

beforeAll(async () => {
  tdb = await openTestDatabase();
  demo = await setUpDemo(tdb.database.db);
  api = await startTestApi(tdb.database);
  const planned = await gql(
    'mutation ($input: PlanInput!) { planRun(input: { plan: $input }) { plan { manifest manifestText } userErrors { code message } } }',
    {
      input: { datasetId: demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small', 'sim-medium'] },
    },
  );
  expect(refusedAny(planned)).toBe(false);
  const plan = (planned.body!.data as { planRun: { plan: { manifest: Record<string, unknown>; manifestText: string } } }).planRun.plan;
  manifest = plan.manifest;
  manifestText = plan.manifestText;
  // One admitted run so ids and cursors have real shapes to mutate (no worker: it stays queued).
  const started = await gql(
    'mutation ($p: JSON!) { startRun(input: { manifest: $p, idempotencyKey: "fuzz-base" }) { run { runId id } userErrors { code message } } }',
    {
      p: manifestText,
    },
  );
  expect(refusedAny(started)).toBe(false);
  const run = (started.body!.data as { startRun: { run: { runId: string; id: string } } }).startRun.run;
  runIds = [run.runId, run.id];
  const pages = await gql('query ($id: ID!) { runs(first: 1) { edges { cursor } } run(id: $id) { events(first: 1) { edges { cursor } } } }', { id: run.runId });
  const data = pages.body?.data as { runs: { edges: { cursor: string }[] }; run: { events: { edges: { cursor: string }[] } } };
  cursors = [...data.runs.edges.map((e) => e.cursor), ...data.run.events.edges.map((e) => e.cursor)];
}, 120_000);

afterAll(async () => {
  await api?.close();
  await demo?.close();
  await tdb?.close();
});

// ---- the fuzz ---------------------------------------------------------------------------------

describe('fuzz: malformed input gets clean errors and writes nothing', () => {
  it('manifests, plans, ids, cursors and documents (2,400 requests)', { timeout: 300_000 }, async () => {
    const r = prng(SEED);
    const before = await rowCounts();
    let requests = 0;

    // 1. Mutated manifests to planRun (as objects and as text) and to startRun.
    for (let i = 0; i < 500; i++) {
      const asObject = mutateValue(r, manifest);
      const what = `manifest #${i} (seed ${SEED})`;
      expectClean(
        await gql('mutation ($m: JSON) { planRun(input: { manifest: $m }) { plan { planSha256 } userErrors { code message } } }', { m: asObject }),
        what,
      );
      const text = r.chance(0.5) ? mutateText(r, manifestText) : JSON.stringify(asObject);
      // Under the base run's key: a mutation that normalises back to the same plan returns that
      // run; any other valid plan is a CONFLICT. Either way nothing new is admitted.
      const started = await gql(
        'mutation ($p: JSON!) { startRun(input: { manifest: $p, idempotencyKey: "fuzz-base" }) { run { runId } userErrors { code message } } }',
        {
          p: text,
        },
      );
      expectClean(started, `${what} startRun`);
      if (!refusedAny(started)) expect(started.body?.data, what).toEqual({ startRun: { run: { runId: runIds[0] }, userErrors: [] } });
      requests += 2;
    }

    // 2. Malformed ids through every lookup and id-taking mutation.
    const idLookups = [
      'query ($id: ID!) { run(id: $id) { runId } }',
      'query ($id: ID!) { node(id: $id) { id } }',
      'query ($id: ID!) { dataset(id: $id) { id } }',
      'query ($id: ID!) { experiment(id: $id) { id } }',
      'query ($id: ID!) { preparation(id: $id) { id } }',
      'mutation ($id: ID!) { cancelRun(input: { id: $id }) { run { status } userErrors { code message } } }',
      'mutation ($id: ID!) { reconcileUsage(input: { runId: $id }) { correction { correctionId } userErrors { code message } } }',
      'mutation ($id: ID!) { recoveryPlan(input: { runId: $id, mode: FAILED }) { recoveryPlan { modelRequests } userErrors { code message } } }',
      'mutation ($id: ID!) { regrade(input: { runId: $id }) { regrade { changedCount } userErrors { code message } } }',
      'mutation ($id: ID!) { deleteExperiment(input: { id: $id, idempotencyKey: "fuzz" }) { deletion { deleted } userErrors { code message } } }',
      'mutation ($id: ID!) { attachRun(input: { experimentId: $id, runId: $id, role: BASELINE }) { membership { role } userErrors { code message } } }',
    ];
    for (let i = 0; i < 600; i++) {
      const base = r.pick(runIds);
      const id = r.chance(0.7) ? mutateText(r, base) : String(JUNK(r));
      // cancelRun of the real run would be a legitimate write: only mutated ids go there.
      if (id === base) continue;
      expectClean(await gql(r.pick(idLookups), { id }), `id ${JSON.stringify(id).slice(0, 80)}`);
      requests += 1;
    }

    // 3. Malformed cursors on every connection, forwards and backwards.
    const pagers = [
      'query ($c: String) { runs(first: 2, after: $c) { edges { cursor } } }',
      'query ($c: String) { runs(last: 2, before: $c) { edges { cursor } } }',
      'query ($c: String) { datasets(first: 2, after: $c) { edges { cursor } } }',
      'query ($c: String) { experiments(first: 2, after: $c) { edges { cursor } } }',
      'query ($c: String) { comparisonOptions(first: 2, after: $c) { edges { cursor } } }',
      `query ($c: String) { run(id: "${runIds[0]}") { calls(first: 2, after: $c) { edges { cursor } } events(last: 2, before: $c) { edges { cursor } } } }`,
    ];
    for (let i = 0; i < 600; i++) {
      const cursor = r.chance(0.7) ? mutateText(r, r.pick(cursors)) : String(JUNK(r));
      expectClean(await gql(r.pick(pagers), { c: cursor }), `cursor ${JSON.stringify(cursor).slice(0, 80)}`);
      requests += 1;
    }

    // 4. Mutated GraphQL documents (seeded from read-only queries) and malformed request bodies.
    for (let i = 0; i < 600; i++) {
      const document = mutateText(r, r.pick(READ_DOCUMENTS));
      const body = r.chance(0.85)
        ? JSON.stringify({ query: document, variables: { id: runIds[0], b: runIds[0] } })
        : mutateText(r, JSON.stringify({ query: document }));
      expectClean(await post(body), `document ${JSON.stringify(document).slice(0, 120)}`);
      requests += 1;
    }

    expect(requests).toBeGreaterThanOrEqual(2_000);
    expect(await rowCounts()).toEqual(before);
    // Still answering.
    const alive = await gql('{ runs { totalCount } }', {});
    expect(alive.body?.data).toEqual({ runs: { totalCount: 1 } });
  });

  it('forged cursors with well-formed base64 but impossible keys are BAD_USER_INPUT', async () => {
    const forge = (key: unknown[]) => `v1.${Buffer.from(JSON.stringify(['runs', '', key])).toString('base64url')}`;
    const valid = JSON.parse(Buffer.from(cursors[0]!.slice(3), 'base64url').toString()) as [string, string, [string, string]];
    const [createdAt, id] = valid[2];
    for (const key of [
      ['2026-02-30 10:00:00+00', id],
      ['2026-13-01 10:00:00+00', id],
      ['not a time', id],
      [createdAt, 'a\u0000b'],
      [createdAt, 'x'.repeat(600)],
      [1, id],
      [createdAt],
    ]) {
      const answer = await gql('query ($c: String) { runs(first: 2, after: $c) { edges { cursor } } }', { c: forge(key) });
      expect(answer.body?.errors?.[0]?.extensions?.code, JSON.stringify(key)).toBe('BAD_USER_INPUT');
    }
    const ok = await gql('query ($c: String) { runs(first: 2, after: $c) { edges { cursor } } }', { c: forge([createdAt, id]) });
    expect(ok.body?.errors).toBeUndefined();
  });

  it('NUL characters anywhere in a request are BAD_USER_INPUT, never a database error', async () => {
    const nulGlobalId = Buffer.from('Run:run-0\u0000').toString('base64url');
    const cases: [string, Record<string, unknown>][] = [
      ['query ($id: ID!) { run(id: $id) { runId } }', { id: `${runIds[0]}\u0000` }],
      ['query ($id: ID!) { node(id: $id) { id } }', { id: nulGlobalId }],
      ['query ($s: String) { runs(filter: { search: $s }) { totalCount } }', { s: 'a\u0000b' }],
      ['query ($s: String) { datasets(filter: { search: $s }) { totalCount } }', { s: '\u0000' }],
      // Checked before anything runs, like validation: a top-level error even for a mutation.
      ['mutation ($m: JSON) { planRun(input: { manifest: $m }) { plan { planSha256 } userErrors { code } } }', { m: { ...manifest, name: 'x\u0000' } }],
      ['query { runs(filter: { search: "a\\u0000b" }) { totalCount } }', {}],
    ];
    for (const [query, variables] of cases) {
      const answer = await gql(query, variables);
      expect(answer.body?.errors?.[0]?.extensions?.code, query).toBe('BAD_USER_INPUT');
      expect(answer.body?.errors?.[0]?.message, query).toMatch(/NUL|Malformed id/);
    }
  });
});
