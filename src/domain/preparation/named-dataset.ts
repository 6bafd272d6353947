// A published dataset of a store named by its id (docs/preparation.md): the bytes of its manifest
// and cases, verified before anything is taken from them (history snapshots, compositions,
// combinations and collections read datasets this way).
import { DatasetArtifactError, IDENTITY_MISMATCH, verifyArtifact, type DatasetCase } from '../dataset/artifact.ts';
import type { PyJsonObject } from '../hashing/json-lexeme.ts';
import { PreparationError } from './preparation-error.ts';

/** A dataset of a store: its id and the bytes of its published files. */
export interface NamedDataset {
  readonly id: string;
  readonly manifest: Uint8Array;
  readonly cases: Uint8Array;
}

/** A dataset id is a SHA-256 digest. */
export const DATASET_ID = /^[0-9a-f]{64}$/;

/** A dataset id that can name a folder of the store (anything else is refused before a path is built). */
export function checkDatasetId(id: string): void {
  if (!DATASET_ID.test(id)) throw new PreparationError('ValueError', `Unknown prepared dataset: ${id}`);
}

/** The dataset's manifest and rows (lexeme-preserving), after checking its bytes, its identity and that it is the one named. */
export function verifyNamedDataset(dataset: NamedDataset): { manifest: PyJsonObject; cases: DatasetCase[] } {
  checkDatasetId(dataset.id);
  try {
    const { manifest, cases } = verifyArtifact(dataset.manifest, dataset.cases);
    if (manifest['id'] !== dataset.id) throw new DatasetArtifactError(IDENTITY_MISMATCH);
    return { manifest, cases };
  } catch (error) {
    if (error instanceof DatasetArtifactError) throw new PreparationError('ValueError', error.message);
    throw error;
  }
}
