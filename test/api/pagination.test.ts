// Relay connections over keyset cursors (docs/api.md "Pagination"): paging every connection forward
// and backward at page sizes 1, 7 and 100 returns each row exactly once, in order, also while
// rows are appended.
import { describe, expect, it } from 'vitest';
import { useImportedApi } from '../helpers/setup.ts';
import * as t from '../../src/db/schema.ts';
import { SCENARIOS } from '../helpers/fixtures.ts';

const env = useImportedApi(SCENARIOS);

interface PageResult {
  ids: string[];
  hasNext: boolean;
  hasPrev: boolean;
  start: string | null;
  end: string | null;
  total: number;
}

/** A connection under test: a document with $first/$after/$last/$before and where its connection sits. */
interface ConnectionCase {
  name: string;
  document: string;
  // biome-ignore lint/suspicious/noExplicitAny: untyped response JSON
  pick: (data: any) => any;
  // biome-ignore lint/suspicious/noExplicitAny: untyped response JSON
  idOf: (node: any) => string;
}

async function fetchPage(c: ConnectionCase, args: Record<string, unknown>): Promise<PageResult> {
  const response = await env.api.gql(c.document, args);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  const connection = c.pick(response.data);
  return {
    ids: connection.edges.map((e: { node: unknown }) => c.idOf(e.node)),
    hasNext: connection.pageInfo.hasNextPage,
    hasPrev: connection.pageInfo.hasPreviousPage,
    start: connection.pageInfo.startCursor,
    end: connection.pageInfo.endCursor,
    total: connection.totalCount,
  };
}

async function pageForward(c: ConnectionCase, size: number): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let i = 0; i < 10_000; i += 1) {
    const page = await fetchPage(c, { first: size, after });
    ids.push(...page.ids);
    if (!page.hasNext) return ids;
    expect(page.ids.length).toBe(size);
    after = page.end;
  }
  throw new Error('paging did not end');
}

async function pageBackward(c: ConnectionCase, size: number): Promise<string[]> {
  const pages: string[][] = [];
  let before: string | null = null;
  for (let i = 0; i < 10_000; i += 1) {
    const page = await fetchPage(c, { last: size, before });
    pages.unshift(page.ids);
    if (!page.hasPrev) return pages.flat();
    before = page.start;
  }
  throw new Error('paging did not end');
}

const PAGE_ARGS = '$first: Int, $after: String, $last: Int, $before: String';
const PAGE_INFO = 'totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
/** The fixture run with the most calls (c_agent_continuity: 52 calls, 84 events). */
const BIG_RUN = 'run-3f813363ba9446ffb763';

const CASES: ConnectionCase[] = [
  {
    name: 'runs',
    document: `query Test_Runs(${PAGE_ARGS}) { runs(first: $first, after: $after, last: $last, before: $before) { ${PAGE_INFO} edges { node { runId } } } }`,
    pick: (d) => d.runs,
    idOf: (n) => n.runId,
  },
  {
    name: 'results',
    document: `query Test_Results(${PAGE_ARGS}) { run(id: "${BIG_RUN}") { results(first: $first, after: $after, last: $last, before: $before) { ${PAGE_INFO} edges { node { caseId targetId } } } } }`,
    pick: (d) => d.run.results,
    idOf: (n) => `${n.caseId}/${n.targetId}`,
  },
  {
    name: 'calls',
    document: `query Test_Calls(${PAGE_ARGS}) { run(id: "${BIG_RUN}") { calls(first: $first, after: $after, last: $last, before: $before) { ${PAGE_INFO} edges { node { callId } } } } }`,
    pick: (d) => d.run.calls,
    idOf: (n) => n.callId,
  },
  {
    name: 'events',
    document: `query Test_Events(${PAGE_ARGS}) { run(id: "${BIG_RUN}") { events(first: $first, after: $after, last: $last, before: $before) { ${PAGE_INFO} edges { node { seq } } } } }`,
    pick: (d) => d.run.events,
    idOf: (n) => String(n.seq),
  },
];

/** The full list in its documented order, read straight from the store. */
async function expectedIds(name: string): Promise<string[]> {
  const db = env.tdb.database.db;
  const { asc, desc, eq } = await import('drizzle-orm');
  switch (name) {
    case 'runs':
      return (await db.select({ id: t.runs.id }).from(t.runs).orderBy(desc(t.runs.createdAt), desc(t.runs.id))).map((r) => r.id);
    case 'results':
      return (await db.select().from(t.results).where(eq(t.results.runId, BIG_RUN)).orderBy(asc(t.results.seq))).map((r) => `${r.caseId}/${r.targetId}`);
    case 'calls':
      return (await db.select({ id: t.calls.id }).from(t.calls).where(eq(t.calls.runId, BIG_RUN)).orderBy(asc(t.calls.seq))).map((r) => r.id);
    default:
      return (await db.select({ seq: t.events.seq }).from(t.events).where(eq(t.events.runId, BIG_RUN)).orderBy(asc(t.events.seq))).map((r) => String(r.seq));
  }
}

describe.each(CASES)('$name connection', (c) => {
  it.each([1, 7, 100])('forward and backward at page size %i return every row once, in order', async (size) => {
    const expected = await expectedIds(c.name);
    expect(expected.length).toBeGreaterThan(7);
    expect(await pageForward(c, size)).toEqual(expected);
    expect(await pageBackward(c, size)).toEqual(expected);
    expect((await fetchPage(c, { first: 1 })).total).toBe(expected.length);
  });

  it('pages between two cursors', async () => {
    const expected = await expectedIds(c.name);
    const first = await fetchPage(c, { first: 2 });
    const window = await fetchPage(c, { first: 7 });
    const between = await fetchPage(c, { first: 100, after: first.end, before: window.end });
    expect(between.ids).toEqual(expected.slice(2, 6));
  });
});

describe('appending while paging', () => {
  it('events appended mid-walk appear once, after the rows already seen', async () => {
    const c = CASES[3]!;
    const before = await expectedIds('events');
    const seen: string[] = [];
    let after: string | null = null;
    let appended = false;
    for (let i = 0; i < 1000; i += 1) {
      const page = await fetchPage(c, { first: 7, after });
      seen.push(...page.ids);
      if (!appended) {
        await env.tdb.database.db
          .insert(t.events)
          .values([1, 2, 3].map((n) => ({ runId: BIG_RUN, at: '2026-09-18T01:00:00+00:00', kind: 'cancellation_requested', data: { n } })));
        appended = true;
      }
      if (!page.hasNext) break;
      after = page.end;
    }
    const after3 = await expectedIds('events');
    expect(after3.length).toBe(before.length + 3);
    expect(seen).toEqual(after3);
  });
});
