// Upstream files from a local path (a record file for now), read whole: their bytes are hashed
// into the dataset's provenance and read as records by their format.
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { PreparationError } from '../domain/preparation/preparation-error.ts';
import type { SourceFile } from '../domain/preparation/records.ts';

/** The files at `path`: the file itself. */
export function readSourceFiles(path: string): SourceFile[] {
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch {
    throw new PreparationError('FileNotFoundError', `Source path does not exist: ${path}`);
  }
  // Task checkouts (folders) come with the benchmarks whose sources are trees.
  if (!isFile) throw new PreparationError('ValueError', 'source-path must be a record file or a supported task checkout');
  return [{ name: basename(path), bytes: readFileSync(path) }];
}
