// Operator caps on plans (README "Limits"): what a plan's frozen limits may be at most on this
// server, from the environment. Checked at start, so a bad setting stops the server before it
// listens; planRun, startRun, candidatePlan and recover refuse a plan above a cap.
import { z } from 'zod';
import type { OperatorCaps } from '../domain/plan/operator-caps.ts';

/** Each setting with the limit it caps and its default (sized above every shipped plan). */
export const PLAN_CAP_SETTINGS = {
  SR_BENCH_MAX_RUN_COST_USD: { limit: 'max_cost_usd', fallback: 100, integer: false },
  SR_BENCH_MAX_CALLS_PER_CASE: { limit: 'max_calls_per_case', fallback: 64, integer: true },
  SR_BENCH_MAX_OUTPUT_TOKENS: { limit: 'max_output_tokens', fallback: 131_072, integer: true },
  SR_BENCH_MAX_OUTPUT_CHARS: { limit: 'max_output_chars', fallback: 1_048_576, integer: true },
  SR_BENCH_MAX_CONCURRENCY: { limit: 'concurrency', fallback: 32, integer: true },
  SR_BENCH_MAX_RUN_SECONDS: { limit: 'max_run_seconds', fallback: 86_400, integer: false },
  SR_BENCH_MAX_CASE_SECONDS: { limit: 'case_timeout_s', fallback: 3_600, integer: false },
  SR_BENCH_MAX_LOG_BYTES: { limit: 'max_log_bytes', fallback: 67_108_864, integer: true },
} as const;

export type PlanCapSetting = keyof typeof PLAN_CAP_SETTINGS;

/** The setting that caps `limit` (for messages), if any. */
export function settingFor(limit: string): PlanCapSetting | undefined {
  return (Object.keys(PLAN_CAP_SETTINGS) as PlanCapSetting[]).find((key) => PLAN_CAP_SETTINGS[key].limit === limit);
}

const positive = (integer: boolean) => (integer ? z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) : z.coerce.number().positive().finite());
// Object.fromEntries forgets the keys: the cast restores the shape built from PLAN_CAP_SETTINGS.
const ENV = z.object(
  Object.fromEntries(Object.entries(PLAN_CAP_SETTINGS).map(([key, { integer }]) => [key, positive(integer).optional()])) as Record<
    PlanCapSetting,
    z.ZodOptional<z.ZodCoercedNumber>
  >,
);

export class PlanCapsConfigError extends Error {
  override name = 'PlanCapsConfigError';
}

/** The caps with the environment's overrides; an empty variable counts as unset. */
export function planCapsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): OperatorCaps {
  const present = Object.fromEntries(Object.keys(PLAN_CAP_SETTINGS).flatMap((key) => (env[key] ? [[key, env[key]]] : [])));
  const parsed = ENV.safeParse(present);
  if (!parsed.success) throw new PlanCapsConfigError(`Invalid plan cap setting: ${z.prettifyError(parsed.error)}`);
  return Object.fromEntries(
    (Object.keys(PLAN_CAP_SETTINGS) as PlanCapSetting[]).map((key) => [PLAN_CAP_SETTINGS[key].limit, parsed.data[key] ?? PLAN_CAP_SETTINGS[key].fallback]),
  );
}
