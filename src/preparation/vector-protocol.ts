// The request/result protocol of the preparation reference vectors (docs/preparation.md), on
// top of the server's own preparation code: a request names a kind and its arguments, the
// result is the published manifest or the refusal (its kind and message).
import type { DatasetManifest } from '../domain/dataset/artifact.ts';
import { DEFAULT_SEED } from '../domain/dataset/selection.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import { prepareDataset } from '../domain/preparation/prepare.ts';
import { PreparationError } from '../domain/preparation/preparation-error.ts';
import { publishToFileStore } from './file-store.ts';
import { readLocalSource } from './source-files.ts';

export type VectorResult =
  | { readonly result: 'ok'; readonly value: DatasetManifest }
  | { readonly result: 'error'; readonly error_type: string; readonly error_message: string };

/** Arguments of history-bound preparation, which this server does not implement yet. */
const HISTORY_ARGUMENTS = ['exclusion_snapshot', 'source_partition', 'evaluation_role'];

export async function runVectorRequest(request: unknown): Promise<VectorResult> {
  try {
    if (!isJsonObject(request) || !isJsonObject(request.args)) throw new PreparationError('ValueError', 'A request is {"kind", "args"}');
    if (request.kind !== 'prepare') throw new PreparationError('ValueError', `Request kind ${String(request.kind)} is not supported yet`);
    return { result: 'ok', value: await prepare(request.args) };
  } catch (error) {
    if (error instanceof PreparationError) return { result: 'error', error_type: error.kind, error_message: error.message };
    throw error;
  }
}

async function prepare(args: Readonly<Record<string, unknown>>): Promise<DatasetManifest> {
  const { benchmark, profile, store, source_path: sourcePath, revision, seed, limit } = args;
  if (typeof benchmark !== 'string' || typeof profile !== 'string' || typeof store !== 'string' || typeof sourcePath !== 'string') {
    throw new PreparationError('ValueError', 'prepare needs benchmark, profile, store and source_path');
  }
  const history = HISTORY_ARGUMENTS.filter((name) => args[name] !== undefined && args[name] !== null);
  if (history.length > 0) throw new PreparationError('ValueError', `History-bound preparation (${history.join(', ')}) is not supported yet`);
  const artifact = await prepareDataset({
    benchmark,
    profile,
    seed: typeof seed === 'number' ? seed : DEFAULT_SEED,
    ...(limit === null || limit === undefined ? {} : { limit: requestedLimit(limit) }),
    revision: typeof revision === 'string' ? revision : null,
    ...(await readLocalSource(sourcePath)),
  });
  return publishToFileStore(store, artifact);
}

/**
 * Python's bool is an int, so the reference accepts `True` as a limit and refuses it with the
 * other bad limits, after the records are read; NaN fails that same check at the same point.
 */
function requestedLimit(limit: unknown): number {
  return typeof limit === 'number' ? limit : Number.NaN;
}
