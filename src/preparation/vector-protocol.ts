// The request/result protocol of the preparation reference vectors (docs/preparation.md), on
// top of the server's own preparation code: a request names a kind and its arguments, the
// result is the published manifest (or, for compile_snapshot, the snapshot) or the refusal (its
// kind and message); a collection's result also carries every update it announced.
import type { DatasetManifest } from '../domain/dataset/artifact.ts';
import type { PyJsonObject } from '../domain/hashing/json-lexeme.ts';
import { DEFAULT_SEED } from '../domain/dataset/selection.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import { CompositionError } from '../domain/dataset/composition.ts';
import { CollectionError } from '../domain/preparation/collection-error.ts';
import type { CollectionUpdate } from '../domain/preparation/collection-progress.ts';
import { prepareDataset } from '../domain/preparation/prepare.ts';
import { PreparationError } from '../domain/preparation/preparation-error.ts';
import { collectInFileStore } from './collection-files.ts';
import { combineInFileStore, composeInFileStore } from './composition-files.ts';
import { publishToFileStore } from './file-store.ts';
import { compileSnapshotFile, readSnapshotFile } from './history-files.ts';
import { readLocalSource } from './source-files.ts';

export type VectorResult =
  | { readonly result: 'ok'; readonly value: DatasetManifest | PyJsonObject; readonly updates?: CollectionUpdate[] }
  | { readonly result: 'error'; readonly error_type: string; readonly error_message: string; readonly updates?: CollectionUpdate[] };

export async function runVectorRequest(request: unknown): Promise<VectorResult> {
  // Only a collection announces updates; its result carries them, refused or not.
  const updates: CollectionUpdate[] = [];
  const withUpdates = isJsonObject(request) && request.kind === 'collection' ? { updates } : {};
  try {
    if (!isJsonObject(request) || !isJsonObject(request.args)) throw new PreparationError('ValueError', 'A request is {"kind", "args"}');
    const { kind, args } = request;
    let value: DatasetManifest | PyJsonObject;
    if (kind === 'prepare') value = await prepare(args);
    else if (kind === 'compile_snapshot') value = compileSnapshot(args);
    else if (kind === 'combine') value = combine(args);
    else if (kind === 'compose') value = compose(args);
    else if (kind === 'collection') value = await collection(args, (changes) => updates.push(changes));
    else throw new PreparationError('ValueError', `Request kind ${String(kind)} is not supported`);
    return { result: 'ok', value, ...withUpdates };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) throw error;
    return { result: 'error', ...refusal, ...withUpdates };
  }
}

/** The reference's name for an expected refusal: its error class (compositions refuse as ValueError). */
function refusalOf(error: unknown): { error_type: string; error_message: string } | null {
  if (error instanceof PreparationError) return { error_type: error.kind, error_message: error.message };
  if (error instanceof CompositionError) return { error_type: 'ValueError', error_message: error.message };
  if (error instanceof CollectionError) return { error_type: 'CollectionError', error_message: error.message };
  return null;
}

async function prepare(args: Readonly<Record<string, unknown>>): Promise<DatasetManifest> {
  const { benchmark, profile, store, source_path: sourcePath, revision, seed, limit, exclusion_snapshot: snapshotPath } = args;
  if (typeof benchmark !== 'string' || typeof profile !== 'string' || typeof store !== 'string' || typeof sourcePath !== 'string') {
    throw new PreparationError('ValueError', 'prepare needs benchmark, profile, store and source_path');
  }
  if (snapshotPath !== undefined && snapshotPath !== null && typeof snapshotPath !== 'string')
    throw new PreparationError('ValueError', 'exclusion_snapshot is a path');
  const artifact = await prepareDataset({
    benchmark,
    profile,
    seed: typeof seed === 'number' ? seed : DEFAULT_SEED,
    ...(limit === null || limit === undefined ? {} : { limit: requestedLimit(limit) }),
    revision: typeof revision === 'string' ? revision : null,
    ...(await readLocalSource(sourcePath)),
    history: {
      sourcePartition: optionalText(args, 'source_partition'),
      evaluationRole: optionalText(args, 'evaluation_role'),
      ...(typeof snapshotPath === 'string' ? { exclusionSnapshot: readSnapshotFile(snapshotPath) } : {}),
    },
  });
  return publishToFileStore(store, artifact);
}

function compileSnapshot(args: Readonly<Record<string, unknown>>): PyJsonObject {
  const { store, dataset_ids: ids, output } = args;
  if (typeof store !== 'string' || typeof output !== 'string' || !isTextList(ids)) {
    throw new PreparationError('ValueError', 'compile_snapshot needs store, dataset_ids and output');
  }
  return compileSnapshotFile(store, ids, output);
}

function combine(args: Readonly<Record<string, unknown>>): DatasetManifest {
  const { store, manifests } = args;
  if (typeof store !== 'string' || !Array.isArray(manifests)) throw new PreparationError('ValueError', 'combine needs store and manifests');
  return combineInFileStore(store, manifests);
}

function compose(args: Readonly<Record<string, unknown>>): DatasetManifest | PyJsonObject {
  const { store, dataset_ids: ids, benchmarks } = args;
  if (typeof store !== 'string' || !isTextList(ids) || !isTextList(benchmarks)) {
    throw new PreparationError('ValueError', 'compose needs store, dataset_ids and benchmarks');
  }
  return composeInFileStore(store, ids, benchmarks);
}

async function collection(args: Readonly<Record<string, unknown>>, update: (changes: CollectionUpdate) => void): Promise<DatasetManifest | PyJsonObject> {
  const { store, request, local_sources: localSources, revision } = args;
  if (typeof store !== 'string' || !isJsonObject(request) || !isJsonObject(localSources) || !isTextList(request['benchmarks'])) {
    throw new PreparationError('ValueError', 'collection needs store, request {benchmarks, profile, [seed]} and local_sources');
  }
  const { profile, seed } = request;
  if (typeof profile !== 'string' || (seed !== undefined && seed !== null && typeof seed !== 'number')) {
    throw new PreparationError('ValueError', 'A collection request names a profile and an optional numeric seed');
  }
  const sources: Record<string, string> = {};
  for (const [benchmark, path] of Object.entries(localSources)) {
    if (typeof path !== 'string') throw new PreparationError('ValueError', 'local_sources maps benchmarks to paths');
    sources[benchmark] = path;
  }
  return collectInFileStore(
    {
      store,
      request: { benchmarks: request['benchmarks'], profile, seed: seed ?? null },
      localSources: sources,
      revision: typeof revision === 'string' ? revision : null,
    },
    update,
  );
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A text argument; absent and null both mean not given. */
function optionalText(args: Readonly<Record<string, unknown>>, name: string): string | null {
  const value = args[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new PreparationError('ValueError', `${name} must be text`);
  return value;
}

/**
 * Python's bool is an int, so the reference accepts `True` as a limit and refuses it with the
 * other bad limits, after the records are read; NaN fails that same check at the same point.
 */
function requestedLimit(limit: unknown): number {
  return typeof limit === 'number' ? limit : Number.NaN;
}
