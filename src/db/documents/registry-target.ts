// `targets.data`: one registered target as validated on registration. Credentials are
// environment-variable names only, never values.
import { z } from 'zod';

export const registryTargetDocument = z.looseObject({
  id: z.string(),
  kind: z.string(),
  model: z.string().optional(),
  base_url: z.string().optional(),
  api_key_env: z.string().optional(),
});

export type RegistryTarget = z.infer<typeof registryTargetDocument>;
