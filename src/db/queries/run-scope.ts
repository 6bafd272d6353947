// Keyset pages of one run's rows (calls, events) ordered by the global `seq`. With
// `run_id = $1` the planner may walk the global seq index and filter by run, which reads
// every later run's rows first (25 ms for the last calls page of an older run). Written as
// `run_id = ANY(ARRAY[$1])` and ordered by (run_id, seq), only the (run_id, …, seq) indexes
// give the order, so a page reads its own rows only. Same rows, same order.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export function runIs(column: AnyPgColumn, runId: string): SQL {
  return sql`${column} = ANY(ARRAY[${runId}]::text[])`;
}

/** The leading ORDER BY term; its direction follows the page's so one index scan serves it. */
export function runOrder(column: AnyPgColumn, backward: boolean): SQL {
  return sql`${column} ${sql.raw(backward ? 'DESC' : 'ASC')}`;
}
