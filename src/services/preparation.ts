// Dataset preparation jobs (docs/preparation.md): a job row in `preparation_jobs` that turns a
// benchmark's source into a frozen dataset by the stratified selection — one dataset per
// benchmark, composed when several are asked for. The source is the pinned upstream one
// (downloaded or checked out), upstream files in the sources folder at a declared revision, or
// files already in the case format (preparation-sources.ts). One active job at a time (across
// every process sharing the database); identical requests are idempotent. The job runs in this
// process after the mutation returns and announces each change on the bus; a restart fails
// whatever was left active. Zero model requests.
import { randomUUID } from 'node:crypto';
import type { Actor } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import type { Database, Db } from '../db/client.ts';
import { datasetsByIds } from '../db/queries/datasets.ts';
import {
  activePreparations,
  failPreparation,
  insertPreparation,
  lockActivePreparations,
  lockPreparations,
  newestMatchingPreparation,
  preparationById,
  updateActivePreparation,
  type PreparationRecord,
} from '../db/queries/preparations.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import { PROFILE_SIZES, type ProfileId } from '../domain/catalog/benchmarks.ts';
import { isProfileId } from '../domain/catalog/profiles.ts';
import { DatasetArtifactError, MAX_BENCHMARK_ID_CHARS } from '../domain/dataset/artifact.ts';
import type { PreparationPhase } from '../domain/preparation/collection-progress.ts';
import { DEFAULT_SEED, MAX_SEED } from '../domain/dataset/selection.ts';
import type { EvaluationRole } from '../domain/preparation/history-binding.ts';
import { compareCodePoints } from '../domain/hashing/code-point-order.ts';
import { badUserInput, conflict, DomainError } from '../domain/errors.ts';
import { PreparationError as UpstreamRefusal } from '../domain/preparation/preparation-error.ts';
import { AcquisitionError } from '../preparation/acquisition-error.ts';
import type { Bus } from '../pubsub/bus.ts';
import { composeStored } from './dataset-composition.ts';
import { storeDataset } from './datasets.ts';
import { compileStoredSnapshot } from './exclusion-snapshot.ts';
import { openPreparationSource, PreparationError } from './preparation-sources.ts';
import { OUTSIDE_SOURCES, relativeSourcePath, SourceUnavailable } from './source-folder.ts';

export const PREPARATION_RESTARTED = 'Service restarted before preparation completed. Retry explicitly.';
export const PREPARATION_BUSY = 'Another dataset preparation is in progress; retry when it has finished';
export { SOURCE_ROOT_ENV } from './source-folder.ts';
export { LOCAL_NORMALIZER, SOURCES_FILE } from './preparation-sources.ts';
export const MAX_SOURCE_PATH_CHARS = 4096;
export const MAX_REVISION_CHARS = 200;
/** How often a download's byte counts are written to the job (each write is announced). */
const PROGRESS_WRITE_MS = 250;

export const PREPARATION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type PreparationStatus = (typeof PREPARATION_STATUSES)[number];
// One list of phases for the job and the collection orchestration (docs/preparation.md).
export { PREPARATION_PHASES, type PreparationPhase } from '../domain/preparation/collection-progress.ts';

/** The normalised request: the job's idempotency identity. */
export interface PreparationRequest {
  benchmarks: string[];
  profile: ProfileId;
  seed: number;
  limit: number | null;
  /** Inside the sources folder; null: the pinned upstream source is acquired. */
  source_path: string | null;
  /** The upstream revision files in the sources folder were taken at; null for acquisition and for files in the case format. */
  revision: string | null;
  /** History-bound preparation (docs/preparation.md "History-bound preparation"); the keys are present only when asked for. */
  source_partition?: string;
  evaluation_role?: EvaluationRole;
  /** Stored datasets whose tasks the standard holdout excludes (compiled into a frozen snapshot). */
  exclusion_dataset_ids?: string[];
}

/** One benchmark of a job. */
export interface PreparationItem {
  benchmark: string;
  status: PreparationStatus;
  phase: PreparationPhase;
  /** Its frozen dataset already existed (same content, same id). */
  reused: boolean;
  source_ids: string[];
  dataset_id: string | null;
  case_count: number | null;
  error: string | null;
  /** While downloading: bytes received and the total known so far. */
  bytes_done?: number | null;
  bytes_total?: number | null;
}

export interface PrepareDatasetInput {
  benchmark?: string | null;
  benchmarks?: readonly string[] | null;
  profile: string;
  seed?: number | null;
  limit?: number | null;
  /** Omitted: the benchmark's pinned upstream source is downloaded or checked out. */
  sourcePath?: string | null;
  /** The upstream revision the files at `sourcePath` were taken at; they are then upstream files, not cases. */
  revision?: string | null;
  sourcePartition?: string | null;
  evaluationRole?: string | null;
  exclusionDatasetIds?: readonly string[] | null;
}

const NOTHING_SENT = { modelRequests: 0 };

/** The job stopped being active under us (restart recovery, another process): stop quietly. */
class JobAbandoned extends Error {
  override readonly name = 'JobAbandoned';
}

/** A request's source path as the folder-relative path the job keeps (source-folder.ts). */
export function resolveSourcePath(sourcePath: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const trimmed = sourcePath.trim();
  if (trimmed === '' || trimmed.length > MAX_SOURCE_PATH_CHARS || trimmed.includes('\0')) {
    throw badUserInput(`sourcePath must be 1 to ${MAX_SOURCE_PATH_CHARS} characters`, NOTHING_SENT);
  }
  const inside = relativeSourcePath(trimmed, env);
  if (inside === null) throw badUserInput(OUTSIDE_SOURCES, NOTHING_SENT);
  return inside;
}

/** Checks and normalises a request (BAD_USER_INPUT on the first problem). */
export function normalizePrepareRequest(input: PrepareDatasetInput, env: Readonly<Record<string, string | undefined>> = process.env): PreparationRequest {
  const single = input.benchmark ?? null;
  const several = input.benchmarks ?? null;
  if ((single === null) === (several === null)) throw badUserInput('Pass either `benchmark` or `benchmarks`', NOTHING_SENT);
  const benchmarks = single !== null ? [single] : [...(several ?? [])];
  if (benchmarks.length === 0) throw badUserInput('benchmarks must name at least one benchmark', NOTHING_SENT);
  if (new Set(benchmarks).size !== benchmarks.length) throw badUserInput('benchmarks must be distinct', NOTHING_SENT);
  for (const benchmark of benchmarks) {
    if (PROFILE_SIZES[benchmark] === undefined) throw badUserInput(`Unknown benchmark: ${benchmark.slice(0, MAX_BENCHMARK_ID_CHARS)}`, NOTHING_SENT);
  }
  const profile = input.profile;
  if (!isProfileId(profile)) throw badUserInput('profile must be smoke, quick or standard', NOTHING_SENT);
  const seed = input.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) throw badUserInput('seed must be an integer between 0 and 2^53-1', NOTHING_SENT);
  const limit = input.limit ?? null;
  if (limit !== null && benchmarks.some((b) => !Number.isSafeInteger(limit) || limit <= 0 || limit > PROFILE_SIZES[b]![profile])) {
    throw badUserInput('limit must be a positive integer within the profile budget', NOTHING_SENT);
  }
  const sourcePath = input.sourcePath ?? null;
  const revision = input.revision ?? null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a revision with control characters is refused
  if (revision !== null && (revision.trim() === '' || revision.length > MAX_REVISION_CHARS || /[\u0000-\u001f\u007f]/.test(revision))) {
    throw badUserInput(`revision must be 1 to ${MAX_REVISION_CHARS} printable characters`, NOTHING_SENT);
  }
  if (sourcePath === null && revision !== null) {
    throw badUserInput('revision goes with sourcePath: without a source path the pinned upstream revision is used', NOTHING_SENT);
  }
  return {
    benchmarks: [...benchmarks].sort(compareCodePoints),
    profile,
    seed,
    limit,
    source_path: sourcePath === null ? null : resolveSourcePath(sourcePath, env),
    revision,
    ...historyOf(input, sourcePath !== null && revision === null),
  };
}

export const MAX_PARTITION_CHARS = 200;
export const MAX_EXCLUSION_DATASETS = 100;

/** The history-bound part of a request, checked; nothing when none of it is asked for. */
function historyOf(
  input: PrepareDatasetInput,
  caseFormat: boolean,
): Pick<PreparationRequest, 'source_partition' | 'evaluation_role' | 'exclusion_dataset_ids'> {
  const partition = input.sourcePartition ?? null;
  const role = input.evaluationRole ?? null;
  const exclusions = input.exclusionDatasetIds ?? null;
  if (partition === null && role === null && exclusions === null) return {};
  if (caseFormat) throw badUserInput('History-bound preparation needs upstream sources: omit sourcePath, or give its revision', NOTHING_SENT);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a partition with control characters is refused
  if (partition === null || partition.trim() === '' || partition.length > MAX_PARTITION_CHARS || /[\u0000-\u001f\u007f]/.test(partition)) {
    throw badUserInput(
      `sourcePartition must be 1 to ${MAX_PARTITION_CHARS} printable characters; it names the upstream split the tasks come from (e.g. test)`,
      NOTHING_SENT,
    );
  }
  if (role !== 'holdout' && role !== 'retest') throw badUserInput('evaluationRole must be HOLDOUT or RETEST', NOTHING_SENT);
  const ids = [...new Set(exclusions ?? [])].sort(compareCodePoints);
  if (ids.length > MAX_EXCLUSION_DATASETS || ids.some((id) => !/^[0-9a-f]{64}$/.test(id))) {
    throw badUserInput(`exclusionDatasetIds must be at most ${MAX_EXCLUSION_DATASETS} dataset ids (64 lowercase hex characters each)`, NOTHING_SENT);
  }
  if (role === 'holdout' && ids.length === 0) {
    throw badUserInput('A HOLDOUT needs exclusionDatasetIds: the earlier datasets whose tasks it must not reuse', NOTHING_SENT);
  }
  return { source_partition: partition, evaluation_role: role, ...(ids.length > 0 ? { exclusion_dataset_ids: ids } : {}) };
}

const running = new Set<Promise<void>>();

/** Resolves when every job started by this process has stopped (tests, shutdown). */
export async function settlePreparations(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

function launch(database: Database, bus: Bus, jobId: string): void {
  // After the mutation's response: the job never runs inside the request.
  const task: Promise<void> = new Promise<void>((done) => setImmediate(done))
    .then(() => runPreparationJob(database.db, jobId, { bus }))
    .catch((error: unknown) => console.error(`preparation ${jobId} stopped unexpectedly:`, error))
    .finally(() => running.delete(task));
  running.add(task);
}

function isActive(job: PreparationRecord): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/**
 * `prepareDataset` (docs/datasets.md "Preparation jobs"; docs/runs.md "Idempotency"): the newest identical job of this actor when it is
 * active, or completed with its dataset still present; otherwise a new queued job, unless
 * another job is active (`CONFLICT`, reason `preparation_busy`).
 */
export async function prepareDataset(deps: ServiceDeps, actor: Actor, input: PrepareDatasetInput): Promise<PreparationRecord> {
  requireAccess(actor, ACCESS.prepareDataset);
  const request = normalizePrepareRequest(input);
  const owner = actor.actorId;
  const outcome = await deps.db.transaction(async (tx) => {
    await lockPreparations(tx);
    const match = await newestMatchingPreparation(tx, request, owner);
    if (match && isActive(match)) return { job: match, created: false };
    if (match && match.status === 'completed' && match.datasetId !== null && (await datasetsByIds(tx, [match.datasetId])).length > 0) {
      return { job: match, created: false };
    }
    const [active] = await activePreparations(tx);
    if (active) throw conflict(PREPARATION_BUSY, { reason: 'preparation_busy', activePreparationId: active.id, ...NOTHING_SENT });
    const at = nowIsoMicros();
    const items: PreparationItem[] = request.benchmarks.map((benchmark) => ({
      benchmark,
      status: 'queued',
      phase: 'queued',
      reused: false,
      source_ids: [],
      dataset_id: null,
      case_count: null,
      error: null,
    }));
    const id = `prep-${randomUUID().replaceAll('-', '')}`;
    await insertPreparation(tx, { id, owner, request, status: 'queued', phase: 'queued', datasetId: null, error: null, items, createdAt: at, updatedAt: at });
    const job = await preparationById(tx, id);
    if (!job) throw new Error(`preparation ${id} vanished inside its own transaction`);
    return { job, created: true };
  });
  if (outcome.created) launch(deps.database, deps.bus, outcome.job.id);
  return outcome.job;
}

/**
 * Restart recovery for preparation (docs/runs.md "Statuses"): every queued or running job becomes failed
 * with the fixed message, its unfinished items too. Returns the ids it failed.
 */
export async function failInterruptedPreparations(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const jobs = await lockActivePreparations(tx);
    const at = nowIsoMicros();
    for (const job of jobs) {
      const items = itemsOf(job).map(
        (item): PreparationItem => (item.status === 'completed' ? item : { ...item, status: 'failed', phase: 'failed', error: PREPARATION_RESTARTED }),
      );
      await failPreparation(tx, job.id, PREPARATION_RESTARTED, items, at);
    }
    return jobs.map((job) => job.id);
  });
}

export function itemsOf(job: Pick<PreparationRecord, 'items'>): PreparationItem[] {
  return Array.isArray(job.items) ? (job.items as PreparationItem[]).filter((item) => isJsonObject(item)).map((item) => ({ ...item })) : [];
}

export function requestOf(job: Pick<PreparationRecord, 'request'>): PreparationRequest | null {
  const { profile } = job.request;
  if (!isProfileId(profile)) return null;
  const { evaluation_role: role, ...rest } = job.request;
  // Jobs of older versions have no revision: they read files in the case format.
  return { ...rest, profile, revision: job.request.revision ?? null, ...(role === 'holdout' || role === 'retest' ? { evaluation_role: role } : {}) };
}

// ---- the job ---------------------------------------------------------------------------------

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function failureMessage(error: unknown, jobId: string): string {
  // Upstream refusals name the reference's kind ("KeyError: 'Question'"), as the reference reports them.
  if (error instanceof UpstreamRefusal) return `${error.kind}: ${error.message}`;
  if (
    error instanceof PreparationError ||
    error instanceof AcquisitionError ||
    error instanceof SourceUnavailable ||
    error instanceof DatasetArtifactError ||
    error instanceof DomainError
  ) {
    return messageOf(error);
  }
  console.error(`preparation ${jobId} failed unexpectedly:`, error);
  return 'Preparation failed unexpectedly; see the server log';
}

export interface JobOptions {
  /** Announces each change, for `preparationProgress` subscribers (in this and other processes). */
  readonly bus?: Bus;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Runs one job to completion or failure. Exported for tests and tools; the mutation schedules it. */
export async function runPreparationJob(db: Db, jobId: string, options: JobOptions = {}): Promise<void> {
  const job = await preparationById(db, jobId);
  const request = job ? requestOf(job) : null;
  if (!job || !isActive(job) || request === null) return;
  const items = itemsOf(job);
  const save = async (changes: Partial<Pick<PreparationRecord, 'status' | 'phase' | 'datasetId' | 'error'>>) => {
    const saved = await updateActivePreparation(db, jobId, { ...changes, items: items.map((item) => ({ ...item })), updatedAt: nowIsoMicros() });
    if (!saved) throw new JobAbandoned();
    await options.bus?.publish({ runId: jobId, topic: 'preparation' });
  };
  // A job failed by recovery (or another process) stops its download too.
  const stop = new AbortController();
  try {
    await save({ status: 'running', phase: 'resolving_datasets' });
    const prepare = await openPreparationSource(request, {
      env: options.env ?? process.env,
      signal: stop.signal,
      exclusionSnapshot: (ids) => compileStoredSnapshot(db, ids),
    });
    const datasetIds: string[] = [];
    for (const item of items) {
      Object.assign(item, { status: 'running', phase: 'resolving_datasets' });
      await save({ phase: 'resolving_datasets' });
      let lastWrite = 0;
      let writing: Promise<void> | null = null;
      const artifact = await prepare(item.benchmark, {
        phase: async (phase) => {
          await writing;
          item.phase = phase;
          await save({ phase });
        },
        bytes: (done, total) => {
          Object.assign(item, { bytes_done: done, bytes_total: total });
          const now = Date.now();
          if (writing !== null || (now - lastWrite < PROGRESS_WRITE_MS && done < total)) return;
          lastWrite = now;
          writing = save({})
            .catch((error: unknown) => {
              if (error instanceof JobAbandoned) stop.abort(new Error('the job is no longer active'));
            })
            .finally(() => {
              writing = null;
            });
        },
      });
      await writing;
      const { id, created } = await storeDataset(db, artifact.manifest, artifact.jsonl);
      Object.assign(item, {
        status: 'completed',
        phase: created ? 'completed' : 'reused',
        reused: !created,
        source_ids: [id],
        dataset_id: id,
        case_count: artifact.manifest.case_count,
        error: null,
      });
      datasetIds.push(id);
      await save({});
    }
    let datasetId = datasetIds[0] ?? null;
    if (datasetIds.length > 1) {
      await save({ phase: 'composing' });
      datasetId = (await composeStored(db, datasetIds, request.benchmarks)).id;
    }
    await save({ status: 'completed', phase: 'completed', datasetId, error: null });
  } catch (error) {
    if (error instanceof JobAbandoned || stop.signal.aborted) return;
    const message = failureMessage(error, jobId);
    for (const item of items) {
      if (item.status !== 'completed') Object.assign(item, { status: 'failed', phase: 'failed', error: item.status === 'running' ? message : null });
    }
    if (await updateActivePreparation(db, jobId, { status: 'failed', phase: 'failed', error: message, items, updatedAt: nowIsoMicros() })) {
      await options.bus?.publish({ runId: jobId, topic: 'preparation' });
    }
  }
}
