/**
 * Test-only: the frozen manifests of every fixture journal, read with better-sqlite3 and
 * parsed lexeme-preserving (`1.0` stays a float), plus the f-suite dataset as a
 * `ResolvedDataset`.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { parseJson } from '../../../src/domain/hashing/json-lexeme.ts';
import type { ResolvedDataset } from '../../../src/domain/plan/dataset-reference.ts';
import type { PlanObject } from '../../../src/domain/plan/json.ts';

const ROOT = new URL('../../fixtures/srbench/', import.meta.url);

export interface StoredRun {
  journal: string;
  runId: string;
  text: string;
  manifest: PlanObject;
}

export function storedRuns(): StoredRun[] {
  const runs: StoredRun[] = [];
  // The scenario folders and the differential cases under diff/.
  const folders = readdirSync(ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      d.name === 'diff'
        ? readdirSync(new URL('diff/', ROOT), { withFileTypes: true })
            .filter((c) => c.isDirectory())
            .map((c) => `diff/${c.name}`)
        : [d.name],
    );
  for (const folder of folders) {
    for (const file of readdirSync(new URL(`${folder}/`, ROOT))) {
      if (!/^journal.*\.sqlite3$/.test(file)) continue;
      const path = fileURLToPath(new URL(`${folder}/${file}`, ROOT));
      const db = new Database(path, { readonly: true, fileMustExist: true });
      try {
        const rows = db.prepare('SELECT id, manifest FROM runs ORDER BY rowid').all() as { id: string; manifest: string }[];
        for (const row of rows) {
          runs.push({ journal: `${folder}/${file}`, runId: row.id, text: row.manifest, manifest: parseJson(row.manifest) as PlanObject });
        }
      } finally {
        db.close();
      }
    }
  }
  return runs;
}

/** `f_full_suite/dataset`: the JSONL rows and the prepared manifest beside them. */
export function fullSuiteDataset(): ResolvedDataset {
  const bytes = readFileSync(new URL('f_full_suite/dataset/cases.jsonl', ROOT));
  const jsonl = bytes.toString('utf8');
  const manifest = parseJson(readFileSync(new URL('f_full_suite/dataset/manifest.json', ROOT), 'utf8')) as PlanObject;
  return {
    id: createHash('sha256').update(bytes).digest('hex'),
    sha256: createHash('sha256').update(bytes).digest('hex'),
    manifest,
    cases: jsonl
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => parseJson(line)),
    jsonl,
  };
}
