// `benchmark_options.data`: the operator's options of one benchmark: which registered targets
// judge or simulate it, and the grader and harness pins.
import { z } from 'zod';

export const benchmarkOptionsDocument = z.looseObject({
  judge: z.string().optional(),
  simulator: z.string().optional(),
  grader_version: z.string().optional(),
  release: z.string().optional(),
  source_revision: z.string().optional(),
  sandbox_image: z.string().optional(),
  /** `sr-bench-local` runs the project's own harness; absent means the operator's upstream one (docs/harness.md). */
  harness: z.string().optional(),
  max_steps: z.number().int().optional(),
});

export type BenchmarkOptions = z.infer<typeof benchmarkOptionsDocument>;
