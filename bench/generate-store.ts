// Writes a deterministic synthetic sr-bench store (journal.sqlite3) of standard-profile shape:
// a baseline run (four priced singles and two MoM routers) and a candidate run (the two routers
// with a new configuration) over the same cases, with the table layout of the fixture journals.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { canonical } from '../src/domain/hashing/canonical.ts';
import type { PyJsonObject } from '../src/domain/hashing/json-lexeme.ts';
import { planCell, schedule, type CellPlan } from './cell-plan.ts';
import { buildManifest, makeCases, type BenchCase } from './manifest.ts';
import { BASELINE_TARGETS, CANDIDATE_TARGETS, SEED, type Scale, type TargetSpec } from './profile.ts';
import { renderCell } from './render-cell.ts';
import { Rng } from './rng.ts';
import { Timeline } from './timeline.ts';

/** The journal's tables exactly as the fixture journals declare them. */
const JOURNAL_DDL = [
  'CREATE TABLE runs(id TEXT PRIMARY KEY, owner TEXT NOT NULL, request_key TEXT, status TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, manifest TEXT NOT NULL, error TEXT, UNIQUE(owner,request_key))',
  'CREATE TABLE results(run_id TEXT, case_id TEXT, target_id TEXT, status TEXT, data TEXT, PRIMARY KEY(run_id,case_id,target_id))',
  'CREATE TABLE calls(id TEXT PRIMARY KEY,run_id TEXT,case_id TEXT,target_id TEXT,role TEXT,status TEXT,data TEXT)',
  'CREATE TABLE events(seq INTEGER PRIMARY KEY AUTOINCREMENT,run_id TEXT,at TEXT,kind TEXT,data TEXT)',
  'CREATE TABLE run_provenance(run_id TEXT PRIMARY KEY,data TEXT NOT NULL)',
  'CREATE TABLE accounting_corrections(id TEXT PRIMARY KEY,run_id TEXT NOT NULL,created_at TEXT NOT NULL,evidence_sha256 TEXT NOT NULL,data TEXT NOT NULL,UNIQUE(run_id,evidence_sha256))',
  'CREATE TABLE recovery_claims(parent_run_id TEXT,case_id TEXT,target_id TEXT,child_run_id TEXT,PRIMARY KEY(parent_run_id,case_id,target_id))',
  'CREATE TABLE experiments(id TEXT PRIMARY KEY,owner TEXT NOT NULL,name TEXT NOT NULL,created_at TEXT NOT NULL,updated_at TEXT NOT NULL,request_key TEXT,UNIQUE(owner,request_key))',
  'CREATE TABLE experiment_runs(seq INTEGER PRIMARY KEY AUTOINCREMENT,experiment_id TEXT NOT NULL,run_id TEXT NOT NULL,role TEXT NOT NULL,hypothesis TEXT NOT NULL,linked_at TEXT NOT NULL,UNIQUE(experiment_id,run_id))',
  'CREATE TABLE experiment_deletions(id TEXT PRIMARY KEY,owner TEXT NOT NULL,request_key TEXT,deleted_at TEXT NOT NULL,unlinked_runs INTEGER NOT NULL,UNIQUE(owner,request_key))',
];

/** Rows are staged with their simulated time, then copied in time order (rowid = write order). */
const STAGING_DDL = [
  'CREATE TEMP TABLE stage_results(k REAL, o INTEGER, run_id TEXT, case_id TEXT, target_id TEXT, status TEXT, data TEXT)',
  'CREATE TEMP TABLE stage_calls(k REAL, o INTEGER, id TEXT, run_id TEXT, case_id TEXT, target_id TEXT, role TEXT, status TEXT, data TEXT)',
  'CREATE TEMP TABLE stage_events(k REAL, o INTEGER, run_id TEXT, at TEXT, kind TEXT, data TEXT)',
];

export interface RunSummary {
  id: string;
  label: 'baseline' | 'candidate';
  status: string;
  targets: string[];
  cells: number;
  failedCells: number;
  calls: Record<string, number>;
  planSha256: string;
}

export interface GeneratedStore {
  dir: string;
  journalPath: string;
  bytes: number;
  seconds: number;
  cases: number;
  runs: RunSummary[];
  rows: { runs: number; results: number; calls: number; events: number; provenance: number };
}

interface Writer {
  result(k: number, runId: string, caseId: string, targetId: string, status: string, data: string): void;
  call(k: number, id: string, runId: string, caseId: string, targetId: string, role: string, status: string, data: string): void;
  event(k: number, runId: string, at: string, kind: string, data: PyJsonObject): void;
}

function writer(db: Database.Database): Writer {
  let order = 0;
  const result = db.prepare('INSERT INTO stage_results VALUES (?, ?, ?, ?, ?, ?, ?)');
  const call = db.prepare('INSERT INTO stage_calls VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const event = db.prepare('INSERT INTO stage_events VALUES (?, ?, ?, ?, ?, ?)');
  return {
    result: (k, ...rest) => void result.run(k, order++, ...rest),
    call: (k, ...rest) => void call.run(k, order++, ...rest),
    event: (k, runId, at, kind, data) => void event.run(k, order++, runId, at, kind, canonical(data)),
  };
}

function writeRun(
  db: Database.Database,
  out: Writer,
  runNo: 1 | 2,
  createdAtMs: number,
  cases: readonly BenchCase[],
  targets: readonly TargetSpec[],
  scale: Scale,
  failures: number,
): { summary: RunSummary; endMs: number } {
  const label = runNo === 1 ? 'baseline' : 'candidate';
  const id = `run-${Rng.derive(SEED, runNo, 0).hex(20)}`;
  const name = runNo === 1 ? `standard holdout: four singles and two routers (${scale})` : `standard holdout: routers v2 (${scale})`;
  const { text, planSha256 } = buildManifest(name, scale, cases, targets);
  const timeline = new Timeline(createdAtMs);
  const key = (seconds: number) => timeline.key(seconds);
  out.event(key(0.001), id, timeline.iso(0.001), 'created', { plan_sha256: planSha256 });
  out.event(key(timeline.runningAt), id, timeline.iso(timeline.runningAt), 'running', {});

  const cells: CellPlan[] = [];
  for (const testCase of cases) for (const target of targets) cells.push(planCell(runNo, cells.length, testCase, target));
  const end = schedule(cells, failures);

  const calls: Record<string, number> = {};
  for (const cell of cells) {
    const rows = renderCell(runNo, cell, timeline);
    const { id: caseId } = cell.testCase;
    const targetId = cell.target.id;
    out.result(key(rows.result.at), id, caseId, targetId, rows.result.status, canonical(rows.result.data));
    for (const c of rows.calls) {
      out.call(key(c.at), c.id, id, caseId, targetId, c.role, c.status, canonical(c.data));
      calls[c.role] = (calls[c.role] ?? 0) + 1;
    }
    for (const e of rows.events) out.event(key(e.at), id, timeline.iso(e.at), e.kind, e.data);
  }

  const failing = cells.filter((c) => c.failing).sort((a, b) => a.end - b.end);
  const first = failing[0];
  const reason = 'Auxiliary model output was truncated';
  const error = first ? `Case ${first.testCase.id}, target ${first.target.id}: ${reason}` : null;
  if (first) {
    const at = first.end + 0.003;
    out.event(key(at), id, timeline.iso(at), 'failure_observed', {
      case_id: first.testCase.id,
      inferred_from_saved_results: false,
      reason,
      target_id: first.target.id,
    });
  }
  const status = first ? 'failed' : 'completed';
  out.event(key(end + 0.005), id, timeline.iso(end + 0.005), status, error ? { error } : {});
  db.prepare('INSERT INTO runs VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(id, 'local', null, status, timeline.iso(0), timeline.iso(end + 0.004), text, error);
  db.prepare('INSERT INTO run_provenance VALUES (?, ?)').run(
    id,
    canonical({
      captured_by: 'sr-bench-server benchmark suite (synthetic runner provenance)',
      runner: { package: 'vllm-sr', python: '3.11', source: 'synthetic-bench' },
    }),
  );
  return {
    summary: {
      id,
      label,
      status,
      targets: targets.map((t) => t.id),
      cells: cells.length,
      failedCells: failing.length,
      calls,
      planSha256,
    },
    endMs: timeline.epochMs(end + 0.005),
  };
}

export function generateStore(dir: string, scale: Scale, log: (line: string) => void = () => {}): GeneratedStore {
  const started = performance.now();
  const journalPath = join(dir, 'journal.sqlite3');
  const db = new Database(journalPath);
  try {
    db.pragma('journal_mode = MEMORY');
    db.pragma('synchronous = OFF');
    for (const ddl of JOURNAL_DDL) db.exec(ddl);
    for (const ddl of STAGING_DDL) db.exec(ddl);
    const cases = makeCases(scale);
    const out = writer(db);
    const runs: RunSummary[] = [];
    db.transaction(() => {
      const baseline = writeRun(db, out, 1, Date.UTC(2026, 8, 20, 8, 0, 0), cases, BASELINE_TARGETS, scale, 2);
      runs.push(baseline.summary);
      log(`  baseline ${baseline.summary.id}: ${baseline.summary.cells} cells`);
      // The candidate starts a while after the baseline ends, on a whole second.
      const candidateStart = Math.ceil((baseline.endMs + 900_000) / 1000) * 1000;
      const candidate = writeRun(db, out, 2, candidateStart, cases, CANDIDATE_TARGETS, scale, 1);
      runs.push(candidate.summary);
      log(`  candidate ${candidate.summary.id}: ${candidate.summary.cells} cells`);
      db.exec('INSERT INTO results SELECT run_id, case_id, target_id, status, data FROM stage_results ORDER BY k, o');
      db.exec('INSERT INTO calls SELECT id, run_id, case_id, target_id, role, status, data FROM stage_calls ORDER BY k, o');
      db.exec('INSERT INTO events (run_id, at, kind, data) SELECT run_id, at, kind, data FROM stage_events ORDER BY k, o');
      for (const table of ['stage_results', 'stage_calls', 'stage_events']) db.exec(`DROP TABLE temp.${table}`);
    })();
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const rows = {
      runs: count('runs'),
      results: count('results'),
      calls: count('calls'),
      events: count('events'),
      provenance: count('run_provenance'),
    };
    db.pragma('journal_mode = DELETE');
    db.close();
    return {
      dir,
      journalPath,
      bytes: statSync(journalPath).size,
      seconds: (performance.now() - started) / 1000,
      cases: cases.length,
      runs,
      rows,
    };
  } catch (error) {
    if (db.open) db.close();
    throw error;
  }
}
