/**
 * Graded cells of the fixture journals (`test/fixtures/srbench/<scenario>/journal*.sqlite3`), read with
 * better-sqlite3: each completed result with its case (from the run manifest), the run's
 * benchmark options and the cell's calls in rowid order.
 */
import { readdirSync } from 'node:fs';
import { FIXTURES, withJournal } from '../../helpers/fixtures.ts';

export interface StoredCall {
  id: string;
  role: string;
  status: string;
  data: Record<string, unknown>;
}

export interface JournalCell {
  journal: string;
  runId: string;
  runStatus: string;
  mode: string;
  planSha256: string;
  caseId: string;
  targetId: string;
  status: string;
  testCase: { id: string; benchmark: string; messages?: { role: string; content?: unknown }[]; answer?: unknown; metadata?: Record<string, unknown> };
  benchmarkOptions: Record<string, unknown>;
  result: Record<string, unknown>;
  calls: StoredCall[];
}

/** Every `journal*.sqlite3` under the fixtures, as `<scenario>/<file>`. */
export function journalFiles(): string[] {
  const files: string[] = [];
  for (const scenario of readdirSync(FIXTURES).sort()) {
    let entries: string[];
    try {
      entries = readdirSync(`${FIXTURES}${scenario}`);
    } catch {
      continue;
    }
    for (const name of entries.sort()) if (/^journal.*\.sqlite3$/.test(name)) files.push(`${scenario}/${name}`);
  }
  return files;
}

interface RunRow {
  id: string;
  status: string;
  manifest: string;
}

export function journalCells(journal: string): JournalCell[] {
  return withJournal(`${FIXTURES}${journal}`, (db) => {
    const cells: JournalCell[] = [];
    const runs = db.prepare('SELECT id, status, manifest FROM runs ORDER BY created_at, id').all() as RunRow[];
    for (const run of runs) {
      const manifest = JSON.parse(run.manifest) as {
        mode: string;
        plan_sha256: string;
        cases: JournalCell['testCase'][];
        benchmark_options?: Record<string, Record<string, unknown>>;
      };
      const cases = new Map(manifest.cases.map((c) => [c.id, c]));
      const results = db.prepare('SELECT case_id, target_id, status, data FROM results WHERE run_id = ? ORDER BY case_id, target_id').all(run.id) as {
        case_id: string;
        target_id: string;
        status: string;
        data: string;
      }[];
      const callsOf = db.prepare('SELECT id, role, status, data FROM calls WHERE run_id = ? AND case_id = ? AND target_id = ? ORDER BY rowid');
      for (const row of results) {
        const testCase = cases.get(row.case_id);
        if (testCase === undefined) throw new Error(`${journal}: no case ${row.case_id}`);
        const calls = (callsOf.all(run.id, row.case_id, row.target_id) as { id: string; role: string; status: string; data: string }[]).map((c) => ({
          id: c.id,
          role: c.role,
          status: c.status,
          data: JSON.parse(c.data) as Record<string, unknown>,
        }));
        cells.push({
          journal,
          runId: run.id,
          runStatus: run.status,
          mode: manifest.mode,
          planSha256: manifest.plan_sha256,
          caseId: row.case_id,
          targetId: row.target_id,
          status: row.status,
          testCase,
          benchmarkOptions: manifest.benchmark_options?.[testCase.benchmark] ?? {},
          result: JSON.parse(row.data) as Record<string, unknown>,
          calls,
        });
      }
    }
    return cells;
  });
}
