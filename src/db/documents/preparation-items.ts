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
  /** While downloading: bytes received and the total known so far (absent in jobs of older versions). */
  bytes_done: z.number().nullable().optional(),
  bytes_total: z.number().nullable().optional(),
});

export const preparationItemsDocument = z.array(preparationItemDocument);

export type PreparationItemDocument = z.infer<typeof preparationItemDocument>;
