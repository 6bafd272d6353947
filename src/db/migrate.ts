// Migrations live next to the schema and apply on every start (README "Store").
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function applyMigrations(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // The migrator only needs the dialect/session, which both drivers share.
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}
