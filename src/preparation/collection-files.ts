// A collection in a file store (docs/preparation.md "Collections"): the orchestration of
// domain/preparation/collection.ts with the store's published datasets, an executor that prepares
// each missing member from its local upstream source at a declared revision, and composition in
// the store.
import type { DatasetManifest } from '../domain/dataset/artifact.ts';
import { benchmarkGroups, type PreparedDataset } from '../domain/dataset/prepared-selection.ts';
import type { PyJsonObject } from '../domain/hashing/json-lexeme.ts';
import { executeCollection, type CollectionRequest, type CollectionSteps } from '../domain/preparation/collection.ts';
import type { CollectionUpdate } from '../domain/preparation/collection-progress.ts';
import { verifyNamedDataset } from '../domain/preparation/named-dataset.ts';
import { prepareDataset } from '../domain/preparation/prepare.ts';
import { PreparationError } from '../domain/preparation/preparation-error.ts';
import { composeInFileStore } from './composition-files.ts';
import { publishToFileStore } from './file-store.ts';
import { readLocalSource } from './source-files.ts';
import { readStoredDataset, storedDatasetIds } from './store-datasets.ts';

export interface LocalCollection {
  readonly store: string;
  readonly request: CollectionRequest;
  /** Benchmark → its upstream record file or checkout. */
  readonly localSources: Readonly<Record<string, string>>;
  /** The upstream revision every local source was taken at. */
  readonly revision: string | null;
}

export async function collectInFileStore(collection: LocalCollection, update: (changes: CollectionUpdate) => void): Promise<DatasetManifest | PyJsonObject> {
  const { store, localSources, revision } = collection;
  return executeCollection(collection.request, {
    preparedDatasets: async () => preparedInFileStore(store),
    prepare: localExecutor(store, localSources, revision),
    compose: async (ids, benchmarks) => composeInFileStore(store, ids, benchmarks),
    update,
  });
}

/**
 * Every dataset of the store that verifies, as selection sees it. One that does not (altered
 * since it was published) cannot be reused and is left out; preparing it again is refused when it
 * is published.
 */
export function preparedInFileStore(store: string): PreparedDataset[] {
  const prepared: PreparedDataset[] = [];
  for (const id of storedDatasetIds(store)) {
    const named = readStoredDataset(store, id);
    let verified;
    try {
      verified = verifyNamedDataset(named);
    } catch (error) {
      if (error instanceof PreparationError) continue;
      throw error;
    }
    const { manifest, cases } = verified;
    const { profile, seed } = manifest;
    if (typeof profile !== 'string' || typeof seed !== 'number') continue;
    prepared.push({
      id,
      profile,
      seed,
      customSubset: manifest['custom_subset'] === true,
      size: named.cases.byteLength,
      groups: benchmarkGroups(manifest, cases),
    });
  }
  return prepared;
}

/**
 * Prepares a member from its local source: reading the source is its download, preparing and
 * publishing it its freezing.
 */
function localExecutor(store: string, localSources: Readonly<Record<string, string>>, revision: string | null): CollectionSteps<unknown>['prepare'] {
  return async (member, progress) => {
    const sourcePath = Object.hasOwn(localSources, member.benchmark) ? localSources[member.benchmark] : undefined;
    // A benchmark without a source is a missing key, as the reference reports it.
    if (sourcePath === undefined) throw new PreparationError('KeyError', `'${member.benchmark}'`);
    await progress.phase('downloading');
    const source = await readLocalSource(sourcePath);
    await progress.phase('freezing');
    const artifact = await prepareDataset({ ...member, revision, ...source });
    return { id: publishToFileStore(store, artifact).id };
  };
}
