// Dataset preparation jobs (service.md §1.5, §1.8, §8.3, §8.6): a job row in `preparation_jobs`
// that turns local source files, already in the frozen sr-bench case format, into frozen datasets
// by the stratified selection of §8.3 — one dataset per benchmark, composed (§8.5) when several
// are asked for. One active job at a time (across every process sharing the database);
// identical requests are idempotent. The job runs in this process after the mutation returns;
// a restart fails whatever was left active. Zero model requests; nothing is downloaded.
//
// Accepted source layout (`sourcePath`, inside the server's sources folder: source-folder.ts):
// - a folder holding `<benchmark>.jsonl` or `<benchmark>/cases.jsonl` per requested benchmark,
//   whose rows must all name that benchmark; or
// - one `.jsonl` file whose rows of each requested benchmark are used (other rows are ignored).
// Rows are sr-bench cases (service.md §8.2): `{id, benchmark, messages, metadata, [answer]}`.
// An optional `sources.json` beside them maps a benchmark to provenance strings
// `{url, revision, license_url, access_note}`; without it the file's sha256 is the revision.
import { createHash, randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Actor } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import type { Database, Db } from '../db/client.ts';
import { datasetsByIds } from '../db/queries/datasets.ts';
import {
  activePreparations, failPreparation, insertPreparation, lockActivePreparations, lockPreparations, newestMatchingPreparation,
  preparationById, updateActivePreparation, type PreparationRecord,
} from '../db/queries/preparations.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import { PROFILE_SIZES, type ProfileId } from '../domain/catalog/benchmarks.ts';
import { isProfileId } from '../domain/catalog/profiles.ts';
import {
  buildArtifact, DatasetArtifactError, MAX_BENCHMARK_ID_CHARS, MAX_CASE_ID_CHARS, type Artifact, type DatasetCase, type DatasetSource,
} from '../domain/dataset/artifact.ts';
import { benchmarkOrder, DEFAULT_SEED, MAX_SEED, selectForProfile } from '../domain/dataset/selection.ts';
import { compareCodePoints } from '../domain/hashing/code-point-order.ts';
import { parseJson } from '../domain/hashing/json-lexeme.ts';
import { badUserInput, conflict, DomainError } from '../domain/errors.ts';
import { composeStored } from './dataset-composition.ts';
import { storeDataset } from './datasets.ts';
import { OUTSIDE_SOURCES, openSourceFolder, relativeSourcePath, SourceUnavailable, type SourceFolder } from './source-folder.ts';

export const PREPARATION_RESTARTED = 'Service restarted before preparation completed. Retry explicitly.';
export const PREPARATION_BUSY = 'Another dataset preparation is in progress; retry when it has finished';
export { SOURCE_ROOT_ENV } from './source-folder.ts';
export const SOURCES_FILE = 'sources.json';
export const MAX_SOURCE_BYTES = 256 * 1024 * 1024;
export const MAX_SOURCE_ROWS = 1_000_000;
export const MAX_SOURCE_PATH_CHARS = 4096;
export const LOCAL_NORMALIZER = 'sr-bench-server-local-jsonl-v1';
export const LOCAL_ACCESS_NOTE = 'Prepared on this server from a local file already in the frozen sr-bench case format.';

export const PREPARATION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type PreparationStatus = (typeof PREPARATION_STATUSES)[number];
/** service.md §1.5; this server uses the ones that apply to local sources. */
export const PREPARATION_PHASES = [
  'queued', 'resolving_datasets', 'waiting_for_slot', 'checking_dependencies', 'installing_dependencies', 'downloading',
  'freezing', 'composing', 'reused', 'completed', 'failed',
] as const;
export type PreparationPhase = (typeof PREPARATION_PHASES)[number];

/** The normalised request: the job's idempotency identity. */
export interface PreparationRequest {
  benchmarks: string[];
  profile: ProfileId;
  seed: number;
  limit: number | null;
  source_path: string;
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
}

export interface PrepareDatasetInput {
  benchmark?: string | null;
  benchmarks?: readonly string[] | null;
  profile: string;
  seed?: number | null;
  limit?: number | null;
  sourcePath: string;
}

const NOTHING_SENT = { modelRequests: 0 };

/** An expected job failure; the message is the job's `error`. */
export class PreparationError extends Error {
  override readonly name = 'PreparationError';
}

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
  return { benchmarks: [...benchmarks].sort(compareCodePoints), profile, seed, limit, source_path: resolveSourcePath(input.sourcePath, env) };
}

const running = new Set<Promise<void>>();

/** Resolves when every job started by this process has stopped (tests, shutdown). */
export async function settlePreparations(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

function launch(database: Database, jobId: string): void {
  // After the mutation's response: the job never runs inside the request.
  const task: Promise<void> = new Promise<void>((done) => setImmediate(done))
    .then(() => runPreparationJob(database.db, jobId))
    .catch((error: unknown) => console.error(`preparation ${jobId} stopped unexpectedly:`, error))
    .finally(() => running.delete(task));
  running.add(task);
}

function isActive(job: PreparationRecord): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/**
 * `prepareDataset` (service.md §8.6, §1.8): the newest identical job of this actor when it is
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
      benchmark, status: 'queued', phase: 'queued', reused: false, source_ids: [], dataset_id: null, case_count: null, error: null,
    }));
    const id = `prep-${randomUUID().replaceAll('-', '')}`;
    await insertPreparation(tx, { id, owner, request, status: 'queued', phase: 'queued', datasetId: null, error: null, items, createdAt: at, updatedAt: at });
    const job = await preparationById(tx, id);
    if (!job) throw new Error(`preparation ${id} vanished inside its own transaction`);
    return { job, created: true };
  });
  if (outcome.created) launch(deps.database, outcome.job.id);
  return outcome.job;
}

/**
 * Restart recovery for preparation (service.md §1.5): every queued or running job becomes failed
 * with the fixed message, its unfinished items too. Returns the ids it failed.
 */
export async function failInterruptedPreparations(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const jobs = await lockActivePreparations(tx);
    const at = nowIsoMicros();
    for (const job of jobs) {
      const items = itemsOf(job).map((item): PreparationItem =>
        item.status === 'completed' ? item : { ...item, status: 'failed', phase: 'failed', error: PREPARATION_RESTARTED });
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
  return isProfileId(profile) ? { ...job.request, profile } : null;
}

// ---- the job ---------------------------------------------------------------------------------

interface SourceLayout {
  kind: 'folder' | 'file';
  /** The folder, or the single file (resolved, inside the sources folder). */
  path: string;
  folder: SourceFolder;
}

interface BenchmarkSource {
  rows: DatasetCase[];
  source: DatasetSource;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function resolveLayout(relativePath: string): Promise<SourceLayout> {
  const folder = await openSourceFolder();
  const path = await folder.resolve(relativePath);
  let info;
  try {
    info = await stat(path);
  } catch {
    throw new PreparationError('Source path does not exist or cannot be read');
  }
  if (info.isDirectory()) return { kind: 'folder', path, folder };
  if (info.isFile()) return { kind: 'file', path, folder };
  throw new PreparationError('Source path is neither a folder nor a file');
}

/** Reads one source file (a real path inside the sources folder), size-bounded. */
async function readBounded(path: string, label: string): Promise<Buffer> {
  const info = await stat(path);
  if (info.size > MAX_SOURCE_BYTES) throw new PreparationError(`Source ${label} exceeds the supported size limit`);
  return readFile(path);
}

type Sidecar = Record<string, Record<string, string>>;

async function readSidecar(layout: SourceLayout): Promise<Sidecar> {
  const path = await layout.folder.file(join(layout.kind === 'folder' ? layout.path : dirname(layout.path), SOURCES_FILE));
  if (path === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse((await readBounded(path, SOURCES_FILE)).toString('utf8'));
  } catch (error) {
    if (error instanceof PreparationError) throw error;
    throw new PreparationError(`${SOURCES_FILE} is not valid JSON`);
  }
  const invalid = () => new PreparationError(`${SOURCES_FILE} must map benchmark ids to objects of provenance strings`);
  if (!isJsonObject(parsed)) throw invalid();
  const out: Sidecar = {};
  for (const [benchmark, entry] of Object.entries(parsed)) {
    if (!isJsonObject(entry) || Object.values(entry).some((v) => typeof v !== 'string')) throw invalid();
    out[benchmark] = entry as Record<string, string>;
  }
  return out;
}

/** The source rows of one benchmark: checked, unique ids, in file order. */
function parseSourceRows(bytes: Buffer, benchmark: string, label: string, mixed: boolean): DatasetCase[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new PreparationError(`Source ${label} is not UTF-8`);
  }
  const rows: DatasetCase[] = [];
  const ids = new Set<string>();
  let lineNumber = 0;
  let seen = 0;
  for (const line of text.split('\n')) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    if (++seen > MAX_SOURCE_ROWS) throw new PreparationError(`Source ${label} exceeds the supported case limit`);
    let row: unknown;
    try {
      row = parseJson(line);
    } catch {
      throw new PreparationError(`Source ${label} line ${lineNumber} is not JSON`);
    }
    if (
      !isJsonObject(row) || typeof row['id'] !== 'string' || row['id'] === '' || row['id'].length > MAX_CASE_ID_CHARS ||
      typeof row['benchmark'] !== 'string' || row['benchmark'] === ''
    ) {
      throw new PreparationError(`Source ${label} line ${lineNumber} is not an sr-bench case with a string id and benchmark`);
    }
    if (row['benchmark'] !== benchmark) {
      if (mixed) continue;
      throw new PreparationError(`Source ${label} line ${lineNumber} names another benchmark than ${benchmark}`);
    }
    if (ids.has(row['id'])) throw new PreparationError(`Source ${label} repeats case id ${row['id']}`);
    ids.add(row['id']);
    rows.push(row as DatasetCase);
  }
  if (rows.length === 0) throw new PreparationError(`Source ${label} has no cases of ${benchmark}`);
  return rows;
}

async function readBenchmarkSource(layout: SourceLayout, benchmark: string, sidecar: Sidecar): Promise<BenchmarkSource> {
  let file: string;
  let name: string;
  if (layout.kind === 'file') {
    file = layout.path;
    name = relative(dirname(layout.path), layout.path);
  } else {
    const flat = await layout.folder.file(join(layout.path, `${benchmark}.jsonl`));
    const nested = flat === null ? await layout.folder.file(join(layout.path, benchmark, 'cases.jsonl')) : null;
    if (flat !== null) [file, name] = [flat, `${benchmark}.jsonl`];
    else if (nested !== null) [file, name] = [nested, `${benchmark}/cases.jsonl`];
    else throw new PreparationError(`No source for ${benchmark}: expected ${benchmark}.jsonl or ${benchmark}/cases.jsonl in the source folder`);
  }
  const bytes = await readBounded(file, name);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const rows = parseSourceRows(bytes, benchmark, name, layout.kind === 'file');
  const declared = sidecar[benchmark] ?? {};
  const source: DatasetSource = {
    url: declared['url'] ?? 'local-import',
    revision: declared['revision'] ?? `sha256:${sha256}`,
    files: [{ name, sha256 }],
    revision_verification: declared['revision'] !== undefined ? 'operator-declared' : 'content-digest',
    ...(declared['license_url'] !== undefined ? { license_url: declared['license_url'] } : {}),
    access_note: declared['access_note'] ?? LOCAL_ACCESS_NOTE,
    normalizer: LOCAL_NORMALIZER,
  };
  return { rows, source };
}

/** §8.3: stratified hash order, the profile's slice (or a `limit` prefix), frozen (§8.4). */
export function freezeBenchmark(benchmark: string, input: BenchmarkSource, request: Pick<PreparationRequest, 'profile' | 'seed' | 'limit'>): Artifact {
  const ordered = benchmarkOrder(benchmark, input.rows, request.seed);
  let selected;
  try {
    selected = selectForProfile(ordered, {
      profile: request.profile,
      benchmark,
      ...(request.limit !== null ? { limit: request.limit } : {}),
      sourceRevision: input.source.revision,
    });
  } catch (error) {
    if (error instanceof RangeError) throw new PreparationError(`${benchmark}: ${error.message}`);
    throw error;
  }
  try {
    return buildArtifact(selected.cases, {
      profile: request.profile,
      seed: request.seed,
      sources: { [benchmark]: input.source },
      custom_subset: selected.customSubset,
      selection: 'stratified-hash-v1',
    });
  } catch (error) {
    if (error instanceof DatasetArtifactError) throw new PreparationError(`${benchmark}: ${error.message}`);
    throw error;
  }
}

function failureMessage(error: unknown, jobId: string): string {
  if (error instanceof PreparationError || error instanceof SourceUnavailable || error instanceof DatasetArtifactError || error instanceof DomainError) {
    return messageOf(error);
  }
  console.error(`preparation ${jobId} failed unexpectedly:`, error);
  return 'Preparation failed unexpectedly; see the server log';
}

/** Runs one job to completion or failure. Exported for tests and tools; the mutation schedules it. */
export async function runPreparationJob(db: Db, jobId: string): Promise<void> {
  const job = await preparationById(db, jobId);
  const request = job ? requestOf(job) : null;
  if (!job || !isActive(job) || request === null) return;
  const items = itemsOf(job);
  const save = async (changes: Partial<Pick<PreparationRecord, 'status' | 'phase' | 'datasetId' | 'error'>>) => {
    const saved = await updateActivePreparation(db, jobId, { ...changes, items: items.map((item) => ({ ...item })), updatedAt: nowIsoMicros() });
    if (!saved) throw new JobAbandoned();
  };
  try {
    await save({ status: 'running', phase: 'resolving_datasets' });
    const layout = await resolveLayout(request.source_path);
    const sidecar = await readSidecar(layout);
    const datasetIds: string[] = [];
    for (const item of items) {
      Object.assign(item, { status: 'running', phase: 'resolving_datasets' });
      await save({ phase: 'resolving_datasets' });
      const source = await readBenchmarkSource(layout, item.benchmark, sidecar);
      item.phase = 'freezing';
      await save({ phase: 'freezing' });
      const artifact = freezeBenchmark(item.benchmark, source, request);
      const { id, created } = await storeDataset(db, artifact.manifest, artifact.jsonl);
      Object.assign(item, {
        status: 'completed', phase: created ? 'completed' : 'reused', reused: !created, source_ids: [id], dataset_id: id,
        case_count: artifact.manifest.case_count, error: null,
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
    if (error instanceof JobAbandoned) return;
    const message = failureMessage(error, jobId);
    for (const item of items) {
      if (item.status !== 'completed') Object.assign(item, { status: 'failed', phase: 'failed', error: item.status === 'running' ? message : null });
    }
    await updateActivePreparation(db, jobId, { status: 'failed', phase: 'failed', error: message, items, updatedAt: nowIsoMicros() });
  }
}
