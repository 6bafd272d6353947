/**
 * The frozen dataset artifact (docs/datasets.md "Frozen datasets"): cases as JSONL plus a manifest whose `id`
 * is content-addressed. Published once, never edited: new questions, rules or bytes give a
 * new id.
 *
 * - Bytes: one canonical JSON case per line, each ending in `\n`; `sha256` = SHA-256 of
 *   the bytes.
 * - `id = digest({cases_sha256, sources, profile, seed, custom_subset, selection,
 *   [preparation]})`.
 * - Limits: ≤ 50,000 cases, manifest ≤ 2 MiB, ≤ 128 MiB of case bytes.
 *
 * Verification binds everything to the bytes: the hash, the id (when the manifest has one),
 * each row's shape, uniqueness of ids, the split rule and the declared counts. Rows written
 * by other tools need not be compact canonical JSON (the original's own fixture rows use
 * `", "` separators); the hash binds them all the same, and `canonicalRows` reports it.
 */
import { createHash } from 'node:crypto';
import { canonical, digest } from '../hashing/canonical.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import { parseJson } from '../hashing/json-lexeme.ts';
import type { PyJsonObject, PyJsonValue } from '../hashing/json-lexeme.ts';
import { isJsonObject } from '../accounting/json-values.ts';
import type { ProfileId } from '../catalog/benchmarks.ts';
import { isProfileId } from '../catalog/profiles.ts';
import { DomainError } from '../errors.ts';

export const DATASET_VERSION = 'sr-bench-1.0';
export const MAX_CASES = 50_000;
export const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;
export const MAX_DATA_BYTES = 128 * 1024 * 1024;
export const MAX_CASE_ID_CHARS = 512;
export const MAX_BENCHMARK_ID_CHARS = 64;
export const SELECTIONS = ['stratified-hash-v1', 'stratified-hash-provenance-v1'] as const;
export type Selection = (typeof SELECTIONS)[number];

/** Per-benchmark provenance (docs/datasets.md "Frozen datasets"). */
export interface DatasetSource {
  url: string;
  revision: string;
  files: { name: string; sha256: string }[];
  revision_verification: string;
  license_url?: string;
  access_note: string;
  normalizer: string;
}

export interface DatasetManifest {
  version: string;
  id: string;
  /** `<benchmarks joined by +>/<profile>`. */
  name: string;
  path: string;
  sha256: string;
  case_count: number;
  profile: ProfileId;
  custom_subset: boolean;
  /** Sorted. */
  benchmarks: string[];
  sources: Record<string, DatasetSource>;
  seed: number;
  selection: Selection;
  preparation?: PyJsonObject;
  split: 'dev' | 'holdout';
}

/** A frozen case: at least an id and a benchmark (docs/datasets.md "Cases"). */
export interface DatasetCase {
  readonly id: string;
  readonly benchmark: string;
  readonly [field: string]: unknown;
}

/** True for a value shaped like a frozen case: an object with a string id and benchmark. */
export function isDatasetCase(value: unknown): value is DatasetCase {
  return isJsonObject(value) && typeof value['id'] === 'string' && typeof value['benchmark'] === 'string';
}

/** Every artifact error; the message is the one a client sees, and checking one sends nothing. */
export class DatasetArtifactError extends DomainError {
  override readonly name = 'DatasetArtifactError';
  constructor(message: string) {
    super('BAD_USER_INPUT', message, { modelRequests: 0 });
  }
}

export const SHA256_MISMATCH = 'dataset SHA256 mismatch';
export const IDENTITY_MISMATCH = 'Prepared dataset identity or content digest does not match';
export const SIZE_LIMIT = 'Dataset input exceeds the supported size limit';
export const CASE_LIMIT = 'Dataset exceeds the supported case limit';
export const INVALID_CASE = 'Dataset contains an invalid or duplicate case';
export const INVALID_CASE_TYPES = 'Dataset case metadata and messages have invalid types';
export const SPLIT_MISMATCH = 'Dataset case split differs from its frozen manifest';
export const COUNT_MISMATCH = 'Prepared dataset case count does not match';
export const BENCHMARKS_MISMATCH = 'Prepared dataset benchmarks do not match its cases';
export const INVALID_HEADER = 'Prepared dataset header has invalid field types';
export const INVALID_PROFILE = 'Dataset has an invalid profile or split';
export const NOT_CANONICAL = 'Dataset rows are not canonical JSON lines';
export const SOURCES_MISMATCH = 'Dataset sources must name exactly the benchmarks of its cases';

const encoder = new TextEncoder();

function sha256Bytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function splitFor(profile: string): 'dev' | 'holdout' {
  return profile === 'standard' ? 'holdout' : 'dev';
}

/** The parts of a manifest the id is computed from. */
export interface DatasetIdentity {
  readonly cases_sha256: string;
  readonly sources: unknown;
  readonly profile: string;
  readonly seed: number;
  readonly custom_subset: boolean;
  readonly selection: string;
  /** Included only when present and non-empty (as the original's truthiness test). */
  readonly preparation?: unknown;
}

/** `id = digest({cases_sha256, sources, profile, seed, custom_subset, selection, [preparation]})`. */
export function datasetId(identity: DatasetIdentity): string {
  const { preparation, ...rest } = identity;
  const keep = preparation !== undefined && preparation !== null && !(isJsonObject(preparation) && Object.keys(preparation).length === 0);
  return digest(keep ? { ...rest, preparation } : rest);
}

/**
 * The artifact's bytes: one canonical JSON case per line, each line ending in `\n`.
 * Each row must be finite JSON; integral floats must be `PyFloat` to stay floats.
 */
export function encodeCasesJsonl(cases: readonly DatasetCase[]): Uint8Array {
  return encoder.encode(cases.map((c) => `${canonical(c)}\n`).join(''));
}

/** Python `case.get("metadata", {}).get("split", default)` with the manifest's default. */
function checkCaseShape(testCase: unknown, ids: Set<string>, split: 'dev' | 'holdout'): asserts testCase is DatasetCase {
  if (
    !isJsonObject(testCase) ||
    typeof testCase['id'] !== 'string' ||
    testCase['id'] === '' ||
    testCase['id'].length > MAX_CASE_ID_CHARS ||
    typeof testCase['benchmark'] !== 'string' ||
    testCase['benchmark'] === '' ||
    testCase['benchmark'].length > MAX_BENCHMARK_ID_CHARS ||
    ids.has(testCase['id'])
  ) {
    throw new DatasetArtifactError(INVALID_CASE);
  }
  const metadata = Object.hasOwn(testCase, 'metadata') ? testCase['metadata'] : {};
  const messages = Object.hasOwn(testCase, 'messages') ? testCase['messages'] : [];
  if (!isJsonObject(metadata) || !Array.isArray(messages)) throw new DatasetArtifactError(INVALID_CASE_TYPES);
  // A dev dataset may leave `split` implicit; a holdout case must say so (docs/plans.md "Validation order", step 15).
  const caseSplit = Object.hasOwn(metadata, 'split') ? metadata['split'] : split === 'holdout' ? null : 'dev';
  if (caseSplit !== split) throw new DatasetArtifactError(SPLIT_MISMATCH);
  ids.add(testCase['id']);
}

// Python `bytes.strip()` whitespace: ASCII only.
// biome-ignore lint/suspicious/noControlCharactersInRegex: Python's ASCII whitespace includes \v and \f
const isBlank = (line: string): boolean => /^[ \t\n\r\x0b\x0c]*$/.test(line);

function sortedBenchmarks(cases: readonly DatasetCase[]): string[] {
  return [...new Set(cases.map((c) => c.benchmark))].sort(compareCodePoints);
}

export interface BuildArtifactOptions {
  readonly profile: ProfileId;
  readonly seed: number;
  /** One entry per benchmark present in the cases. */
  readonly sources: Readonly<Record<string, DatasetSource>>;
  readonly custom_subset: boolean;
  /** Default `stratified-hash-v1` (or `-provenance-v1` when `preparation` is given). */
  readonly selection?: Selection;
  readonly preparation?: PyJsonObject;
  /** Default from the profile: `holdout` for standard, else `dev`. */
  readonly split?: 'dev' | 'holdout';
  /** Where the JSONL is published; default `datasets/<id>/cases.jsonl`. */
  readonly path?: string;
}

export interface Artifact {
  readonly manifest: DatasetManifest;
  readonly jsonl: Uint8Array;
}

/** Freezes cases into an artifact with a correct id (docs/datasets.md "Frozen datasets"). */
export function buildArtifact(cases: readonly DatasetCase[], options: BuildArtifactOptions): Artifact {
  if (!isProfileId(options.profile)) throw new DatasetArtifactError(INVALID_PROFILE);
  const split = options.split ?? splitFor(options.profile);
  if (split !== splitFor(options.profile)) throw new DatasetArtifactError(INVALID_PROFILE);
  if (!Number.isSafeInteger(options.seed) || options.seed < 0) {
    throw new DatasetArtifactError('seed must be an integer between 0 and 2^53-1');
  }
  if (cases.length > MAX_CASES) throw new DatasetArtifactError(CASE_LIMIT);
  const ids = new Set<string>();
  for (const testCase of cases) checkCaseShape(testCase, ids, split);
  const benchmarks = sortedBenchmarks(cases);
  const sourceNames = Object.keys(options.sources).sort(compareCodePoints);
  if (canonical(sourceNames) !== canonical(benchmarks)) throw new DatasetArtifactError(SOURCES_MISMATCH);

  const jsonl = encodeCasesJsonl(cases);
  if (jsonl.byteLength > MAX_DATA_BYTES) throw new DatasetArtifactError(SIZE_LIMIT);
  const sha256 = sha256Bytes(jsonl);
  const selection = options.selection ?? (options.preparation ? 'stratified-hash-provenance-v1' : 'stratified-hash-v1');
  const sources = { ...options.sources };
  const id = datasetId({
    cases_sha256: sha256,
    sources,
    profile: options.profile,
    seed: options.seed,
    custom_subset: options.custom_subset,
    selection,
    preparation: options.preparation,
  });
  const manifest: DatasetManifest = {
    version: DATASET_VERSION,
    id,
    name: `${benchmarks.join('+')}/${options.profile}`,
    path: options.path ?? `datasets/${id}/cases.jsonl`,
    sha256,
    case_count: cases.length,
    profile: options.profile,
    custom_subset: options.custom_subset,
    benchmarks,
    sources,
    seed: options.seed,
    selection,
    ...(options.preparation ? { preparation: options.preparation } : {}),
    split,
  };
  if (encoder.encode(canonical(manifest)).byteLength > MAX_MANIFEST_BYTES) throw new DatasetArtifactError(SIZE_LIMIT);
  return { manifest, jsonl };
}

export interface VerifyOptions {
  /** Also require every row to be compact canonical JSON ending in `\n` (this project's own artifacts). */
  readonly requireCanonicalRows?: boolean;
}

export interface VerifiedArtifact {
  /** The manifest, parsed lexeme-preserving when given as text. */
  readonly manifest: PyJsonObject;
  /** The rows, parsed lexeme-preserving (integral floats stay `PyFloat`). */
  readonly cases: DatasetCase[];
  readonly sha256: string;
  /** False when the manifest has no `id` (a path + sha256 dataset, docs/plans.md "Dataset references"). */
  readonly idVerified: boolean;
  /** Every row is `canonical(row) + "\n"` and there are no blank lines. */
  readonly canonicalRows: boolean;
}

function parseManifest(manifest: Uint8Array | string | PyJsonObject): PyJsonObject {
  let text: string;
  if (typeof manifest === 'string' || manifest instanceof Uint8Array) {
    const bytes = typeof manifest === 'string' ? encoder.encode(manifest) : manifest;
    if (bytes.byteLength > MAX_MANIFEST_BYTES) throw new DatasetArtifactError(SIZE_LIMIT);
    text = typeof manifest === 'string' ? manifest : decodeUtf8(manifest);
  } else {
    text = canonical(manifest);
    if (encoder.encode(text).byteLength > MAX_MANIFEST_BYTES) throw new DatasetArtifactError(SIZE_LIMIT);
  }
  let parsed: PyJsonValue;
  try {
    parsed = parseJson(text);
  } catch {
    throw new DatasetArtifactError(INVALID_HEADER);
  }
  if (!isJsonObject(parsed)) throw new DatasetArtifactError(INVALID_HEADER);
  return parsed as PyJsonObject;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new DatasetArtifactError('Dataset bytes are not UTF-8');
  }
}

/** Header field types (as the original's reader checks them). */
function checkHeader(manifest: PyJsonObject): 'dev' | 'holdout' {
  for (const key of ['id', 'name', 'profile', 'split', 'path', 'selection']) {
    if (Object.hasOwn(manifest, key) && typeof manifest[key] !== 'string') throw new DatasetArtifactError(INVALID_HEADER);
  }
  const count = manifest['case_count'];
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0 || count > MAX_CASES) {
    throw new DatasetArtifactError('Prepared dataset case count is invalid');
  }
  if (Object.hasOwn(manifest, 'custom_subset') && typeof manifest['custom_subset'] !== 'boolean') {
    throw new DatasetArtifactError('Prepared dataset custom subset marker must be boolean');
  }
  const sources = manifest['sources'];
  if (sources !== undefined && (!isJsonObject(sources) || Object.values(sources).some((s) => !isJsonObject(s)))) {
    throw new DatasetArtifactError('Prepared dataset source provenance has invalid types');
  }
  if (typeof manifest['sha256'] !== 'string' || !/^[0-9a-f]{64}$/.test(manifest['sha256'])) {
    throw new DatasetArtifactError(INVALID_HEADER);
  }
  const profile = manifest['profile'];
  if (!isProfileId(profile)) {
    throw new DatasetArtifactError(INVALID_PROFILE);
  }
  const split = splitFor(profile);
  if (Object.hasOwn(manifest, 'split') && manifest['split'] !== split) throw new DatasetArtifactError(INVALID_PROFILE);
  return split;
}

/**
 * Verifies a frozen dataset: manifest (text, bytes or a parsed object) plus the exact JSONL
 * bytes. Throws `DatasetArtifactError` on the first failure.
 */
export function verifyArtifact(manifestInput: Uint8Array | string | PyJsonObject, jsonl: Uint8Array, options: VerifyOptions = {}): VerifiedArtifact {
  const manifest = parseManifest(manifestInput);
  const split = checkHeader(manifest);
  if (jsonl.byteLength > MAX_DATA_BYTES) throw new DatasetArtifactError(SIZE_LIMIT);
  const sha256 = sha256Bytes(jsonl);
  if (sha256 !== manifest['sha256']) throw new DatasetArtifactError(SHA256_MISMATCH);

  const idVerified = Object.hasOwn(manifest, 'id');
  if (idVerified) {
    const seed = manifest['seed'];
    const expected =
      typeof seed === 'number' && typeof manifest['custom_subset'] === 'boolean' && typeof manifest['selection'] === 'string'
        ? datasetId({
            cases_sha256: sha256,
            sources: manifest['sources'] ?? null,
            profile: String(manifest['profile']),
            seed,
            custom_subset: manifest['custom_subset'],
            selection: manifest['selection'],
            preparation: manifest['preparation'],
          })
        : null;
    if (expected !== manifest['id']) throw new DatasetArtifactError(IDENTITY_MISMATCH);
  }

  const text = decodeUtf8(jsonl);
  const lines = text.split('\n');
  // The final element is what follows the last `\n`: empty for a well-terminated file.
  let canonicalRows = lines[lines.length - 1] === '';
  const cases: DatasetCase[] = [];
  const ids = new Set<string>();
  for (const line of lines) {
    if (isBlank(line)) continue; // readers skip blank lines (they still count in the hash)
    if (cases.length >= MAX_CASES) throw new DatasetArtifactError(CASE_LIMIT);
    let row: PyJsonValue;
    try {
      row = parseJson(line);
    } catch {
      throw new DatasetArtifactError(INVALID_CASE);
    }
    checkCaseShape(row, ids, split);
    if (canonicalRows && canonical(row) !== line) canonicalRows = false;
    cases.push(row);
  }
  if (lines.slice(0, -1).some(isBlank)) canonicalRows = false;
  if (cases.length !== manifest['case_count']) throw new DatasetArtifactError(COUNT_MISMATCH);
  const benchmarks = manifest['benchmarks'];
  if (benchmarks !== undefined && canonical(benchmarks) !== canonical(sortedBenchmarks(cases))) {
    throw new DatasetArtifactError(BENCHMARKS_MISMATCH);
  }
  if (options.requireCanonicalRows && !canonicalRows) throw new DatasetArtifactError(NOT_CANONICAL);
  return { manifest, cases, sha256, idVerified, canonicalRows };
}
