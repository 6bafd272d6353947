// Migrations live next to the schema and apply on every start. Each driver's
// migrator takes that driver's own database handle, so the caller that opened it migrates it.
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type * as schema from './schema.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migratePglite(db: PgliteDatabase<typeof schema>): Promise<void> {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(db, { migrationsFolder });
}

export async function migratePostgres(db: PostgresJsDatabase<typeof schema>): Promise<void> {
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  await migrate(db, { migrationsFolder });
}
