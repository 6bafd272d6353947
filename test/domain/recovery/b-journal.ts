/**
 * Test-only: the b_failed_partial journal as recovery-plan input, read with better-sqlite3
 * and parsed lexeme-preserving (`5.0` stays a float for the plan hash).
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { callSummary } from '../../../src/domain/accounting/call-summary.ts';
import { parseJson } from '../../../src/domain/hashing/json-lexeme.ts';
import { toPlainJson } from '../../../src/domain/hashing/plain-json.ts';
import type { RecoveryCallRow, RecoveryPlanInput, RecoveryResultRow } from '../../../src/domain/recovery/recovery-plan.ts';

export const B_DIR = new URL('../../fixtures/srbench/b_failed_partial/', import.meta.url);
export const PARENT_ID = 'run-52d65a1b8012434e801b';
export const CHILD_ID = 'run-f2247d3903e84267b8b1';

type Row = Record<string, unknown>;

export interface BJournal {
  /** The parent's recovery-plan input as stored (after the child: with its claims). */
  afterChild: RecoveryPlanInput;
  /** The state the "before the child" plans were computed in: no claims. */
  beforeChild: RecoveryPlanInput;
  /** Stored runs by id: manifest text and parsed (lexeme-preserving) manifest. */
  runs: Map<string, { status: string; requestKey: string | null; text: string; manifest: Row }>;
}

function object(text: string): Row {
  return parseJson(text) as Row;
}

export function readBJournal(): BJournal {
  const db = new Database(new URL('journal.sqlite3', B_DIR).pathname, { readonly: true, fileMustExist: true });
  try {
    const runs = new Map<string, { status: string; requestKey: string | null; text: string; manifest: Row }>();
    const runRows = db.prepare('SELECT id, status, request_key, manifest FROM runs ORDER BY rowid').all() as {
      id: string;
      status: string;
      request_key: string | null;
      manifest: string;
    }[];
    for (const r of runRows) runs.set(r.id, { status: r.status, requestKey: r.request_key, text: r.manifest, manifest: object(r.manifest) });
    const parent = runs.get(PARENT_ID)!;

    const results = (db.prepare('SELECT data FROM results WHERE run_id = ? ORDER BY case_id, target_id').all(PARENT_ID) as { data: string }[]).map(
      (r) => object(r.data) as unknown as RecoveryResultRow,
    );
    const calls = (
      db.prepare('SELECT id, case_id, target_id, role, status, data FROM calls WHERE run_id = ? ORDER BY rowid').all(PARENT_ID) as {
        id: string;
        case_id: string;
        target_id: string;
        role: string;
        status: string;
        data: string;
      }[]
    ).map(
      (r) =>
        callSummary({ id: r.id, case_id: r.case_id, target_id: r.target_id, role: r.role, status: r.status, ...object(r.data) }) as unknown as RecoveryCallRow,
    );
    const claims = db.prepare('SELECT case_id, target_id, child_run_id FROM recovery_claims WHERE parent_run_id = ? ORDER BY rowid').all(PARENT_ID) as {
      case_id: string;
      target_id: string;
      child_run_id: string;
    }[];

    const base = { parent: { id: PARENT_ID, status: parent.status, manifest: parent.manifest }, results, calls, accountingCorrection: null };
    return { afterChild: { ...base, claims }, beforeChild: { ...base, claims: [] }, runs };
  } finally {
    db.close();
  }
}

/** A fixture file of the b folder, as plain JSON. */
export function bFixture<T = Row>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, B_DIR), 'utf8')) as T;
}

/** A domain value (possibly holding `PyFloat`/bigint) as plain JSON for by-value comparison. */
export function plain<T = unknown>(value: unknown): T {
  return toPlainJson(value) as T;
}
