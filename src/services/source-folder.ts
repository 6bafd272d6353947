// The server's sources folder (README "Datasets from local sources"): `prepareDataset` reads source files only
// inside it. It is `SR_BENCH_SOURCES_DIR`, or `sources/` under the data directory. A request
// names a path inside it (relative, or absolute under it); symlinks are resolved before any file
// is read, and a path outside gets one answer whether or not it exists, so errors reveal nothing
// about the rest of the host. Requests and jobs keep the path relative to the folder.
import { realpath, stat } from 'node:fs/promises';
import { dataDirectory } from '../config/data-directory.ts';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

export const SOURCE_ROOT_ENV = 'SR_BENCH_SOURCES_DIR';
export const OUTSIDE_SOURCES = `sourcePath must name a file or folder inside the server's sources folder (${SOURCE_ROOT_ENV})`;
export const SOURCE_UNREADABLE = 'Source path does not exist or cannot be read';
export const RESOLVES_OUTSIDE = 'Source path resolves outside the sources folder';

type Env = Readonly<Record<string, string | undefined>>;

export { dataDirectory };

/** The sources folder as configured (absolute, not yet resolved through symlinks). */
export function sourcesRoot(env: Env = process.env): string {
  const configured = env[SOURCE_ROOT_ENV];
  if (configured) return resolve(configured);
  return join(dataDirectory(env), 'sources');
}

const within = (root: string, path: string): string | null => {
  const inside = relative(root, path);
  if (inside === '') return '.';
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  return inside.split(sep).join('/');
};

/**
 * A requested path as the folder-relative path the job keeps (`.` for the folder itself), or null
 * when it lies outside. Lexical only: nothing on disk is touched for a path outside.
 */
export function relativeSourcePath(requested: string, env: Env = process.env): string | null {
  const root = sourcesRoot(env);
  return within(root, resolve(root, requested));
}

/** Thrown when a source cannot be opened; the message is public. */
export class SourceUnavailable extends Error {
  override readonly name = 'SourceUnavailable';
}

/** An opened sources folder: every path handed out is resolved through symlinks and inside it. */
export interface SourceFolder {
  /** The real path of `relativePath`, checked to be inside the folder. */
  resolve(relativePath: string): Promise<string>;
  /** The real path of the regular file `path` names, or null; one that resolves outside is refused. */
  file(path: string): Promise<string | null>;
}

export async function openSourceFolder(env: Env = process.env): Promise<SourceFolder> {
  let root: string;
  try {
    root = await realpath(sourcesRoot(env));
  } catch {
    throw new SourceUnavailable(SOURCE_UNREADABLE);
  }
  const real = async (path: string): Promise<string> => {
    let resolved: string;
    try {
      resolved = await realpath(path);
    } catch {
      throw new SourceUnavailable(SOURCE_UNREADABLE);
    }
    if (within(root, resolved) === null) throw new SourceUnavailable(RESOLVES_OUTSIDE);
    return resolved;
  };
  return {
    resolve: (relativePath) => real(join(root, relativePath)),
    file: async (path) => {
      let resolved: string;
      try {
        resolved = await real(path);
      } catch (error) {
        // A link that leaves the folder is refused, not taken for a missing file.
        if (error instanceof SourceUnavailable && error.message === RESOLVES_OUTSIDE) throw error;
        return null;
      }
      return (await stat(resolved)).isFile() ? resolved : null;
    },
  };
}
