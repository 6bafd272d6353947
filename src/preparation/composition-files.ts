// Composing and combining the datasets of a file store (docs/preparation.md "Composed datasets")
// with the rules the server's database uses (domain/dataset/composition.ts, combination.ts):
// inputs are read from the store and verified, a new dataset is published into it, and a
// composition that reuses an input returns that input's published manifest.
import { isJsonObject } from '../domain/accounting/json-values.ts';
import { IDENTITY_MISMATCH, type DatasetManifest } from '../domain/dataset/artifact.ts';
import { combineDatasets } from '../domain/dataset/combination.ts';
import { planComposition, type CompositionInput } from '../domain/dataset/composition.ts';
import type { PyJsonObject } from '../domain/hashing/json-lexeme.ts';
import { verifyNamedDataset } from '../domain/preparation/named-dataset.ts';
import { PreparationError } from '../domain/preparation/preparation-error.ts';
import { publishToFileStore } from './file-store.ts';
import { readStoredDataset } from './store-datasets.ts';

/** The requested benchmarks of the datasets `ids`, composed (or the input holding exactly them). */
export function composeInFileStore(store: string, ids: readonly string[], benchmarks: readonly string[]): DatasetManifest | PyJsonObject {
  const inputs = ids.map((id) => storedInput(store, id));
  const plan = planComposition(inputs, benchmarks);
  if (plan.kind === 'build') return publishToFileStore(store, plan.artifact);
  const reused = inputs.find((input) => input.id === plan.datasetId);
  if (reused === undefined) throw new Error(`composition reused ${plan.datasetId}, which is not one of its inputs`);
  return reused.manifest;
}

/**
 * The bundle of the datasets the given manifests name, in their order. Each is read from the
 * store by its id and must be the dataset the manifest describes.
 */
export function combineInFileStore(store: string, manifests: readonly unknown[]): DatasetManifest {
  const members = manifests.map((manifest) => {
    if (!isJsonObject(manifest) || typeof manifest['id'] !== 'string') throw new PreparationError('ValueError', 'A member is a published manifest');
    const member = storedInput(store, manifest['id']);
    if (member.manifest['sha256'] !== manifest['sha256']) throw new PreparationError('ValueError', IDENTITY_MISMATCH);
    return member;
  });
  return publishToFileStore(store, combineDatasets(members));
}

/** A stored dataset, verified; its manifest as published. */
function storedInput(store: string, id: string): CompositionInput & { readonly manifest: PyJsonObject } {
  return { id, ...verifyNamedDataset(readStoredDataset(store, id)) };
}
