// `harness_activity.data`: the live state of one harness cell (docs/harness.md). Liveness only,
// like call activity: never evidence, never read by reports.
import { z } from 'zod';

export const HARNESS_PHASES = ['starting', 'running', 'waiting_for_model', 'stopping', 'finished'] as const;

export const harnessActivityDocument = z.object({
  phase: z.enum(HARNESS_PHASES),
  /** Model calls made through the bridge so far. */
  steps: z.number().int().nonnegative(),
  /** Bytes in the cell's artifact folder (log included) as last measured. */
  artifact_bytes: z.number().nonnegative(),
  started_at: z.string(),
  updated_at: z.string(),
});

export type HarnessActivity = z.infer<typeof harnessActivityDocument>;
export type HarnessPhase = HarnessActivity['phase'];
