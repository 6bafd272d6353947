// τ³ (`sierra-research/tau2-bench`, `data/tau2/domains/<domain>/tasks.json`): agent tasks of the
// airline, retail and telecom domains, telecom limited to the `base` list of its
// `split_tasks.json`. A case has no prompt: the case id is `tau3/<domain>/<task id>`, the metadata
// names the domain (also the stratum, which selection round-robins over) and the task, and binds
// the task's content by the canonical digest of the row without `domain`.
//
// As a folder: the checkout; each row gets `domain` from its folder (replacing a `domain` field of
// its own), and the four files read are hashed into the provenance, sorted by path.
import { isJsonObject } from '../../accounting/json-values.ts';
import { canonical, digest } from '../../hashing/canonical.ts';
import { compareCodePoints } from '../../hashing/code-point-order.ts';
import { readJsonFile, requiredFile, UNSUPPORTED_SOURCE, type FolderRecords, type ProvenanceFile } from '../folder-layout.ts';
import { PreparationError } from '../preparation-error.ts';
import type { FolderView } from '../source-folder.ts';
import { passThrough, pythonStr, required, type NormalizedCase, type SourceRecord } from './normalizer.ts';

export const TAU3 = 'tau3';

const DOMAINS_DIR = 'data/tau2/domains';
const DOMAINS = ['airline', 'retail', 'telecom'] as const;
/** The domain whose tasks are limited to a split, and that split. */
const SPLIT_DOMAIN = 'telecom';
const SPLIT = 'base';

export function normalizeTau3(records: readonly SourceRecord[]): NormalizedCase[] {
  return records.map((record) => passThrough(record, TAU3) ?? nativeCase(record));
}

function nativeCase(record: SourceRecord): NormalizedCase {
  const domain = pythonStr(required(record, 'domain'));
  const taskId = pythonStr(required(record, 'id'));
  const task = Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'domain'));
  return {
    id: `${TAU3}/${domain}/${taskId}`,
    benchmark: TAU3,
    messages: [{ role: 'user', content: '' }],
    metadata: { domain, source_task_sha256: digest(task), stratum: domain, task_id: taskId },
  };
}

export function readTau3Folder(folder: FolderView): FolderRecords {
  if (!folder.isDirectory(DOMAINS_DIR)) throw new PreparationError('ValueError', UNSUPPORTED_SOURCE);
  const files: ProvenanceFile[] = [];
  const read = (name: string): unknown => {
    const { value, sha256 } = readJsonFile(requiredFile(folder, name));
    files.push({ name, sha256 });
    return value;
  };
  const records: SourceRecord[] = [];
  for (const domain of DOMAINS) {
    const rows = read(`${DOMAINS_DIR}/${domain}/tasks.json`);
    if (!Array.isArray(rows) || !rows.every(isJsonObject)) throw new PreparationError('ValueError', 'Source must contain an array of task records');
    let kept = rows;
    if (domain === SPLIT_DOMAIN) {
      const split = read(`${DOMAINS_DIR}/${domain}/split_tasks.json`);
      const listed = isJsonObject(split) ? required(split, SPLIT) : null;
      if (!Array.isArray(listed)) throw new PreparationError('ValueError', `τ³ ${domain} split_tasks.json must list the ${SPLIT} tasks`);
      // Compared as JSON values, so a task id `1` is not the listed `"1"`.
      const ids = new Set(listed.map((id) => canonical(id)));
      kept = rows.filter((row) => ids.has(canonical(required(row, 'id'))));
    }
    for (const row of kept) records.push({ ...row, domain });
  }
  files.sort((a, b) => compareCodePoints(a.name, b.name));
  return { records, files };
}
