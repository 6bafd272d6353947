// `runs.manifest`: the frozen plan, kept as its exact canonical text (every re-hash reads that
// text). Versioned (`sr-bench-1.0`). This schema describes it parsed as plain JSON, the way
// reports read it; re-hashing code parses the text keeping Python's int/float distinction.
import { z } from 'zod';
import type { Manifest } from '../../domain/report/input.ts';
import { jsonObject, jsonValue } from './json.ts';

export type { Manifest };

const manifestCase = z.object({ id: z.string(), benchmark: z.string() }).catchall(jsonValue);

const manifestTarget = z
  .object({
    id: z.string(),
    kind: z.string().optional(),
    model: z.string().optional(),
    request_params: jsonObject.optional(),
    config_hash: z.string().nullable().optional(),
    session_mode: z.string().optional(),
  })
  .catchall(jsonValue);

export const frozenManifestDocument = z
  .object({
    version: z.string(),
    mode: z.string().optional(),
    profile: z.string().optional(),
    seed: z.number().optional(),
    cost_policy: z.string().optional(),
    cases: z.array(manifestCase),
    targets: z.array(manifestTarget),
    execution_cells: z.array(z.object({ case_id: z.string(), target_id: z.string() })).optional(),
    benchmark_weights: z.record(z.string(), z.number()).optional(),
    recovery: jsonObject.nullable().optional(),
    dataset: jsonObject.nullable().optional(),
    limitations: z.array(z.string()).optional(),
    replay_sources: jsonObject.nullable().optional(),
  })
  .catchall(jsonValue) satisfies z.ZodType<Manifest>;
