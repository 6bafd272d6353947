// Importing sr-bench stores (issue: foundation): every fixture journal imports; counts, statuses,
// progress and event order equal the source; re-import is a no-op; conflicts and corrupt files are
// refused with nothing written.
import { mkdtempSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useImportedApi } from '../helpers/setup.ts';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../src/db/schema.ts';
import { ImportError } from '../../src/import/import-error.ts';
import { importStore } from '../../src/import/import-store.ts';
import { plannedCells } from '../../src/domain/plan/planned-cells.ts';
import { SCENARIOS, scenarioPath, withJournal } from '../helpers/fixtures.ts';

const env = useImportedApi(SCENARIOS);

async function tableCounts() {
  const db = env.tdb.database.db;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    runs: await n(t.runs),
    results: await n(t.results),
    calls: await n(t.calls),
    events: await n(t.events),
    evidence: await n(t.callEvidence),
    claims: await n(t.recoveryClaims),
    provenance: await n(t.runProvenance),
    corrections: await n(t.accountingCorrections),
  };
}

const RUN_QUERY = /* GraphQL */ `
  query Test_ImportedRun($id: ID!) {
    run(id: $id) {
      runId status error createdAt updatedAt planSha256
      progress { total completed failed timeout running pending }
      results(first: 1) { totalCount }
      calls(first: 1) { totalCount }
      events(first: 100) { totalCount edges { node { kindName at data } } }
    }
  }
`;

describe.each(SCENARIOS)('fixture store %s', (scenario) => {
  const journal = join(scenarioPath(scenario), 'journal.sqlite3');
  const runs = withJournal(
    journal,
    (db) =>
      db.prepare('SELECT id, status, error, created_at, updated_at, manifest FROM runs ORDER BY rowid').all() as {
        id: string;
        status: string;
        error: string | null;
        created_at: string;
        updated_at: string;
        manifest: string;
      }[],
  );

  it.each(runs.map((r) => [r.id, r] as const))('run %s matches the journal', async (id, source) => {
    const expected = withJournal(journal, (db) => {
      const statuses = db.prepare('SELECT status, count(*) AS n FROM results WHERE run_id = ? GROUP BY status').all(id) as { status: string; n: number }[];
      const by = (s: string) => statuses.find((x) => x.status === s)?.n ?? 0;
      const resultCount = statuses.reduce((a, x) => a + x.n, 0);
      const total = plannedCells(JSON.parse(source.manifest)).length;
      const failed = resultCount - by('completed') - by('running') - by('timeout');
      return {
        progress: { total, completed: by('completed'), failed, timeout: by('timeout'), running: by('running'), pending: total - resultCount },
        results: resultCount,
        calls: (db.prepare('SELECT count(*) AS n FROM calls WHERE run_id = ?').get(id) as { n: number }).n,
        events: db.prepare('SELECT kind, at, data FROM events WHERE run_id = ? ORDER BY seq').all(id) as { kind: string; at: string; data: string }[],
      };
    });
    const response = await env.api.gql(RUN_QUERY, { id });
    expect(response.errors).toBeUndefined();
    const run = response.data.run;
    expect(run.runId).toBe(id);
    expect(run.status).toBe(source.status.toUpperCase());
    expect(run.error).toBe(source.error);
    expect(run.createdAt).toBe(source.created_at);
    expect(run.updatedAt).toBe(source.updated_at);
    expect(run.planSha256).toBe(JSON.parse(source.manifest).plan_sha256);
    expect(run.progress).toEqual(expected.progress);
    expect(run.results.totalCount).toBe(expected.results);
    expect(run.calls.totalCount).toBe(expected.calls);
    expect(run.events.totalCount).toBe(expected.events.length);
    expect(run.events.edges.map((e: { node: unknown }) => e.node)).toEqual(
      expected.events.slice(0, 100).map((e) => ({ kindName: e.kind, at: e.at, data: JSON.parse(e.data) })),
    );
  });
});

describe('call receipts and evidence', () => {
  it('keeps each receipt byte-exact and the SSE evidence of every saved stream', async () => {
    const journal = join(scenarioPath('h_reconciliation'), 'journal.sqlite3');
    const source = withJournal(journal, (db) => db.prepare('SELECT id, data FROM calls ORDER BY rowid').all() as { id: string; data: string }[]);
    const stored = await env.tdb.database.db.select({ id: t.calls.id, data: t.calls.data }).from(t.calls);
    const byId = new Map(stored.map((c) => [c.id, c.data]));
    for (const call of source) expect(byId.get(call.id)).toBe(call.data);
    const evidence = await env.tdb.database.db.select({ path: t.callEvidence.path, bytes: t.callEvidence.bytes }).from(t.callEvidence);
    expect(evidence.length).toBe(12);
    for (const row of evidence) {
      expect(row.path).toMatch(/^runs\/run-[0-9a-f]{20}\/[0-9a-f]{24}\/call-[0-9a-f]{32}\.sse$/);
      expect(Buffer.from(row.bytes).toString('utf8')).toContain('data: [DONE]');
    }
  });

  it('returns the receipt without hidden reasoning', async () => {
    const response = await env.api.gql(`{ run(id: "run-c2b9546e0f0240f3adb7") { calls(first: 1) { edges { node { receipt { final document } } } } } }`);
    const receipt = response.data.run.calls.edges[0].node.receipt;
    expect(receipt.final).toBe('ANSWER: A');
    expect(receipt.document).not.toHaveProperty('reasoning');
    expect(receipt.document.request.effective_body.model).toBe('acme/small-8b');
  });
});

describe('re-import and conflicts', () => {
  it('re-importing the same store changes nothing', async () => {
    const before = await tableCounts();
    for (const scenario of SCENARIOS) {
      const summary = await importStore(env.tdb.database, scenarioPath(scenario));
      expect(summary.alreadyImported).toBe(true);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('a copy of an imported store at another path is recognised run by run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'srb-copy-'));
    const copy = join(dir, 'journal.sqlite3');
    // A different file (different bytes) holding the same runs: the per-run digests match.
    const source = new Database(join(scenarioPath('a_complete_mixed'), 'journal.sqlite3'), { readonly: true });
    await source.backup(copy);
    source.close();
    const before = await tableCounts();
    const summary = await importStore(env.tdb.database, copy);
    expect(summary.importedRunIds).toEqual([]);
    expect(summary.unchangedRunIds).toEqual(['run-c2b9546e0f0240f3adb7']);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a store whose run ids exist with different content, writing nothing', async () => {
    const before = await tableCounts();
    const later = join(scenarioPath('b3_inflight_interrupted'), 'journal.inflight.sqlite3');
    await expect(importStore(env.tdb.database, later)).rejects.toThrow(/already exist with different content.*Nothing was written/);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('files that are not sr-bench stores', () => {
  const dir = mkdtempSync(join(tmpdir(), 'srb-bad-'));

  it('a missing path', async () => {
    await expect(importStore(env.tdb.database, join(dir, 'nope'))).rejects.toThrow(ImportError);
  });

  it('a folder without journal.sqlite3', async () => {
    await expect(importStore(env.tdb.database, dir)).rejects.toThrow(/has no journal\.sqlite3/);
  });

  it('a file that is not SQLite', async () => {
    const path = join(dir, 'garbage.sqlite3');
    writeFileSync(path, 'this is not a database'.repeat(100));
    await expect(importStore(env.tdb.database, path)).rejects.toThrow(/not an SQLite database/);
  });

  it('an SQLite file without the journal tables', async () => {
    const path = join(dir, 'other.sqlite3');
    const db = new Database(path);
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    db.close();
    await expect(importStore(env.tdb.database, path)).rejects.toThrow(/not an sr-bench journal: it has no "runs" table/);
  });

  it('a journal with a corrupt manifest, writing nothing', async () => {
    const path = join(dir, 'corrupt.sqlite3');
    copyFileSync(join(scenarioPath('d_cache_fields'), 'journal.sqlite3'), path);
    const db = new Database(path);
    // A run this database does not have yet, whose manifest is cut off.
    db.exec(`UPDATE runs SET id = 'run-0123456789abcdef0123', manifest = '{"cases": ['`);
    db.exec(`UPDATE results SET run_id = 'run-0123456789abcdef0123'; UPDATE events SET run_id = 'run-0123456789abcdef0123'`);
    db.exec('DELETE FROM calls; DELETE FROM run_provenance');
    db.close();
    const before = await tableCounts();
    await expect(importStore(env.tdb.database, path)).rejects.toThrow(/manifest of run run-[0-9a-f]{20} is not valid JSON/);
    expect(await tableCounts()).toEqual(before);
  });
});
