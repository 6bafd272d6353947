// Test-only: builds a ReportInput from an sr-bench SQLite journal the way SCHEMA.md says the
// reference reads it. The server's database layer fills the same shape from Postgres.
import Database from 'better-sqlite3';
import {
  firstFailureObserved,
  type AccountingCorrection,
  type CallSummary,
  type JsonObject,
  type Manifest,
  type ReportEvent,
  type ReportInput,
  type ResultData,
} from '../../../src/domain/report/input.ts';
import { runProgress } from '../../../src/domain/run/progress.ts';

const HEAVY_CALL_KEYS = new Set(['request', 'final', 'reasoning', 'raw_usage', 'tool_calls']);

interface RunRow {
  id: string;
  owner: string;
  status: string;
  created_at: string;
  updated_at: string;
  manifest: string;
  error: string | null;
}

function parseObject<T>(text: string): T {
  return JSON.parse(text) as T;
}

export function readReportInput(journalPath: string, runId: string): ReportInput {
  const db = new Database(journalPath, { readonly: true, fileMustExist: true });
  try {
    const runRow = db.prepare('SELECT id, owner, status, created_at, updated_at, manifest, error FROM runs WHERE id = ?').get(runId) as RunRow | undefined;
    if (runRow === undefined) throw new Error(`run ${runId} not in ${journalPath}`);
    const manifest = parseObject<Manifest>(runRow.manifest);

    const results = (db.prepare('SELECT data FROM results WHERE run_id = ? ORDER BY case_id, target_id').all(runId) as { data: string }[]).map((row) =>
      parseObject<ResultData>(row.data),
    );

    const calls = (
      db.prepare('SELECT id, case_id, target_id, role, status, data FROM calls WHERE run_id = ? ORDER BY rowid').all(runId) as {
        id: string;
        case_id: string | null;
        target_id: string;
        role: string;
        status: string;
        data: string;
      }[]
    ).map((row) => {
      const summary: JsonObject = {};
      for (const [key, value] of Object.entries(parseObject<JsonObject>(row.data))) {
        if (!HEAVY_CALL_KEYS.has(key)) summary[key] = value;
      }
      return { ...summary, id: row.id, case_id: row.case_id, target_id: row.target_id, role: row.role, status: row.status } as CallSummary;
    });

    const events = (
      db.prepare('SELECT seq, at, kind, data FROM events WHERE run_id = ? ORDER BY seq').all(runId) as {
        seq: number;
        at: string;
        kind: string;
        data: string;
      }[]
    ).map((row): ReportEvent => ({ seq: row.seq, at: row.at, kind: row.kind, data: parseObject<JsonObject>(row.data) }));

    const provenanceRow = db.prepare('SELECT data FROM run_provenance WHERE run_id = ?').get(runId) as { data: string } | undefined;

    const hasCorrections = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'accounting_corrections'").get() !== undefined;
    const correctionRow = hasCorrections
      ? (db.prepare('SELECT data FROM accounting_corrections WHERE run_id = ? ORDER BY rowid DESC LIMIT 1').get(runId) as { data: string } | undefined)
      : undefined;

    // Children: runs whose manifest.recovery.parent_run_id is this run, by created_at, then id.
    const children = (db.prepare('SELECT id, owner, status, created_at, updated_at, manifest, error FROM runs ORDER BY created_at, id').all() as RunRow[])
      .map((row) => ({ row, manifest: parseObject<Manifest>(row.manifest) }))
      .filter(({ manifest: m }) => m.recovery !== null && typeof m.recovery === 'object' && m.recovery['parent_run_id'] === runId)
      .map(({ row, manifest: m }) => {
        const statuses = (db.prepare('SELECT status FROM results WHERE run_id = ?').all(row.id) as { status: string }[]).map((r) => r.status);
        return { id: row.id, status: row.status, progress: runProgress(m, statuses) };
      });

    return {
      run: {
        id: runRow.id,
        owner: runRow.owner,
        status: runRow.status,
        created_at: runRow.created_at,
        updated_at: runRow.updated_at,
        error: runRow.error,
        manifest,
      },
      results,
      calls,
      failureObserved: firstFailureObserved(events),
      provenance: provenanceRow === undefined ? null : parseObject<JsonObject>(provenanceRow.data),
      accountingCorrection: correctionRow === undefined ? null : parseObject<AccountingCorrection>(correctionRow.data),
      children,
    };
  } finally {
    db.close();
  }
}
