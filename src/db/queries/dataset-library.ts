// The dataset library list (`DatasetFilter`, docs/api.md "Pagination"; docs/dashboard.md "Library"): profile, search and the
// benchmarks a dataset contains. A benchmark filter is an EXISTS over the indexed
// `(dataset_id, benchmark, position)` case rows, so it never reads a manifest or the JSONL.
import { and, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { keysetQuery, toPage, type KeysetOrder, type Page, type PageRequest } from '../keyset.ts';
import { containsPattern } from '../like.ts';
import { datasetCases, datasets } from '../schema.ts';
import type { DatasetRecord } from './datasets.ts';

export interface DatasetLibraryFilter {
  profiles?: string[] | null;
  search?: string | null;
  /** Datasets containing any of these benchmarks. */
  benchmarks?: string[] | null;
}

const columns = {
  seq: datasets.seq,
  id: datasets.id,
  name: datasets.name,
  profile: datasets.profile,
  split: datasets.split,
  manifest: datasets.manifest,
  caseCount: datasets.caseCount,
  createdAt: datasets.createdAt,
};

const ORDER: KeysetOrder = { columns: [datasets.seq], direction: 'asc' };

function libraryFilter(filter: DatasetLibraryFilter): SQL | undefined {
  return and(
    filter.profiles?.length ? inArray(datasets.profile, filter.profiles) : undefined,
    filter.search ? sql`lower(${datasets.name} || ' ' || ${datasets.id}) LIKE ${containsPattern(filter.search)}` : undefined,
    filter.benchmarks?.length
      ? sql`EXISTS (SELECT 1 FROM ${datasetCases} WHERE ${datasetCases.datasetId} = ${datasets.id} AND ${inArray(datasetCases.benchmark, filter.benchmarks)})`
      : undefined,
  );
}

export async function listLibraryDatasets(db: DbOrTx, filter: DatasetLibraryFilter, page: PageRequest): Promise<Page<DatasetRecord>> {
  const q = keysetQuery(ORDER, page, libraryFilter(filter));
  return toPage(
    page,
    await db
      .select(columns)
      .from(datasets)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit),
  );
}

export async function countLibraryDatasets(db: DbOrTx, filter: DatasetLibraryFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(datasets).where(libraryFilter(filter));
  return row?.n ?? 0;
}
