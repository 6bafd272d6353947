// Upstream sources from a local path: a record file, read whole (its bytes are hashed into the
// dataset's provenance and read as records by their format), or a folder (a task checkout),
// listed with its revision check; the benchmark's layout then reads the files it needs
// (docs/preparation.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { PreparationError } from '../domain/preparation/preparation-error.ts';
import type { SourceFile } from '../domain/preparation/records.ts';
import type { FolderFile, SourceFolder } from '../domain/preparation/source-folder.ts';
import { verifyFolderRevision } from './git-head.ts';

/** A bound on a folder's listing, far above any benchmark checkout. */
export const MAX_FOLDER_ENTRIES = 500_000;

export interface LocalSource {
  /** A record file; empty for a folder. */
  readonly files: SourceFile[];
  readonly folder?: SourceFolder;
}

/** The source at `path`: a record file, or a folder with its revision check. */
export async function readLocalSource(path: string): Promise<LocalSource> {
  if (!isDirectory(path)) return { files: readSourceFiles(path) };
  const root = resolve(path);
  const { files, directories } = listFolder(root);
  return { files: [], folder: { path: root, files, directories, verification: await verifyFolderRevision(root) } };
}

/** The files at `path`: the file itself. */
export function readSourceFiles(path: string): SourceFile[] {
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch {
    throw new PreparationError('FileNotFoundError', `Source path does not exist: ${path}`);
  }
  if (!isFile) throw new PreparationError('ValueError', 'source-path must be a record file or a supported task checkout');
  return [{ name: basename(path), bytes: readFileSync(path) }];
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // readSourceFiles reports the missing path
  }
}

/**
 * Every regular file and folder below `root`, names relative and `/`-separated. Symbolic links
 * are left out (a linked folder is not entered), so the listing never leaves the checkout.
 */
function listFolder(root: string): { files: FolderFile[]; directories: string[] } {
  const files: FolderFile[] = [];
  const directories: string[] = [];
  const pending = [''];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const name = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        directories.push(name);
        pending.push(name);
      } else if (entry.isFile()) {
        files.push({ name, read: () => readFileSync(join(root, name)) });
      }
      if (files.length + directories.length > MAX_FOLDER_ENTRIES) {
        throw new PreparationError('ValueError', `Source folder has more than ${MAX_FOLDER_ENTRIES} entries`);
      }
    }
  }
  return { files, directories };
}
