// Frozen datasets (docs/datasets.md): content-addressed and immutable; cases browsed by position.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { keysetQuery, toPage, type KeysetOrder, type Page, type PageRequest } from '../keyset.ts';
import { containsPattern } from '../like.ts';
import { datasetManifestDocument } from '../documents/dataset-manifest.ts';
import { storedDocument } from '../documents/parse.ts';
import type { PublicCase } from '../documents/public-case.ts';
import { datasetCases, datasets } from '../schema.ts';

export type DatasetRecord = Omit<typeof datasets.$inferSelect, 'casesJsonl'>;
export type DatasetCaseRecord = typeof datasetCases.$inferSelect;

/** Everything but the JSONL bytes. */
const datasetColumns = {
  seq: datasets.seq,
  id: datasets.id,
  name: datasets.name,
  profile: datasets.profile,
  split: datasets.split,
  manifest: datasets.manifest,
  caseCount: datasets.caseCount,
  createdAt: datasets.createdAt,
};

export interface NewDataset {
  id: string;
  name: string;
  profile: string | null;
  split: string | null;
  manifest: Record<string, unknown>;
  jsonl: Uint8Array;
  createdAt: string;
  cases: { caseId: string; benchmark: string; category: string; public: PublicCase; searchText: string }[];
}

/** Inserts a dataset unless one with the same id exists (same id = same bytes). Returns whether it was new. */
export async function insertDataset(db: DbOrTx, dataset: NewDataset): Promise<boolean> {
  return db.transaction(async (tx) => {
    const manifest = storedDocument(datasetManifestDocument, dataset.manifest, `The manifest of dataset ${dataset.id}`);
    const inserted = await tx
      .insert(datasets)
      .values({
        id: dataset.id,
        name: dataset.name,
        profile: dataset.profile,
        split: dataset.split,
        manifest,
        casesJsonl: dataset.jsonl,
        caseCount: dataset.cases.length,
        createdAt: dataset.createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: datasets.id });
    if (inserted.length === 0) return false;
    for (let i = 0; i < dataset.cases.length; i += 500) {
      await tx.insert(datasetCases).values(dataset.cases.slice(i, i + 500).map((c, j) => ({ datasetId: dataset.id, position: i + j, ...c })));
    }
    return true;
  });
}

export async function datasetsByIds(db: DbOrTx, ids: readonly string[]): Promise<DatasetRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select(datasetColumns)
    .from(datasets)
    .where(inArray(datasets.id, [...ids]));
}

export async function datasetBytes(db: DbOrTx, id: string): Promise<Uint8Array | null> {
  const [row] = await db.select({ bytes: datasets.casesJsonl }).from(datasets).where(eq(datasets.id, id));
  return row?.bytes ?? null;
}

export interface CaseListFilter {
  benchmarks?: string[] | null;
  categories?: string[] | null;
  search?: string | null;
}

const CASE_ORDER: KeysetOrder = { columns: [datasetCases.position], direction: 'asc' };

function caseFilter(datasetId: string, filter: CaseListFilter): SQL | undefined {
  return and(
    eq(datasetCases.datasetId, datasetId),
    filter.benchmarks?.length ? inArray(datasetCases.benchmark, filter.benchmarks) : undefined,
    filter.categories?.length ? inArray(datasetCases.category, filter.categories) : undefined,
    filter.search ? sql`${datasetCases.searchText} LIKE ${containsPattern(filter.search)}` : undefined,
  );
}

export async function listDatasetCases(db: DbOrTx, datasetId: string, filter: CaseListFilter, page: PageRequest): Promise<Page<DatasetCaseRecord>> {
  const q = keysetQuery(CASE_ORDER, page, caseFilter(datasetId, filter));
  return toPage(
    page,
    await db
      .select()
      .from(datasetCases)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit),
  );
}

export async function countDatasetCases(db: DbOrTx, datasetId: string, filter: CaseListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(datasetCases).where(caseFilter(datasetId, filter));
  return row?.n ?? 0;
}

export async function datasetCaseFacets(db: DbOrTx, datasetId: string): Promise<{ benchmark: string; category: string; n: number }[]> {
  return db
    .select({ benchmark: datasetCases.benchmark, category: datasetCases.category, n: count() })
    .from(datasetCases)
    .where(eq(datasetCases.datasetId, datasetId))
    .groupBy(datasetCases.benchmark, datasetCases.category)
    .orderBy(asc(datasetCases.benchmark), asc(datasetCases.category));
}
