// Where a preparation job's datasets come from (docs/preparation.md): the pinned upstream source,
// acquired (Hub files or a git checkout, or the offline mirror); upstream files or a checkout in
// the sources folder at a declared revision, prepared exactly as the reference does; or files
// already in the frozen sr-bench case format (README "Datasets from local sources").
//
// Files already in the case format (`sourcePath` without `revision`):
// - a folder holding `<benchmark>.jsonl` or `<benchmark>/cases.jsonl` per requested benchmark,
//   whose rows must all name that benchmark; or
// - one `.jsonl` file whose rows of each requested benchmark are used (other rows are ignored).
// Rows are sr-bench cases: `{id, benchmark, messages, metadata, [answer]}`. An optional
// `sources.json` beside them maps a benchmark to provenance strings
// `{url, revision, license_url, access_note}`; without it the file's sha256 is the revision.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import type { ProfileId } from '../domain/catalog/benchmarks.ts';
import { buildArtifact, DatasetArtifactError, MAX_CASE_ID_CHARS, type Artifact, type DatasetCase, type DatasetSource } from '../domain/dataset/artifact.ts';
import { benchmarkOrder, selectForProfile } from '../domain/dataset/selection.ts';
import { parseJson } from '../domain/hashing/json-lexeme.ts';
import type { PyJsonValue } from '../domain/hashing/json-lexeme.ts';
import type { HistoryRequest } from '../domain/preparation/history-binding.ts';
import { prepareDataset as prepareFromUpstream } from '../domain/preparation/prepare.ts';
import { acquireUpstream } from '../preparation/acquire.ts';
import { readLocalSource } from '../preparation/source-files.ts';
import { dataDirectory, openSourceFolder, type SourceFolder } from './source-folder.ts';

export const SOURCES_FILE = 'sources.json';
export const MAX_SOURCE_BYTES = 256 * 1024 * 1024;
export const MAX_SOURCE_ROWS = 1_000_000;
export const LOCAL_NORMALIZER = 'sr-bench-server-local-jsonl-v1';
export const LOCAL_ACCESS_NOTE = 'Prepared on this server from a local file already in the frozen sr-bench case format.';

/** What a job asks for, as far as the source is concerned. */
export interface SourceRequest {
  readonly profile: ProfileId;
  readonly seed: number;
  readonly limit: number | null;
  readonly source_path: string | null;
  readonly revision: string | null;
  readonly source_partition?: string;
  readonly evaluation_role?: string;
  readonly exclusion_dataset_ids?: readonly string[];
}

/** What a benchmark's preparation reports while it works. */
export interface SourceProgress {
  phase(phase: 'downloading' | 'freezing'): Promise<void>;
  bytes(done: number, total: number): void;
}

export interface SourceEnvironment {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly signal: AbortSignal;
  /** The frozen exclusion snapshot of stored datasets (history-bound preparation). */
  readonly exclusionSnapshot: (datasetIds: readonly string[]) => Promise<PyJsonValue>;
}

/** Prepares one benchmark's frozen dataset from the job's source. */
export type BenchmarkPreparer = (benchmark: string, progress: SourceProgress) => Promise<Artifact>;

/** An expected job failure; the message is the job's `error`. */
export class PreparationError extends Error {
  override readonly name = 'PreparationError';
}

/** Opens the job's source once; the returned function prepares each requested benchmark from it. */
export async function openPreparationSource(request: SourceRequest, environment: SourceEnvironment): Promise<BenchmarkPreparer> {
  // Compiled once, before any source is read: every benchmark of the job excludes the same history.
  const history = await historyOf(request, environment);
  if (request.source_path === null) return acquiredPreparer(request, history, environment);
  if (request.revision !== null) return localUpstreamPreparer(request, request.source_path, request.revision, history, environment);
  const layout = await resolveLayout(request.source_path, environment);
  const sidecar = await readSidecar(layout);
  return async (benchmark, progress) => {
    const source = await readBenchmarkSource(layout, benchmark, sidecar);
    await progress.phase('freezing');
    return freezeBenchmark(benchmark, source, request);
  };
}

async function historyOf(request: SourceRequest, environment: SourceEnvironment): Promise<HistoryRequest | undefined> {
  if (request.source_partition === undefined) return undefined;
  const ids = request.exclusion_dataset_ids ?? [];
  return {
    sourcePartition: request.source_partition,
    evaluationRole: request.evaluation_role ?? null,
    ...(ids.length > 0 ? { exclusionSnapshot: await environment.exclusionSnapshot(ids) } : {}),
  };
}

function acquiredPreparer(request: SourceRequest, history: HistoryRequest | undefined, environment: SourceEnvironment): BenchmarkPreparer {
  return async (benchmark, progress) => {
    await progress.phase('downloading');
    const acquired = await acquireUpstream(benchmark, {
      dataDir: dataDirectory(environment.env),
      env: environment.env,
      signal: environment.signal,
      onProgress: (done, total) => progress.bytes(done, total),
    });
    await progress.phase('freezing');
    const source = acquired.kind === 'files' ? { files: acquired.files, origin: acquired.origin } : await readLocalSource(acquired.path);
    return prepareFromUpstream({
      benchmark,
      profile: request.profile,
      seed: request.seed,
      revision: acquired.revision,
      ...source,
      ...(history === undefined ? {} : { history }),
      ...(request.limit === null ? {} : { limit: request.limit }),
    });
  };
}

async function localUpstreamPreparer(
  request: SourceRequest,
  sourcePath: string,
  revision: string,
  history: HistoryRequest | undefined,
  environment: SourceEnvironment,
): Promise<BenchmarkPreparer> {
  const folder = await openSourceFolder(environment.env);
  const path = await folder.resolve(sourcePath);
  return async (benchmark, progress) => {
    await progress.phase('freezing');
    return prepareFromUpstream({
      benchmark,
      profile: request.profile,
      seed: request.seed,
      revision,
      ...(await readLocalSource(path)),
      ...(history === undefined ? {} : { history }),
      ...(request.limit === null ? {} : { limit: request.limit }),
    });
  };
}

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

async function resolveLayout(relativePath: string, environment: SourceEnvironment): Promise<SourceLayout> {
  const folder = await openSourceFolder(environment.env);
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
      !isJsonObject(row) ||
      typeof row['id'] !== 'string' ||
      row['id'] === '' ||
      row['id'].length > MAX_CASE_ID_CHARS ||
      typeof row['benchmark'] !== 'string' ||
      row['benchmark'] === ''
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

/** The stratified hash order, the profile's slice (or a `limit` prefix), frozen. */
function freezeBenchmark(benchmark: string, input: BenchmarkSource, request: Pick<SourceRequest, 'profile' | 'seed' | 'limit'>): Artifact {
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
