// Importing a frozen dataset artifact (docs/datasets.md "Frozen datasets"): verified, content-addressed, immutable.
// The stored id is the manifest's `id` when it verifies, else the sha256 of the JSONL bytes (a
// path + sha256 dataset of the original, docs/plans.md "Dataset references"). Zero model requests.
import type { Actor } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import type { DbOrTx } from '../db/client.ts';
import { datasetsByIds, insertDataset, type DatasetRecord } from '../db/queries/datasets.ts';
import { badUserInput, notFound } from '../domain/errors.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { verifyArtifact } from '../domain/dataset/artifact.ts';
import { publicCase, searchText } from '../domain/dataset/public-case.ts';
import { toPlainJson } from '../domain/hashing/plain-json.ts';

export interface ImportedDataset {
  id: string;
  created: boolean;
}

const MAX_DATASET_BYTES = 128 * 1024 * 1024;

/** importDataset: a client's artifact, verified and stored. Needs WRITE; zero model requests. */
export async function importDataset(
  deps: ServiceDeps,
  actor: Actor,
  { manifest, casesJsonl }: { manifest: unknown; casesJsonl: string },
): Promise<DatasetRecord> {
  requireAccess(actor, ACCESS.importDataset);
  const bytes = Buffer.from(casesJsonl, 'utf8');
  if (bytes.length > MAX_DATASET_BYTES) throw badUserInput('A dataset is at most 128 MiB of JSONL');
  const { id } = await storeDataset(deps.db, manifest, bytes);
  const [dataset] = await datasetsByIds(deps.db, [id]);
  if (!dataset) throw notFound(`Dataset ${id} not found`);
  return dataset;
}

/** Verifies and stores an artifact (idempotent by content); shared by imports, preparation and composition. */
export async function storeDataset(db: DbOrTx, manifestInput: unknown, jsonl: Uint8Array): Promise<ImportedDataset> {
  const verified = verifyArtifact(manifestInput as Parameters<typeof verifyArtifact>[0], jsonl);
  const manifest = toPlainJson(verified.manifest) as Record<string, unknown>;
  const id = verified.idVerified && typeof manifest.id === 'string' ? manifest.id : verified.sha256;
  const cases = verified.cases.map((row) => {
    const projected = publicCase(toPlainJson(row) as Record<string, unknown>);
    return {
      caseId: projected.id,
      benchmark: projected.benchmark,
      category: projected.category,
      public: projected,
      searchText: searchText(projected),
    };
  });
  const name = typeof manifest.name === 'string' ? manifest.name : `dataset ${id.slice(0, 12)}`;
  const created = await insertDataset(db, {
    id,
    name,
    jsonl,
    cases,
    createdAt: nowIsoMicros(),
    manifest: { ...manifest, id, sha256: verified.sha256 },
    profile: typeof manifest.profile === 'string' ? manifest.profile : null,
    split: typeof manifest.split === 'string' ? manifest.split : null,
  });
  return { id, created };
}
