// `preparation_jobs.items`: one entry per benchmark of a preparation job, rewritten as the job
// advances. The server writes it whole, so every field is known.
import { z } from 'zod';

export const preparationItemDocument = z.object({
  benchmark: z.string(),
  status: z.string(),
  phase: z.string(),
  /** Its frozen dataset already existed (same content, same id). */
  reused: z.boolean(),
  source_ids: z.array(z.string()),
  dataset_id: z.string().nullable(),
  case_count: z.number().nullable(),
  error: z.string().nullable(),
});

export const preparationItemsDocument = z.array(preparationItemDocument);

export type PreparationItemDocument = z.infer<typeof preparationItemDocument>;
