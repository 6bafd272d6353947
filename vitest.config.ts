import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * Tests that open no database (pure domain code, parsers, the simulator, harness pieces): the
 * `pure` project runs them in worker threads, once. Every other test is in `store` and runs on
 * the database DATABASE_URL names, or on embedded PGlite without it; CI runs `store` on both.
 * A new test lands in `store` unless it is listed here.
 */
const PURE = [
  'test/domain/**/*.test.ts',
  'test/format/**/*.test.ts',
  'test/schema/**/*.test.ts',
  'test/transport/**/*.test.ts',
  'test/report-html/**/*.test.ts',
  'test/services/**/*.test.ts',
  'test/cli/codegen.test.ts',
  'test/cli/document-files.test.ts',
  'test/db/stored-documents.test.ts',
  'test/demo/demo-dataset.test.ts',
  'test/harness/agent-simulator.test.ts',
  'test/harness/bridge.test.ts',
  'test/harness/code-runner.test.ts',
  'test/harness/livecodebench.test.ts',
  'test/harness/preflight.test.ts',
  'test/harness/scicode.test.ts',
  'test/harness/simulated-code.test.ts',
  'test/harness/tau3.test.ts',
  'test/harness/terminal-bench.test.ts',
  'test/perf-core/bootstrap-picks.test.ts',
  'test/perf-core/comparison-facts.test.ts',
  'test/preparation/collection.test.ts',
  'test/preparation/history.test.ts',
  'test/preparation/python-csv.test.ts',
  'test/preparation/python-json-loads.test.ts',
  'test/preparation/source-folder.test.ts',
  'test/preparation/vectors.test.ts',
  'test/reports/compare-in-turns.test.ts',
  'test/reports/report-slices.test.ts',
  'test/simulator/agent-tasks.test.ts',
  'test/simulator/answers.test.ts',
  'test/simulator/code-answers.test.ts',
  'test/simulator/determinism.test.ts',
  'test/simulator/difficulty.test.ts',
  'test/simulator/faults.test.ts',
  'test/simulator/preview-faults.test.ts',
  'test/simulator/recording.test.ts',
  'test/simulator/router.test.ts',
  'test/web/web-app.test.ts',
];

export default defineConfig({
  resolve: {
    // graphql@16 ships CJS (main) and ESM (module) builds. Node loads the CJS one for our
    // dependencies; make the tests load the same copy, or GraphQL types from "two realms" clash.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files share worker processes: each gets back the environment it started with.
    setupFiles: ['test/setup/file-environment.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: PURE,
          pool: 'threads',
          // A worker keeps its imported modules from one file to the next (README "Tests").
          isolate: false,
          // Proves the list: a test here that opens a database fails instead of using one.
          env: { DATABASE_URL: 'postgres://pure-tests-open-no-database@127.0.0.1:1/none' },
        },
      },
      {
        extends: true,
        test: {
          name: 'store',
          include: ['test/**/*.test.ts'],
          exclude: PURE,
          // One migrated embedded database per run that the tests copy (README "Tests").
          globalSetup: ['test/setup/database-templates.ts'],
          // Forks: a file's embedded databases (PGlite WASM heaps) and child processes stay out of
          // the runner's process. Not isolated: a fork imports the server once and runs file after
          // file, each with its own database (README "Tests").
          pool: 'forks',
          isolate: false,
        },
      },
    ],
  },
});
