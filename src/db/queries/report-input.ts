// Everything one report reads (docs/reports.md "Inputs"), from the store, in the orders it needs.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ReportContext } from '../../domain/report/accumulator.ts';
import type { AccountingCorrection, CallSummary, ChildAttempt, ReportInput, ResultData, RunRecord } from '../../domain/report/input.ts';
import { accountingCorrectionDocument } from '../documents/accounting-correction.ts';
import { frozenManifestDocument } from '../documents/frozen-manifest.ts';
import { jsonObject } from '../documents/json.ts';
import { parseDocument } from '../documents/parse.ts';
import { progressFromCounts } from '../../domain/run/progress.ts';
import type { DbOrTx } from '../client.ts';
import { accountingCorrections, calls, events, results, runProvenance, runs } from '../schema.ts';
import { toIsoMicros } from '../timestamps.ts';
import { resultStatusCounts } from './runs.ts';
import { rowsOf } from '../rows.ts';
import { runIs } from './run-scope.ts';

/** What decides whether a kept report is still current (the inputs of docs/reports.md "Inputs" that can change). */
export async function reportVersion(db: DbOrTx, runId: string): Promise<string | null> {
  const [row] = rowsOf<{ updated_at: string; correction: number | string | null; children: string | null }>(
    await db.execute(sql`
    SELECT r.updated_at::text AS updated_at,
      (SELECT max(${accountingCorrections.seq}) FROM ${accountingCorrections} WHERE ${accountingCorrections.runId} = ${runId}) AS correction,
      (SELECT string_agg(c.id || ':' || c.status || ':' || c.updated_at::text, ',' ORDER BY c.created_at, c.id)
         FROM ${runs} c WHERE c.parent_run_id = ${runId}) AS children
    FROM ${runs} r WHERE r.id = ${runId}`),
  );
  return row ? `${row.updated_at}|${row.correction ?? ''}|${row.children ?? ''}` : null;
}

/** The newest accounting correction of a run (the one in force), or null. */
export async function newestCorrection(db: DbOrTx, runId: string): Promise<AccountingCorrection | null> {
  const [correction] = await db
    .select({ data: accountingCorrections.data })
    .from(accountingCorrections)
    .where(eq(accountingCorrections.runId, runId))
    .orderBy(desc(accountingCorrections.seq))
    .limit(1);
  return correction ? parseDocument(accountingCorrectionDocument, correction.data, `The accounting correction of run ${runId}`) : null;
}

export async function resultData(db: DbOrTx, runId: string): Promise<ResultData[]> {
  const rows = await db.select({ data: results.data }).from(results).where(eq(results.runId, runId)).orderBy(asc(results.caseId), asc(results.targetId));
  return rows.map((r) => r.data);
}

export async function loadReportInput(db: DbOrTx, runId: string): Promise<ReportInput | null> {
  const [run] = await db.select().from(runs).where(eq(runs.id, runId));
  if (!run) return null;
  const manifest = parseDocument(frozenManifestDocument, JSON.parse(run.manifest), `The manifest of run ${runId}`);

  // The transport `activity` checkpoint is the one summary field no report reads: leave it in
  // the database. Each parsed summary becomes the call summary in place (assigning keys keeps
  // the spread's key order), so the run's calls are never held twice. Summaries are checked
  // when written; a run has thousands, so they are not parsed again here.
  const callRows = await db
    .select({
      id: calls.id,
      caseId: calls.caseId,
      targetId: calls.targetId,
      role: calls.role,
      status: calls.status,
      summary: sql`${calls.summary} - 'activity'`.mapWith(calls.summary),
    })
    .from(calls)
    .where(runIs(calls.runId, runId))
    .orderBy(asc(calls.runId), asc(calls.seq));
  const callSummaries = callRows.map(
    (c): CallSummary => Object.assign(c.summary, { id: c.id, case_id: c.caseId, target_id: c.targetId, role: c.role, status: c.status }),
  );
  callRows.length = 0;

  const context = await reportContext(db, {
    id: run.id,
    owner: run.owner,
    status: run.status,
    error: run.error,
    manifest,
    created_at: toIsoMicros(run.createdAt),
    updated_at: toIsoMicros(run.updatedAt),
  });
  return { ...context, results: await resultData(db, runId), calls: callSummaries };
}

/**
 * What a report reads besides the results and calls (docs/reports.md "Inputs"): the earliest failure
 * event, runner provenance, the correction in force, recovery children and, for a replay, the
 * preview's results. A fixed number of statements, whatever the size of the run.
 */
export async function reportContext(db: DbOrTx, run: RunRecord): Promise<ReportContext> {
  const runId = run.id;
  const [failure] = await db
    .select({ data: events.data })
    .from(events)
    .where(and(runIs(events.runId, runId), eq(events.kind, 'failure_observed')))
    .orderBy(asc(events.runId), asc(events.seq))
    .limit(1);
  const [provenance] = await db.select({ data: runProvenance.data }).from(runProvenance).where(eq(runProvenance.runId, runId));
  const correction = await newestCorrection(db, runId);

  const childRows = await db
    .select({ id: runs.id, status: runs.status, plannedCells: runs.plannedCells })
    .from(runs)
    .where(eq(runs.parentRunId, runId))
    .orderBy(asc(runs.createdAt), asc(runs.id));
  const childCounts = await resultStatusCounts(
    db,
    childRows.map((c) => c.id),
  );
  const children: ChildAttempt[] = childRows.map((child) => {
    const { pending: _pending, ...progress } = progressFromCounts(
      child.plannedCells,
      childCounts.filter((c) => c.runId === child.id),
    );
    return { id: child.id, status: child.status, progress };
  });

  const manifest = run.manifest;
  const previewRunId = manifest.mode === 'replay' ? manifest.replay_sources?.preview_run_id : null;
  return {
    run,
    failureObserved: failure ? parseDocument(jsonObject, failure.data, `The failure event of run ${runId}`) : null,
    provenance: provenance ? parseDocument(jsonObject, provenance.data, `The provenance of run ${runId}`) : null,
    accountingCorrection: correction,
    children,
    replayPreviewResults: typeof previewRunId === 'string' ? await resultData(db, previewRunId) : null,
  };
}
