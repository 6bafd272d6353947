// The frozen limits of a plan (service.md §2.3), typed.
import type { JsonObject } from '../../domain/run/manifest-projection.ts';
import { builder } from '../builder.ts';

export const LimitsRef = builder.objectRef<JsonObject>('Limits');

const num = (limits: JsonObject, key: string): number | null => {
  const value = limits[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

LimitsRef.implement({
  description: 'Execution limits frozen into the plan; null where the plan predates a limit.',
  fields: (t) => ({
    concurrency: t.int({ nullable: true, resolve: (l) => num(l, 'concurrency') }),
    totalTimeoutSeconds: t.float({ nullable: true, resolve: (l) => num(l, 'total_timeout_s') }),
    idleTimeoutSeconds: t.float({ nullable: true, resolve: (l) => num(l, 'idle_timeout_s') }),
    maxOutputTokens: t.int({ nullable: true, resolve: (l) => num(l, 'max_output_tokens') }),
    maxOutputChars: t.int({ nullable: true, resolve: (l) => num(l, 'max_output_chars') }),
    maxLogBytes: t.field({ type: 'SafeInt', nullable: true, resolve: (l) => num(l, 'max_log_bytes') }),
    repetitionWindow: t.int({ nullable: true, resolve: (l) => num(l, 'repetition_window') }),
    repetitionLimit: t.int({ nullable: true, resolve: (l) => num(l, 'repetition_limit') }),
    maxCostUsd: t.float({ nullable: true, resolve: (l) => num(l, 'max_cost_usd') }),
    maxRunSeconds: t.float({ nullable: true, resolve: (l) => num(l, 'max_run_seconds') }),
    maxCallsPerCase: t.int({ nullable: true, resolve: (l) => num(l, 'max_calls_per_case') }),
    caseTimeoutSeconds: t.float({ nullable: true, resolve: (l) => num(l, 'case_timeout_s') }),
  }),
});
