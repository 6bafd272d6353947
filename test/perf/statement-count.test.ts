// Statement counts (bench/README.md "Statement counts"): the SQL statements the API sends for a run's report, a runs page of 100 and a calls
// page of 100 do not grow with the data. The same store shape at N and at 10×N (bench's
// generator: 1 vs 10 cases per benchmark, so 10× the results, calls and events; 12 vs 112 runs)
// is imported into two fresh databases, and each request is counted on a server over each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { generateStore } from '../../bench/generate-store.ts';
import type { Scale } from '../../bench/profile.ts';
import { eq, sql } from 'drizzle-orm';
import { importStore } from '../../src/import/import-store.ts';
import { runs as runsTable } from '../../src/db/schema.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { CountingLogger, openTestDatabase, type TestDatabase } from '../helpers/database.ts';

interface Sized {
  scale: Scale;
  runs: number;
  baseline: string;
  /** The store's second run; one test sets it back to running, so its report is an active run's. */
  active: string;
  logger: CountingLogger;
  tdb: TestDatabase;
  api: TestApi;
}

/** Adds `copies` result-only copies of the store's first run (fresh ids) so the runs list grows. */
function addRunCopies(journalPath: string, copies: number): void {
  const db = new Database(journalPath);
  try {
    const run = db.prepare('SELECT * FROM runs ORDER BY rowid LIMIT 1').get() as Record<string, string | null>;
    const results = db.prepare('SELECT * FROM results WHERE run_id = ? ORDER BY rowid LIMIT 50').all(run.id) as Record<string, string>[];
    const insertRun = db.prepare('INSERT INTO runs (id, owner, request_key, status, created_at, updated_at, manifest, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const insertResult = db.prepare('INSERT INTO results (run_id, case_id, target_id, status, data) VALUES (?, ?, ?, ?, ?)');
    db.transaction(() => {
      for (let i = 1; i <= copies; i += 1) {
        const id = `run-${i.toString(16).padStart(20, '0')}`;
        const created = new Date(Date.UTC(2026, 9, 1) + i * 1000).toISOString().replace('.000Z', '+00:00');
        insertRun.run(id, run.owner, null, i % 3 === 0 ? 'failed' : 'completed', created, created, run.manifest, null);
        for (const r of results.slice(0, results.length - (i % 5))) insertResult.run(id, r.case_id, r.target_id, r.status, r.data);
      }
    })();
  } finally {
    db.close();
  }
}

const dirs: string[] = [];

async function sized(scale: Scale, copies: number): Promise<Sized> {
  const dir = mkdtempSync(join(tmpdir(), `srb-perf-${scale}-`));
  dirs.push(dir);
  const store = generateStore(dir, scale);
  addRunCopies(join(dir, 'journal.sqlite3'), copies);
  const logger = new CountingLogger();
  const tdb = await openTestDatabase(logger);
  await importStore(tdb.database, dir);
  const api = await startTestApi(tdb.database);
  const baseline = store.runs[0]?.id;
  const active = store.runs[1]?.id;
  if (!baseline || !active) throw new Error('The generated store has no baseline and candidate runs');
  return { scale, runs: store.runs.length + copies, baseline, active, logger, tdb, api };
}

const REPORT = `query Perf_Report($id: ID!) { run(id: $id) { reportDocument } }`;
const TYPED_REPORT = `query Perf_Typed($id: ID!) { run(id: $id) { report { targets { targetId accuracy costUsd latencyP50Seconds } } } }`;
const RUNS = `query Perf_Runs { runs(first: 100) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { cursor node { id runId name status mode profile createdAt caseCount planSha256
    progress { total completed failed timeout running pending } targets { targetId kind model configHash priced } } }
} }`;
const CALLS = `query Perf_Calls($id: ID!, $first: Int, $last: Int) { run(id: $id) {
  calls(first: $first, last: $last) {
    totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id callId caseId targetId role status model selectedModel costUsd latencySeconds startedAt finishedAt
      usage { inputTokens cachedInputTokens cacheWriteTokens outputTokens total } } }
  }
} }`;

let small: Sized;
let large: Sized;
/** Per request: the count at N and at 10×N, printed once at the end for the record. */
const counts: Record<string, [number, number]> = {};

beforeAll(async () => {
  small = await sized('tiny', 10);
  large = await sized('tiny10', 110);
}, 120_000);

afterAll(async () => {
  for (const s of [small, large]) {
    await s?.api.close();
    await s?.tdb.close();
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  console.info(`statements (N, 10×N) on ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}: ${JSON.stringify(counts)}`);
});

/** Statements one request sends, with the response checked. */
// biome-ignore lint/suspicious/noExplicitAny: untyped test documents
async function count(s: Sized, query: string, variables: Record<string, unknown>, check: (data: Record<string, any>) => void): Promise<string[]> {
  s.logger.reset();
  const response = await s.api.gql(query, variables);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  check(response.data);
  return s.logger.statements;
}

const shown = (statements: string[]) => statements.map((q) => q.replace(/\s+/g, ' ').slice(0, 200)).join('\n');

describe('statement counts stay constant when the run grows 10×', () => {
  it('the stores really differ by 10×', async () => {
    const calls = async (s: Sized) => (await s.api.gql(CALLS, { id: s.baseline, first: 1 })).data.run.calls.totalCount as number;
    const [n, tenN] = [await calls(small), await calls(large)];
    expect(tenN).toBeGreaterThanOrEqual(8 * n);
    expect(large.runs).toBeGreaterThanOrEqual(100);
  });

  it.each([
    ['reportDocument (first request: report input reads)', REPORT, true],
    ['typed report (cached report)', TYPED_REPORT, false],
  ] as const)('%s', async (name, query, cold) => {
    const at = async (s: Sized) => count(s, query, { id: s.baseline }, (d) => expect(d.run).toBeTruthy());
    const [n, tenN] = [await at(small), await at(large)];
    counts[name] = [n.length, tenN.length];
    if (cold) expect(n.length).toBeGreaterThan(0);
    expect(tenN.length, `N:\n${shown(n)}\n10N:\n${shown(tenN)}`).toBe(n.length);
  });

  it("an active run's report: a first read, then one after a write, and never a call document", async () => {
    const at = async (s: Sized) => {
      const db = s.tdb.database.db;
      const [run] = await db.select({ status: runsTable.status }).from(runsTable).where(eq(runsTable.id, s.active));
      await db.update(runsTable).set({ status: 'running' }).where(eq(runsTable.id, s.active));
      onTestFinished(async () => {
        await db
          .update(runsTable)
          .set({ status: run?.status ?? 'failed' })
          .where(eq(runsTable.id, s.active));
      });
      const first = await count(s, TYPED_REPORT, { id: s.active }, (d) => expect(d.run.report.targets.length).toBeGreaterThan(0));
      // A write the next report must see: one result of the run changes.
      await s.tdb.database.db.execute(sql`UPDATE results SET data = data || '{"queue_wait_s": 0.5}'::jsonb
        WHERE run_id = ${s.active} AND case_id = (SELECT min(case_id) FROM results WHERE run_id = ${s.active})`);
      const next = await count(s, TYPED_REPORT, { id: s.active }, (d) => expect(d.run.report.targets.length).toBeGreaterThan(0));
      return [first, next] as const;
    };
    const [[n, nNext], [tenN, tenNNext]] = [await at(small), await at(large)];
    counts['active report (first read)'] = [n.length, tenN.length];
    counts['active report (after a write)'] = [nNext.length, tenNNext.length];
    expect(tenN.length, `N:\n${shown(n)}\n10N:\n${shown(tenN)}`).toBe(n.length);
    expect(tenNNext.length, `N:\n${shown(nNext)}\n10N:\n${shown(tenNNext)}`).toBe(nNext.length);
    // Calls are read as their report facts: never the summary or the receipt text.
    const callReads = [...n, ...nNext, ...tenN, ...tenNNext].filter((q) => /from "calls"/i.test(q));
    expect(callReads.length).toBeGreaterThan(0);
    for (const q of callReads) expect(q, q).not.toMatch(/"summary"|"calls"\."data"|\bdata\b/);
  });

  it('a runs page of 100', async () => {
    const at = (s: Sized) => count(s, RUNS, {}, (d) => expect(d.runs.edges).toHaveLength(Math.min(100, s.runs)));
    const [n, tenN] = [await at(small), await at(large)];
    counts['runs(first: 100)'] = [n.length, tenN.length];
    expect(tenN.length, `N (${small.runs} runs):\n${shown(n)}\n10N (${large.runs} runs):\n${shown(tenN)}`).toBe(n.length);
  });

  it.each([
    ['first', { first: 100 }],
    ['last', { last: 100 }],
  ] as const)('a calls page of 100 (%s)', async (name, page) => {
    const at = (s: Sized) => count(s, CALLS, { id: s.baseline, ...page }, (d) => expect(d.run.calls.edges.length).toBeGreaterThan(0));
    const [n, tenN] = [await at(small), await at(large)];
    counts[`calls(${name}: 100)`] = [n.length, tenN.length];
    expect(tenN.length, `N:\n${shown(n)}\n10N:\n${shown(tenN)}`).toBe(n.length);
  });
});
