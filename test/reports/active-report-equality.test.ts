// An active run's report, kept current from the rows written since its previous read, equals
// the full rebuild after every single write of a scripted run (docs/reports.md "Active runs: kept current from what changed").
// Each fixture run is replayed into a fresh run of the same manifest one write at a time, as
// the worker writes: the run queued, then running, each cell's result row opened, each call
// inserted as sent and then finished (in the store's order), each result finished, the run
// ended. One report service follows the whole script, so every report is incremental.
import { and, asc, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { loadReportInput } from '../../src/db/queries/report-input.ts';
import { calls, results, runs } from '../../src/db/schema.ts';
import { buildReport } from '../../src/domain/report/index.ts';
import { ReportService } from '../../src/services/report-service.ts';
import { firstDifference } from '../helpers/by-value.ts';
import { CountingLogger } from '../helpers/database.ts';
import { useImportedApi } from '../helpers/setup.ts';

const SCENARIOS = ['a_complete_mixed', 'b_failed_partial', 'c_agent_continuity', 'd_cache_fields', 'e_auxiliary_costs'];
const logger = new CountingLogger();
const env = useImportedApi(SCENARIOS, { logger });

const text = (value: unknown) => JSON.stringify(value);

/** Compares the service's report of an active run with a rebuild from every row. */
async function expectEqualAfter(db: Db, service: ReportService, runId: string, step: string): Promise<void> {
  const [run] = await db.select({ status: runs.status }).from(runs).where(eq(runs.id, runId));
  const active = await service.report(db, runId, run?.status ?? 'missing');
  const input = await loadReportInput(db, runId);
  expect(input, step).not.toBeNull();
  const full: unknown = JSON.parse(text(buildReport(input!)));
  const kept: unknown = JSON.parse(text(active?.document ?? null));
  // Same values (the first difference names its path), then the same text: key order too.
  expect(firstDifference(kept, full), step).toBeNull();
  expect(text(kept), step).toBe(text(full));
}

/**
 * A new run `copyId` with the manifest of `sourceId` (the first imported run when null) and no
 * rows, in `status`; returns the source run.
 */
async function copyRun(db: Db, sourceId: string | null, copyId: string, status: string): Promise<typeof runs.$inferSelect> {
  const [source] = sourceId === null ? await db.select().from(runs).orderBy(asc(runs.seq)).limit(1) : await db.select().from(runs).where(eq(runs.id, sourceId));
  if (!source) throw new Error(`no run ${sourceId ?? 'imported'}`);
  const { seq: _seq, ...row } = source;
  await db.insert(runs).values({ ...row, id: copyId, status, error: null, requestKey: null, importDigest: null, parentRunId: null });
  return source;
}

async function script(db: Db, sourceId: string, copyId: string): Promise<number> {
  const service = new ReportService();
  const source = await copyRun(db, sourceId, copyId, 'queued');
  let writes = 0;
  const check = async (step: string) => {
    writes += 1;
    await expectEqualAfter(db, service, copyId, `${copyId} after ${step}`);
  };
  await check('queueing');
  await db.update(runs).set({ status: 'running' }).where(eq(runs.id, copyId));
  await check('dispatch');

  const sourceResults = await db.select().from(results).where(eq(results.runId, sourceId)).orderBy(asc(results.seq));
  const sourceCalls = await db.select().from(calls).where(eq(calls.runId, sourceId)).orderBy(asc(calls.seq));
  const placed = new Set<string>();
  for (const result of sourceResults) {
    const cell = `${result.caseId}/${result.targetId}`;
    await db.insert(results).values({
      runId: copyId,
      caseId: result.caseId,
      targetId: result.targetId,
      status: 'running',
      benchmark: result.benchmark,
      data: {
        case_id: result.caseId,
        target_id: result.targetId,
        status: 'running',
        ...(result.data.benchmark === undefined ? {} : { benchmark: result.data.benchmark }),
      },
    });
    await check(`opening ${cell}`);
    const cellCalls = sourceCalls.filter((c) => c.caseId === result.caseId && c.targetId === result.targetId);
    for (const call of cellCalls) {
      const id = `${copyId}-${call.id}`;
      placed.add(call.id);
      await db.insert(calls).values({
        id,
        runId: copyId,
        caseId: call.caseId,
        targetId: call.targetId,
        role: call.role,
        status: 'sent',
        data: '{}',
        summary: { model: call.summary.model ?? null },
      });
      await check(`sending ${call.id}`);
    }
    // Calls finish in reverse order: their places stay those of their sequence numbers.
    for (const call of [...cellCalls].reverse()) {
      await db
        .update(calls)
        .set({ status: call.status, data: call.data, summary: call.summary })
        .where(eq(calls.id, `${copyId}-${call.id}`));
      await check(`finishing ${call.id}`);
    }
    await db
      .update(results)
      .set({ status: result.status, data: result.data })
      .where(and(eq(results.runId, copyId), eq(results.caseId, result.caseId), eq(results.targetId, result.targetId)));
    await check(`finishing ${cell}`);
  }
  // Calls outside any saved result (a cell that never saved one).
  for (const call of sourceCalls.filter((c) => !placed.has(c.id))) {
    await db.insert(calls).values({
      id: `${copyId}-${call.id}`,
      runId: copyId,
      caseId: call.caseId,
      targetId: call.targetId,
      role: call.role,
      status: call.status,
      data: call.data,
      summary: call.summary,
    });
    await check(`orphan call ${call.id}`);
  }
  await db.update(runs).set({ status: source.status, error: source.error }).where(eq(runs.id, copyId));
  await check('the end');
  return writes;
}

describe('an active report equals the full rebuild after every write', () => {
  it('replays every fixture run write by write', { timeout: 600_000 }, async () => {
    const db = env.tdb.database.db;
    const sources = await db.select({ id: runs.id }).from(runs).orderBy(asc(runs.seq));
    expect(sources.length).toBeGreaterThanOrEqual(SCENARIOS.length);
    let writes = 0;
    for (const [i, source] of sources.entries()) writes += await script(db, source.id, `run-script${String(i).padStart(15, '0')}`);
    expect(writes).toBeGreaterThan(300);
  });
});

describe('rows committed out of order', () => {
  // Two connections: only a server database has them (the embedded one runs one at a time).
  it.skipIf(!process.env.DATABASE_URL)('a call whose transaction began first but committed last is still read', async () => {
    const db = env.tdb.database.db;
    const runId = 'run-outoforder0000000';
    const source = await copyRun(db, null, runId, 'running');
    const [sourceCall] = await db.select().from(calls).where(eq(calls.runId, source.id)).orderBy(asc(calls.seq)).limit(1);
    if (!sourceCall) throw new Error('no imported call');
    const service = new ReportService();
    await expectEqualAfter(db, service, runId, 'an empty running run');

    const other = postgres(env.tdb.url as string, { max: 1, onnotice: () => {} });
    try {
      const early = await other.reserve();
      try {
        await early`BEGIN`;
        await early`INSERT INTO calls (id, run_id, case_id, target_id, role, status, data, summary)
          VALUES (${`${runId}-early`}, ${runId}, ${sourceCall.caseId}, ${sourceCall.targetId}, ${sourceCall.role}, ${sourceCall.status},
            ${sourceCall.data}, ${early.json(sourceCall.summary as postgres.JSONValue)})`;
        // A later transaction commits first; the report reads it while the early one is open.
        await db.insert(calls).values({
          id: `${runId}-late`,
          runId,
          caseId: sourceCall.caseId,
          targetId: sourceCall.targetId,
          role: sourceCall.role,
          status: sourceCall.status,
          data: sourceCall.data,
          summary: sourceCall.summary,
        });
        await expectEqualAfter(db, service, runId, 'the late transaction committed');
        await early`COMMIT`;
      } finally {
        early.release();
      }
    } finally {
      await other.end();
    }
    await expectEqualAfter(db, service, runId, 'the early transaction committed');
    const report = await service.report(db, runId, 'running');
    expect(report?.document.summary.targets.reduce((n, t) => n + t.request_count + t.evaluation_call_count, 0)).toBe(2);
  });
});

describe('requests that arrive together', () => {
  it('share computations: eight at once cost at most two, and all see the rows written before them', async () => {
    const db = env.tdb.database.db;
    const runId = 'run-together000000000';
    const source = await copyRun(db, null, runId, 'running');
    const service = new ReportService();
    await expectEqualAfter(db, service, runId, 'the first read');
    const [result] = await db.select().from(results).where(eq(results.runId, source.id)).limit(1);
    if (!result) throw new Error('no imported result');
    await db
      .insert(results)
      .values({ runId, caseId: result.caseId, targetId: result.targetId, status: result.status, benchmark: result.benchmark, data: result.data });

    logger.reset();
    await service.report(db, runId, 'running');
    const one = logger.statements.length;
    await db
      .update(results)
      .set({ data: { ...result.data, queue_wait_s: 0.25 } })
      .where(and(eq(results.runId, runId), eq(results.caseId, result.caseId), eq(results.targetId, result.targetId)));
    logger.reset();
    const reports = await Promise.all(Array.from({ length: 8 }, () => service.report(db, runId, 'running')));
    expect(one).toBeGreaterThan(0);
    expect(logger.statements.length).toBeLessThanOrEqual(2 * one);
    const full = text(buildReport((await loadReportInput(db, runId))!));
    for (const report of reports) expect(text(report?.document)).toBe(full);
  });
});
