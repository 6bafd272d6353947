/**
 * Test-only reader of the reference fixture journals (SCHEMA.md): runs, call records and the
 * accounting correction in force, as plain JSON. The domain modules never touch SQLite.
 */
import { readdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import { callSummary } from '../../../src/domain/accounting/call-summary.ts';
import type { TokenUsage } from '../../../src/domain/accounting/usage.ts';

export const FIXTURES = new URL('../../fixtures/srbench/', import.meta.url);

export type Json = Record<string, unknown>;

export interface CallRecord extends Json {
  id: string;
  case_id: string;
  target_id: string;
  role: string;
  status: string;
}

export interface CorrectionData extends Json {
  id: string;
  calls: { call_id: string; usage: TokenUsage | null; cost_usd: number | null; verified: boolean }[];
}

export interface JournalRun {
  manifest: Json;
  /** Summary projection of every call, in rowid order (docs/reports.md "Inputs"). */
  calls: CallRecord[];
  /** The newest correction (highest rowid), or null. */
  correction: CorrectionData | null;
}

interface CallRow {
  id: string;
  case_id: string;
  target_id: string;
  role: string;
  status: string;
  data: string;
}

export function readJournalRun(journal: URL, runId: string): JournalRun {
  const db = new Database(journal.pathname, { readonly: true, fileMustExist: true });
  try {
    const run = db.prepare('SELECT manifest FROM runs WHERE id = ?').get(runId) as { manifest: string } | undefined;
    if (run === undefined) throw new Error(`no run ${runId} in ${journal.pathname}`);
    const rows = db.prepare('SELECT id, case_id, target_id, role, status, data FROM calls WHERE run_id = ? ORDER BY rowid').all(runId) as CallRow[];
    const calls = rows.map(
      ({ id, case_id, target_id, role, status, data }) => callSummary({ id, case_id, target_id, role, status, ...(JSON.parse(data) as Json) }) as CallRecord,
    );
    const hasCorrections = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'accounting_corrections'").get() !== undefined;
    const correction = hasCorrections
      ? (db.prepare('SELECT data FROM accounting_corrections WHERE run_id = ? ORDER BY rowid DESC LIMIT 1').get(runId) as { data: string } | undefined)
      : undefined;
    return {
      manifest: JSON.parse(run.manifest) as Json,
      calls,
      correction: correction === undefined ? null : (JSON.parse(correction.data) as CorrectionData),
    };
  } finally {
    db.close();
  }
}

/** Every `report-<run>[.<suffix>].json` with the journal it was computed from. */
export function fixtureReports(): { scenario: string; runId: string; report: URL; journal: URL }[] {
  const found: { scenario: string; runId: string; report: URL; journal: URL }[] = [];
  for (const scenario of readdirSync(FIXTURES).sort()) {
    const folder = new URL(`${scenario}/`, FIXTURES);
    let files: string[];
    try {
      files = readdirSync(folder);
    } catch {
      continue;
    }
    for (const file of files.sort()) {
      const match = /^report-(run-[0-9a-f]{20})(?:\.(\w+))?\.json$/.exec(file);
      if (match === null) continue;
      const [, runId, suffix] = match as unknown as [string, string, string | undefined];
      const journal = new URL(suffix === undefined ? 'journal.sqlite3' : `journal.${suffix}.sqlite3`, folder);
      found.push({ scenario, runId, report: new URL(file, folder), journal });
    }
  }
  return found;
}
