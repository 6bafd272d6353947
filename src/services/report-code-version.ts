// A digest of the code that turns stored rows into a report and comparison facts. It is part of
// every materialised report's version, so snapshots built by older code are never read after
// that code changes (a stored input cannot reveal a change in the code that reads it). The
// digest covers the source files themselves: all of src/domain (pure logic) and the query that
// loads a report's input. Running from source it is computed from them; the compiled package has
// no sources, so the build computes it with the same function and records it (docs/packaging.md).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtSourceDigests, FROM_SOURCE } from '../config/own-code.ts';

const SRC = fileURLToPath(new URL('../', import.meta.url));
const COVERED = ['domain', 'db/queries/report-input.ts', 'services/report-service.ts'];

function files(path: string): string[] {
  const entries = (() => {
    try {
      return readdirSync(path, { withFileTypes: true });
    } catch {
      return null;
    }
  })();
  if (entries === null) return [path];
  return entries.flatMap((entry) => files(join(path, entry.name)));
}

/** sha256 (first 16 hex) over the covered files' paths (relative to `srcDir`) and contents. */
export function computeReportCodeVersion(srcDir: string): string {
  const hash = createHash('sha256');
  const all = COVERED.flatMap((p) => files(join(srcDir, p)))
    .filter((f) => f.endsWith('.ts'))
    .sort();
  for (const file of all) {
    hash.update(relative(srcDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

let cached: string | null = null;

/** The running code's version, computed (or read from the build) once per process. */
export function reportCodeVersion(): string {
  cached ??= FROM_SOURCE ? computeReportCodeVersion(SRC) : builtSourceDigests().reportCodeVersion;
  return cached;
}
