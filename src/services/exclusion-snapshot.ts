// The frozen exclusion snapshot of stored datasets (docs/preparation.md "History exclusions"):
// the task keys of every dataset named, compiled once when a history-bound job starts, so a
// standard holdout skips every task those datasets exposed. A reference's `manifest_sha256`
// hashes the stored manifest's canonical JSON (the database keeps no manifest file).
import { datasetBytes, datasetsByIds } from '../db/queries/datasets.ts';
import type { Db } from '../db/client.ts';
import { canonical } from '../domain/hashing/canonical.ts';
import type { PyJsonValue } from '../domain/hashing/json-lexeme.ts';
import { compileSnapshot } from '../domain/preparation/history-snapshot.ts';
import type { NamedDataset } from '../domain/preparation/named-dataset.ts';
import { PreparationError } from './preparation-sources.ts';

export async function compileStoredSnapshot(db: Db, ids: readonly string[]): Promise<PyJsonValue> {
  const stored = new Map((await datasetsByIds(db, ids)).map((dataset) => [dataset.id, dataset]));
  const named: NamedDataset[] = [];
  for (const id of ids) {
    const dataset = stored.get(id);
    const cases = dataset ? await datasetBytes(db, id) : null;
    if (!dataset || !cases) throw new PreparationError(`Dataset ${id} named in exclusionDatasetIds is not stored`);
    named.push({ id, manifest: Buffer.from(`${canonical(dataset.manifest)}\n`), cases });
  }
  return compileSnapshot(named);
}
