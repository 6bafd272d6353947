// Row counts of terminal runs, materialised on first read (README "Stored reports and counts"): list totals and progress
// read one small row instead of counting tens of thousands. A terminal run gains no calls and
// no result rows (inserts need a `running` run) and every status change touches `updated_at`;
// events may still be appended (corrections), so the newest call and event seq are part of
// the key too. Active runs are counted live: their numbers change by the second.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { TERMINAL_RUN_STATUSES } from '../../domain/run/status.ts';
import { parseDocument } from '../documents/parse.ts';
import { callCountsDocument, countsByKeyDocument, type CallCountRow, type CountsByKey } from '../documents/run-totals.ts';
import { rowsOf } from '../rows.ts';
import { calls, events, results, runs, runTotals } from '../schema.ts';

export type { CallCountRow };

export interface RunTotals {
  calls: CallCountRow[];
  events: CountsByKey;
  results: CountsByKey;
}

interface TotalsRow {
  run_id: string;
  calls: unknown;
  events: unknown;
  results: unknown;
}

/** jsonb comes back parsed from postgres.js and PGlite alike; text only from old drivers. */
function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

// `run_id = ANY(ARRAY[id])` with `ORDER BY run_id, seq`: the planner then walks the run's own
// (run_id, seq) index backwards instead of the global seq index filtered by run.
const newestSeq = (table: typeof calls | typeof events) =>
  sql`coalesce((SELECT x.seq FROM ${table} x WHERE x.run_id = ANY(ARRAY[r.id]) ORDER BY x.run_id DESC, x.seq DESC LIMIT 1), 0)`;

/**
 * Totals of the terminal runs among `runIds` (run id → totals); active and unknown runs are
 * left out, so callers count those live. One statement whatever the page: it probes each
 * run's key, counts the runs whose stored totals are missing or stale, stores those and
 * returns every terminal run's totals. Keys are probed in the same snapshot as the counts.
 */
export async function terminalRunTotals(db: DbOrTx, runIds: readonly string[]): Promise<Map<string, RunTotals>> {
  const out = new Map<string, RunTotals>();
  const ids = [...new Set(runIds)];
  if (ids.length === 0) return out;
  const rows = rowsOf<TotalsRow>(
    await db.execute(sql`
    WITH probe AS (
      SELECT r.id, r.updated_at::text AS updated_at, ${newestSeq(calls)} AS calls_seq, ${newestSeq(events)} AS events_seq
      FROM ${runs} r
      WHERE r.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND r.status IN (${sql.join(
          [...TERMINAL_RUN_STATUSES].map((s) => sql`${s}`),
          sql`, `,
        )})
    ), stale AS (
      SELECT p.* FROM probe p LEFT JOIN ${runTotals} t ON t.run_id = p.id
      WHERE t.run_id IS NULL OR t.updated_at <> p.updated_at OR t.calls_seq <> p.calls_seq OR t.events_seq <> p.events_seq
    ), counted AS (
      SELECT s.id AS run_id, s.updated_at, s.calls_seq, s.events_seq,
        coalesce((SELECT jsonb_agg(jsonb_build_array(g.role, g.status, g.target_id, g.n) ORDER BY g.role, g.status, g.target_id)
          FROM (SELECT role, status, target_id, count(*)::int AS n FROM ${calls} WHERE run_id = s.id GROUP BY 1, 2, 3) g), '[]'::jsonb) AS calls,
        coalesce((SELECT jsonb_object_agg(g.kind, g.n)
          FROM (SELECT kind, count(*)::int AS n FROM ${events} WHERE run_id = s.id GROUP BY 1) g), '{}'::jsonb) AS events,
        coalesce((SELECT jsonb_object_agg(g.status, g.n)
          FROM (SELECT status, count(*)::int AS n FROM ${results} WHERE run_id = s.id GROUP BY 1) g), '{}'::jsonb) AS results
      FROM stale s
    ), saved AS (
      INSERT INTO ${runTotals} (run_id, updated_at, calls_seq, events_seq, calls, events, results)
      SELECT run_id, updated_at, calls_seq, events_seq, calls, events, results FROM counted
      ON CONFLICT (run_id) DO UPDATE SET updated_at = EXCLUDED.updated_at, calls_seq = EXCLUDED.calls_seq,
        events_seq = EXCLUDED.events_seq, calls = EXCLUDED.calls, events = EXCLUDED.events, results = EXCLUDED.results
      RETURNING run_id
    )
    SELECT run_id, calls, events, results FROM counted
    UNION ALL
    SELECT t.run_id, t.calls, t.events, t.results FROM probe p JOIN ${runTotals} t ON t.run_id = p.id
    WHERE NOT EXISTS (SELECT 1 FROM stale s WHERE s.id = p.id)`),
  );
  for (const row of rows) {
    // A page's runs at most, each a few small arrays: cheap to check as they are read.
    out.set(row.run_id, {
      calls: parseDocument(callCountsDocument, jsonOf(row.calls), `Call totals of run ${row.run_id}`),
      events: parseDocument(countsByKeyDocument, jsonOf(row.events), `Event totals of run ${row.run_id}`),
      results: parseDocument(countsByKeyDocument, jsonOf(row.results), `Result totals of run ${row.run_id}`),
    });
  }
  return out;
}
