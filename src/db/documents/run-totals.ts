// `run_totals`: a terminal run's row counts, so list totals and progress never scan: calls by
// `[role, status, target_id, n]`, events by kind and results by status.
import { z } from 'zod';

export const callCountsDocument = z.array(z.tuple([z.string(), z.string(), z.string(), z.number()]));
export const countsByKeyDocument = z.record(z.string(), z.number());

/** `[role, status, target_id, n]` */
export type CallCountRow = z.infer<typeof callCountsDocument>[number];
export type CountsByKey = z.infer<typeof countsByKeyDocument>;
