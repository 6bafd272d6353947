// `recipe_snapshots.data`: a MoM target's redacted router recipe with the hashes that bracket
// its capture; verified only when every hash equals the target's frozen `config_hash`.
import { z } from 'zod';
import { jsonValue } from './json.ts';

export const recipeSnapshotDocument = z.looseObject({
  source_config_hash: jsonValue.optional(),
  generated_runtime_hash: jsonValue.optional(),
  active_runtime_hash: jsonValue.optional(),
  config_hash: z.string().optional(),
  captured_at: z.string().optional(),
  recipe_sha256: z.string().optional(),
  redacted: z.boolean().optional(),
  redactions: jsonValue.optional(),
});

export type RecipeSnapshot = z.infer<typeof recipeSnapshotDocument>;
