// Runner provenance (docs/runs.md "Runner provenance and recipe snapshots"): what ran the evaluation, captured by the service before
// dispatch and never accepted from a plan. Source and environment hashes are computed once per
// process (the code does not change while it runs).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digest } from '../domain/hashing/canonical.ts';
import { nowIsoMicros } from '../db/timestamps.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGES = ['graphql', 'graphql-yoga', '@pothos/core', 'drizzle-orm', 'postgres', '@electric-sql/pglite'];

function sourceFiles(dir: string, out: Record<string, string>): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (name.endsWith('.ts') || name.endsWith('.sql')) {
      out[relative(ROOT, path).split('\\').join('/')] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  }
}

function packageVersion(name: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string };
    return manifest.version ?? null;
  } catch {
    return null;
  }
}

let cached: Record<string, unknown> | null = null;

function stableParts(): Record<string, unknown> {
  if (cached) return cached;
  const files: Record<string, string> = {};
  sourceFiles(join(ROOT, 'src'), files);
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
