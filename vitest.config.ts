import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql@16 ships CJS (main) and ESM (module) builds. Node loads the CJS one for our
    // dependencies; make the tests load the same copy, or GraphQL types from "two realms" clash.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Forks keep each file's embedded database (PGlite WASM heap) in its own process.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Servers and workers the tests start log warnings and errors only; the log tests set their own level.
    env: { SR_BENCH_LOG_LEVEL: 'warn' },
  },
});
