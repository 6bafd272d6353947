// `preparation_jobs.request`: a preparation job's normalised request, its idempotency identity
// (compared with jsonb equality). The server writes it whole, so every field is known.
import { z } from 'zod';

export const preparationRequestDocument = z.object({
  benchmarks: z.array(z.string()),
  profile: z.string(),
  seed: z.number(),
  limit: z.number().nullable(),
  /** A path inside the sources folder; null when the pinned upstream source is acquired. */
  source_path: z.string().nullable(),
  /** The upstream revision local upstream files were taken at; null for acquisition and for files already in the case format. */
  revision: z.string().nullable().optional(),
  /** History-bound preparation (present only when asked for). */
  source_partition: z.string().optional(),
  evaluation_role: z.string().optional(),
  exclusion_dataset_ids: z.array(z.string()).optional(),
});

export type PreparationRequestDocument = z.infer<typeof preparationRequestDocument>;
