// `datasets.manifest`: a frozen dataset's manifest, versioned (`sr-bench-1.0`): identity,
// digest of its JSONL, case count, benchmarks, selection and sources.
import { z } from 'zod';
import { jsonObject, jsonValue } from './json.ts';

export const datasetManifestDocument = z.looseObject({
  version: z.string(),
  id: z.string(),
  name: z.string(),
  path: z.string().optional(),
  sha256: z.string(),
  case_count: z.number(),
  profile: z.string().nullable().optional(),
  custom_subset: z.boolean().optional(),
  benchmarks: z.array(z.string()),
  sources: z.record(z.string(), jsonObject).optional(),
  seed: z.number().optional(),
  selection: z.string().optional(),
  preparation: jsonValue.optional(),
  split: z.string().optional(),
});

export type DatasetManifestDocument = z.infer<typeof datasetManifestDocument>;
