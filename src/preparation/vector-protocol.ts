// The request/result protocol of the preparation reference vectors (docs/preparation.md), on
// top of the server's own preparation code: a request names a kind and its arguments, the
// result is the published manifest (or, for compile_snapshot, the snapshot) or the refusal (its
// kind and message).
import type { DatasetManifest } from '../domain/dataset/artifact.ts';
import type { PyJsonObject } from '../domain/hashing/json-lexeme.ts';
import { DEFAULT_SEED } from '../domain/dataset/selection.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import { prepareDataset } from '../domain/preparation/prepare.ts';
import { PreparationError } from '../domain/preparation/preparation-error.ts';
import { publishToFileStore } from './file-store.ts';
import { compileSnapshotFile, readSnapshotFile } from './history-files.ts';
import { readLocalSource } from './source-files.ts';

export type VectorResult =
  | { readonly result: 'ok'; readonly value: DatasetManifest | PyJsonObject }
  | { readonly result: 'error'; readonly error_type: string; readonly error_message: string };

export async function runVectorRequest(request: unknown): Promise<VectorResult> {
  try {
    if (!isJsonObject(request) || !isJsonObject(request.args)) throw new PreparationError('ValueError', 'A request is {"kind", "args"}');
    if (request.kind === 'compile_snapshot') return { result: 'ok', value: compileSnapshot(request.args) };
    if (request.kind !== 'prepare') throw new PreparationError('ValueError', `Request kind ${String(request.kind)} is not supported yet`);
    return { result: 'ok', value: await prepare(request.args) };
  } catch (error) {
    if (error instanceof PreparationError) return { result: 'error', error_type: error.kind, error_message: error.message };
    throw error;
  }
}

async function prepare(args: Readonly<Record<string, unknown>>): Promise<DatasetManifest> {
  const { benchmark, profile, store, source_path: sourcePath, revision, seed, limit, exclusion_snapshot: snapshotPath } = args;
  if (typeof benchmark !== 'string' || typeof profile !== 'string' || typeof store !== 'string' || typeof sourcePath !== 'string') {
    throw new PreparationError('ValueError', 'prepare needs benchmark, profile, store and source_path');
  }
  if (snapshotPath !== undefined && snapshotPath !== null && typeof snapshotPath !== 'string') throw new PreparationError('ValueError', 'exclusion_snapshot is a path');
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
  if (typeof store !== 'string' || typeof output !== 'string' || !Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
    throw new PreparationError('ValueError', 'compile_snapshot needs store, dataset_ids and output');
  }
  return compileSnapshotFile(store, ids, output);
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
