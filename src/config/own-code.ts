// Where this process's own code comes from: the TypeScript sources of a checkout (run under tsx)
// or the compiled package in dist/ (`npm run build`, docs/packaging.md). Every compiled module sits
// at the same depth under dist/ as its source under src/, so a path relative to a module holds in
// both; only the extension differs, and only the sources need the TypeScript loader.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** True when running the sources; false in the compiled package. */
export const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** The path of one of the project's modules, given relative to `base` (an import.meta.url) without its extension. */
export function ownModule(relative: string, base: string): string {
  return fileURLToPath(new URL(`${relative}${FROM_SOURCE ? '.ts' : '.js'}`, base));
}

/** Node's arguments that run one of the project's modules as a process of its own. */
export function nodeArguments(modulePath: string): string[] {
  // Resolved only when running the sources: tsx is a development dependency, absent from an install.
  return FROM_SOURCE ? ['--import', import.meta.resolve('tsx'), modulePath] : [modulePath];
}

/** What a build records about the sources it compiled, for what is otherwise hashed from them at run time. */
export interface SourceDigests {
  /** reportCodeVersion() of those sources. */
  readonly reportCodeVersion: string;
  /** sha256 of each source file (runner provenance), by its path from the project root. */
  readonly sourceFiles: Readonly<Record<string, string>>;
}

/** Written by the build at dist/'s root, beside the compiled code. */
export const SOURCE_DIGESTS_FILE = 'source-digests.json';
const SOURCE_DIGESTS_URL = new URL(`../${SOURCE_DIGESTS_FILE}`, import.meta.url);

function isSourceDigests(value: unknown): value is SourceDigests {
  return (
    typeof value === 'object' &&
    value !== null &&
    'reportCodeVersion' in value &&
    typeof value.reportCodeVersion === 'string' &&
    'sourceFiles' in value &&
    typeof value.sourceFiles === 'object' &&
    value.sourceFiles !== null
  );
}

/** The build's digests (read on each call; callers keep what they need). A package without them is broken: this throws rather than guess. */
export function builtSourceDigests(file: URL | string = SOURCE_DIGESTS_URL): SourceDigests {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `cannot read the build's source digests (${String(file)}): ${error instanceof Error ? error.message : String(error)}; rebuild with \`npm run build\``,
    );
  }
  if (!isSourceDigests(parsed)) throw new Error(`${String(file)} holds no source digests; rebuild with \`npm run build\``);
  return parsed;
}
