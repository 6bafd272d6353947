// What recovery reads (docs/runs.md "Recovery runs"): the parent's exact manifest and call texts, its result
// statuses, its claims and its newest accounting correction; the run bound to a recover key;
// and the lineage children of a run, newest last (created_at, id).
import { and, asc, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { keysetQuery, toPage, type KeysetOrder, type Page, type PageRequest } from '../keyset.ts';
import { rowsOf } from '../rows.ts';
import { accountingCorrections, calls, recoveryClaims, results, runs } from '../schema.ts';
import type { RunRecord } from './runs.ts';

/** The run stored under `(owner, request_key)`, with its manifest text, or null. */
export async function runByOwnerKey(db: DbOrTx, owner: string, key: string): Promise<{ id: string; manifest: string } | null> {
  const [row] = await db
    .select({ id: runs.id, manifest: runs.manifest })
    .from(runs)
    .where(and(eq(runs.owner, owner), eq(runs.requestKey, key)));
  return row ?? null;
}

export interface RecoveryCallText {
  id: string;
  caseId: string;
  targetId: string;
  role: string;
  status: string;
  /** The stored receipt text, byte-exact. */
  data: string;
}

export interface RecoveryParentRows {
  results: { caseId: string; targetId: string; status: string }[];
  /** In insertion order. */
  calls: RecoveryCallText[];
  claims: { caseId: string; targetId: string; childRunId: string }[];
  /** The newest correction's stored JSON as text (numeric lexemes as Postgres keeps them), or null. */
  correctionText: string | null;
}

/** Everything `recoveryPlan` reads about a parent besides its manifest. */
export async function recoveryParentRows(db: DbOrTx, runId: string): Promise<RecoveryParentRows> {
  const resultRows = await db
    .select({ caseId: results.caseId, targetId: results.targetId, status: results.status })
    .from(results)
    .where(eq(results.runId, runId))
    .orderBy(asc(results.caseId), asc(results.targetId));
  const callRows = await db
    .select({
      id: calls.id,
      caseId: calls.caseId,
      targetId: calls.targetId,
      role: calls.role,
      status: calls.status,
      data: calls.data,
    })
    .from(calls)
    .where(eq(calls.runId, runId))
    .orderBy(asc(calls.seq));
  const claimRows = await db
    .select({ caseId: recoveryClaims.caseId, targetId: recoveryClaims.targetId, childRunId: recoveryClaims.childRunId })
    .from(recoveryClaims)
    .where(eq(recoveryClaims.parentRunId, runId))
    .orderBy(asc(recoveryClaims.seq));
  const [correction] = rowsOf<{ data: string }>(
    await db.execute(sql`
    SELECT ${accountingCorrections.data}::text AS data FROM ${accountingCorrections}
    WHERE ${accountingCorrections.runId} = ${runId} ORDER BY ${accountingCorrections.seq} DESC LIMIT 1`),
  );
  return { results: resultRows, calls: callRows, claims: claimRows, correctionText: correction?.data ?? null };
}

/**
 * Writes a child's claims; a cell another child holds is skipped (unique forever, docs/runs.md "The child run").
 * Returns how many rows were written: fewer than given means the cell set was taken.
 */
export async function insertRecoveryClaims(
  tx: DbOrTx,
  rows: readonly { parentRunId: string; caseId: string; targetId: string; childRunId: string }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(recoveryClaims)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ caseId: recoveryClaims.caseId });
  return written.length;
}

// ---------------------------------------------------------------------------------------------
// Lineage children (docs/runs.md "Lineage"): runs whose recovery parent is this run, oldest first.

// Everything but the manifest text, like the runs list (docs/runs.md "What is stored").
const { manifest: _manifest, ...listColumns } = getTableColumns(runs);

export const CHILD_ORDER: KeysetOrder = {
  columns: [runs.createdAt, runs.id],
  casts: ['timestamptz', null],
  direction: 'asc',
};

function childFilter(parentRunId: string, owner: string | null): SQL | undefined {
  return and(eq(runs.parentRunId, parentRunId), owner ? eq(runs.owner, owner) : undefined);
}

/** One keyset page of a run's recovery children; `owner` limits them to one actor's runs. */
export async function listChildRuns(db: DbOrTx, parentRunId: string, owner: string | null, page: PageRequest): Promise<Page<RunRecord>> {
  const q = keysetQuery(CHILD_ORDER, page, childFilter(parentRunId, owner));
  const rows = await db
    .select(listColumns)
    .from(runs)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit);
  return toPage(page, rows);
}

export async function countChildRuns(db: DbOrTx, parentRunId: string, owner: string | null): Promise<number> {
  const [row] = await db.select({ n: count() }).from(runs).where(childFilter(parentRunId, owner));
  return row?.n ?? 0;
}
