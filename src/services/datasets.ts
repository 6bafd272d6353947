// Importing a frozen dataset artifact (service.md §8.4): verified, content-addressed, immutable.
// The stored id is the manifest's `id` when it verifies, else the sha256 of the JSONL bytes (a
// path + sha256 dataset of the original, §2.10). Zero model requests.
import type { Context } from '../context.ts';
import { insertDataset } from '../db/queries/datasets.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { verifyArtifact } from '../domain/dataset/artifact.ts';
import { publicCase, searchText } from '../domain/dataset/public-case.ts';
import { toPlainJson } from '../domain/hashing/plain-json.ts';

export interface ImportedDataset {
  id: string;
  created: boolean;
}

export async function importDataset(ctx: Pick<Context, 'db'>, manifestInput: unknown, jsonl: Uint8Array): Promise<ImportedDataset> {
  const verified = verifyArtifact(manifestInput as Parameters<typeof verifyArtifact>[0], jsonl);
  const manifest = toPlainJson(verified.manifest) as Record<string, unknown>;
  const id = verified.idVerified && typeof manifest.id === 'string' ? manifest.id : verified.sha256;
  const cases = verified.cases.map((row) => {
    const projected = publicCase(toPlainJson(row) as Record<string, unknown>);
    return {
      caseId: projected.id,
      benchmark: projected.benchmark,
      category: projected.category,
      public: projected as unknown as Record<string, unknown>,
      searchText: searchText(projected),
    };
  });
  const name = typeof manifest.name === 'string' ? manifest.name : `dataset ${id.slice(0, 12)}`;
  const created = await insertDataset(ctx.db, {
    id, name, jsonl, cases, createdAt: nowIsoMicros(), manifest: { ...manifest, id, sha256: verified.sha256 },
    profile: typeof manifest.profile === 'string' ? manifest.profile : null,
    split: typeof manifest.split === 'string' ? manifest.split : null,
  });
  return { id, created };
}
