// Abuse limits (README "Limits"): query shape and cost, request size, execution and statement
// timeouts, subscriptions per actor, introspection, coalesced snapshots for slow subscribers and
// masked internal errors. Every rejection is a client error with a code, the server keeps
// answering, and a rejected document runs no resolver (no SQL statement is sent).
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { getIntrospectionQuery, Kind, Lexer, parse, print, Source, specifiedRules, TokenKind, validate, type DocumentNode } from 'graphql';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authenticator } from '../../src/auth/authenticator.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import * as cliOperations from '../../src/cli/gql/graphql.ts';
import { createServices } from '../../src/context.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { demoOperations } from '../../src/demo/demo-setup.ts';
import { importStore } from '../../src/import/import-store.ts';
import { DEFAULT_LIMITS, limitsFromEnv, LimitsConfigError, type Limits } from '../../src/limits/config.ts';
import { scanDocument } from '../../src/limits/document-scan.ts';
import { limitError, operationCost, queryLimitPlugins, shapeRules } from '../../src/limits/query-limits.ts';
import { selectionBoundsError } from '../../src/limits/selection-bounds.ts';
import { Bus } from '../../src/pubsub/bus.ts';
import { snapshots } from '../../src/pubsub/snapshots.ts';
import { schema } from '../../src/schema/index.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { createYogaApp } from '../../src/yoga.ts';
import { QUERIES as BENCH_QUERIES } from '../../bench/scenarios.ts';
import { CountingLogger, openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { scenarioPath } from '../helpers/fixtures.ts';

const RUN = 'run-c2b9546e0f0240f3adb7';
const MiB = 1024 * 1024;

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: untyped test documents
  data?: any;
  errors?: { message: string; extensions?: Record<string, unknown> & { code?: string; limit?: string } }[];
}

async function post(url: string, body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body,
    signal: AbortSignal.timeout(60_000),
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);
  const text = await response.text();
  return { status: response.status, ...(JSON.parse(text) as Omit<Reply, 'status'>) };
}

const gqlAt = (url: string, query: string, variables: Record<string, unknown> = {}) => post(url, JSON.stringify({ query, variables }));
const code = (reply: { errors?: readonly { extensions?: unknown }[] | undefined }) => (reply.errors?.[0]?.extensions as { code?: string } | undefined)?.code;

const logger = new CountingLogger();
let tdb: TestDatabase;
let server: RunningServer;
const started: RunningServer[] = [];

async function serve(limits: Partial<Limits> = {}, authenticator?: Authenticator): Promise<RunningServer> {
  const s = await startServer(tdb.database, { host: '127.0.0.1', port: 0, limits, ...(authenticator ? { authenticator } : {}) });
  started.push(s);
  return s;
}

beforeAll(async () => {
  tdb = await openTestDatabase(logger);
  await importStore(tdb.database, scenarioPath('a_complete_mixed'));
  server = await serve();
});

afterAll(async () => {
  for (const s of started) await s.close();
  await tdb?.close();
});

/** The reply, and whether any SQL statement was sent while it was answered. */
async function rejectedBeforeResolvers(url: string, query: string, variables: Record<string, unknown> = {}): Promise<Reply> {
  logger.reset();
  const reply = await gqlAt(url, query, variables);
  expect(logger.statements, 'no resolver ran').toEqual([]);
  return reply;
}

function expectLimit(reply: Reply, limit: string, message: RegExp): void {
  expect(reply.status, JSON.stringify(reply)).toBeLessThan(500);
  expect([200, 400]).toContain(reply.status);
  expect(reply.data ?? null).toBeNull();
  expect(reply.errors).toHaveLength(1);
  expect(reply.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit });
  expect(reply.errors![0]!.message).toMatch(message);
}

const repeat = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(' ');

describe('query shape limits (HTTP)', () => {
  it('a normal page of 100 runs with their targets and progress passes', async () => {
    const reply = await gqlAt(server.url, BENCH_QUERIES.runs);
    expect(reply.errors).toBeUndefined();
    expect(reply.data.runs.edges).toHaveLength(1);
  });

  it('too deep: run.lineage.parent nested past the depth limit', async () => {
    const nest = (levels: number) => `{ run(id: "${RUN}") { ${'lineage { parent { '.repeat(levels)}runId${' } }'.repeat(levels)} } }`;
    expect((await gqlAt(server.url, nest(6))).errors).toBeUndefined(); // depth 14
    expectLimit(await rejectedBeforeResolvers(server.url, nest(8)), 'depth', /depth limit of 15 exceeded, found 18/);
  });

  it('too many aliases', async () => {
    const within = `{ ${repeat(DEFAULT_LIMITS.maxAliases, (i) => `a${i}: run(id: "${RUN}") { runId }`)} }`;
    expect((await gqlAt(server.url, within)).errors).toBeUndefined();
    const over = `{ ${repeat(DEFAULT_LIMITS.maxAliases + 1, (i) => `a${i}: run(id: "${RUN}") { runId }`)} }`;
    expectLimit(await rejectedBeforeResolvers(server.url, over), 'aliases', /Aliases limit of 30 exceeded, found 31/);
  });

  it('too many tokens: a very wide selection, refused while parsing', async () => {
    // Distinct aliases: one field repeated would break the repeats limit first.
    const wide = `{ run(id: "${RUN}") { ${repeat(2_000, (i) => `a${i}: runId`)} } }`;
    expectLimit(await rejectedBeforeResolvers(server.url, wide), 'tokens', /Token limit of 5000 exceeded/);
  });

  it('too many tokens: a huge document (2 MiB) is not parsed to its end', async () => {
    const huge = `{ ${repeat(150_000, (i) => `a${i}: __typename`)} }`;
    const startedAt = Date.now();
    expectLimit(await rejectedBeforeResolvers(server.url, huge), 'tokens', /Token limit of 5000 exceeded/);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('too many directives', async () => {
    // Spread over fields and paths: one field selected 51 times would break the repeats limit first.
    const ten = (field: string) => `${field} @include(if: true) `.repeat(10);
    const over = `{ ${ten('__typename')} viewer @include(if: true) { ${ten('__typename')} ${ten('actorId')} ${ten('role')} } catalog { ${ten('__typename')} } }`;
    expectLimit(await rejectedBeforeResolvers(server.url, over), 'directives', /Directives limit of 50 exceeded, found 51/);
  });

  it('too costly: nested connections of 100 × 100', async () => {
    const nested = `{ runs(first: 100) { edges { node { calls(first: 100) { edges { node { callId status } } } } } } }`;
    expectLimit(await rejectedBeforeResolvers(server.url, nested), 'cost', /Query cost limit of 10000 exceeded, estimated 20402/);
  });

  it('too costly: page sizes given as variables count, and small ones pass', async () => {
    const query = `query Test_Nested($n: Int, $m: Int = 100) { runs(first: $n) { edges { node { calls(first: $m) { edges { node { callId } } } } } } }`;
    expectLimit(await rejectedBeforeResolvers(server.url, query, { n: 100 }), 'cost', /estimated 20402/);
    const small = await gqlAt(server.url, query, { n: 5, m: 20 });
    expect(small.errors).toBeUndefined();
    expect(small.data.runs.edges[0].node.calls.edges.length).toBeGreaterThan(0);
  });

  it('too costly: many aliased pages, each within the limits', async () => {
    const page = `runs(first: 100) { edges { node { runId targets { targetId } progress { total } } } }`;
    expect((await gqlAt(server.url, `{ a: ${page} b: ${page} }`)).errors).toBeUndefined();
    expectLimit(await rejectedBeforeResolvers(server.url, `{ ${repeat(30, (i) => `p${i}: ${page}`)} }`), 'cost', /cost limit/);
  });

  it('fragments are priced where they are spread', async () => {
    const doc = `query Test_Bomb { ${repeat(25, (i) => `a${i}: runs(first: 100) { ...Page }`)} }
      fragment Page on QueryRunsConnection { edges { node { ...Node } } }
      fragment Node on Run { calls(first: 10) { edges { node { callId } } } }`;
    expectLimit(await rejectedBeforeResolvers(server.url, doc), 'cost', /cost limit/);
  });

  it('the server still answers afterwards', async () => {
    const reply = await gqlAt(server.url, `{ run(id: "${RUN}") { runId } }`);
    expect(reply).toMatchObject({ status: 200, data: { run: { runId: RUN } } });
  });
});

describe('every operation the project ships is within the limits', () => {
  const limits = DEFAULT_LIMITS;
  const tokenCount = (text: string) => {
    const lexer = new Lexer(new Source(text));
    let n = 0;
    while (lexer.advance().kind !== TokenKind.EOF) n += 1;
    return n;
  };
  /** Within the depth, alias and directive limits; at most a fifth of the tokens and half the cost. */
  const check = (name: string, document: DocumentNode, variables: Record<string, unknown>) => {
    expect(validate(schema, document, [...specifiedRules, ...shapeRules(limits)]).map(String), name).toEqual([]);
    expect(tokenCount(print(document)), `${name} tokens`).toBeLessThan(limits.maxTokens / 5);
    // The validation-work bounds, with room: nesting and selections at a quarter, repeats at a fifth.
    const scan = scanDocument(print(document), limits);
    expect(scan.nesting, `${name} nesting`).toBeLessThanOrEqual(limits.maxNesting / 4);
    expect(scan.repeated, `${name} repeats`).toBeNull();
    expect(
      selectionBoundsError(document, { maxSelections: limits.maxSelections / 4, maxRepeats: limits.maxRepeats / 5, maxFragments: limits.maxFragments / 10 }),
      name,
    ).toBeNull();
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const cost = operationCost(schema, document, definition.name?.value, variables);
      expect(cost, `${name} cost`).toBeLessThanOrEqual(limits.maxCost / 2);
    }
  };

  it('the CLI documents, with every page size at 100', () => {
    // Operation documents (fragment-only exports are part of the operations that spread them).
    const documents = Object.entries(cliOperations).filter(
      ([, v]) => (v as { kind?: string }).kind === 'Document' && (v as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    );
    expect(documents.length).toBeGreaterThan(20);
    for (const [name, document] of documents) {
      const variables: Record<string, unknown> = {};
      for (const definition of (document as DocumentNode).definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION) for (const v of definition.variableDefinitions ?? []) variables[v.variable.name.value] = 100;
      }
      check(name, document as DocumentNode, variables);
    }
  });

  it('the demo operations and the benchmark queries', () => {
    check('demo', parse(demoOperations('dataset')), {});
    for (const [name, query] of Object.entries(BENCH_QUERIES)) check(name, parse(query), { first: 100, last: 100 });
  });

  it("GraphiQL's introspection query (every option on)", async () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    const reply = await gqlAt(server.url, query);
    expect(reply.errors).toBeUndefined();
    expect(reply.data.__schema.types.length).toBeGreaterThan(50);
  });

  it('over HTTP: the CLI runs list at its largest page', async () => {
    const reply = await gqlAt(server.url, print(cliOperations.RunsListDocument), { first: 100 });
    expect(reply.errors).toBeUndefined();
  });
});

describe('request size', () => {
  it('a 9 MiB body is refused with 413 and a GraphQL error, before it is read', async () => {
    const body = JSON.stringify({ query: '{ __typename }', extensions: { pad: 'x'.repeat(9 * MiB) } });
    const reply = await post(server.url, body);
    expect(reply.status).toBe(413);
    expect(reply.errors?.[0]?.message).toMatch(/too large/i);
    expect(code(reply)).toBe('REQUEST_ENTITY_TOO_LARGE');
    expect((await gqlAt(server.url, '{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('a chunked body without Content-Length is cut off at the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(MiB));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"query":"{ __typename }","extensions":{"pad":"'));
        if (sent++ < 9) controller.enqueue(chunk);
        else {
          controller.enqueue(new TextEncoder().encode('"}}'));
          controller.close();
        }
      },
    });
    const reply = await post(server.url, stream);
    expect(reply.status).toBe(413);
    expect(code(reply)).toBe('REQUEST_ENTITY_TOO_LARGE');
    // That connection is closed rather than left with unread bytes: the next requests are fine.
    for (let i = 0; i < 3; i += 1) expect((await gqlAt(server.url, '{ __typename }')).status).toBe(200);
  });

  it('a body under the limit is fine', async () => {
    const reply = await post(server.url, JSON.stringify({ query: '{ __typename }', extensions: { pad: 'x'.repeat(7 * MiB) } }));
    expect(reply).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  });

  it('a WebSocket message over 8 MiB closes that socket (1009), and others carry on', async () => {
    const socket = new WebSocket(server.url.replace('http', 'ws'), 'graphql-transport-ws');
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (c) => resolve(c)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(9 * MiB) } }));
    expect(await closed).toBe(1009);
    const client = wsClient(server);
    try {
      expect(await first(client, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await client.dispose();
    }
  });
});

describe('execution timeout', () => {
  // A hot query runs compiled (docs/api.md "Compiled queries"); the limit holds on both executors.
  it.each([
    ['the standard executor', 0],
    ['a compiled query', 2],
  ])('a query stuck longer than the limit gets TIMEOUT on %s; the server keeps answering', async (_, warmRuns) => {
    const quick = await serve({ executionTimeoutMs: 300 });
    const query = `query Test_Stuck${warmRuns} { runs(first: 1) { totalCount edges { node { runId } } } }`;
    for (let i = 0; i < warmRuns; i += 1) expect((await gqlAt(quick.url, query)).errors).toBeUndefined();
    // Hold the runs table: every read of it waits (PGlite: its single session is busy).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = tdb.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE runs IN ACCESS EXCLUSIVE MODE`);
      locked();
      await held;
    });
    await isLocked;
    try {
      const startedAt = Date.now();
      const reply = await gqlAt(quick.url, query);
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      expect(reply.status).toBeLessThan(500);
      expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'TIMEOUT', timeoutMs: 300 });
      expect(reply.errors?.[0]?.message).toMatch(/did not finish within 300 ms/);
    } finally {
      release();
      await holder;
    }
    const after = await gqlAt(quick.url, `{ run(id: "${RUN}") { runId } }`);
    expect(after.data).toEqual({ run: { runId: RUN } });
  });
});

describe('statement timeout', () => {
  it('every session of the server has it; migrations and the import ran regardless', async () => {
    expect(await showTimeout(tdb.database)).toBe(process.env.SR_BENCH_STATEMENT_TIMEOUT_MS ? `${process.env.SR_BENCH_STATEMENT_TIMEOUT_MS}ms` : '30s');
  });

  it.runIf(!!process.env.DATABASE_URL)('Postgres cancels a statement that runs past it', async () => {
    const database = await openDatabase({ databaseUrl: tdb.url!, statementTimeoutMs: 200, migrate: false });
    try {
      expect(await showTimeout(database)).toBe('200ms');
      const error = await database.db.execute(sql`SELECT pg_sleep(2)`).then(
        () => null,
        (e: unknown) => e as { code?: string; cause?: { code?: string } },
      );
      expect(error?.code ?? error?.cause?.code).toBe('57014');
    } finally {
      await database.close();
    }
  });
});

async function showTimeout(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`SHOW statement_timeout`)) as unknown;
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows[0] as { statement_timeout: string }).statement_timeout;
}

// ---------------------------------------------------------------------------------------------
// Subscriptions
// ---------------------------------------------------------------------------------------------

function wsClient(s: RunningServer, token?: string): Client {
  return createClient({
    url: s.url.replace('http', 'ws'),
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    ...(token ? { connectionParams: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** The first result of an operation (a thrown error list becomes `{errors}`). */
async function first(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult> {
  try {
    const result = await client.iterate({ query, variables }).next();
    return result.value as ExecutionResult;
  } catch (errors) {
    return { errors: errors as ExecutionResult['errors'] };
  }
}

/** An open subscription: resolves once its first event arrived. */
async function open(client: Client, runId: string): Promise<{ result: ExecutionResult; stop: () => Promise<void> }> {
  const iterator = client.iterate({ query: `subscription Test_Progress($id: ID!) { runProgress(runId: $id) { status } }`, variables: { id: runId } });
  try {
    const { value } = await iterator.next();
    return { result: value as ExecutionResult, stop: async () => void (await iterator.return?.()) };
  } catch (errors) {
    return { result: { errors: errors as ExecutionResult['errors'] }, stop: async () => {} };
  }
}

describe('subscriptions per actor', () => {
  const TOKENS = { ann: 'ann-token-0123456789abcdef', bob: 'bob-token-0123456789abcdef' };
  let capped: RunningServer;
  const clients: Client[] = [];
  const client = (token: string) => {
    const c = wsClient(capped, token);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    // A run that is still going: its progress subscription stays open after the first event.
    await tdb.database.db.execute(sql`UPDATE runs SET status = 'running' WHERE id = ${RUN}`);
    const authenticator = new Authenticator([
      { actor: 'ann', role: 'ADMIN', sha256: hashToken(TOKENS.ann) },
      { actor: 'bob', role: 'ADMIN', sha256: hashToken(TOKENS.bob) },
    ]);
    capped = await serve({ maxSubscriptionsPerActor: 2 }, authenticator);
  });

  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await tdb.database.db.execute(sql`UPDATE runs SET status = 'completed' WHERE id = ${RUN}`);
  });

  it('over the cap, across connections: RATE_LIMITED, and the connection stays usable', async () => {
    const one = client(TOKENS.ann);
    const two = client(TOKENS.ann);
    const a = await open(one, RUN);
    const b = await open(two, RUN);
    expect(a.result).toEqual({ data: { runProgress: { status: 'RUNNING' } } });
    expect(b.result).toEqual({ data: { runProgress: { status: 'RUNNING' } } });

    const refused = await open(two, RUN);
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'subscriptions', max: 2 });
    expect(refused.result.errors?.[0]?.message).toMatch(/at most 2 per actor/);
    // Queries are not capped, and the refused connection still works.
    expect(await first(two, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    // Another actor has slots of their own.
    const other = await open(client(TOKENS.bob), RUN);
    expect(other.result.data).toBeDefined();

    // Completing one frees its slot when the server gets the `complete` (not at the stream's next poll).
    await a.stop();
    const again = await eventually(async () => {
      const attempt = await open(two, RUN);
      return attempt.result.data ? attempt : null;
    });
    expect(again.result).toEqual({ data: { runProgress: { status: 'RUNNING' } } });

    // Closing a connection frees all of its slots (b and the new one were both on `two`).
    await two.dispose();
    const fresh = client(TOKENS.ann);
    await eventually(async () => ((await open(fresh, RUN)).result.data ? true : null));
    expect((await open(fresh, RUN)).result.data).toBeDefined();
    expect(code((await open(fresh, RUN)).result)).toBe('RATE_LIMITED');
  });

  it('a document that does not parse, or has too many tokens, is an error for that operation only', async () => {
    const c = client(TOKENS.bob);
    expect(code(await first(c, '{ runs(first: 1 { totalCount } }'))).toBe('BAD_USER_INPUT');
    const wide = await first(c, `{ ${Array.from({ length: 2_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`);
    expect(wide.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'tokens' });
    const costly = await first(c, `{ runs(first: 100) { edges { node { calls(first: 100) { edges { node { callId } } } } } } }`);
    expect(costly.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'cost' });
    expect(await first(c, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
  });
});

async function eventually<T>(attempt: () => Promise<T | null>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}

describe('slow subscribers get coalesced snapshots', () => {
  it('a consumer that reads late gets the latest state, and no queue builds up', async () => {
    const bus = new Bus({ notifications: null } as unknown as Database);
    let state = 0;
    let reads = 0;
    const stream = snapshots<number>(
      bus,
      (n) => n.runId === 'r',
      async () => {
        reads += 1;
        return { value: state, last: state >= 1_000_000 };
      },
      { pollMs: 60_000 },
    );
    expect((await stream.next()).value).toBe(0);
    // 10,000 changes while the consumer is busy elsewhere.
    for (let i = 1; i <= 10_000; i += 1) {
      state = i;
      await bus.publish({ runId: 'r', topic: 'progress' });
    }
    expect(bus.watcherCount).toBe(1);
    expect((await stream.next()).value).toBe(10_000);
    expect(reads).toBe(2);
    // The next change is seen as one more snapshot.
    state = 1_000_000;
    await bus.publish({ runId: 'r', topic: 'progress' });
    expect(await stream.next()).toEqual({ done: false, value: 1_000_000 });
    expect((await stream.next()).done).toBe(true);
    expect(bus.watcherCount).toBe(0);
  });
});

describe('introspection switched off (SR_BENCH_INTROSPECTION=0)', () => {
  let closed: RunningServer;
  beforeAll(async () => {
    closed = await serve({ introspection: false });
  });

  it('refuses __schema and __type, and hides field suggestions', async () => {
    const schemaReply = await rejectedBeforeResolvers(closed.url, '{ __schema { types { name } } }');
    expect(code(schemaReply)).toBe('BAD_USER_INPUT');
    expect(schemaReply.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    expect(code(await gqlAt(closed.url, '{ __type(name: "Run") { name } }'))).toBe('BAD_USER_INPUT');
    const typo = await gqlAt(closed.url, '{ runz { totalCount } }');
    expect(code(typo)).toBe('BAD_USER_INPUT');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
    // …which the default server gives.
    expect((await gqlAt(server.url, '{ runz { totalCount } }')).errors?.[0]?.message).toMatch(/Did you mean .*"runs"/);
    expect((await gqlAt(closed.url, `{ __typename run(id: "${RUN}") { runId } }`)).data).toEqual({ __typename: 'Query', run: { runId: RUN } });
  });

  it('serves no GraphiQL page', async () => {
    const page = async (url: string) => {
      const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
      return { status: response.status, html: await response.text() };
    };
    expect((await page(server.url)).html).toMatch(/graphiql/i);
    const off = await page(closed.url);
    expect(off.html).not.toMatch(/graphiql/i);
    expect(off.status).toBeGreaterThanOrEqual(400);
    expect(off.status).toBeLessThan(500);
  });

  it('is read from the environment, like the other settings', () => {
    expect(limitsFromEnv({}).introspection).toBe(true);
    expect(limitsFromEnv({ SR_BENCH_INTROSPECTION: '0' }).introspection).toBe(false);
    expect(limitsFromEnv({ SR_BENCH_INTROSPECTION: '' }).introspection).toBe(true);
    expect(
      limitsFromEnv({ SR_BENCH_EXECUTION_TIMEOUT_MS: '5000', SR_BENCH_STATEMENT_TIMEOUT_MS: '0', SR_BENCH_MAX_SUBSCRIPTIONS_PER_ACTOR: '8' }),
    ).toMatchObject({ executionTimeoutMs: 5000, statementTimeoutMs: 0, maxSubscriptionsPerActor: 8 });
    expect(limitsFromEnv({ SR_BENCH_MAX_BODY_BYTES: String(64 * MiB) })).toMatchObject({ maxBodyBytes: 64 * MiB, maxWsPayloadBytes: 64 * MiB });
    expect(() => limitsFromEnv({ SR_BENCH_EXECUTION_TIMEOUT_MS: 'soon' })).toThrow(LimitsConfigError);
    expect(() => limitsFromEnv({ SR_BENCH_MAX_SUBSCRIPTIONS_PER_ACTOR: '0' })).toThrow(LimitsConfigError);
  });
});

describe('internal errors are masked', () => {
  it('a failing resolver gives INTERNAL with a generic message, no detail', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const yoga = createYogaApp(database, createServices(database), { logErrors: false });
    await database.close(); // every statement now fails inside the driver
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ runs(first: 1) { totalCount } }' }),
    });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as Reply;
    expect(reply.errors).toHaveLength(1);
    expect(reply.errors![0]).toMatchObject({ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } });
    expect(JSON.stringify(reply)).not.toMatch(/closed|PGlite|stack|at /i);
  });
});

describe('the limit plugins on their own', () => {
  it('limitError is a client error naming its limit', () => {
    const error = limitError('depth', 'Syntax Error: Query depth limit of 1 exceeded, found 2.');
    expect(error.message).toBe('Query depth limit of 1 exceeded, found 2.');
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', limit: 'depth' });
  });

  it('introspection off adds the rule and the suggestion mask', () => {
    expect(shapeRules({ ...DEFAULT_LIMITS, introspection: false }).length).toBe(shapeRules(DEFAULT_LIMITS).length + 1);
    expect(queryLimitPlugins({ ...DEFAULT_LIMITS, introspection: false }).length).toBe(queryLimitPlugins(DEFAULT_LIMITS).length + 1);
  });
});

// ---------------------------------------------------------------------------------------------
// Client mistakes at the edge (README "Limits"): never INTERNAL, never a dropped socket
// ---------------------------------------------------------------------------------------------

describe('client mistakes stay client errors', () => {
  const deepList = (depth: number) => `{ runs(filter: { search: ${'['.repeat(depth)}"x"${']'.repeat(depth)} }) { totalCount } }`;
  /** A JSON text nested `depth` deep (JSON.stringify itself recurses). */
  const deepJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

  it('a 3,000-deep list literal is BAD_USER_INPUT (nesting) over HTTP, and an error (not a 4500 close) over WebSocket', async () => {
    expectLimit(await rejectedBeforeResolvers(server.url, deepList(3_000)), 'nesting', /Nesting limit of 64 exceeded in the document/);
    const c = wsClient(server);
    try {
      const reply = await first(c, deepList(3_000));
      expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'nesting' });
      expect(await first(c, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await c.dispose();
    }
    // Within the limit it is an ordinary type error.
    expect(code(await gqlAt(server.url, deepList(40)))).toBe('BAD_USER_INPUT');
  });

  it('a 100,000-deep JSON variable is BAD_USER_INPUT (nesting) before anything runs', async () => {
    const body = `{"query":"mutation Test_Deep($m: JSON!) { planRun(input: { manifest: $m }) { plan { planSha256 } userErrors { code } } }","variables":{"m":{"deep":${deepJson(100_000)}}}}`;
    logger.reset();
    const reply = await post(server.url, body);
    expect(logger.statements, 'no resolver ran').toEqual([]);
    expectLimit(reply, 'nesting', /Nesting limit of 64 exceeded in the variables/);
    const c = wsClient(server);
    try {
      const ws = await first(c, 'query Test_DeepWs($s: String) { runs(filter: { search: $s }) { totalCount } }', { s: JSON.parse(deepJson(1_000)) });
      expect(ws.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'nesting' });
    } finally {
      await c.dispose();
    }
  });

  it('a lone surrogate anywhere in the text is BAD_USER_INPUT, in variables, their keys and literals alike', async () => {
    const experiments = async () => (await gqlAt(server.url, '{ experiments { totalCount } }')).data.experiments.totalCount as number;
    const before = await experiments();
    // Three different keys that used to become one experiment (each half turned into U+FFFD).
    for (const key of ['key-\ud800', 'key-\udfff', 'key-\udbff']) {
      const reply = await rejectedBeforeResolvers(
        server.url,
        'mutation Test_Exp($k: String!) { createExperiment(input: { idempotencyKey: $k, name: "n" }) { experiment { id } userErrors { code } } }',
        { k: key },
      );
      expect(code(reply), key).toBe('BAD_USER_INPUT');
      expect(reply.errors?.[0]?.message).toMatch(/lone surrogate/);
    }
    expect(await experiments()).toBe(before);
    const prepare = await rejectedBeforeResolvers(
      server.url,
      'mutation Test_Prep($i: PrepareDatasetInput!) { prepareDataset(input: $i) { preparation { id } userErrors { code } } }',
      {
        i: { benchmark: 'mmlu-pro', profile: 'SMOKE', sourcePath: '/tmp/\ud800.jsonl' },
      },
    );
    expect(code(prepare)).toBe('BAD_USER_INPUT');
    expect(prepare.errors?.[0]?.message).toMatch(/lone surrogate/);
    expect(
      code(
        await rejectedBeforeResolvers(
          server.url,
          'mutation Test_Plan($m: JSON!) { planRun(input: { manifest: $m }) { plan { planSha256 } userErrors { code } } }',
          { m: { '\ud800': 1 } },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    // In a document: a raw lone surrogate or its escape.
    for (const literal of ['"\ud800"', '"\\ud800"', '"""\ud800"""']) {
      expect(code(await rejectedBeforeResolvers(server.url, `{ runs(filter: { search: ${literal} }) { totalCount } }`)), literal).toBe('BAD_USER_INPUT');
    }
    // A proper pair is text like any other.
    expect(
      (await gqlAt(server.url, 'query Test_Pair($s: String) { runs(filter: { search: $s }) { totalCount } }', { s: '\ud83d\ude00' })).errors,
    ).toBeUndefined();
  });
});

describe('subscriptions are served over WebSocket only', () => {
  it('70 subscriptions over Server-Sent Events are all refused, and take no slot of the cap', async () => {
    const subscription = JSON.stringify({ query: `subscription Test_Sse { runProgress(runId: "${RUN}") { status } }` });
    for (let i = 0; i < 70; i += 1) {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: subscription,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      expect(response.status, text).toBe(405);
      expect(text).toMatch(/served over WebSocket only/);
      expect(text).toMatch(/"code":"BAD_USER_INPUT"/);
    }
    // Incremental delivery (multipart) is not served either, nor a subscription over plain JSON.
    const multipart = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'multipart/mixed' },
      body: subscription,
      signal: AbortSignal.timeout(10_000),
    });
    expect(multipart.status).toBeGreaterThanOrEqual(400);
    expect(multipart.status).toBeLessThan(500);
    await multipart.body?.cancel();
    const json = await post(server.url, subscription);
    expect(json.status).toBe(405);
    expect(json.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', transport: 'websocket' });
    // WebSocket subscriptions still get their slots.
    const c = wsClient(server);
    try {
      expect((await first(c, `subscription Test_Ws { runProgress(runId: "${RUN}") { status } }`)).data).toEqual({ runProgress: { status: 'COMPLETED' } });
    } finally {
      await c.dispose();
    }
  });
});

describe('introspection off: no suggestion names the schema', () => {
  let closed: RunningServer;
  beforeAll(async () => {
    closed = await serve({ introspection: false });
  });

  const CASES: [string, string, Record<string, unknown>, RegExp][] = [
    ['field', '{ runz { totalCount } }', {}, /"runs"/],
    ['argument', '{ runs(firs: 1) { totalCount } }', {}, /"first"/],
    ['enum literal', '{ runs(filter: { status: [ACTIV] }) { totalCount } }', {}, /"ACTIVE"/],
    ['enum variable', 'query Test_E($s: [RunStatusFilter!]) { runs(filter: { status: $s }) { totalCount } }', { s: ['ACTIV'] }, /"ACTIVE"/],
    ['input field literal', '{ runs(filter: { serch: "x" }) { totalCount } }', {}, /"search"/],
    ['input field variable', 'query Test_F($f: RunFilter) { runs(filter: $f) { totalCount } }', { f: { serch: 'x' } }, /"search"/],
    ['type', 'query Test_T($f: RunFiltr) { runs(filter: $f) { totalCount } }', {}, /"RunFilter"/],
  ];

  it('over HTTP: fields, arguments, enum values, input fields and types', async () => {
    for (const [name, query, variables, suggestion] of CASES) {
      const open = await gqlAt(server.url, query, variables);
      expect(open.errors?.[0]?.message, `${name} (introspection on)`).toMatch(/Did you mean/);
      const reply = await gqlAt(closed.url, query, variables);
      expect(code(reply), name).toBe('BAD_USER_INPUT');
      for (const error of reply.errors ?? []) {
        expect(error.message, name).not.toMatch(/Did you mean/);
        expect(error.message, name).not.toMatch(suggestion);
      }
    }
  });

  it('over WebSocket alike', async () => {
    const c = wsClient(closed);
    try {
      for (const [name, query, variables, suggestion] of CASES) {
        const reply = await first(c, query, variables);
        expect(reply.errors?.length, name).toBeGreaterThan(0);
        for (const error of reply.errors ?? []) {
          expect(error.message, name).not.toMatch(/Did you mean/);
          expect(error.message, name).not.toMatch(suggestion);
        }
      }
    } finally {
      await c.dispose();
    }
  });
});
