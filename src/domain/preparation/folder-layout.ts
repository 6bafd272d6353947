// A benchmark's folder layout (docs/preparation.md): how a task checkout becomes the records its
// normalizer reads and the files its provenance lists. Only the benchmarks whose upstream source
// is a tree of files have one; any other folder source is refused.
import { createHash } from 'node:crypto';
import { pyStrRepr } from '../hashing/python-text.ts';
import type { SourceRecord } from './normalizers/normalizer.ts';
import { PreparationError } from './preparation-error.ts';
import { pythonJsonLoads } from './python-json-loads.ts';
import { pythonReadText } from './python-text-file.ts';
import type { FolderFile, FolderView } from './source-folder.ts';

export const UNSUPPORTED_SOURCE = 'source-path must be a record file or a supported task checkout';

/** One entry of the provenance's `files`: a source file, or a task tree by its tree digest. */
export interface ProvenanceFile {
  readonly name: string;
  readonly sha256: string;
}

export interface FolderRecords {
  readonly records: SourceRecord[];
  /** In the order the provenance lists them. */
  readonly files: ProvenanceFile[];
}

export type FolderLayout = (folder: FolderView) => FolderRecords;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A JSON file of the checkout parsed as Python's `json.loads(path.read_text())` parses it. */
export function readJsonFile(file: FolderFile): { readonly value: unknown; readonly sha256: string } {
  const bytes = file.read();
  return { value: pythonJsonLoads(pythonReadText(bytes)), sha256: sha256Hex(bytes) };
}

/** A file the layout needs, refused as Python's `open()` refuses a missing one. */
export function requiredFile(folder: FolderView, name: string): FolderFile {
  const file = folder.file(name);
  if (!file) throw new PreparationError('FileNotFoundError', `[Errno 2] No such file or directory: ${pyStrRepr(absolutePath(folder, name))}`);
  return file;
}

/** The absolute path of a folder entry. */
export function absolutePath(folder: FolderView, name: string): string {
  if (name === '') return folder.path;
  return folder.path.endsWith('/') ? `${folder.path}${name}` : `${folder.path}/${name}`;
}
