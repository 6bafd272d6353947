import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts and applied on start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
