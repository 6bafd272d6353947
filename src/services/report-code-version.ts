// A digest of the code that turns stored rows into a report and comparison facts. It is part of
// every materialised report's version, so snapshots built by older code are never read after
// that code changes (a stored input cannot reveal a change in the code that reads it). The
// server runs from source, so the digest covers the files themselves: all of src/domain (pure
// logic) and the query that loads a report's input.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

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

let cached: string | null = null;

/** sha256 (first 16 hex) over the covered files' paths and contents, computed once per process. */
export function reportCodeVersion(): string {
  if (cached) return cached;
  const hash = createHash('sha256');
  const all = COVERED.flatMap((p) => files(join(SRC, p))).filter((f) => f.endsWith('.ts')).sort();
  for (const file of all) {
    hash.update(relative(SRC, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  cached = hash.digest('hex').slice(0, 16);
  return cached;
}
