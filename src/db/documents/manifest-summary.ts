// `runs.manifest_summary`: the frozen manifest without its cases, as run lists show it and
// filter on (the full manifest stays canonical text in `runs.manifest`). Frozen manifests
// carry their format version (`sr-bench-1.0`); the projection keeps it.
import { z } from 'zod';
import { jsonObject, jsonValue } from './json.ts';

export const manifestSummaryDocument = z.looseObject({
  version: z.string().optional(),
  name: z.string().optional(),
  mode: z.string().optional(),
  profile: z.string().optional(),
  seed: z.number().optional(),
  cost_policy: z.string().optional(),
  targets: z.array(jsonObject).optional(),
  limits: jsonObject.optional(),
  sampling: jsonObject.optional(),
  benchmark_weights: z.record(z.string(), z.number()).optional(),
  adapter_versions: z.record(z.string(), z.string()).optional(),
  experiment: jsonValue.optional(),
  plan_sha256: z.string().nullable().optional(),
  case_sha256: z.string().nullable().optional(),
  dataset: jsonObject.optional(),
  recovery: jsonObject.optional(),
  experiment_roles: z.array(jsonValue).optional(),
});

export type ManifestSummary = z.infer<typeof manifestSummaryDocument>;
