// The report of a running evaluation while it is written (bench/README.md "Active report").
// A copy of the baseline run is made `running` with 90 % of its cells already written; a writer
// in this process then writes the remaining cells one statement at a time, as the worker does
// (result opened, each call inserted as sent and then finished, result finished), while a
// server process (no worker) answers report requests, with a loop probe (loop-probe.ts).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.ts';
import { calls, results, runs } from '../src/db/schema.ts';
import { postGraphQL } from './graphql-client.ts';
import { median } from './measure.ts';
import { startServerProcess } from './server-process.ts';
import { QUERIES } from './scenarios.ts';
import { LoopProbe, rank, type ProbeStats } from './loop-probe.ts';

export interface ActiveReportFigure {
  /** The first request: the server loads the run's rows and call facts once. */
  firstReadMs: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  allMs: number[];
  /** Latency of the `{ __typename }` probes sent meanwhile: the wait the loop imposed. */
  probe: ProbeStats;
  /** What the writer wrote while the requests were answered. */
  writer: { cells: number; statements: number; seconds: number };
  serverPeakRssMb: number;
}

export interface ActiveReportOptions {
  databaseUrl: string;
  sourceRunId: string;
  requests: number;
  /** Share of the source's cells written before the measurement starts. */
  prefilled?: number;
  log: (line: string) => void;
}

const REQUEST_GAP_MS = 100;
const TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureActiveReport(options: ActiveReportOptions): Promise<ActiveReportFigure> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl });
  try {
    const runId = `run-${randomBytes(10).toString('hex')}`;
    const tail = await prepareActiveCopy(database, options.sourceRunId, runId, options.prefilled ?? 0.9);
    options.log(`  active copy ${runId}: ${tail.length} cells left to write`);
    const server = await startServerProcess({ database: { databaseUrl: options.databaseUrl } });
    try {
      const ask = async (query: string, variables: Record<string, unknown>) => {
        const started = performance.now();
        let ms = 0;
        await postGraphQL(server.url, query, variables, TIMEOUT_MS, () => (ms = performance.now() - started));
        return ms;
      };
      const firstReadMs = await ask(QUERIES.reportTyped, { id: runId });

      const writer = startWriter(database, options.sourceRunId, runId, tail);
      const prober = new LoopProbe(server.url);
      server.rss.reset();
      const samples: number[] = [];
      for (let i = 0; i < options.requests; i++) {
        await sleep(REQUEST_GAP_MS);
        samples.push(await ask(QUERIES.reportTyped, { id: runId }));
      }
      const probe = await prober.stop();
      const written = await writer.stop();
      if (written.cells === 0) throw new Error('The writer wrote nothing while the reports were measured');
      return {
        firstReadMs,
        requests: samples.length,
        p50Ms: median(samples),
        p99Ms: rank(samples, 0.99),
        maxMs: Math.max(...samples),
        allMs: samples.map((v) => Math.round(v * 100) / 100),
        probe,
        writer: written,
        serverPeakRssMb: server.rss.peakMb(),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
  }
}

type Cell = { caseId: string; targetId: string };

/**
 * Copies the source run as `running` with all but the last `1 - prefilled` of its cells (by
 * result order) written, in a few set-based statements; returns the cells left to write.
 */
async function prepareActiveCopy(database: Database, sourceId: string, runId: string, prefilled: number): Promise<Cell[]> {
  const db = database.db;
  const [source] = await db.select().from(runs).where(eq(runs.id, sourceId));
  if (!source) throw new Error(`No run ${sourceId}`);
  const { seq: _seq, ...row } = source;
  await db.insert(runs).values({ ...row, id: runId, status: 'running', error: null, requestKey: null, importDigest: null, parentRunId: null });
  const all = await db
    .select({ caseId: results.caseId, targetId: results.targetId })
    .from(results)
    .where(eq(results.runId, sourceId))
    .orderBy(asc(results.seq));
  const cut = Math.floor(all.length * prefilled);
  const tail = all.slice(cut);
  await db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS bench_tail (case_id text COLLATE "C", target_id text COLLATE "C")`);
  await db.execute(sql`TRUNCATE bench_tail`);
  for (let i = 0; i < tail.length; i += 1000) {
    const chunk = tail.slice(i, i + 1000);
    await db.execute(
      sql`INSERT INTO bench_tail SELECT * FROM unnest(${sql.param(chunk.map((c) => c.caseId))}::text[], ${sql.param(chunk.map((c) => c.targetId))}::text[])`,
    );
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO results (run_id, case_id, target_id, status, benchmark, data)
      SELECT ${runId}, r.case_id, r.target_id, r.status, r.benchmark, r.data FROM results r
      WHERE r.run_id = ${sourceId} AND NOT EXISTS (SELECT 1 FROM bench_tail t WHERE t.case_id = r.case_id AND t.target_id = r.target_id)`);
    await tx.execute(sql`INSERT INTO calls (id, run_id, case_id, target_id, role, status, data, summary)
      SELECT ${runId} || '-' || c.id, ${runId}, c.case_id, c.target_id, c.role, c.status, c.data, c.summary FROM calls c
      WHERE c.run_id = ${sourceId} AND NOT EXISTS (SELECT 1 FROM bench_tail t WHERE t.case_id = c.case_id AND t.target_id = c.target_id)
      ORDER BY c.seq`);
  });
  return tail;
}

interface Writer {
  stop(): Promise<{ cells: number; statements: number; seconds: number }>;
}

/** Writes the tail cells one statement at a time until stopped or done. */
function startWriter(database: Database, sourceId: string, runId: string, tail: readonly Cell[]): Writer {
  const db = database.db;
  let stopping = false;
  let cells = 0;
  let statements = 0;
  const started = performance.now();
  const done = (async () => {
    for (let i = 0; i < tail.length && !stopping; i += 50) {
      const chunk = tail.slice(i, i + 50);
      const sourceResults = await db
        .select()
        .from(results)
        .where(and(eq(results.runId, sourceId), inArray(results.caseId, [...new Set(chunk.map((c) => c.caseId))])));
      const sourceCalls = await db
        .select()
        .from(calls)
        .where(and(eq(calls.runId, sourceId), inArray(calls.caseId, [...new Set(chunk.map((c) => c.caseId))])))
        .orderBy(asc(calls.seq));
      for (const cell of chunk) {
        if (stopping) break;
        const result = sourceResults.find((r) => r.caseId === cell.caseId && r.targetId === cell.targetId);
        if (!result) continue;
        await db.insert(results).values({
          runId,
          caseId: cell.caseId,
          targetId: cell.targetId,
          status: 'running',
          benchmark: result.benchmark,
          data: { case_id: cell.caseId, target_id: cell.targetId, status: 'running' },
        });
        statements += 1;
        const cellCalls = sourceCalls.filter((c) => c.caseId === cell.caseId && c.targetId === cell.targetId);
        for (const call of cellCalls) {
          await db.insert(calls).values({
            id: `${runId}-${call.id}`,
            runId,
            caseId: call.caseId,
            targetId: call.targetId,
            role: call.role,
            status: 'sent',
            data: '{}',
            summary: { model: call.summary.model ?? null },
          });
          await db
            .update(calls)
            .set({ status: call.status, data: call.data, summary: call.summary })
            .where(eq(calls.id, `${runId}-${call.id}`));
          statements += 2;
        }
        await db
          .update(results)
          .set({ status: result.status, data: result.data })
          .where(and(eq(results.runId, runId), eq(results.caseId, cell.caseId), eq(results.targetId, cell.targetId)));
        statements += 1;
        cells += 1;
      }
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      await done;
      return { cells, statements, seconds: (performance.now() - started) / 1000 };
    },
  };
}
