// Composing prepared datasets without resampling (service.md §8.5 "Compose"): the requested
// benchmarks' frozen rows are taken as they are from 1..32 stored datasets that share profile,
// seed and split. One input holding exactly the requested benchmarks is reused as it is;
// otherwise a content-addressed composed dataset is written (or the existing one verified).
// Zero model requests.
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../db/client.ts';
import { type Actor, type AfterRoleCheck } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import { datasetByteSizes } from '../db/queries/dataset-composition.ts';
import { datasetBytes, datasetsByIds, type DatasetRecord } from '../db/queries/datasets.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import { buildArtifact, DatasetArtifactError, isDatasetCase, type Artifact, type DatasetCase, type DatasetSource } from '../domain/dataset/artifact.ts';
import { canonical } from '../domain/hashing/canonical.ts';
import { compareCodePoints } from '../domain/hashing/code-point-order.ts';
import { parseJson, type PyJsonObject as JsonObject } from '../domain/hashing/json-lexeme.ts';
import { isProfileId } from '../domain/catalog/profiles.ts';
import { badUserInput, conflict, DomainError, notFound } from '../domain/errors.ts';
import { storeDataset } from './datasets.ts';

export const MAX_COMPOSE_INPUTS = 32;
/** What one composition may read: the inputs' JSONL together. */
export const MAX_COMPOSE_INPUT_BYTES = 512 * 1024 * 1024;

// Messages a client sees (service.md §8.5; the first is the spec's exact text).
export const CONFLICTING_SELECTIONS = 'conflicting benchmark selections';
export const INPUT_COUNT = `composeDataset needs 1 to ${MAX_COMPOSE_INPUTS} dataset ids`;
export const INPUTS_DISTINCT = 'dataset ids to compose must be distinct';
export const BENCHMARKS_REQUIRED = 'composeDataset needs at least one benchmark';
export const BENCHMARKS_DISTINCT = 'benchmarks to compose must be distinct';
export const SHARED_SETTINGS = 'datasets to compose must share profile, seed and split';
export const DUPLICATE_CASE_IDS = 'composed dataset would contain duplicate case ids';
export const INPUT_TOO_LARGE = 'datasets to compose exceed the supported size limit';
export const missingBenchmark = (benchmark: string) => `requested benchmark is not in the selected datasets: ${benchmark}`;

const NOTHING_SENT = { modelRequests: 0 };
const DATASET_ID = /^[0-9a-f]{64}$/;

/** An expected composition failure; the message is the one a client sees, and nothing was sent. */
export class CompositionError extends DomainError {
  override readonly name = 'CompositionError';
  constructor(message: string) {
    super('BAD_USER_INPUT', message, NOTHING_SENT);
  }
}

/** A stored dataset, parsed: its manifest and its rows (lexeme-preserving, so bytes re-hash equal). */
export interface CompositionInput {
  readonly id: string;
  readonly manifest: Readonly<Record<string, unknown>>;
  readonly cases: readonly DatasetCase[];
}

export type CompositionPlan =
  | { readonly kind: 'reuse'; readonly datasetId: string }
  | { readonly kind: 'build'; readonly artifact: Artifact };

interface BenchmarkGroup {
  rows: DatasetCase[];
  rowsText: string;
  source: unknown;
  sourceText: string;
  preparation: unknown;
  customSubset: boolean;
  provenanceSelection: boolean;
}

const sameSetting = (values: unknown[]): boolean => values.every((v) => canonical(v ?? null) === canonical(values[0] ?? null));

/** `preparation` entries of one family: an object keyed by family, or a list of entries naming it. */
function preparationEntry(manifest: Readonly<Record<string, unknown>>, benchmark: string): unknown {
  const preparation = manifest['preparation'];
  if (isJsonObject(preparation)) return Object.hasOwn(preparation, benchmark) ? preparation[benchmark] : undefined;
  if (Array.isArray(preparation)) {
    return preparation.find((entry) => isJsonObject(entry) && (entry['family'] ?? entry['benchmark']) === benchmark);
  }
  return undefined;
}

/**
 * Decides a composition (pure). Checks in the order of service.md §8.5: shared profile, seed and
 * split; per benchmark rows sorted by id, identical rows and source wherever a benchmark appears
 * twice; every requested benchmark present; no duplicate case ids. Throws `CompositionError`.
 */
export function planComposition(inputs: readonly CompositionInput[], requested: readonly string[]): CompositionPlan {
  if (inputs.length < 1 || inputs.length > MAX_COMPOSE_INPUTS) throw new CompositionError(INPUT_COUNT);
  if (requested.length === 0) throw new CompositionError(BENCHMARKS_REQUIRED);
  if (new Set(requested).size !== requested.length) throw new CompositionError(BENCHMARKS_DISTINCT);
  const manifests = inputs.map((input) => input.manifest);
  for (const key of ['profile', 'seed', 'split'] as const) {
    if (!sameSetting(manifests.map((m) => m[key]))) throw new CompositionError(SHARED_SETTINGS);
  }

  const groups = new Map<string, BenchmarkGroup>();
  for (const input of inputs) {
    const byBenchmark = new Map<string, DatasetCase[]>();
    for (const row of input.cases) byBenchmark.set(row.benchmark, [...(byBenchmark.get(row.benchmark) ?? []), row]);
    const sources = isJsonObject(input.manifest['sources']) ? input.manifest['sources'] : {};
    for (const [benchmark, rows] of byBenchmark) {
      rows.sort((a, b) => compareCodePoints(a.id, b.id));
      const source = Object.hasOwn(sources, benchmark) ? sources[benchmark] : null;
      const group: BenchmarkGroup = {
        rows,
        rowsText: rows.map((row) => canonical(row)).join('\n'),
        source,
        sourceText: canonical(source ?? null),
        preparation: preparationEntry(input.manifest, benchmark),
        customSubset: input.manifest['custom_subset'] === true,
        provenanceSelection: input.manifest['selection'] === 'stratified-hash-provenance-v1',
      };
      const seen = groups.get(benchmark);
      if (seen === undefined) groups.set(benchmark, group);
      else if (seen.rowsText !== group.rowsText || seen.sourceText !== group.sourceText) throw new CompositionError(CONFLICTING_SELECTIONS);
      else if (canonical(seen.preparation ?? null) !== canonical(group.preparation ?? null)) throw new CompositionError(CONFLICTING_SELECTIONS);
    }
  }

  for (const benchmark of requested) if (!groups.has(benchmark)) throw new CompositionError(missingBenchmark(benchmark));
  const ordered = [...requested].sort(compareCodePoints);
  const ids = new Set<string>();
  for (const benchmark of ordered) {
    for (const row of groups.get(benchmark)!.rows) {
      if (ids.has(row.id)) throw new CompositionError(DUPLICATE_CASE_IDS);
      ids.add(row.id);
    }
  }

  const wanted = canonical(ordered);
  const exact = inputs.find((input) => canonical([...new Set(input.cases.map((c) => c.benchmark))].sort(compareCodePoints)) === wanted);
  if (exact !== undefined) return { kind: 'reuse', datasetId: exact.id };

  const first = manifests[0]!;
  const profile = first['profile'];
  const seed = first['seed'];
  if (!isProfileId(profile) || typeof seed !== 'number') {
    throw new CompositionError(SHARED_SETTINGS);
  }
  const chosen = ordered.map((benchmark) => [benchmark, groups.get(benchmark)!] as const);
  const sources: Record<string, DatasetSource> = {};
  const preparation: JsonObject = {};
  for (const [benchmark, group] of chosen) {
    if (!isJsonObject(group.source)) throw new CompositionError(`dataset sources must name every composed benchmark: ${benchmark}`);
    sources[benchmark] = group.source as unknown as DatasetSource;
    if (group.preparation !== undefined) preparation[benchmark] = group.preparation as JsonObject;
  }
  const provenance = Object.keys(preparation).length > 0;
  try {
    const artifact = buildArtifact(chosen.flatMap(([, group]) => group.rows), {
      profile,
      seed,
      sources,
      custom_subset: chosen.some(([, group]) => group.customSubset),
      selection: provenance && chosen.some(([, group]) => group.provenanceSelection) ? 'stratified-hash-provenance-v1' : 'stratified-hash-v1',
      ...(provenance ? { preparation } : {}),
      ...(first['split'] === 'dev' || first['split'] === 'holdout' ? { split: first['split'] } : {}),
    });
    return { kind: 'build', artifact };
  } catch (error) {
    if (error instanceof DatasetArtifactError) throw new CompositionError(error.message);
    throw error;
  }
}

/** A stored dataset's rows, after checking its bytes still hash to its manifest's sha256. */
export function parseStoredCases(record: Pick<DatasetRecord, 'id' | 'manifest'>, bytes: Uint8Array): DatasetCase[] {
  const manifest = record.manifest;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (manifest['sha256'] !== sha256) throw new Error(`Stored dataset ${record.id} no longer matches its sha256`);
  const cases: DatasetCase[] = [];
  for (const line of Buffer.from(bytes).toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    const stored = parseJson(line);
    // Checked when it was stored; a row that no longer is a case means the store was altered.
    if (!isDatasetCase(stored)) throw new Error(`Stored dataset ${record.id} holds a row that is not a case`);
    cases.push(stored);
  }
  return cases;
}

export interface Composed {
  id: string;
  /** The identity of an input was reused (no new dataset). */
  reused: boolean;
  /** A new dataset row was written. */
  created: boolean;
}

/** composeDataset: the composed (or reused) dataset. Needs WRITE; zero model requests. */
export async function composeDatasets(
  deps: ServiceDeps, actor: Actor, input: AfterRoleCheck<{ datasetIds: readonly string[]; benchmarks: readonly string[] }>,
): Promise<DatasetRecord> {
  requireAccess(actor, ACCESS.composeDataset);
  const { datasetIds, benchmarks } = input();
  const { id } = await composeStored(deps.db, datasetIds, benchmarks);
  const [dataset] = await datasetsByIds(deps.db, [id]);
  if (!dataset) throw notFound(`Dataset ${id} not found`);
  return dataset;
}

/** Loads the inputs, plans the composition, stores it when it is new; shared with preparation jobs. */
export async function composeStored(db: DbOrTx, datasetIds: readonly string[], benchmarks: readonly string[]): Promise<Composed> {
  if (datasetIds.length < 1 || datasetIds.length > MAX_COMPOSE_INPUTS) throw badUserInput(INPUT_COUNT, NOTHING_SENT);
  for (const id of datasetIds) if (!DATASET_ID.test(id)) throw badUserInput('A dataset id is 64 lowercase hex characters', NOTHING_SENT);
  if (new Set(datasetIds).size !== datasetIds.length) throw badUserInput(INPUTS_DISTINCT, NOTHING_SENT);
  if (benchmarks.length === 0) throw badUserInput(BENCHMARKS_REQUIRED, NOTHING_SENT);
  if (new Set(benchmarks).size !== benchmarks.length) throw badUserInput(BENCHMARKS_DISTINCT, NOTHING_SENT);

  const records = new Map((await datasetsByIds(db, datasetIds)).map((r) => [r.id, r]));
  for (const id of datasetIds) if (!records.has(id)) throw notFound(`Dataset ${id} not found`);
  const sizes = await datasetByteSizes(db, datasetIds);
  if ([...sizes.values()].reduce((a, b) => a + b, 0) > MAX_COMPOSE_INPUT_BYTES) throw badUserInput(INPUT_TOO_LARGE, NOTHING_SENT);

  const inputs: CompositionInput[] = [];
  for (const id of datasetIds) {
    const record = records.get(id)!;
    const bytes = await datasetBytes(db, id);
    if (bytes === null) throw notFound(`Dataset ${id} not found`);
    inputs.push({ id, manifest: isJsonObject(record.manifest) ? record.manifest : {}, cases: parseStoredCases(record, bytes) });
  }

  const plan = planComposition(inputs, benchmarks);
  if (plan.kind === 'reuse') return { id: plan.datasetId, reused: true, created: false };

  const { id, created } = await storeDataset(db, plan.artifact.manifest, plan.artifact.jsonl);
  if (!created) {
    // Same id = same content digest; check the stored row says so before handing it out.
    const [existing] = await datasetsByIds(db, [id]);
    if (existing?.manifest.sha256 !== plan.artifact.manifest.sha256) {
      throw conflict('A stored dataset with this id has different content', NOTHING_SENT);
    }
  }
  return { id, reused: false, created };
}
