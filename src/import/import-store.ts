// `sr-bench import`: copies an sr-bench store into the database in one transaction, keeping
// ids, insertion order and timestamps (README "Importing an existing sr-bench store", docs/runs.md "What is stored").
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Database, DbOrTx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import {
  analyzeImportedTables,
  copyRows,
  firstStoredCall,
  importedBefore,
  insertChunked,
  prepareImportTransaction,
  recordImport,
  storedClaim,
  storedDeletion,
  storedExperiment,
  storedImportDigests,
  storedMembership,
} from '../db/writes/import-rows.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { callSummary } from '../domain/accounting/call-summary.ts';
import { accountingCorrectionDocument, type AccountingCorrection } from '../db/documents/accounting-correction.ts';
import type { ImportCounts } from '../db/documents/import-counts.ts';
import { DocumentFormatError, parseDocument } from '../db/documents/parse.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import type { JsonRecord } from '../domain/json/json-value.ts';
import { listProjection, runProjection } from '../domain/run/manifest-projection.ts';
import { fileSha256 } from './file-sha256.ts';
import { InsertPipeline } from '../db/bulk-insert.ts';
import { CALL_ROWS, copyBulk, EVENT_ROWS, PROVENANCE_ROWS, RESULT_ROWS } from './bulk-rows.ts';
import { ImportError } from './import-error.ts';
import { Journal, locateJournal } from './journal.ts';

const RUN_STATUSES = new Set(['queued', 'running', 'completed', 'failed', 'cancelled', 'interrupted']);

export type { ImportCounts };

export interface ImportSummary {
  source: string;
  sourceSha256: string;
  /** True when this exact file was imported before: nothing was written. */
  alreadyImported: boolean;
  importedRunIds: string[];
  /** Runs already present with identical content (left untouched). */
  unchangedRunIds: string[];
  counts: ImportCounts;
  /** Evidence files that name no call of their run (not imported). */
  ignoredEvidenceFiles: string[];
}

export type ImportProgress = (phase: string, done: number) => void;

const emptyCounts = (): ImportCounts => ({
  runs: 0,
  results: 0,
  calls: 0,
  events: 0,
  provenance: 0,
  corrections: 0,
  claims: 0,
  experiments: 0,
  memberships: 0,
  deletions: 0,
  evidenceFiles: 0,
});

function parseJson(text: string, what: string): JsonRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ImportError(`${what} is not valid JSON; the journal looks corrupt`);
  }
  if (!isJsonObject(value)) throw new ImportError(`${what} is not a JSON object; the journal looks corrupt`);
  return value;
}

/** A correction is read by reports as stored, so its format is checked here, as it comes in. */
function parseCorrection(text: string, id: string): AccountingCorrection {
  const what = `Accounting correction ${id}`;
  try {
    return parseDocument(accountingCorrectionDocument, parseJson(text, what), what);
  } catch (error) {
    if (error instanceof DocumentFormatError) throw new ImportError(`${error.message}; the journal looks corrupt`);
    throw error;
  }
}

/** Per-run content digests over every source row that belongs to the run. */
function digestRuns(journal: Journal): { digests: Map<string, string>; callIds: Map<string, Set<string>> } {
  const hashes = new Map<string, ReturnType<typeof createHash>>();
  const callIds = new Map<string, Set<string>>();
  const feed = (runId: string, table: string, values: unknown[]) => {
    const hash = hashes.get(runId);
    if (!hash) throw new ImportError(`The journal has ${table} rows for run ${runId}, which it does not contain; it looks corrupt`);
    hash.update(JSON.stringify([table, ...values]));
    hash.update('\n');
  };
  for (const run of journal.runs()) {
    if (typeof run.id !== 'string' || run.id.length === 0) throw new ImportError('The journal has a run without an id');
    if (!RUN_STATUSES.has(run.status)) throw new ImportError(`Run ${run.id} has unknown status "${run.status}"`);
    const hash = createHash('sha256');
    hashes.set(run.id, hash);
    callIds.set(run.id, new Set());
    hash.update(JSON.stringify(['run', run.id, run.owner, run.request_key, run.status, run.created_at, run.updated_at, run.error, run.manifest]));
  }
  for (const r of journal.results()) feed(r.run_id, 'result', [r.case_id, r.target_id, r.status, r.data]);
  for (const c of journal.calls()) {
    feed(c.run_id, 'call', [c.id, c.case_id, c.target_id, c.role, c.status, c.data]);
    callIds.get(c.run_id)?.add(c.id);
  }
  for (const e of journal.events()) feed(e.run_id, 'event', [e.at, e.kind, e.data]);
  for (const p of journal.provenance()) feed(p.run_id, 'provenance', [p.data]);
  for (const a of journal.corrections()) feed(a.run_id, 'correction', [a.id, a.created_at, a.evidence_sha256, a.data]);
  for (const c of journal.claims()) {
    if (hashes.has(c.parent_run_id)) feed(c.parent_run_id, 'claim', [c.case_id, c.target_id, c.child_run_id]);
  }
  const digests = new Map<string, string>();
  for (const [id, hash] of hashes) digests.set(id, hash.digest('hex'));
  return { digests, callIds };
}

function listEvidence(storeRoot: string, runId: string): string[] {
  const runDir = join(storeRoot, 'runs', runId);
  if (!existsSync(runDir) || !statSync(runDir).isDirectory()) return [];
  const files: string[] = [];
  for (const cell of readdirSync(runDir).sort()) {
    const cellDir = join(runDir, cell);
    if (!statSync(cellDir).isDirectory()) continue;
    for (const name of readdirSync(cellDir).sort()) {
      if (name.endsWith('.sse')) files.push(join(cellDir, name));
    }
  }
  return files;
}

export async function importStore(database: Database, path: string, onProgress: ImportProgress = () => {}): Promise<ImportSummary> {
  const location = locateJournal(resolve(path));
  const journal = new Journal(location);
  try {
    // Hashed on another thread while the digest pass below reads the journal.
    const fileHash = fileSha256(location.journalPath);
    fileHash.catch(() => undefined);
    onProgress('checking', 0);
    const { digests, callIds } = digestRuns(journal);
    const sourceSha256 = await fileHash;
    const summary: ImportSummary = {
      source: location.journalPath,
      sourceSha256,
      alreadyImported: false,
      importedRunIds: [],
      unchangedRunIds: [],
      counts: emptyCounts(),
      ignoredEvidenceFiles: [],
    };
    const { db } = database;
    if (await importedBefore(db, sourceSha256)) return { ...summary, alreadyImported: true };

    const sourceIds = [...digests.keys()];
    const existing = await storedImportDigests(db, sourceIds);
    const conflicting = sourceIds.filter((id) => existing.has(id) && existing.get(id) !== digests.get(id));
    if (conflicting.length > 0) {
      throw new ImportError(
        `Refusing to import: ${conflicting.length} run(s) already exist with different content (${conflicting.slice(0, 5).join(', ')}` +
          `${conflicting.length > 5 ? ', …' : ''}). Nothing was written.`,
      );
    }
    const fresh = new Set(sourceIds.filter((id) => !existing.has(id)));
    summary.importedRunIds = sourceIds.filter((id) => fresh.has(id));
    summary.unchangedRunIds = sourceIds.filter((id) => !fresh.has(id));

    await db.transaction(async (tx) => {
      // The session's statement_timeout (README "Limits") is lifted for this transaction only.
      await prepareImportTransaction(tx);
      await checkCallIdsFree(tx, fresh, callIds);
      const counts = summary.counts;
      const progress = (phase: string) => (n: number) => onProgress(phase, n);
      counts.runs = await copyRows(
        tx,
        t.runs,
        journal.runs(),
        (run) => {
          if (!fresh.has(run.id)) return null;
          const manifest = parseJson(run.manifest, `The manifest of run ${run.id}`);
          const projection = runProjection(run.id, manifest);
          return {
            id: run.id,
            owner: run.owner,
            requestKey: run.request_key,
            status: run.status,
            createdAt: run.created_at,
            updatedAt: run.updated_at,
            manifest: run.manifest,
            manifestSummary: listProjection(manifest),
            error: run.error,
            ...projection,
            importDigest: digests.get(run.id) ?? null,
            importedFrom: sourceSha256,
          };
        },
        progress('runs'),
      );
      const pipeline = new InsertPipeline(tx);
      counts.results = await copyBulk(
        pipeline,
        RESULT_ROWS,
        journal.results(),
        (r) => {
          if (!fresh.has(r.run_id)) return null;
          const data = parseJson(r.data, `Result ${r.case_id}/${r.target_id} of run ${r.run_id}`);
          return { row: r, benchmark: typeof data.benchmark === 'string' ? data.benchmark : null, data: JSON.stringify(data) };
        },
        progress('results'),
      );
      counts.calls = await copyBulk(
        pipeline,
        CALL_ROWS,
        journal.calls(),
        (c) => (fresh.has(c.run_id) ? { row: c, summary: JSON.stringify(callSummary(parseJson(c.data, `Call ${c.id}`))) } : null),
        progress('calls'),
      );
      counts.events = await copyBulk(
        pipeline,
        EVENT_ROWS,
        journal.events(),
        (e) => (fresh.has(e.run_id) ? { row: e, data: JSON.stringify(parseJson(e.data, `Event ${e.seq}`)) } : null),
        progress('events'),
      );
      counts.provenance = await copyBulk(
        pipeline,
        PROVENANCE_ROWS,
        journal.provenance(),
        (p) => (fresh.has(p.run_id) ? { row: p, data: JSON.stringify(parseJson(p.data, `Provenance of run ${p.run_id}`)) } : null),
        progress('provenance'),
      );
      await pipeline.drain();
      counts.corrections = await copyRows(
        tx,
        t.accountingCorrections,
        journal.corrections(),
        (a) =>
          fresh.has(a.run_id)
            ? { id: a.id, runId: a.run_id, createdAt: a.created_at, evidenceSha256: a.evidence_sha256, data: parseCorrection(a.data, a.id) }
            : null,
        progress('corrections'),
      );
      counts.claims = await importClaims(tx, journal, fresh);
      const experiments = await importExperiments(tx, journal);
      counts.experiments = experiments.experiments;
      counts.memberships = experiments.memberships;
      counts.deletions = experiments.deletions;
      counts.evidenceFiles = await importEvidence(tx, location.storeRoot, fresh, callIds, summary.ignoredEvidenceFiles, progress('evidence'));
      await recordImport(tx, {
        sourceSha256,
        sourcePath: location.journalPath,
        importedAt: nowIsoMicros(),
        runIds: summary.importedRunIds,
        counts,
      });
    });
    if (summary.importedRunIds.length > 0) {
      onProgress('statistics', 0);
      await analyzeImportedTables(db);
    }
    onProgress('done', summary.importedRunIds.length);
    return summary;
  } finally {
    journal.close();
  }
}

async function checkCallIdsFree(tx: DbOrTx, fresh: Set<string>, callIds: Map<string, Set<string>>): Promise<void> {
  const first = await firstStoredCall(
    tx,
    [...fresh].flatMap((runId) => [...(callIds.get(runId) ?? [])]),
  );
  if (first) throw new ImportError(`Refusing to import: call ${first.id} already exists in run ${first.runId}. Nothing was written.`);
}

/** Claims of new parent runs; a claim on an existing parent must already be there, unchanged. */
async function importClaims(tx: DbOrTx, journal: Journal, fresh: Set<string>): Promise<number> {
  const rows: (typeof t.recoveryClaims.$inferInsert)[] = [];
  for (const c of journal.claims()) {
    if (fresh.has(c.parent_run_id)) {
      rows.push({ parentRunId: c.parent_run_id, caseId: c.case_id, targetId: c.target_id, childRunId: c.child_run_id });
      continue;
    }
    const present = await storedClaim(tx, c.parent_run_id, c.case_id, c.target_id);
    if (present === null) {
      rows.push({ parentRunId: c.parent_run_id, caseId: c.case_id, targetId: c.target_id, childRunId: c.child_run_id });
    } else if (present !== c.child_run_id) {
      throw new ImportError(
        `Refusing to import: cell ${c.case_id}/${c.target_id} of run ${c.parent_run_id} is already claimed by ${present}. Nothing was written.`,
      );
    }
  }
  await insertChunked(tx, t.recoveryClaims, rows);
  return rows.length;
}

/** Experiments, memberships and deletions: identical rows are skipped, different ones refused. */
async function importExperiments(tx: DbOrTx, journal: Journal): Promise<{ experiments: number; memberships: number; deletions: number }> {
  const refuse = (what: string) => {
    throw new ImportError(`Refusing to import: ${what} already exists with different content. Nothing was written.`);
  };
  let experiments = 0;
  for (const e of journal.experiments()) {
    const present = await storedExperiment(tx, e.id);
    if (present) {
      if (present.owner !== e.owner || present.name !== e.name || present.requestKey !== e.request_key) refuse(`experiment ${e.id}`);
      continue;
    }
    await insertChunked(tx, t.experiments, [
      {
        id: e.id,
        owner: e.owner,
        name: e.name,
        createdAt: e.created_at,
        updatedAt: e.updated_at,
        requestKey: e.request_key,
      },
    ]);
    experiments += 1;
  }
  let memberships = 0;
  for (const m of journal.memberships()) {
    const present = await storedMembership(tx, m.experiment_id, m.run_id);
    if (present) {
      if (present.role !== m.role || present.hypothesis !== m.hypothesis) refuse(`the link of run ${m.run_id} to experiment ${m.experiment_id}`);
      continue;
    }
    await insertChunked(tx, t.experimentRuns, [
      {
        experimentId: m.experiment_id,
        runId: m.run_id,
        role: m.role,
        hypothesis: m.hypothesis,
        linkedAt: m.linked_at,
      },
    ]);
    memberships += 1;
  }
  let deletions = 0;
  for (const d of journal.deletions()) {
    const present = await storedDeletion(tx, d.id);
    if (present) {
      if (present.owner !== d.owner || present.requestKey !== d.request_key) refuse(`the deletion of experiment ${d.id}`);
      continue;
    }
    await insertChunked(tx, t.experimentDeletions, [
      {
        id: d.id,
        owner: d.owner,
        requestKey: d.request_key,
        deletedAt: d.deleted_at,
        unlinkedRuns: d.unlinked_runs,
      },
    ]);
    deletions += 1;
  }
  return { experiments, memberships, deletions };
}

async function importEvidence(
  tx: DbOrTx,
  storeRoot: string,
  fresh: Set<string>,
  callIds: Map<string, Set<string>>,
  ignored: string[],
  onChunk: (n: number) => void,
): Promise<number> {
  let count = 0;
  let batch: (typeof t.callEvidence.$inferInsert)[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await insertChunked(tx, t.callEvidence, batch);
    count += batch.length;
    onChunk(count);
    batch = [];
  };
  const now = nowIsoMicros();
  for (const runId of fresh) {
    const known = callIds.get(runId) ?? new Set<string>();
    for (const file of listEvidence(storeRoot, runId)) {
      const rel = relative(storeRoot, file).split('\\').join('/');
      const callId = file.slice(file.lastIndexOf('/') + 1, -'.sse'.length);
      if (!known.has(callId)) {
        ignored.push(rel);
        continue;
      }
      batch.push({ callId, runId, path: rel, bytes: readFileSync(file), updatedAt: now });
      if (batch.length >= 50) await flush();
    }
  }
  await flush();
  return count;
}
