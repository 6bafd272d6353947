// Materialised reports and run totals (README "Stored reports and counts"): a fresh server reads one snapshot row instead
// of every call, list totals and progress read stored counts, and both follow every change of
// their inputs (here: an accounting correction, a new event).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countCalls } from '../../src/db/queries/calls.ts';
import { countEvents } from '../../src/db/queries/events.ts';
import { progressStatusCounts, resultStatusCounts } from '../../src/db/queries/runs.ts';
import * as t from '../../src/db/schema.ts';
import { ReportService } from '../../src/services/report-service.ts';
import { allowReportAddition, expectSameByValue } from '../helpers/by-value.ts';
import { CountingLogger } from '../helpers/database.ts';
import { scenarioPath, withJournal } from '../helpers/fixtures.ts';
import { useImportedApi } from '../helpers/setup.ts';

const logger = new CountingLogger();
const env = useImportedApi(['h_reconciliation', 'a_complete_mixed'], { logger });
const H = scenarioPath('h_reconciliation');
const RUN = 'run-255784be866c4954bb59';
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const sorted = <T extends { runId: string; status: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.runId} ${a.status}`.localeCompare(`${b.runId} ${b.status}`));

describe('materialised reports', () => {
  it('a fresh service reads the snapshot, not the calls, and gets the same document', async () => {
    const db = env.tdb.database.db;
    const first = await new ReportService().report(db, RUN, 'completed');
    expect(first).not.toBeNull();
    const [row] = await db.select({ version: t.reportSnapshots.version }).from(t.reportSnapshots).where(eq(t.reportSnapshots.runId, RUN));
    expect(row?.version).toMatch(/^snapshot-1\|sr-bench-1\.0\|/);
    logger.reset();
    const again = await new ReportService().report(db, RUN, 'completed');
    expect(
      logger.statements.some((s) => /from "calls"/i.test(s)),
      logger.statements.join('\n'),
    ).toBe(false);
    expect(again?.document).toEqual(first?.document);
    expect(again?.facts).toEqual(first?.facts);
  });

  it('materialise() stores a current snapshot once and reports whether one exists', async () => {
    const db = env.tdb.database.db;
    const runs = await db.select({ id: t.runs.id, status: t.runs.status }).from(t.runs);
    for (const run of runs) {
      const terminal = ['completed', 'failed', 'cancelled', 'interrupted'].includes(run.status);
      expect(await new ReportService().materialise(db, run.id, run.status)).toBe(terminal);
    }
    logger.reset();
    expect(await new ReportService().materialise(db, RUN, 'completed')).toBe(true);
    expect(logger.statements.some((s) => /from "calls"/i.test(s))).toBe(false);
  });

  it('a correction makes the snapshot stale: the next report is the corrected one', async () => {
    const db = env.tdb.database.db;
    const correction = withJournal(
      join(H, 'journal.reconciled.sqlite3'),
      (j) =>
        j.prepare('SELECT * FROM accounting_corrections WHERE run_id = ? ORDER BY rowid DESC LIMIT 1').get(RUN) as {
          id: string;
          created_at: string;
          evidence_sha256: string;
          data: string;
        },
    );
    await db.insert(t.accountingCorrections).values({
      id: correction.id,
      runId: RUN,
      createdAt: correction.created_at,
      evidenceSha256: correction.evidence_sha256,
      data: JSON.parse(correction.data),
    });
    const report = await new ReportService().report(db, RUN, 'completed');
    expectSameByValue(report?.document, readJson(join(H, `report-${RUN}.reconciled.json`)), { allowExtra: allowReportAddition });
    expect((await report?.accountingCorrection(db))?.id).toBe(correction.id);
    // And the rewritten snapshot serves the corrected report to the next fresh service.
    const again = await new ReportService().report(db, RUN, 'completed');
    expect(again?.document).toEqual(report?.document);
  });
});

describe('materialised run totals', () => {
  it('equal live counts for every run and filter, and follow a new event', async () => {
    const db = env.tdb.database.db;
    const runs = await db.select({ id: t.runs.id, status: t.runs.status }).from(t.runs);
    expect(runs.length).toBeGreaterThan(1);
    const live = sorted(
      await resultStatusCounts(
        db,
        runs.map((r) => r.id),
      ),
    );
    expect(
      sorted(
        await progressStatusCounts(
          db,
          runs.map((r) => r.id),
        ),
      ),
    ).toEqual(live);
    expect(
      sorted(
        await progressStatusCounts(
          db,
          runs.map((r) => r.id),
        ),
      ),
    ).toEqual(live);
    for (const run of runs) {
      const [calls] = await db.select({ n: count() }).from(t.calls).where(eq(t.calls.runId, run.id));
      expect(await countCalls(db, run, {})).toBe(calls?.n);
      const [subject] = await db
        .select({ n: count() })
        .from(t.calls)
        .where(and(eq(t.calls.runId, run.id), eq(t.calls.role, 'subject')));
      expect(await countCalls(db, run, { roles: ['subject'] })).toBe(subject?.n);
      const [events] = await db.select({ n: count() }).from(t.events).where(eq(t.events.runId, run.id));
      expect(await countEvents(db, run, null)).toBe(events?.n);
    }
    const run = runs[0]!;
    const before = await countEvents(db, run, null);
    await db.insert(t.events).values({ runId: run.id, at: sql`now()`, kind: 'running', data: {} });
    expect(await countEvents(db, run, null)).toBe(before + 1);
    expect(await countEvents(db, run, ['running'])).toBe(await countEvents(db, { ...run, status: 'running' }, ['running']));
  });
});
