// `SR_BENCH_BENCHMARK_OPTIONS`: the operator's benchmark options file (docs/harness.md), loaded
// at start. A JSON object mapping benchmark ids to their options — judge and simulator targets,
// grader versions, and for code and agent benchmarks the harness and its pins. Each benchmark
// named replaces what the store held for it; plans take these options when they name none.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { putBenchmarkOptions } from '../db/queries/benchmark-options.ts';
import { benchmarkOptionsDocument } from '../db/documents/benchmark-options.ts';
import { nowIsoMicros } from '../db/timestamps.ts';

const optionsFile = z.record(z.string().regex(/^[a-z0-9][a-z0-9.-]{0,63}$/, 'a benchmark id'), benchmarkOptionsDocument);

export async function loadBenchmarkOptionsFile(database: Database, env: Readonly<Record<string, string | undefined>> = process.env): Promise<number> {
  const path = env['SR_BENCH_BENCHMARK_OPTIONS'];
  if (!path) return 0;
  let parsed: z.infer<typeof optionsFile>;
  try {
    parsed = optionsFile.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    const reason = error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error);
    throw new Error(`SR_BENCH_BENCHMARK_OPTIONS (${path}) must map benchmark ids to option objects: ${reason}`);
  }
  const at = nowIsoMicros();
  for (const [benchmark, options] of Object.entries(parsed)) await putBenchmarkOptions(database.db, benchmark, options, at);
  console.log(`Loaded options of ${Object.keys(parsed).length} benchmark(s) from ${path}`);
  return Object.keys(parsed).length;
}
