// History exclusion snapshots (docs/preparation.md, "History exclusions"): the
// task keys of named frozen datasets, per benchmark family and bound to the family's exact task
// source, frozen into one content-addressed document. A holdout preparation skips these tasks.
// The snapshot covers only the memberships it names (reports say so). Pure: the
// caller reads the datasets from a store and writes the snapshot file.
import { createHash } from 'node:crypto';
import { isJsonObject, type JsonRecord } from '../accounting/json-values.ts';
import { canonical, digest } from '../hashing/canonical.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import { parseJson, type PyJsonObject, type PyJsonValue } from '../hashing/json-lexeme.ts';
import { DATASET_ID, verifyNamedDataset, type NamedDataset } from './named-dataset.ts';
import { PreparationError } from './preparation-error.ts';
import { TASK_IDENTITY_POLICY, taskKey, type TaskIdentity } from './task-identity.ts';

export const SNAPSHOT_SCHEMA = 'sr-bench-history-exclusions-v1';
export const SNAPSHOT_POLICY = 'all-referenced-memberships-v1';
export const SNAPSHOT_COVERAGE = 'named-memberships-only';

export const CROSS_SOURCE_HISTORY = 'Cross-source or cross-revision history requires explicit reconciliation';
export const INVALID_SNAPSHOT = 'Exclusion snapshot is not a valid history snapshot';
export const SNAPSHOT_ID_MISMATCH = 'Exclusion snapshot identity does not match its content';
export const UNBOUND_HISTORY = 'History snapshots need datasets prepared with a source partition';

/** One benchmark family of a snapshot: its task source and the sorted keys of its named tasks. */
export interface HistoryFamily {
  readonly source: JsonRecord;
  readonly task_keys: readonly string[];
}

/** A validated snapshot: the parsed document (embedded as it is in a manifest's `preparation`) and its families. */
export interface HistorySnapshot {
  readonly document: PyJsonObject;
  readonly coverage: string;
  readonly families: Readonly<Record<string, HistoryFamily>>;
}

// Task keys are SHA-256 digests, like dataset ids.
const TASK_KEY = DATASET_ID;
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Compiles the snapshot of named datasets: each is verified against its manifest, every case
 * must carry the task identity of its family's frozen task source, and a family's datasets must
 * share that source. References are sorted by id, so the snapshot depends on the set named.
 */
export function compileSnapshot(datasets: readonly NamedDataset[]): PyJsonObject {
  if (datasets.length === 0) throw new PreparationError('ValueError', 'A history snapshot names at least one dataset');
  const families = new Map<string, { source: JsonRecord; sourceSha256: string; keys: Set<string> }>();
  const references = new Map<string, JsonRecord>();
  for (const dataset of datasets) {
    const { manifest, cases } = verifyNamedDataset(dataset);
    const preparation = manifest['preparation'];
    for (const testCase of cases) {
      const entry = isJsonObject(preparation) ? preparation[testCase.benchmark] : undefined;
      const source = isJsonObject(entry) ? entry['task_source'] : undefined;
      if (!isJsonObject(source)) throw new PreparationError('ValueError', UNBOUND_HISTORY);
      const sourceSha256 = digest(source);
      const family = families.get(testCase.benchmark) ?? { source, sourceSha256, keys: new Set<string>() };
      if (family.sourceSha256 !== sourceSha256) throw new PreparationError('ValueError', CROSS_SOURCE_HISTORY);
      const metadata = testCase['metadata'];
      const identity = isJsonObject(metadata) ? metadata['task_identity'] : undefined;
      if (!isTaskIdentity(identity, testCase.benchmark, source['partition'], sourceSha256)) throw new PreparationError('ValueError', UNBOUND_HISTORY);
      family.keys.add(taskKey(identity));
      families.set(testCase.benchmark, family);
    }
    references.set(dataset.id, { case_sha256: sha256(dataset.cases), id: dataset.id, kind: 'dataset', manifest_sha256: sha256(dataset.manifest) });
  }
  const draft = {
    coverage: SNAPSHOT_COVERAGE,
    families: Object.fromEntries(
      [...families].map(([benchmark, family]) => [benchmark, { source: family.source, task_keys: [...family.keys].sort(compareCodePoints) }]),
    ),
    identity_policy: TASK_IDENTITY_POLICY,
    policy: SNAPSHOT_POLICY,
    references: [...references].sort(([a], [b]) => compareCodePoints(a, b)).map(([, reference]) => reference),
    schema: SNAPSHOT_SCHEMA,
  };
  // The id is the digest of everything else; read back through canonical JSON the document has
  // its keys in the order its file lists them, so it embeds the same either way.
  return parseOne(canonical({ ...draft, id: digest(draft) }));
}

/** The snapshot file: its canonical JSON and a newline. */
export function snapshotText(snapshot: PyJsonObject): string {
  return `${canonical(snapshot)}\n`;
}

/**
 * Checks a parsed snapshot file: its schema, policies, families and that its id is the digest of
 * the rest. The document is embedded as the file gives it.
 */
export function readSnapshot(value: PyJsonValue): HistorySnapshot {
  if (!isPyJsonObject(value)) throw new PreparationError('ValueError', INVALID_SNAPSHOT);
  const { id, coverage, families, references } = value;
  if (
    value['schema'] !== SNAPSHOT_SCHEMA ||
    value['policy'] !== SNAPSHOT_POLICY ||
    value['identity_policy'] !== TASK_IDENTITY_POLICY ||
    typeof coverage !== 'string' ||
    typeof id !== 'string' ||
    !Array.isArray(references) ||
    !isJsonObject(families)
  ) {
    throw new PreparationError('ValueError', INVALID_SNAPSHOT);
  }
  const checked: Record<string, HistoryFamily> = {};
  for (const [benchmark, family] of Object.entries(families)) {
    const source = isJsonObject(family) ? family['source'] : undefined;
    const keys = isJsonObject(family) ? family['task_keys'] : undefined;
    if (!isJsonObject(source) || !Array.isArray(keys) || !keys.every((key: unknown): key is string => typeof key === 'string' && TASK_KEY.test(key))) {
      throw new PreparationError('ValueError', INVALID_SNAPSHOT);
    }
    checked[benchmark] = { source, task_keys: keys };
  }
  const { id: _id, ...rest } = value;
  if (digest(rest) !== id) throw new PreparationError('ValueError', SNAPSHOT_ID_MISMATCH);
  return { document: value, coverage, families: checked };
}

/**
 * The task keys a snapshot names for one benchmark family, which must come from the same task
 * source as the preparation (a snapshot without the family names none).
 */
export function familyTaskKeys(snapshot: HistorySnapshot, benchmark: string, source: unknown): ReadonlySet<string> {
  const family = Object.hasOwn(snapshot.families, benchmark) ? snapshot.families[benchmark] : undefined;
  if (family === undefined) return new Set();
  if (digest(family.source) !== digest(source)) throw new PreparationError('ValueError', CROSS_SOURCE_HISTORY);
  return new Set(family.task_keys);
}

function isTaskIdentity(value: unknown, benchmark: string, partition: unknown, sourceSha256: string): value is TaskIdentity {
  return (
    isJsonObject(value) &&
    value['policy'] === TASK_IDENTITY_POLICY &&
    value['benchmark'] === benchmark &&
    value['source_sha256'] === sourceSha256 &&
    typeof partition === 'string' &&
    value['partition'] === partition &&
    typeof value['domain'] === 'string' &&
    typeof value['task_id'] === 'string'
  );
}

/** A JSON object read back from text (its keys in the text's order). */
function parseOne(text: string): PyJsonObject {
  const parsed = parseJson(text);
  if (!isPyJsonObject(parsed)) throw new PreparationError('ValueError', INVALID_SNAPSHOT);
  return parsed;
}

function isPyJsonObject(value: PyJsonValue): value is PyJsonObject {
  return isJsonObject(value);
}
