/**
 * The failure helpers against the fixture journals: the run `error` text is the summary of
 * the first observed failure, and saved results reproduce that failure (docs/reports.md "Failure reasons").
 */
import { readdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { failureSummary } from '../../../src/domain/failures/failure-summary.ts';
import { firstSavedFailure } from '../../../src/domain/failures/first-saved-failure.ts';
import type { SavedResultRow } from '../../../src/domain/failures/first-saved-failure.ts';

const FIXTURES = new URL('../../fixtures/srbench/', import.meta.url);

interface FailedRun {
  label: string;
  error: string;
  observed: { case_id: string; target_id: string; reason: string; inferred_from_saved_results: boolean };
  results: SavedResultRow[];
}

function failedRuns(): FailedRun[] {
  const runs: FailedRun[] = [];
  for (const scenario of readdirSync(FIXTURES).sort()) {
    let journal: URL;
    try {
      if (!readdirSync(new URL(`${scenario}/`, FIXTURES)).includes('journal.sqlite3')) continue;
      journal = new URL(`${scenario}/journal.sqlite3`, FIXTURES);
    } catch {
      continue;
    }
    const db = new Database(journal.pathname, { readonly: true, fileMustExist: true });
    try {
      const rows = db
        .prepare(
          `SELECT r.id, r.error, e.data FROM runs r JOIN events e ON e.run_id = r.id AND e.kind = 'failure_observed'
           WHERE r.error IS NOT NULL ORDER BY r.id, e.seq`,
        )
        .all() as { id: string; error: string; data: string }[];
      for (const row of rows) {
        const results = (db.prepare('SELECT data FROM results WHERE run_id = ? ORDER BY case_id, target_id').all(row.id) as { data: string }[]).map(
          (r) => JSON.parse(r.data) as SavedResultRow,
        );
        runs.push({ label: `${scenario} ${row.id}`, error: row.error, observed: JSON.parse(row.data) as FailedRun['observed'], results });
      }
    } finally {
      db.close();
    }
  }
  return runs;
}

const runs = failedRuns();

describe('failure summary and saved failures over the fixture journals', () => {
  it('finds the failed runs', () => expect(runs.length).toBeGreaterThanOrEqual(8));

  it.each(runs.map((r) => [r.label, r] as const))('%s', (_label, run) => {
    expect(failureSummary(run.observed)).toBe(run.error);
    expect(firstSavedFailure(run.results)).toStrictEqual({ ...run.observed, inferred_from_saved_results: true });
  });
});
