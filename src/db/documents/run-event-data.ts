// `events.data`: what one run event says; which fields appear depends on the event's kind
// (a column of its own): `{case_id, target_id}` for cell events, `{call_id, case_id,
// target_id, role}` for `call_sent`, `{error}` for a status change with an error, and so on.
import { z } from 'zod';

export const runEventDataDocument = z.looseObject({
  case_id: z.string().optional(),
  target_id: z.string().optional(),
  call_id: z.string().optional(),
  source_call_id: z.string().optional(),
  role: z.string().optional(),
  error: z.string().optional(),
  reason: z.string().optional(),
  inferred_from_saved_results: z.boolean().optional(),
  plan_sha256: z.string().optional(),
  id: z.string().optional(),
  evidence_sha256: z.string().optional(),
  model_requests: z.number().optional(),
});

export type RunEventData = z.infer<typeof runEventDataDocument>;
