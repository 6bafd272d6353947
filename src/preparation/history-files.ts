// History snapshot files (docs/preparation.md, "History exclusions"): compiling a snapshot from
// datasets of a file store into a file, and reading one back for a preparation.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseJson, type PyJsonObject, type PyJsonValue } from '../domain/hashing/json-lexeme.ts';
import { compileSnapshot, INVALID_SNAPSHOT, snapshotText } from '../domain/preparation/history-snapshot.ts';
import { PreparationError } from '../domain/preparation/preparation-error.ts';
import { readStoredDataset } from './store-datasets.ts';

/** Compiles the snapshot of the named datasets of `store`, writes it to `output` and returns it. */
export function compileSnapshotFile(store: string, datasetIds: readonly string[], output: string): PyJsonObject {
  const snapshot = compileSnapshot(datasetIds.map((id) => readStoredDataset(store, id)));
  const target = resolve(output);
  mkdirSync(dirname(target), { recursive: true });
  // Written beside the target and renamed into place: a reader never sees half a snapshot.
  const staging = `${target}.${process.pid}.tmp`;
  writeFileSync(staging, snapshotText(snapshot));
  renameSync(staging, target);
  return snapshot;
}

/** The parsed snapshot file at `path`, checked by the preparation that uses it. */
export function readSnapshotFile(path: string): PyJsonValue {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new PreparationError('FileNotFoundError', `Exclusion snapshot does not exist: ${path}`);
  }
  try {
    return parseJson(text);
  } catch {
    throw new PreparationError('ValueError', INVALID_SNAPSHOT);
  }
}
