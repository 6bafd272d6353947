// `preparation_jobs.request`: a preparation job's normalised request, its idempotency identity
// (compared with jsonb equality). The server writes it whole, so every field is known.
import { z } from 'zod';

export const preparationRequestDocument = z.object({
  benchmarks: z.array(z.string()),
  profile: z.string(),
  seed: z.number(),
  limit: z.number().nullable(),
  source_path: z.string(),
});

export type PreparationRequestDocument = z.infer<typeof preparationRequestDocument>;
