// The journal tables the importer copies in bulk (db/bulk-insert.ts): each source row with the
// values derived from it (parsed and re-serialised JSON, the call summary), column by column.
import * as t from '../db/schema.ts';
import { bulkInsertSql, type BulkTable, type InsertPipeline } from '../db/bulk-insert.ts';
import type { SourceCall, SourceEvent, SourceProvenance, SourceResult } from './journal.ts';

/** Rows per statement, and a byte bound so chunks of large calls stay a few MB. */
const CHUNK_ROWS = 1_000;
const CHUNK_BYTES = 8 * 1024 * 1024;

export interface ResultRow {
  row: SourceResult;
  benchmark: string | null;
  data: string;
}
export interface CallRow {
  row: SourceCall;
  summary: string;
}
export interface EventRow {
  row: SourceEvent;
  data: string;
}
export interface ProvenanceRow {
  row: SourceProvenance;
  data: string;
}

export const RESULT_ROWS: BulkTable<ResultRow> = {
  table: t.results,
  columns: [
    { key: 'runId', cast: 'text', value: (r) => r.row.run_id },
    { key: 'caseId', cast: 'text', value: (r) => r.row.case_id },
    { key: 'targetId', cast: 'text', value: (r) => r.row.target_id },
    { key: 'status', cast: 'text', value: (r) => r.row.status },
    { key: 'benchmark', cast: 'text', value: (r) => r.benchmark },
    { key: 'data', cast: 'jsonb', value: (r) => r.data, packed: true },
  ],
};

export const CALL_ROWS: BulkTable<CallRow> = {
  table: t.calls,
  columns: [
    { key: 'id', cast: 'text', value: (c) => c.row.id },
    { key: 'runId', cast: 'text', value: (c) => c.row.run_id },
    { key: 'caseId', cast: 'text', value: (c) => c.row.case_id },
    { key: 'targetId', cast: 'text', value: (c) => c.row.target_id },
    { key: 'role', cast: 'text', value: (c) => c.row.role },
    { key: 'status', cast: 'text', value: (c) => c.row.status },
    // The receipt stays the journal's exact text (reconciliation re-hashes it).
    { key: 'data', cast: 'text', value: (c) => c.row.data, packed: true },
    { key: 'summary', cast: 'jsonb', value: (c) => c.summary, packed: true },
  ],
};

export const EVENT_ROWS: BulkTable<EventRow> = {
  table: t.events,
  columns: [
    { key: 'runId', cast: 'text', value: (e) => e.row.run_id },
    { key: 'at', cast: 'timestamptz', value: (e) => e.row.at },
    { key: 'kind', cast: 'text', value: (e) => e.row.kind },
    { key: 'data', cast: 'jsonb', value: (e) => e.data, packed: true },
  ],
};

export const PROVENANCE_ROWS: BulkTable<ProvenanceRow> = {
  table: t.runProvenance,
  columns: [
    { key: 'runId', cast: 'text', value: (p) => p.row.run_id },
    { key: 'data', cast: 'jsonb', value: (p) => p.data, packed: true },
  ],
};

/** Approximate bytes a mapped row adds to a statement (its text values). */
function rowBytes<R>(spec: BulkTable<R>, row: R): number {
  let bytes = 0;
  for (const column of spec.columns) bytes += column.value(row)?.length ?? 0;
  return bytes;
}

/** Streams `source` through `map` into the pipeline in bounded chunks, keeping source order. */
export async function copyBulk<S, R>(
  pipeline: InsertPipeline,
  spec: BulkTable<R>,
  source: Iterable<S>,
  map: (row: S) => R | null,
  onChunk: (n: number) => void,
): Promise<number> {
  let batch: R[] = [];
  let bytes = 0;
  let total = 0;
  const flush = async () => {
    await pipeline.send(bulkInsertSql(spec, batch));
    total += batch.length;
    onChunk(total);
    batch = [];
    bytes = 0;
  };
  for (const row of source) {
    const mapped = map(row);
    if (!mapped) continue;
    batch.push(mapped);
    bytes += rowBytes(spec, mapped);
    if (batch.length >= CHUNK_ROWS || bytes >= CHUNK_BYTES) await flush();
  }
  if (batch.length > 0) await flush();
  return total;
}
