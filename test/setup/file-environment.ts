// Setup file of both test projects. Their workers run file after file in one process
// (vitest.config.ts), so each file gets back the environment variables the file before it found:
// a file that points SR_BENCH_* at a folder it removes afterwards must not steer the next one.
// Registered before the file's own hooks, this afterAll runs after them.
import { afterAll } from 'vitest';

const saved = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});
