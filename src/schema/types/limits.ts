// The frozen limits of a plan (docs/plans.md "Limits"), typed.
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
    concurrency: t.int({ nullable: true, description: 'Most cells of the run in flight at once (at most 32).', resolve: (l) => num(l, 'concurrency') }),
    totalTimeoutSeconds: t.float({ nullable: true, description: 'Longest one model request may take, in seconds.', resolve: (l) => num(l, 'total_timeout_s') }),
    idleTimeoutSeconds: t.float({
      nullable: true,
      description: 'Longest wait for the next response byte of a request, in seconds.',
      resolve: (l) => num(l, 'idle_timeout_s'),
    }),
    maxOutputTokens: t.int({
      nullable: true,
      description: 'Most output tokens one request may produce (also sent as `max_tokens` under the bounded output policy).',
      resolve: (l) => num(l, 'max_output_tokens'),
    }),
    maxOutputChars: t.int({
      nullable: true,
      description: 'Most characters (Unicode code points) of answer plus reasoning one response may stream.',
      resolve: (l) => num(l, 'max_output_chars'),
    }),
    maxLogBytes: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Byte cap on the artifacts a code or agent harness may write for one cell.',
      resolve: (l) => num(l, 'max_log_bytes'),
    }),
    repetitionWindow: t.int({
      nullable: true,
      description: 'Length in characters of the block the repetition guard compares.',
      resolve: (l) => num(l, 'repetition_window'),
    }),
    repetitionLimit: t.int({
      nullable: true,
      description: 'Back-to-back repeats of that block that stop a response.',
      resolve: (l) => num(l, 'repetition_limit'),
    }),
    maxCostUsd: t.float({
      nullable: true,
      description:
        'Spend budget of the run in USD under priced accounting: a call is not dispatched when spent plus reserved cost would exceed it. It stops dispatch; it is not a hard billing cap.',
      resolve: (l) => num(l, 'max_cost_usd'),
    }),
    maxRunSeconds: t.float({
      nullable: true,
      description: 'Wall-time budget of the run in seconds; past it no cell starts and calls in flight are cancelled.',
      resolve: (l) => num(l, 'max_run_seconds'),
    }),
    maxCallsPerCase: t.int({ nullable: true, description: 'Most model calls (all roles) one cell may make.', resolve: (l) => num(l, 'max_calls_per_case') }),
    caseTimeoutSeconds: t.float({ nullable: true, description: 'Wall-time limit of one cell in seconds.', resolve: (l) => num(l, 'case_timeout_s') }),
  }),
});
