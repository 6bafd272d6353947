// The published datasets of a file store (docs/preparation.md, step 7): each in
// `datasets/<id>/`, read by id or listed (folders being written are hidden and skipped).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkDatasetId, DATASET_ID, type NamedDataset } from '../domain/preparation/named-dataset.ts';
import { PreparationError } from '../domain/preparation/preparation-error.ts';

/** The bytes of the dataset `id` of `store`; an unknown id is refused. */
export function readStoredDataset(store: string, id: string): NamedDataset {
  checkDatasetId(id);
  const folder = join(resolve(store), 'datasets', id);
  const manifestPath = join(folder, 'manifest.json');
  const casesPath = join(folder, 'cases.jsonl');
  if (!existsSync(manifestPath) || !existsSync(casesPath)) throw new PreparationError('ValueError', `Unknown prepared dataset: ${id}`);
  return { id, manifest: readFileSync(manifestPath), cases: readFileSync(casesPath) };
}

/** The ids of the datasets published in `store`, sorted. */
export function storedDatasetIds(store: string): string[] {
  const folder = join(resolve(store), 'datasets');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && DATASET_ID.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}
