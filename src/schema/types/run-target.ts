// A subject target as frozen into a run's plan.
import type { JsonObject, RunTargetSummary } from '../../domain/run/manifest-projection.ts';
import { isObject } from '../../domain/run/manifest-projection.ts';
import { builder } from '../builder.ts';
import { ModelPriceRef, modelPrices } from './generation.ts';
import { knownValue, SESSION_MODES, SessionModeEnum, TARGET_KINDS, TargetKindEnum } from './enums.ts';

export type RunTargetShape = RunTargetSummary & { raw: JsonObject };

export const RunTargetRef = builder.objectRef<RunTargetShape>('RunTarget');

RunTargetRef.implement({
  description: 'A target of a run: a single model or a MoM router entrypoint.',
  fields: (t) => ({
    targetId: t.exposeString('id', { description: 'The target id as frozen in the plan (the registry may have changed since).' }),
    kind: t.field({
      type: TargetKindEnum,
      nullable: true,
      description: 'SINGLE (one model) or MOM (a router entrypoint); null when an imported plan names a kind this server does not know.',
      resolve: (target) => knownValue(TARGET_KINDS, target.kind),
    }),
    model: t.exposeString('model', {
      nullable: true,
      description: 'The model name sent in requests (for a MoM, the router entrypoint’s model name); null when the plan recorded none.',
    }),
    configHash: t.string({
      nullable: true,
      description: 'The router configuration hash frozen for a MoM target, which the router must acknowledge; null when none was given (single targets).',
      resolve: (target) => (typeof target.raw.config_hash === 'string' ? target.raw.config_hash : null),
    }),
    maxInferenceCalls: t.int({
      nullable: true,
      description: 'The most model calls a MoM target may make for one request (1..256), used to bound cost reservations; null when not set.',
      resolve: (target) => (typeof target.raw.max_inference_calls === 'number' ? target.raw.max_inference_calls : null),
    }),
    sessionMode: t.field({
      type: SessionModeEnum,
      nullable: true,
      description:
        'STATELESS or SESSION_AWARE (every subject call of one cell carries the same fresh session id); null when the plan recorded none, which means stateless, or an imported plan recorded a mode this server does not know.',
      resolve: (target) => knownValue(SESSION_MODES, target.raw.session_mode),
    }),
    priced: t.boolean({
      description: 'Frozen per-model prices exist for this target.',
      resolve: (target) => isObject(target.raw.prices) && Object.keys(target.raw.prices).length > 0,
    }),
    prices: t.field({
      type: [ModelPriceRef],
      nullable: true,
      description: 'Frozen prices per model in USD per million tokens; null when the plan froze none.',
      resolve: (target) => modelPrices(target.raw.prices),
    }),
  }),
});
