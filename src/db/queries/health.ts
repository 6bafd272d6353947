// What the readiness probe asks the database (docs/operations.md "Health and readiness").
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DbOrTx } from '../client.ts';
import { migrationsFolder } from '../migrate.ts';
import { rowsOf } from '../rows.ts';

/** A trivial statement: the database accepts connections and answers. */
export async function databaseAnswers(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** The migrations this code ships, read once. */
let shipped: number | null = null;
export function shippedMigrationCount(): number {
  shipped ??= readMigrationFiles({ migrationsFolder }).length;
  return shipped;
}

/** Migrations recorded as applied (the migrator's own table). */
export async function appliedMigrationCount(db: DbOrTx): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
  return Number(row?.n ?? 0);
}
