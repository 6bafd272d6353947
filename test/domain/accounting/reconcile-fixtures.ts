/**
 * Test-only: the reconciliation input of an h_reconciliation run read from its SQLite journal
 * (calls with their exact stored `data` text, in rowid order) and its `runs/**.sse` evidence
 * files (SCHEMA.md "Stream evidence files (h)"; a missing file is missing evidence).
 */
import { existsSync, readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { ReconcileCallInput, ReconcileInput, ReconcileManifest } from '../../../src/domain/accounting/reconcile.ts';
import { digest } from '../../../src/domain/hashing/canonical.ts';
import { parseJson } from '../../../src/domain/hashing/json-lexeme.ts';
import { FIXTURES } from './journal.ts';

export const H = new URL('h_reconciliation/', FIXTURES);
export const H_BEFORE = new URL('journal.sqlite3', H);
export const H_AFTER = new URL('journal.reconciled.sqlite3', H);
export const H_RUNS = ['run-255784be866c4954bb59', 'run-97c51e0d4c66482c9b40'] as const;

/** `runs/<run_id>/<first 24 hex of digest([case_id, target_id])>/<call_id>.sse` (docs/transport.md "Evidence"). */
export function evidenceUrl(runId: string, caseId: string, targetId: string, callId: string): URL {
  return new URL(`runs/${runId}/${digest([caseId, targetId]).slice(0, 24)}/${callId}.sse`, H);
}

export interface FixtureReconcileInput extends Omit<ReconcileInput, 'evidence'> {
  evidence: Map<string, Uint8Array | null>;
}

export function readReconcileInput(runId: string, createdAt: string, journal: URL = H_BEFORE): FixtureReconcileInput {
  const db = new Database(journal.pathname, { readonly: true, fileMustExist: true });
  try {
    const run = db.prepare('SELECT id, status, manifest FROM runs WHERE id = ?').get(runId) as { id: string; status: string; manifest: string } | undefined;
    if (run === undefined) throw new Error(`no run ${runId}`);
    const manifest = parseJson(run.manifest) as unknown as ReconcileManifest & { mode: string; plan_sha256: string };
    const rows = db.prepare('SELECT id, case_id, target_id, role, status, data FROM calls WHERE run_id = ? ORDER BY rowid').all(runId) as {
      id: string;
      case_id: string;
      target_id: string;
      role: string;
      status: string;
      data: string;
    }[];
    const calls: ReconcileCallInput[] = rows.map(({ data, ...columns }) => ({
      ...columns,
      dataText: data,
      data: JSON.parse(data) as unknown,
    }));
    const evidence = new Map<string, Uint8Array | null>();
    for (const call of calls) {
      const url = evidenceUrl(runId, call.case_id as string, call.target_id, call.id);
      evidence.set(call.id, existsSync(url) ? new Uint8Array(readFileSync(url)) : null);
    }
    return {
      run: { id: run.id, status: run.status, mode: manifest.mode, manifest, planSha256: manifest.plan_sha256 },
      calls,
      evidence,
      createdAt,
    };
  } finally {
    db.close();
  }
}
