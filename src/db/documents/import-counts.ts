// `imports.counts`: how many rows of each kind one import wrote.
import { z } from 'zod';

export const importCountsDocument = z.object({
  runs: z.number(),
  results: z.number(),
  calls: z.number(),
  events: z.number(),
  provenance: z.number(),
  corrections: z.number(),
  claims: z.number(),
  experiments: z.number(),
  memberships: z.number(),
  deletions: z.number(),
  evidenceFiles: z.number(),
});

export type ImportCounts = z.infer<typeof importCountsDocument>;
