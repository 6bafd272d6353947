// `calls.summary`: the call receipt without its request, answer text, reasoning, raw usage and
// tool calls. Written at the call's start, at activity checkpoints and when it finishes;
// imported receipts come from several transport versions, so every field is optional.
// Reports read thousands per run, so reads rely on the column type; writers are checked.
import { z } from 'zod';
import type { StoredCallSummary } from '../../domain/report/input.ts';
import { jsonObject, jsonValue } from './json.ts';

export type { StoredCallSummary };

const usageBuckets = z.looseObject({
  input_tokens: z.number(),
  cached_input_tokens: z.number(),
  cache_write_tokens: z.number(),
  output_tokens: z.number(),
});

export const callSummaryDocument = z.looseObject({
  model: z.string().nullable().optional(),
  activity: jsonObject.optional(),
  started_at: z.string().optional(),
  selected_model: z.string().nullable().optional(),
  decision: z.string().nullable().optional(),
  usage: usageBuckets.nullable().optional(),
  cost_usd: jsonValue.optional(),
  inference_call_count: z.number().nullable().optional(),
  latency_s: z.number().nullable().optional(),
  ttft_s: z.number().nullable().optional(),
  finish_reason: z.string().nullable().optional(),
  model_usage: z.array(jsonObject).nullable().optional(),
  cache_read_reported: z.boolean().nullable().optional(),
  phase: z.string().nullable().optional(),
  fault_injected: z.boolean().optional(),
  injected_fault: jsonObject.nullable().optional(),
  response_status: z.number().nullable().optional(),
  call_index: z.number().nullable().optional(),
  error: jsonValue.optional(),
  failure: jsonValue.optional(),
  finished_at: z.string().optional(),
}) satisfies z.ZodType<StoredCallSummary>;
