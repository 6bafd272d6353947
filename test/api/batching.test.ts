// Batched requests: a JSON array of operations gets an array of results, in order, each as if sent
// alone (its own errors, its own limits); the batch size is bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/limits/config.ts';
import { startTestApi, type GraphQLResponse, type TestApi } from '../helpers/api.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

let tdb: TestDatabase;
let api: TestApi;
beforeAll(async () => {
  tdb = await openTestDatabase();
  api = await startTestApi(tdb.database);
});
afterAll(async () => {
  await api?.close();
  await tdb?.close();
});

async function batch(operations: unknown[]): Promise<{ status: number; body: unknown }> {
  const response = await fetch(api.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(operations),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.json() };
}

describe('batched requests', () => {
  it('answer every operation in order', async () => {
    const { status, body } = await batch([
      { query: 'query Test_A { viewer { role } }' },
      { query: 'query Test_B($n: Int) { runs(first: $n) { totalCount } }', variables: { n: 1 } },
      { query: 'query Test_C { catalog { version } }' },
    ]);
    expect(status).toBe(200);
    expect(body).toEqual([{ data: { viewer: { role: 'ADMIN' } } }, { data: { runs: { totalCount: 0 } } }, { data: { catalog: { version: 'sr-bench-1.0' } } }]);
  });

  it('a refused operation does not hide the others: each carries its own errors', async () => {
    const { body } = await batch([
      { query: '{ viewer { role } }' },
      { query: '{ runs(first: 1000) { totalCount } }' },
      { query: '{ nosuchfield }' },
      { query: '{ catalog { version } }' },
    ]);
    const results = body as GraphQLResponse[];
    expect(results).toHaveLength(4);
    expect(results[0]).toEqual({ data: { viewer: { role: 'ADMIN' } } });
    expect(results[1]!.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(results[2]!.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(results[3]).toEqual({ data: { catalog: { version: 'sr-bench-1.0' } } });
  });

  it('every operation is held to the limits on its own: one too deep is refused, its neighbour answers', async () => {
    const deep = `{ ${'run(id: "run-00000000000000000000") { lineage { parentRun { '.repeat(8)}runId${' } } }'.repeat(8)} }`;
    const { body } = await batch([{ query: deep }, { query: '{ viewer { role } }' }]);
    const [refused, answered] = body as GraphQLResponse[];
    expect(refused!.data ?? null).toBeNull();
    expect(refused!.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answered).toEqual({ data: { viewer: { role: 'ADMIN' } } });
  });

  it(`more than ${DEFAULT_LIMITS.maxBatch} operations are refused whole, before any runs`, async () => {
    const { status, body } = await batch(Array.from({ length: DEFAULT_LIMITS.maxBatch + 1 }, () => ({ query: '{ viewer { role } }' })));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(body)).toMatch(/[Bb]atch/);
  });
});
