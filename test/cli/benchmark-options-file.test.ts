// The operator's benchmark options file (docs/harness.md): loaded at start into the store, each
// benchmark named replacing what was there; a malformed file stops the start with its path.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBenchmarkOptionsFile } from '../../src/cli/benchmark-options-file.ts';
import { benchmarkOptionDocuments, putBenchmarkOptions } from '../../src/db/queries/benchmark-options.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

let tdb: TestDatabase;
const dir = mkdtempSync(join(tmpdir(), 'srb-options-'));
beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterAll(async () => {
  await tdb?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SR_BENCH_BENCHMARK_OPTIONS', () => {
  it('replaces the options of the benchmarks it names and keeps the others', async () => {
    await putBenchmarkOptions(tdb.database.db, 'hle', { judge: 'old' }, '2026-01-01T00:00:00.000000Z');
    await putBenchmarkOptions(tdb.database.db, 'simpleqa-verified', { judge: 'kept' }, '2026-01-01T00:00:00.000000Z');
    const path = join(dir, 'options.json');
    const tau3 = { harness: 'upstream', source_revision: 'a'.repeat(40), simulator: 'user', judge: 'judge', release: '1.0.1', max_steps: 50 };
    writeFileSync(path, JSON.stringify({ hle: { judge: 'new', grader_version: 'sr-bench-reference-judge-v1' }, tau3 }));
    expect(await loadBenchmarkOptionsFile(tdb.database, { SR_BENCH_BENCHMARK_OPTIONS: path })).toBe(2);
    const stored = await benchmarkOptionDocuments(tdb.database.db);
    expect(stored.get('hle')).toEqual({ judge: 'new', grader_version: 'sr-bench-reference-judge-v1' });
    expect(stored.get('tau3')).toEqual(tau3);
    expect(stored.get('simpleqa-verified')).toEqual({ judge: 'kept' });
  });

  it('refuses a file that is not a map of benchmark ids to option objects', async () => {
    const path = join(dir, 'bad.json');
    writeFileSync(path, JSON.stringify({ tau3: ['not', 'an', 'object'] }));
    await expect(loadBenchmarkOptionsFile(tdb.database, { SR_BENCH_BENCHMARK_OPTIONS: path })).rejects.toThrow(
      /SR_BENCH_BENCHMARK_OPTIONS \(.*bad\.json\) must map benchmark ids to option objects/,
    );
    writeFileSync(path, '{not json');
    await expect(loadBenchmarkOptionsFile(tdb.database, { SR_BENCH_BENCHMARK_OPTIONS: path })).rejects.toThrow(/must map benchmark ids/);
  });

  it('does nothing without the variable', async () => {
    expect(await loadBenchmarkOptionsFile(tdb.database, {})).toBe(0);
  });
});
