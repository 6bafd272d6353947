// A local folder source (a task checkout) as the preparation sees it (docs/preparation.md): the
// listing of what lies below the folder and how its revision was verified. The I/O layer lists
// the folder and checks git; a benchmark's layout picks the files it needs, whose bytes are read
// only then, so a large checkout's other files (its git objects, say) are never loaded.
import { compareCodePoints } from '../hashing/code-point-order.ts';

/** A regular file below the folder. */
export interface FolderFile {
  /** The path relative to the folder, `/`-separated. */
  readonly name: string;
  read(): Uint8Array;
}

/**
 * How the folder's revision was checked: `declared` outside a git work tree (the declared
 * revision is recorded beside the content digests), `git-head` inside one, with its HEAD.
 */
export type FolderVerification = { readonly kind: 'declared' } | { readonly kind: 'git-head'; readonly head: string };

export interface SourceFolder {
  /** The folder's absolute path (Terminal-Bench cases record their task folders by it). */
  readonly path: string;
  /** Every regular file below the folder, hidden ones included; symbolic links are left out. */
  readonly files: readonly FolderFile[];
  /** Every folder below it (relative, `/`-separated); linked folders are left out and not entered. */
  readonly directories: readonly string[];
  readonly verification: FolderVerification;
}

/** Lookups over a folder's listing, for the benchmark layouts. */
export class FolderView {
  readonly path: string;
  readonly #files = new Map<string, FolderFile>();
  readonly #directories: ReadonlySet<string>;

  constructor(folder: SourceFolder) {
    this.path = folder.path;
    for (const file of folder.files) this.#files.set(file.name, file);
    this.#directories = new Set(folder.directories);
  }

  /** `''` is the folder itself. */
  isDirectory(path: string): boolean {
    return path === '' || this.#directories.has(path);
  }

  file(path: string): FolderFile | undefined {
    return this.#files.get(path);
  }

  /** The files directly inside `dir`, sorted by name (code points, as Python sorts paths of one folder). */
  filesIn(dir: string): FolderFile[] {
    return [...this.#files.values()].filter((file) => parentOf(file.name) === dir).sort((a, b) => compareCodePoints(a.name, b.name));
  }

  /** The names of the folders directly inside `dir`, sorted. */
  subdirectories(dir: string): string[] {
    return [...this.#directories]
      .filter((path) => parentOf(path) === dir)
      .map(baseName)
      .sort(compareCodePoints);
  }

  /** Every file below `dir`, with names relative to `dir`. */
  filesBelow(dir: string): { readonly relative: string; readonly file: FolderFile }[] {
    const prefix = dir === '' ? '' : `${dir}/`;
    return [...this.#files.values()].filter((file) => file.name.startsWith(prefix)).map((file) => ({ relative: file.name.slice(prefix.length), file }));
  }
}

/** `a/b` inside `a`; a top-level name inside `''`. */
function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** `a/b` from a folder path and a relative one. */
export function joinPath(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}
