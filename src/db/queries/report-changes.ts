// What changed in a run since an active report last read it (docs/reports.md "Active runs: kept current from what changed").
// Every insert and update of a result or call stamps the writing transaction (`written_xid`,
// migration 0005). A read remembers the oldest transaction its snapshot could not see yet
// (the snapshot's xmin): every row it missed was written by that transaction or a later one,
// so the next read takes the rows stamped at or after it. Rows seen twice are simply put
// again. One repeatable-read transaction gives every statement the same snapshot.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { ReportContext } from '../../domain/report/accumulator.ts';
import type { CallSummary, Manifest, ResultData } from '../../domain/report/input.ts';
import type { Db } from '../client.ts';
import { frozenManifestDocument } from '../documents/frozen-manifest.ts';
import { parseDocument } from '../documents/parse.ts';
import { calls, results, runs } from '../schema.ts';
import { toIsoMicros } from '../timestamps.ts';
import { reportContext } from './report-input.ts';
import { runIs } from './run-scope.ts';

/** Reads every row: no transaction id is below it. */
export const FIRST_READ = '0';

export interface ReportChanges {
  /** Pass to the next read: rows stamped at or after it were not all visible to this one. */
  watermark: string;
  context: ReportContext;
  /** Results written at or after `since` (results order). */
  results: ResultData[];
  /** Calls written at or after `since`, with their stored sequence numbers, by sequence. */
  calls: { seq: number; call: CallSummary }[];
}

/**
 * The run and its rows written since `since` (FIRST_READ for all). `manifest` is the run's
 * parsed manifest when the caller has it: a frozen manifest never changes, so it is read and
 * parsed once. A fixed number of statements, whatever the size of the run; calls are read as
 * their report facts, never as summary documents. Null when the run does not exist.
 */
export async function readReportChanges(db: Db, runId: string, since: string, manifest: Manifest | null): Promise<ReportChanges | null> {
  return db.transaction(
    async (tx) => {
      const [run] = await tx
        .select({
          xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
          owner: runs.owner,
          status: runs.status,
          error: runs.error,
          createdAt: runs.createdAt,
          updatedAt: runs.updatedAt,
          manifest: manifest === null ? runs.manifest : sql<null>`NULL`,
        })
        .from(runs)
        .where(eq(runs.id, runId));
      if (!run) return null;
      const frozen = manifest ?? parseDocument(frozenManifestDocument, JSON.parse(run.manifest ?? 'null'), `The manifest of run ${runId}`);
      const context = await reportContext(tx, {
        id: runId,
        owner: run.owner,
        status: run.status,
        error: run.error,
        manifest: frozen,
        created_at: toIsoMicros(run.createdAt),
        updated_at: toIsoMicros(run.updatedAt),
      });
      const changedResults = await tx
        .select({ data: results.data })
        .from(results)
        .where(and(eq(results.runId, runId), gte(results.writtenXid, sql`${since}::xid8`)))
        .orderBy(asc(results.caseId), asc(results.targetId));
      const changedCalls = await tx
        .select({
          seq: calls.seq,
          id: calls.id,
          caseId: calls.caseId,
          targetId: calls.targetId,
          role: calls.role,
          status: calls.status,
          facts: calls.reportFacts,
        })
        .from(calls)
        .where(and(runIs(calls.runId, runId), gte(calls.writtenXid, sql`${since}::xid8`)))
        .orderBy(asc(calls.seq));
      return {
        watermark: run.xmin,
        context,
        results: changedResults.map((row) => row.data),
        calls: changedCalls.map((c) => ({
          seq: c.seq,
          call: Object.assign(c.facts ?? {}, { id: c.id, case_id: c.caseId, target_id: c.targetId, role: c.role, status: c.status }),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
