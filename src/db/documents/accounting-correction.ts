// `accounting_corrections.data`: a reconciliation's artifact, versioned. One row per call
// with the usage and cost the evidence supports (null when it cannot be verified).
import { z } from 'zod';
import type { AccountingCorrection } from '../../domain/report/input.ts';
import { jsonValue } from './json.ts';

export type { AccountingCorrection };

const usageBuckets = z.looseObject({
  input_tokens: z.number(),
  cached_input_tokens: z.number(),
  cache_write_tokens: z.number(),
  output_tokens: z.number(),
});

const correctionRow = z.looseObject({
  call_id: z.string(),
  original_receipt_sha256: z.string().optional(),
  original_usage: jsonValue.optional(),
  original_cost_usd: jsonValue.optional(),
  usage: usageBuckets.nullable(),
  cost_usd: z.number().nullable(),
  verified: z.boolean(),
  stream_sha256: z.string().optional(),
  unknown_reason: z.string().optional(),
});

export const accountingCorrectionDocument = z.looseObject({
  id: z.string(),
  version: z.string(),
  run_id: z.string().optional(),
  evidence_sha256: z.string().optional(),
  plan_sha256: z.string().nullable().optional(),
  qualified: z.boolean().optional(),
  verified_call_count: z.number().optional(),
  unverifiable_call_count: z.number().optional(),
  corrected_call_count: z.number().optional(),
  original_known_spend_usd: z.number().optional(),
  corrected_known_spend_usd: z.number().optional(),
  original_receipts_preserved: z.boolean().optional(),
  model_requests: z.number().optional(),
  created_at: z.string().optional(),
  calls: z.array(correctionRow),
}) satisfies z.ZodType<AccountingCorrection>;
