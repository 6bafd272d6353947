// The store (docs/runs.md "What is stored"). Every table keeps an insertion `seq` for stable keyset order;
// ids and other text that is ever ordered use code-point collation ("C"), as the original's
// SQLite did.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AccountingCorrection } from './documents/accounting-correction.ts';
import type { BenchmarkOptions } from './documents/benchmark-options.ts';
import type { StoredCallSummary } from './documents/call-summary.ts';
import type { DatasetManifestDocument } from './documents/dataset-manifest.ts';
import type { HarnessActivity } from './documents/harness-activity.ts';
import type { ImportCounts } from './documents/import-counts.ts';
import type { ManifestSummary } from './documents/manifest-summary.ts';
import type { PreparationItemDocument } from './documents/preparation-items.ts';
import type { PreparationRequestDocument } from './documents/preparation-request.ts';
import type { Provenance } from './documents/provenance.ts';
import type { PublicCase } from './documents/public-case.ts';
import type { RecipeSnapshot } from './documents/recipe-snapshot.ts';
import type { RegistryTarget } from './documents/registry-target.ts';
import type { ResultData } from './documents/result-data.ts';
import type { RunEventData } from './documents/run-event-data.ts';
import type { CallCountRow, CountsByKey } from './documents/run-totals.ts';

/** Text ordered by code point (docs/runs.md "What is stored": `COLLATE "C"`). */
const ctext = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** Raw bytes (SSE evidence, dataset JSONL). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Microsecond timestamps read back as text (a JS Date would drop microseconds, docs/runs.md "Identifiers and timestamps"). */
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 6 });

/**
 * A JSON document column, typed with its document (src/db/documents/): writers in this folder
 * check what they store against the document's schema, so readers take the type as is.
 */
/** A transaction id (`pg_current_xact_id()`): which transaction last wrote a row. */
const xid8 = customType<{ data: string }>({
  dataType: () => 'xid8',
});

/** The writing transaction, stamped on insert by the default and on update by a trigger (migration 0005). */
const writtenXid = () => xid8('written_xid').notNull().default(sql`pg_current_xact_id()`);

const json = <Document>(name: string) => jsonb(name).$type<Document>();

const seq = () => bigserial('seq', { mode: 'number' }).notNull();

export const runs = pgTable(
  'runs',
  {
    seq: seq(),
    id: ctext('id').primaryKey(),
    owner: ctext('owner').notNull(),
    requestKey: text('request_key'),
    status: text('status').notNull(),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    /** The frozen plan as its exact canonical text: the source for every re-hash (docs/plans.md "Canonical JSON and hashes"). */
    manifest: text('manifest').notNull(),
    /** Queryable copy without cases: the list projection (docs/runs.md "What is stored"). */
    manifestSummary: json<ManifestSummary>('manifest_summary').notNull(),
    error: text('error'),
    // Indexed projections for the runs filter (`RunFilter`, docs/api.md "Pagination").
    name: text('name').notNull(),
    mode: text('mode').notNull(),
    profile: text('profile').notNull(),
    planSha256: text('plan_sha256'),
    caseSha256: text('case_sha256'),
    costPolicy: text('cost_policy'),
    parentRunId: ctext('parent_run_id'),
    experimentId: ctext('experiment_id'),
    targetIds: text('target_ids').array().notNull(),
    caseCount: integer('case_count').notNull(),
    /** Planned cells (docs/plans.md "Planned cells"): the progress denominator. */
    plannedCells: integer('planned_cells').notNull(),
    /** Lower-cased id, name, profile and target ids/kinds/models for `RunFilter.search`. */
    searchText: text('search_text').notNull(),
    // Execution state (docs/runs.md "What is stored", "Cost policy and reservations").
    startedAt: tstz('started_at'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    userCancelled: boolean('user_cancelled').notNull().default(false),
    firstFailureRecorded: boolean('first_failure_recorded').notNull().default(false),
    spentUsd: doublePrecision('spent_usd').notNull().default(0),
    reservedUsd: doublePrecision('reserved_usd').notNull().default(0),
    workerId: text('worker_id'),
    leaseExpiresAt: tstz('lease_expires_at'),
    /** Digest of an imported run's source rows; re-importing identical content is a no-op. */
    importDigest: text('import_digest'),
    /**
     * The store an imported run came from (`imports.source_sha256`). An imported run is history:
     * no worker claims, dispatches, recovers or cancels it (README "Importing an existing sr-bench store").
     */
    importedFrom: text('imported_from'),
  },
  (t) => [
    unique('runs_seq_key').on(t.seq),
    unique('runs_owner_request_key').on(t.owner, t.requestKey),
    index('runs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('runs_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('runs_owner_idx').on(t.owner, t.createdAt.desc(), t.id.desc()),
    index('runs_profile_idx').on(t.profile),
    index('runs_mode_idx').on(t.mode),
    index('runs_parent_idx').on(t.parentRunId),
    index('runs_experiment_idx').on(t.experimentId),
  ],
);

export const results = pgTable(
  'results',
  {
    seq: seq(),
    runId: ctext('run_id').notNull(),
    caseId: ctext('case_id').notNull(),
    targetId: ctext('target_id').notNull(),
    status: text('status').notNull(),
    benchmark: text('benchmark'),
    /** The result data (repeats case_id, target_id, status). */
    data: json<ResultData>('data').notNull(),
    /** Lets an active run's report read only the rows written since its last read. */
    writtenXid: writtenXid(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.caseId, t.targetId] }),
    unique('results_seq_key').on(t.seq),
    index('results_run_seq_idx').on(t.runId, t.seq),
    index('results_run_status_idx').on(t.runId, t.status),
    index('results_run_written_idx').on(t.runId, t.writtenXid),
  ],
);

export const calls = pgTable(
  'calls',
  {
    seq: seq(),
    id: ctext('id').primaryKey(),
    runId: ctext('run_id').notNull(),
    caseId: ctext('case_id').notNull(),
    targetId: ctext('target_id').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull(),
    /** The full receipt as canonical text, byte-exact (reconciliation re-hashes it, docs/plans.md "Canonical JSON and hashes"). */
    data: text('data').notNull(),
    /** The receipt without request/final/reasoning/raw_usage/tool_calls: what lists and reports read. */
    summary: json<StoredCallSummary>('summary').notNull(),
    /** The summary's report keys (domain/report/call-facts.ts), kept by the database. */
    reportFacts: json<StoredCallSummary>('report_facts').generatedAlwaysAs(sql`report_call_facts(summary)`),
    /** Lets an active run's report read only the calls written since its last read. */
    writtenXid: writtenXid(),
  },
  (t) => [
    unique('calls_seq_key').on(t.seq),
    index('calls_run_seq_idx').on(t.runId, t.seq),
    index('calls_run_status_seq_idx').on(t.runId, t.status, t.seq),
    index('calls_run_role_seq_idx').on(t.runId, t.role, t.seq),
    index('calls_run_target_seq_idx').on(t.runId, t.targetId, t.seq),
    index('calls_run_written_idx').on(t.runId, t.writtenXid),
  ],
);

/** Raw response bytes of each call (docs/transport.md "Evidence"); reconciliation re-reads them. */
export const callEvidence = pgTable(
  'call_evidence',
  {
    callId: ctext('call_id').primaryKey(),
    runId: ctext('run_id').notNull(),
    /** The original store's relative path `runs/<run>/<cell digest>/<call>.sse`. */
    path: text('path').notNull(),
    bytes: bytea('bytes').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [index('call_evidence_run_idx').on(t.runId)],
);

export const events = pgTable(
  'events',
  {
    /** Global and monotonic (docs/runs.md "Events"). */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    runId: ctext('run_id').notNull(),
    at: tstz('at').notNull(),
    kind: text('kind').notNull(),
    data: json<RunEventData>('data').notNull(),
  },
  (t) => [index('events_run_seq_idx').on(t.runId, t.seq), index('events_run_kind_seq_idx').on(t.runId, t.kind, t.seq)],
);

export const runProvenance = pgTable('run_provenance', {
  runId: ctext('run_id').primaryKey(),
  data: json<Provenance>('data').notNull(),
});

export const accountingCorrections = pgTable(
  'accounting_corrections',
  {
    seq: seq(),
    id: ctext('id').primaryKey(),
    runId: ctext('run_id').notNull(),
    createdAt: tstz('created_at').notNull(),
    evidenceSha256: text('evidence_sha256').notNull(),
    data: json<AccountingCorrection>('data').notNull(),
  },
  (t) => [
    unique('accounting_corrections_seq_key').on(t.seq),
    unique('accounting_corrections_run_evidence').on(t.runId, t.evidenceSha256),
    index('accounting_corrections_run_seq_idx').on(t.runId, t.seq),
  ],
);

/** A cell is claimed by one recovery child only, ever (docs/runs.md "The child run"). */
export const recoveryClaims = pgTable(
  'recovery_claims',
  {
    seq: seq(),
    parentRunId: ctext('parent_run_id').notNull(),
    caseId: ctext('case_id').notNull(),
    targetId: ctext('target_id').notNull(),
    childRunId: ctext('child_run_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentRunId, t.caseId, t.targetId] }), index('recovery_claims_child_idx').on(t.childRunId)],
);

export const experiments = pgTable(
  'experiments',
  {
    seq: seq(),
    id: ctext('id').primaryKey(),
    owner: ctext('owner').notNull(),
    name: text('name').notNull(),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    requestKey: text('request_key'),
  },
  (t) => [unique('experiments_seq_key').on(t.seq), unique('experiments_owner_request_key').on(t.owner, t.requestKey)],
);

export const experimentRuns = pgTable(
  'experiment_runs',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    experimentId: ctext('experiment_id').notNull(),
    runId: ctext('run_id').notNull(),
    role: text('role').notNull(),
    hypothesis: text('hypothesis').notNull(),
    linkedAt: tstz('linked_at').notNull(),
  },
  (t) => [unique('experiment_runs_pair').on(t.experimentId, t.runId), index('experiment_runs_run_idx').on(t.runId)],
);

export const experimentDeletions = pgTable(
  'experiment_deletions',
  {
    seq: seq(),
    id: ctext('id').primaryKey(),
    owner: ctext('owner').notNull(),
    requestKey: text('request_key'),
    deletedAt: tstz('deleted_at').notNull(),
    unlinkedRuns: integer('unlinked_runs').notNull(),
  },
  (t) => [unique('experiment_deletions_owner_request_key').on(t.owner, t.requestKey)],
);

/** The target registry (docs/plans.md "The target registry and operator options"); credentials are environment-variable names only. */
export const targets = pgTable('targets', {
  seq: seq(),
  id: ctext('id').primaryKey(),
  kind: text('kind').notNull(),
  data: json<RegistryTarget>('data').notNull(),
  updatedAt: tstz('updated_at').notNull(),
});

/** Operator benchmark options: judge/simulator ids and harness pins per benchmark. */
/** Live state of harness cells (docs/harness.md): liveness only, like call activity. */
export const harnessActivity = pgTable(
  'harness_activity',
  {
    runId: ctext('run_id').notNull(),
    caseId: ctext('case_id').notNull(),
    targetId: ctext('target_id').notNull(),
    data: json<HarnessActivity>('data').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.caseId, t.targetId] })],
);

export const benchmarkOptions = pgTable('benchmark_options', {
  benchmark: ctext('benchmark').primaryKey(),
  data: json<BenchmarkOptions>('data').notNull(),
  updatedAt: tstz('updated_at').notNull(),
});

/** Frozen, content-addressed datasets (docs/datasets.md "Frozen datasets"); immutable once written. */
export const datasets = pgTable(
  'datasets',
  {
    seq: seq(),
    id: ctext('id').primaryKey(),
    name: text('name').notNull(),
    profile: text('profile'),
    split: text('split'),
    manifest: json<DatasetManifestDocument>('manifest').notNull(),
    /** The exact JSONL bytes, so `sha256` can be re-verified. */
    casesJsonl: bytea('cases_jsonl').notNull(),
    caseCount: integer('case_count').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [unique('datasets_seq_key').on(t.seq)],
);

export const datasetCases = pgTable(
  'dataset_cases',
  {
    datasetId: ctext('dataset_id').notNull(),
    position: integer('position').notNull(),
    caseId: ctext('case_id').notNull(),
    benchmark: text('benchmark').notNull(),
    category: text('category').notNull(),
    /** The public projection (docs/datasets.md "Public and hidden fields"): never the answer or hidden material. */
    public: json<PublicCase>('public').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.position] }), index('dataset_cases_benchmark_idx').on(t.datasetId, t.benchmark, t.position)],
);

export const preparationJobs = pgTable(
  'preparation_jobs',
  {
    seq: seq(),
    id: ctext('id').primaryKey(),
    owner: ctext('owner').notNull(),
    request: json<PreparationRequestDocument>('request').notNull(),
    status: text('status').notNull(),
    phase: text('phase').notNull(),
    datasetId: ctext('dataset_id'),
    error: text('error'),
    items: json<PreparationItemDocument[]>('items').notNull().default(sql`'[]'::jsonb`),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [unique('preparation_jobs_seq_key').on(t.seq), index('preparation_jobs_created_idx').on(t.createdAt.desc())],
);

/** Recipe snapshots of MoM targets captured before dispatch (docs/runs.md "Runner provenance and recipe snapshots"). */
export const recipeSnapshots = pgTable(
  'recipe_snapshots',
  {
    seq: seq(),
    id: ctext('id').primaryKey(),
    runId: ctext('run_id').notNull(),
    targetId: ctext('target_id').notNull(),
    data: json<RecipeSnapshot>('data').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [unique('recipe_snapshots_seq_key').on(t.seq), index('recipe_snapshots_run_idx').on(t.runId, t.seq)],
);

/** Which source stores were imported, so a repeat import is recognised (docs/runs.md "What is stored"). */
export const imports = pgTable('imports', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  sourceSha256: text('source_sha256').notNull().unique(),
  sourcePath: text('source_path').notNull(),
  importedAt: tstz('imported_at').notNull(),
  runIds: text('run_ids').array().notNull(),
  counts: json<ImportCounts>('counts').notNull(),
});

/**
 * Materialised report of a terminal run (docs/reports.md "Ended runs: stored snapshots"): the report document and the compact facts a
 * comparison needs, valid only for the `version` they were built at (report-input.ts
 * `reportVersion` plus the snapshot format). A cold server reads this one row instead of every
 * call summary; a stale row is simply rebuilt and overwritten.
 */
export const reportSnapshots = pgTable('report_snapshots', {
  runId: ctext('run_id').primaryKey(),
  version: text('version').notNull(),
  /** The report document as JSON text (only documents that survive a JSON round trip). */
  document: text('document').notNull(),
  /** Comparison facts (snapshot.ts `ComparisonFacts`) as JSON text. */
  facts: text('facts').notNull(),
  createdAt: tstz('created_at').notNull(),
});

/**
 * Row counts of a terminal run (README "Stored reports and counts"): calls by (role, status, target), events by kind and
 * results by status, so list totals and progress never scan. Valid while the run's
 * `updated_at` and the newest call and event `seq` are the ones recorded (run-totals.ts).
 */
export const runTotals = pgTable('run_totals', {
  runId: ctext('run_id').primaryKey(),
  updatedAt: text('updated_at').notNull(),
  callsSeq: bigint('calls_seq', { mode: 'number' }).notNull(),
  eventsSeq: bigint('events_seq', { mode: 'number' }).notNull(),
  /** `[role, status, target_id, n][]` */
  calls: json<CallCountRow[]>('calls').notNull(),
  /** `{kind: n}` */
  events: json<CountsByKey>('events').notNull(),
  /** `{status: n}` */
  results: json<CountsByKey>('results').notNull(),
});

/**
 * Plans the server froze for an actor (README "Access"): `startRun(planSha256)` admits one of
 * these, so a client never has to hold (or send back) the full manifest with its cases' answers
 * and the targets' wiring. One row per actor and plan hash; planning it again refreshes it.
 */
export const storedPlans = pgTable(
  'stored_plans',
  {
    seq: seq(),
    owner: ctext('owner').notNull(),
    planSha256: text('plan_sha256').notNull(),
    /** The frozen manifest's exact canonical text, as `runs.manifest` keeps it. */
    manifest: text('manifest').notNull(),
    plannedAt: tstz('planned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.planSha256] }), index('stored_plans_owner_planned_idx').on(t.owner, t.plannedAt.desc())],
);

/**
 * Notes people leave on a run, one of its cases, or one cell (case × target): stored
 * server-side so everyone who may see the run reads them (docs/formats.md "Notes").
 */
export const runNotes = pgTable(
  'run_notes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: ctext('id').notNull(),
    runId: ctext('run_id').notNull(),
    /** Null for a note on the whole run. */
    caseId: ctext('case_id'),
    /** Null for a note on the run or on a case over all targets. */
    targetId: ctext('target_id'),
    author: ctext('author').notNull(),
    body: text('body').notNull(),
    createdAt: tstz('created_at').notNull(),
    /** The author's key for this note: repeating the request returns the same note. */
    requestKey: text('request_key').notNull(),
  },
  (t) => [unique('run_notes_id').on(t.id), unique('run_notes_author_key').on(t.author, t.requestKey), index('run_notes_run_idx').on(t.runId, t.seq)],
);
