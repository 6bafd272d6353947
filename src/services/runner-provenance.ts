// Runner provenance (docs/runs.md "Runner provenance and recipe snapshots"): what ran the evaluation, captured by the service before
// dispatch and never accepted from a plan. Source and environment hashes are computed once per
// process (the code does not change while it runs). The source files are those the running code
// comes from: hashed at run time from a checkout, recorded by the build in the compiled package.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtSourceDigests, FROM_SOURCE } from '../config/own-code.ts';
import { digest } from '../domain/hashing/canonical.ts';
import { nowIsoMicros } from '../db/timestamps.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);
const PACKAGES = ['graphql', 'graphql-yoga', '@pothos/core', 'drizzle-orm', 'postgres', '@electric-sql/pglite'];

function sourceFiles(root: string, dir: string, out: Record<string, string>): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(root, path, out);
    else if (name.endsWith('.ts') || name.endsWith('.sql')) {
      out[relative(root, path).split('\\').join('/')] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  }
}

/** sha256 of every .ts and .sql file under `root`/src, by its path from `root`. */
export function sourceFileDigests(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  sourceFiles(root, join(root, 'src'), files);
  return files;
}

/** The version Node loads for `name`: the first folder of its lookup holding it (an installed package's are hoisted above it). */
function packageVersion(name: string): string | null {
  for (const folder of require.resolve.paths(name) ?? []) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, name, 'package.json'), 'utf8')) as { version?: string };
      return manifest.version ?? null;
    } catch {
      // Not in this folder: Node would look in the next one up.
    }
  }
  return null;
}

let cached: Record<string, unknown> | null = null;

function stableParts(): Record<string, unknown> {
  if (cached) return cached;
  const files = FROM_SOURCE ? sourceFileDigests(ROOT) : { ...builtSourceDigests().sourceFiles };
  const environment = {
    runtime: 'node',
    version: process.versions.node,
    implementation: 'v8',
    v8: process.versions.v8,
    system: platform(),
    machine: arch(),
    packages: Object.fromEntries(PACKAGES.map((name) => [name, packageVersion(name)])),
  };
  const sourceSha256 = digest(files);
  const environmentSha256 = digest(environment);
  cached = {
    version: 1,
    source_files: files,
    source_sha256: sourceSha256,
    environment,
    environment_sha256: environmentSha256,
    harnesses: {},
    fingerprint_sha256: digest({ source_sha256: sourceSha256, environment_sha256: environmentSha256 }),
  };
  return cached;
}

export function captureRunnerProvenance(recipeSnapshots: Record<string, unknown> = {}, harnesses: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...stableParts(), harnesses, captured_at: nowIsoMicros(), recipe_snapshots: recipeSnapshots };
}
