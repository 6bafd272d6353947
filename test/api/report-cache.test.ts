// A terminal run's report is computed once and kept until its accounting changes; an active
// run's report is always current (issue: report caching).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { allowReportAddition, expectSameByValue } from '../helpers/by-value.ts';
import { CountingLogger } from '../helpers/database.ts';
import { scenarioPath, withJournal } from '../helpers/fixtures.ts';
import { useImportedApi } from '../helpers/setup.ts';

const logger = new CountingLogger();
const env = useImportedApi(['h_reconciliation', 'b3_inflight_interrupted'], { logger });
const H = scenarioPath('h_reconciliation');
const RUN = 'run-255784be866c4954bb59';
const REPORT = `query Test_Report($id: ID!) { run(id: $id) { reportDocument } }`;
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('terminal runs', () => {
  it('are computed once: a repeat reads only the run and its version', async () => {
    const first = await env.api.gql(REPORT, { id: RUN });
    expect(first.errors).toBeUndefined();
    logger.reset();
    const again = await env.api.gql(REPORT, { id: RUN });
    expect(again.data.run.reportDocument).toEqual(first.data.run.reportDocument);
    // The run row and one version statement; no results or calls are read again.
    expect(logger.statements.length, logger.statements.join('\n')).toBe(2);
  });

  it('a new accounting correction is reflected at once', async () => {
    expectSameByValue((await env.api.gql(REPORT, { id: RUN })).data.run.reportDocument, readJson(join(H, `report-${RUN}.json`)), {
      allowExtra: allowReportAddition,
    });
    const correction = withJournal(
      join(H, 'journal.reconciled.sqlite3'),
      (db) =>
        db.prepare('SELECT * FROM accounting_corrections WHERE run_id = ? ORDER BY rowid DESC LIMIT 1').get(RUN) as {
          id: string;
          created_at: string;
          evidence_sha256: string;
          data: string;
        },
    );
    await env.tdb.database.db.insert(t.accountingCorrections).values({
      id: correction.id,
      runId: RUN,
      createdAt: correction.created_at,
      evidenceSha256: correction.evidence_sha256,
      data: JSON.parse(correction.data),
    });
    const after = await env.api.gql(REPORT, { id: RUN });
    expectSameByValue(after.data.run.reportDocument, readJson(join(H, `report-${RUN}.reconciled.json`)), { allowExtra: allowReportAddition });
  });
});

describe('active runs', () => {
  it('are recomputed on every request', async () => {
    const id = 'run-16ecb4d447d542f18f04';
    // Put the imported (interrupted) run back into `running` to stand for an active one.
    await env.tdb.database.db.update(t.runs).set({ status: 'running' }).where(eq(t.runs.id, id));
    await env.api.gql(REPORT, { id });
    logger.reset();
    await env.api.gql(REPORT, { id });
    expect(logger.statements.some((s) => /from "calls"/i.test(s))).toBe(true);
  });
});
