// Composing prepared datasets of the database without resampling (docs/preparation.md "Composed datasets"):
// the rule is domain/dataset/composition.ts; here the inputs are loaded and checked and a new
// composition is stored. One input holding exactly the requested benchmarks is reused as it is;
// otherwise a content-addressed composed dataset is written (or the existing one verified).
// Zero model requests.
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../db/client.ts';
import type { Actor, AfterRoleCheck } from './actor.ts';
import { ACCESS, requireAccess } from './access.ts';
import type { ServiceDeps } from './deps.ts';
import { datasetByteSizes } from '../db/queries/dataset-composition.ts';
import { datasetBytes, datasetsByIds, type DatasetRecord } from '../db/queries/datasets.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import { isDatasetCase, type DatasetCase } from '../domain/dataset/artifact.ts';
import {
  BENCHMARKS_DISTINCT,
  BENCHMARKS_REQUIRED,
  INPUT_COUNT,
  MAX_COMPOSE_INPUTS,
  planComposition,
  type CompositionInput,
} from '../domain/dataset/composition.ts';
import { parseJson } from '../domain/hashing/json-lexeme.ts';
import { badUserInput, conflict, notFound } from '../domain/errors.ts';
import { storeDataset } from './datasets.ts';

/** What one composition may read: the inputs' JSONL together. */
export const MAX_COMPOSE_INPUT_BYTES = 512 * 1024 * 1024;
export const INPUTS_DISTINCT = 'dataset ids to compose must be distinct';
export const INPUT_TOO_LARGE = 'datasets to compose exceed the supported size limit';
// The rule's messages a client sees, beside this file's own.
export {
  BENCHMARKS_DISTINCT,
  BENCHMARKS_REQUIRED,
  CONFLICTING_SELECTIONS,
  DUPLICATE_CASE_IDS,
  INPUT_COUNT,
  missingBenchmark,
  SHARED_SETTINGS,
} from '../domain/dataset/composition.ts';

const NOTHING_SENT = { modelRequests: 0 };
const DATASET_ID = /^[0-9a-f]{64}$/;

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
  deps: ServiceDeps,
  actor: Actor,
  input: AfterRoleCheck<{ datasetIds: readonly string[]; benchmarks: readonly string[] }>,
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
