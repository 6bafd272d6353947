// Reads an sr-bench journal (the original service's SQLite file) without writing to it.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { ImportError } from './import-error.ts';

export interface SourceRun {
  rowid: number;
  id: string;
  owner: string;
  request_key: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  manifest: string;
  error: string | null;
}
export interface SourceResult {
  rowid: number;
  run_id: string;
  case_id: string;
  target_id: string;
  status: string;
  data: string;
}
export interface SourceCall {
  rowid: number;
  id: string;
  run_id: string;
  case_id: string;
  target_id: string;
  role: string;
  status: string;
  data: string;
}
export interface SourceEvent {
  seq: number;
  run_id: string;
  at: string;
  kind: string;
  data: string;
}
export interface SourceProvenance {
  run_id: string;
  data: string;
}
export interface SourceCorrection {
  rowid: number;
  id: string;
  run_id: string;
  created_at: string;
  evidence_sha256: string;
  data: string;
}
export interface SourceClaim {
  rowid: number;
  parent_run_id: string;
  case_id: string;
  target_id: string;
  child_run_id: string;
}
export interface SourceExperiment {
  rowid: number;
  id: string;
  owner: string;
  name: string;
  created_at: string;
  updated_at: string;
  request_key: string | null;
}
export interface SourceMembership {
  seq: number;
  experiment_id: string;
  run_id: string;
  role: string;
  hypothesis: string;
  linked_at: string;
}
export interface SourceDeletion {
  rowid: number;
  id: string;
  owner: string;
  request_key: string | null;
  deleted_at: string;
  unlinked_runs: number;
}

/** Columns each table must have; the four core tables must exist, the rest may be absent in older stores. */
const REQUIRED: Record<string, { columns: string[]; optional: boolean }> = {
  runs: { columns: ['id', 'owner', 'request_key', 'status', 'created_at', 'updated_at', 'manifest', 'error'], optional: false },
  results: { columns: ['run_id', 'case_id', 'target_id', 'status', 'data'], optional: false },
  calls: { columns: ['id', 'run_id', 'case_id', 'target_id', 'role', 'status', 'data'], optional: false },
  events: { columns: ['seq', 'run_id', 'at', 'kind', 'data'], optional: false },
  run_provenance: { columns: ['run_id', 'data'], optional: true },
  accounting_corrections: { columns: ['id', 'run_id', 'created_at', 'evidence_sha256', 'data'], optional: true },
  recovery_claims: { columns: ['parent_run_id', 'case_id', 'target_id', 'child_run_id'], optional: true },
  experiments: { columns: ['id', 'owner', 'name', 'created_at', 'updated_at', 'request_key'], optional: true },
  experiment_runs: { columns: ['seq', 'experiment_id', 'run_id', 'role', 'hypothesis', 'linked_at'], optional: true },
  experiment_deletions: { columns: ['id', 'owner', 'request_key', 'deleted_at', 'unlinked_runs'], optional: true },
};

export interface JournalLocation {
  /** The SQLite file. */
  journalPath: string;
  /** The folder holding `runs/**.sse` evidence (the store root). */
  storeRoot: string;
}

/** Accepts a store folder (with `journal.sqlite3`) or a journal file. */
export function locateJournal(path: string): JournalLocation {
  if (!existsSync(path)) throw new ImportError(`No such file or folder: ${path}`);
  if (statSync(path).isDirectory()) {
    const journalPath = join(path, 'journal.sqlite3');
    if (!existsSync(journalPath)) {
      throw new ImportError(`${path} is not an sr-bench store: it has no journal.sqlite3`);
    }
    return { journalPath, storeRoot: path };
  }
  return { journalPath: path, storeRoot: dirname(path) };
}

export class Journal {
  private readonly db: Database.Database;
  private readonly present: Set<string>;

  constructor(readonly location: JournalLocation) {
    const name = basename(location.journalPath);
    try {
      this.db = new Database(location.journalPath, { readonly: true, fileMustExist: true });
      const tables = this.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[];
      this.present = new Set(tables.map((t) => t.name));
    } catch (error) {
      throw new ImportError(`${name} is not an SQLite database (${(error as Error).message}); expected an sr-bench journal.sqlite3`);
    }
    this.checkShape(name);
  }

  private checkShape(name: string): void {
    for (const [table, spec] of Object.entries(REQUIRED)) {
      if (!this.present.has(table)) {
        if (spec.optional) continue;
        throw new ImportError(`${name} is not an sr-bench journal: it has no "${table}" table`);
      }
      const columns = new Set((this.db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name));
      const missing = spec.columns.filter((c) => !columns.has(c));
      if (missing.length > 0) {
        throw new ImportError(`${name} is not an sr-bench journal: table "${table}" lacks ${missing.join(', ')}`);
      }
    }
  }

  private rows<T>(table: string, sql: string): IterableIterator<T> {
    if (!this.present.has(table)) return [][Symbol.iterator]() as IterableIterator<T>;
    return this.db.prepare(sql).iterate() as IterableIterator<T>;
  }

  runs(): IterableIterator<SourceRun> {
    return this.rows('runs', 'SELECT rowid AS rowid, * FROM runs ORDER BY rowid');
  }
  results(): IterableIterator<SourceResult> {
    return this.rows('results', 'SELECT rowid AS rowid, * FROM results ORDER BY rowid');
  }
  calls(): IterableIterator<SourceCall> {
    return this.rows('calls', 'SELECT rowid AS rowid, * FROM calls ORDER BY rowid');
  }
  events(): IterableIterator<SourceEvent> {
    return this.rows('events', 'SELECT * FROM events ORDER BY seq');
  }
  provenance(): IterableIterator<SourceProvenance> {
    return this.rows('run_provenance', 'SELECT * FROM run_provenance ORDER BY rowid');
  }
  corrections(): IterableIterator<SourceCorrection> {
    return this.rows('accounting_corrections', 'SELECT rowid AS rowid, * FROM accounting_corrections ORDER BY rowid');
  }
  claims(): IterableIterator<SourceClaim> {
    return this.rows('recovery_claims', 'SELECT rowid AS rowid, * FROM recovery_claims ORDER BY rowid');
  }
  experiments(): IterableIterator<SourceExperiment> {
    return this.rows('experiments', 'SELECT rowid AS rowid, * FROM experiments ORDER BY rowid');
  }
  memberships(): IterableIterator<SourceMembership> {
    return this.rows('experiment_runs', 'SELECT * FROM experiment_runs ORDER BY seq');
  }
  deletions(): IterableIterator<SourceDeletion> {
    return this.rows('experiment_deletions', 'SELECT rowid AS rowid, * FROM experiment_deletions ORDER BY rowid');
  }

  close(): void {
    this.db.close();
  }
}
