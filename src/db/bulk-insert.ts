// Bulk rows for the importer: one `INSERT … SELECT FROM unnest($1::text[], …)` per chunk, so a
// chunk of 500 rows binds one array per column instead of 500 × columns parameters. Drizzle's
// `insert().values()` walks every parameter through its query builder, which cost more CPU than
// Postgres spent storing the rows (a CPU profile of the import showed it). Rows keep their order: the select is
// ordered by the arrays' ordinality, so `seq` defaults are drawn in source order.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** How a text value becomes the column's type; `text` needs no cast. */
export type ColumnCast = 'text' | 'jsonb' | 'timestamptz' | 'integer' | 'bytea';

export interface BulkColumn<R> {
  /** The drizzle property name of the column (checked against the table). */
  key: string;
  cast: ColumnCast;
  value: (row: R) => string | null;
  /**
   * The values are validated JSON texts (never null): they travel as one text joined by U+0001,
   * which JSON text cannot contain unescaped, and are split by the server. A `text[]` parameter
   * would escape every quote on the client and unescape it again on the server, which made
   * large call receipts slower than per-row parameters.
   */
  packed?: boolean;
}

export interface BulkTable<R> {
  table: PgTable;
  columns: readonly BulkColumn<R>[];
}

/** Column `key` of `table` as its SQL name; an unknown key is a programming error. */
function columnName(table: PgTable, key: string): string {
  const column = (getTableColumns(table) as Record<string, { name: string } | undefined>)[key];
  if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
  return column.name;
}

const SEPARATOR = '\u0001';

function packJson<R>(rows: readonly R[], column: BulkColumn<R>): string {
  const values = rows.map((row) => {
    const value = column.value(row);
    if (value === null || value.length === 0 || value.includes(SEPARATOR)) throw new Error(`${column.key}: a packed column needs non-empty JSON text`);
    return value;
  });
  return values.join(SEPARATOR);
}

/** The statement for `rows` (non-empty). */
export function bulkInsertSql<R>(spec: BulkTable<R>, rows: readonly R[]): SQL {
  const names = spec.columns.map((c) => sql.identifier(columnName(spec.table, c.key)));
  const aliases = spec.columns.map((_, i) => sql.raw(`c${i}`));
  const arrays = spec.columns.map((c) =>
    c.packed ? sql`string_to_array(${sql.param(packJson(rows, c))}::text, chr(1))` : sql`${sql.param(rows.map(c.value))}::text[]`,
  );
  const selected = spec.columns.map((c, i) => (c.cast === 'text' ? sql.raw(`u.c${i}`) : sql.raw(`u.c${i}::${c.cast}`)));
  return sql`INSERT INTO ${spec.table} (${sql.join(names, sql`, `)})
    SELECT ${sql.join(selected, sql`, `)}
    FROM unnest(${sql.join(arrays, sql`, `)}) WITH ORDINALITY AS u(${sql.join(aliases, sql`, `)}, ord)
    ORDER BY u.ord`;
}

/**
 * Sends chunks one after the other while the next chunk is being built: at most one statement
 * is in flight, so Postgres stores chunk N while this process reads and maps chunk N + 1. The
 * first failure is kept and re-thrown; later chunks are not sent.
 */
export class InsertPipeline {
  private inflight: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;

  constructor(private readonly tx: DbOrTx) {}

  async send(statement: SQL): Promise<void> {
    await this.inflight;
    this.rethrow();
    this.inflight = this.tx.execute(statement).then(
      () => undefined,
      (error: unknown) => {
        this.failure ??= { error };
      },
    );
  }

  async drain(): Promise<void> {
    await this.inflight;
    this.rethrow();
  }

  private rethrow(): void {
    if (this.failure) throw this.failure.error;
  }
}
