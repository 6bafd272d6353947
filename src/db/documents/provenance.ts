// `run_provenance.data`: the runner's provenance captured before dispatch. Reports copy it
// verbatim, and imported journals hold other shapes, so only the common fields are named.
import { z } from 'zod';
import { jsonObject, jsonValue } from './json.ts';

export const provenanceDocument = z.looseObject({
  captured_by: z.string().optional(),
  captured_at: z.string().optional(),
  runner: jsonValue.optional(),
  recipe_snapshots: z.record(z.string(), jsonObject).optional(),
});

export type Provenance = z.infer<typeof provenanceDocument>;
