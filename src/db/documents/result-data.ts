// `results.data`: one cell's outcome. It repeats the row's case, target and status; the rest
// depends on the status and the grader (running, completed, failed, sent_unknown, timeout).
// Reports read every result of a run, so reads rely on the column type; writers are checked.
import { z } from 'zod';
import type { ResultData } from '../../domain/report/input.ts';
import { jsonObject, jsonValue } from './json.ts';

export type { ResultData };

export const resultDataDocument = z.looseObject({
  case_id: z.string(),
  target_id: z.string(),
  status: z.string(),
  benchmark: z.string().optional(),
  queue_wait_s: z.number().nullable().optional(),
  started_at: z.string().optional(),
  answer: jsonValue.optional(),
  correct: z.boolean().nullable().optional(),
  score: z.number().nullable().optional(),
  details: jsonObject.nullable().optional(),
  usage: jsonObject.nullable().optional(),
  cost_usd: z.number().nullable().optional(),
  latency_s: z.number().nullable().optional(),
  subject_latency_s: z.number().nullable().optional(),
  ttft_s: z.number().nullable().optional(),
  call_count: z.number().optional(),
  error: z.string().nullable().optional(),
  partial: jsonObject.optional(),
  finished_at: z.string().optional(),
}) satisfies z.ZodType<ResultData>;
