// A dataset store in a folder: each dataset published as `datasets/<id>/cases.jsonl` and
// `manifest.json` (the manifest as indented JSON with Python's defaults, its `path` the absolute
// path of the cases file). A dataset is written once: publishing the same id again with the same
// bytes reuses it, with other bytes it is refused.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Artifact, DatasetManifest } from '../domain/dataset/artifact.ts';
import { pythonJsonDumps } from '../domain/hashing/python-json.ts';
import { PreparationError } from '../domain/preparation/preparation-error.ts';

export function publishToFileStore(store: string, artifact: Artifact): DatasetManifest {
  const folder = join(resolve(store), 'datasets', artifact.manifest.id);
  const casesPath = join(folder, 'cases.jsonl');
  const manifest: DatasetManifest = { ...artifact.manifest, path: casesPath };
  const manifestText = `${pythonJsonDumps(manifest, { indent: 2, ensureAscii: true })}\n`;
  if (existsSync(folder)) {
    const same = existsSync(casesPath) && Buffer.from(artifact.jsonl).equals(readFileSync(casesPath));
    if (!same) throw new PreparationError('ValueError', 'Existing immutable dataset content changed');
    return manifest;
  }
  // Written beside the store's datasets and renamed into place: a reader never sees half a dataset.
  const staging = join(resolve(store), 'datasets', `.${artifact.manifest.id}.${process.pid}.tmp`);
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'cases.jsonl'), artifact.jsonl);
  writeFileSync(join(staging, 'manifest.json'), manifestText);
  renameSync(staging, folder);
  return manifest;
}
