// Keyset pages over a unique, stable order (docs/api.md "Pagination"): never OFFSET. Pages fetch one
// row more than asked to learn whether another page follows.
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type KeyValue = string | number;

export interface PageRequest {
  /** Rows wanted (1..100, checked at the edge). */
  limit: number;
  /** `last`/`before` paging: fetch from the end and return in list order. */
  backward: boolean;
  after: readonly KeyValue[] | null;
  before: readonly KeyValue[] | null;
}

export interface Page<T> {
  rows: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface KeysetOrder {
  /** Key columns, most significant first; together unique. */
  columns: readonly AnyPgColumn[];
  /** SQL casts for the key values, one per column (e.g. `timestamptz`). */
  casts?: readonly (string | null)[];
  direction: 'asc' | 'desc';
}

function tuple(order: KeysetOrder, values: readonly KeyValue[]): SQL {
  const parts = values.map((value, i) => {
    const cast = order.casts?.[i];
    return cast ? sql`${value}::${sql.raw(cast)}` : sql`${value}`;
  });
  return sql`(${sql.join(parts, sql`, `)})`;
}

function columnsTuple(order: KeysetOrder): SQL {
  return sql`(${sql.join(
    order.columns.map((c) => sql`${c}`),
    sql`, `,
  )})`;
}

/** Rows strictly after (in list order) `key`. */
function afterKey(order: KeysetOrder, key: readonly KeyValue[]): SQL {
  const op = order.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql`${columnsTuple(order)} ${op} ${tuple(order, key)}`;
}

function beforeKey(order: KeysetOrder, key: readonly KeyValue[]): SQL {
  const op = order.direction === 'asc' ? sql.raw('<') : sql.raw('>');
  return sql`${columnsTuple(order)} ${op} ${tuple(order, key)}`;
}

export interface KeysetQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
}

/** The WHERE/ORDER BY/LIMIT of one page; `filter` is the list's own condition. */
export function keysetQuery(order: KeysetOrder, page: PageRequest, filter: SQL | undefined): KeysetQuery {
  const where = and(filter, page.after ? afterKey(order, page.after) : undefined, page.before ? beforeKey(order, page.before) : undefined);
  // Backward pages read the list from its end, then flip back into list order.
  const reversed = page.backward !== (order.direction === 'desc');
  const dir = sql.raw(reversed ? 'DESC' : 'ASC');
  return { where, orderBy: order.columns.map((c) => sql`${c} ${dir}`), limit: page.limit + 1 };
}

export function toPage<T>(page: PageRequest, fetched: T[]): Page<T> {
  const more = fetched.length > page.limit;
  const rows = more ? fetched.slice(0, page.limit) : fetched;
  if (page.backward) {
    rows.reverse();
    return { rows, hasPreviousPage: more, hasNextPage: page.before !== null };
  }
  return { rows, hasNextPage: more, hasPreviousPage: page.after !== null };
}
