// DataLoader batching (issue: foundation): a page of 100 runs with their targets and progress
// costs a small, constant number of SQL statements, however many runs the page holds.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CountingLogger } from '../helpers/database.ts';
import { useImportedApi } from '../helpers/setup.ts';
import { scenarioPath } from '../helpers/fixtures.ts';

const logger = new CountingLogger();

/** A store with `n` copies of one fixture run (fresh ids and times; results kept, calls dropped). */
function manyRunsStore(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'srb-many-'));
  const path = join(dir, 'journal.sqlite3');
  copyFileSync(join(scenarioPath('a_complete_mixed'), 'journal.sqlite3'), path);
  const db = new Database(path);
  const run = db.prepare('SELECT * FROM runs').get() as Record<string, unknown>;
  const results = db.prepare('SELECT * FROM results').all() as Record<string, unknown>[];
  const insertRun = db.prepare('INSERT INTO runs (id, owner, request_key, status, created_at, updated_at, manifest, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const insertResult = db.prepare('INSERT INTO results (run_id, case_id, target_id, status, data) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let i = 1; i < n; i += 1) {
      const id = `run-${i.toString(16).padStart(20, '0')}`;
      const created = `2026-10-01T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}+00:00`;
      insertRun.run(id, run.owner, null, i % 3 === 0 ? 'failed' : 'completed', created, created, run.manifest, null);
      // Vary progress: drop some results from some runs.
      for (const r of results.slice(0, results.length - (i % 5))) insertResult.run(id, r.case_id, r.target_id, r.status, r.data);
    }
  })();
  db.close();
  return path;
}

const env = useImportedApi([], { logger, extraStores: () => [manyRunsStore(130)] });

const PAGE = /* GraphQL */ `
  query Test_RunsPage($first: Int!, $after: String) {
    runs(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id runId name status createdAt targets { targetId kind model } progress { total completed failed pending } } }
    }
  }
`;

describe('runs page statement count', () => {
  it.each([1, 10, 100])('a page of %i runs with targets and progress costs at most 3 statements', async (first) => {
    logger.reset();
    const response = await env.api.gql(PAGE, { first });
    expect(response.errors).toBeUndefined();
    expect(response.data.runs.edges).toHaveLength(first);
    // The page, its totalCount, and one batched progress query.
    expect(logger.statements.length, logger.statements.join('\n')).toBeLessThanOrEqual(3);
  });

  it('progress differs per run, so it really comes from each run’s rows', async () => {
    const response = await env.api.gql(PAGE, { first: 10 });
    const completed = response.data.runs.edges.map((e: { node: { progress: { completed: number } } }) => e.node.progress.completed);
    expect(new Set(completed).size).toBeGreaterThan(1);
  });

  it('call receipts of a page load in one statement', async () => {
    logger.reset();
    const response = await env.api.gql(`{ run(id: "run-c2b9546e0f0240f3adb7") { calls(first: 30) { edges { node { callId receipt { final } } } } } }`);
    expect(response.errors).toBeUndefined();
    expect(response.data.run.calls.edges).toHaveLength(30);
    // run lookup, the calls page, one batched receipt read.
    expect(logger.statements.length, logger.statements.join('\n')).toBeLessThanOrEqual(3);
  });
});
