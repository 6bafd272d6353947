// The statements of an import (`sr-bench import`): checks against what is stored and the rows it
// writes, all inside the importer's one transaction. The importer decides; these touch rows.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { rowsOf } from '../rows.ts';
import * as t from '../schema.ts';

const CHUNK = 500;

export async function insertChunked<T extends PgTable>(tx: DbOrTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** Streams rows through `map` into `table` in chunks, keeping source order. */
export async function copyRows<S, T extends PgTable>(
  tx: DbOrTx,
  table: T,
  source: Iterable<S>,
  map: (row: S) => T['$inferInsert'] | null,
  onChunk: (n: number) => void,
): Promise<number> {
  let batch: T['$inferInsert'][] = [];
  let total = 0;
  for (const row of source) {
    const mapped = map(row);
    if (!mapped) continue;
    batch.push(mapped);
    if (batch.length >= CHUNK) {
      await tx.insert(table).values(batch);
      total += batch.length;
      onChunk(total);
      batch = [];
    }
  }
  if (batch.length > 0) {
    await tx.insert(table).values(batch);
    total += batch.length;
    onChunk(total);
  }
  return total;
}

/** True when a journal file with this digest was imported before. */
export async function importedBefore(db: DbOrTx, sourceSha256: string): Promise<boolean> {
  const seen = await db.select({ seq: t.imports.seq }).from(t.imports).where(eq(t.imports.sourceSha256, sourceSha256)).limit(1);
  return seen.length > 0;
}

/** The import digests of those runs that exist already (null for a run not imported). */
export async function storedImportDigests(db: DbOrTx, runIds: readonly string[]): Promise<Map<string, string | null>> {
  const existing = new Map<string, string | null>();
  for (let i = 0; i < runIds.length; i += CHUNK) {
    const rows = await db
      .select({ id: t.runs.id, digest: t.runs.importDigest })
      .from(t.runs)
      .where(inArray(t.runs.id, runIds.slice(i, i + CHUNK)));
    for (const row of rows) existing.set(row.id, row.digest);
  }
  return existing;
}

/**
 * Prepares the import's transaction: large stores may need long statements (an operator's job,
 * not a request), and call receipts compress several times faster with lz4 where the server has
 * it (Postgres ≥ 14 built with lz4; not PGlite). Only this transaction is affected.
 */
export async function prepareImportTransaction(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SET LOCAL statement_timeout = 0`);
  const [row] = rowsOf<{ lz4: boolean }>(await tx.execute(sql`SELECT 'lz4' = ANY(enumvals) AS lz4 FROM pg_settings WHERE name = 'default_toast_compression'`));
  if (row?.lz4) await tx.execute(sql`SET LOCAL default_toast_compression = 'lz4'`);
}

/** The first of these call ids that is already stored, with its run; null when all are free. */
export async function firstStoredCall(tx: DbOrTx, callIds: readonly string[]): Promise<{ id: string; runId: string } | null> {
  for (let i = 0; i < callIds.length; i += CHUNK) {
    const [taken] = await tx
      .select({ id: t.calls.id, runId: t.calls.runId })
      .from(t.calls)
      .where(inArray(t.calls.id, callIds.slice(i, i + CHUNK)))
      .limit(1);
    if (taken) return taken;
  }
  return null;
}

/** The child run that already claims a parent's cell, or null. */
export async function storedClaim(tx: DbOrTx, parentRunId: string, caseId: string, targetId: string): Promise<string | null> {
  const [row] = await tx
    .select({ child: t.recoveryClaims.childRunId })
    .from(t.recoveryClaims)
    .where(and(eq(t.recoveryClaims.parentRunId, parentRunId), eq(t.recoveryClaims.caseId, caseId), eq(t.recoveryClaims.targetId, targetId)));
  return row?.child ?? null;
}

export async function storedExperiment(tx: DbOrTx, id: string): Promise<typeof t.experiments.$inferSelect | null> {
  const [row] = await tx.select().from(t.experiments).where(eq(t.experiments.id, id));
  return row ?? null;
}

export async function storedMembership(tx: DbOrTx, experimentId: string, runId: string): Promise<typeof t.experimentRuns.$inferSelect | null> {
  const [row] = await tx
    .select()
    .from(t.experimentRuns)
    .where(and(eq(t.experimentRuns.experimentId, experimentId), eq(t.experimentRuns.runId, runId)));
  return row ?? null;
}

export async function storedDeletion(tx: DbOrTx, id: string): Promise<typeof t.experimentDeletions.$inferSelect | null> {
  const [row] = await tx.select().from(t.experimentDeletions).where(eq(t.experimentDeletions.id, id));
  return row ?? null;
}

/** The import's own record (its digest makes a second import of the same file a no-op). */
export async function recordImport(tx: DbOrTx, row: typeof t.imports.$inferInsert): Promise<void> {
  await tx.insert(t.imports).values(row);
}

/**
 * A bulk load leaves the planner guessing about the new rows until autovacuum samples them
 * (PGlite has none), and a guess can turn a keyset page into a scan of the whole run.
 */
export async function analyzeImportedTables(db: DbOrTx): Promise<void> {
  await db.execute(sql`ANALYZE runs, results, calls, events`);
}
