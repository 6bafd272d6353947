// The target registry: Query.targets and Mutation.registerTargets (docs/plans.md "The target registry and operator options"). Credentials are
// environment-variable names, and neither they nor base URLs are returned.
import { listTargets, type TargetRecord } from '../../db/queries/targets.ts';
import { registerTargets } from '../../services/targets.ts';
import { builder } from '../builder.ts';
import { GenerationParametersRef, generationDocument, ModelPriceRef, modelPrices } from './generation.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
import { asObject, int, str } from '../json-fields.ts';
import { SessionModeEnum, TargetKindEnum } from './enums.ts';

export const TargetRef = builder.loadableNodeRef('Target', {
  id: { resolve: (target: TargetRecord) => target.id },
  load: async (ids: string[], ctx) => {
    const byId = new Map((await listTargets(ctx.db)).map((target) => [target.id, target]));
    // A run names targets that may have left the registry since: that link is null, not an error.
    return ids.map((id) => byId.get(id) ?? null);
  },
});
TargetRef.implement({
  description: 'A registered model endpoint: a single model or a MoM router entrypoint.',
  fields: (t) => ({
    targetId: t.exposeString('id', { description: 'The natural id that plans name the target by (e.g. `sim-small`).' }),
    // The registry is validated on write, so its kinds and session modes are always known ones.
    kind: t.field({
      type: TargetKindEnum,
      description: 'SINGLE (one model) or MOM (a router entrypoint).',
      resolve: (r) => (r.kind === 'mom' ? 'mom' : 'single'),
    }),
    model: t.string({
      description: 'The model name sent in requests (for a MoM, the router entrypoint’s model name).',
      resolve: (r) => str(asObject(r.data), 'model') ?? '',
    }),
    configHash: t.string({
      nullable: true,
      description: 'The router configuration hash a MoM must acknowledge (needed for live MoM runs); null when none is registered.',
      resolve: (r) => str(asObject(r.data), 'config_hash'),
    }),
    maxInferenceCalls: t.int({
      nullable: true,
      description: 'The most model calls a MoM may make for one request (1..256), used to bound cost reservations; null when not set.',
      resolve: (r) => int(asObject(r.data), 'max_inference_calls'),
    }),
    sessionMode: t.field({
      type: SessionModeEnum,
      description: 'STATELESS (default) or SESSION_AWARE (every subject call of one cell carries the same fresh session id).',
      resolve: (r) => (str(asObject(r.data), 'session_mode') === 'session_aware' ? 'session_aware' : 'stateless'),
    }),
    priced: t.boolean({
      description: 'Prices are registered for this target, as REQUIRE_PRICED plans need.',
      resolve: (r) => Object.keys(asObject(asObject(r.data).prices)).length > 0,
    }),
    prices: t.field({
      type: [ModelPriceRef],
      nullable: true,
      description: 'Prices per model in USD per million tokens; null when none are registered.',
      resolve: (r) => modelPrices(asObject(r.data).prices),
    }),
    requestParams: t.field({
      type: GenerationParametersRef,
      nullable: true,
      description: 'Generation parameters sent with every request to this target, overriding the run’s sampling; null when none.',
      resolve: (r) => generationDocument(asObject(r.data).request_params),
    }),
    previewable: t.boolean({ description: 'Has a routing preview endpoint.', resolve: (r) => typeof asObject(r.data).preview_url === 'string' }),
  }),
});

builder.queryField('targets', (t) =>
  t.field({
    type: [TargetRef],
    description: 'The registered targets; base URLs and credential names are never returned.',
    resolve: (_root, _args, ctx) => listTargets(ctx.db),
  }),
);

builder.relayMutationField(
  'registerTargets',
  {
    description: 'The whole new registry.',
    inputFields: (t) => ({
      targets: t.field({
        type: ['JSON'],
        required: true,
        description:
          'sr-bench target objects, the same documents a manifest lists (snake_case keys: id, kind, base_url, model, api_key_env, prices, …); credentials only as environment variable names.',
      }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.registerTargets },
    description:
      'Replaces the whole target registry with these targets, atomically, and returns the new registry (ADMIN). ' +
      'An invalid target, an unknown field or a raw credential is BAD_USER_INPUT and changes nothing. Zero model requests.',
    resolve: async (_root, { input }, ctx) => succeeded(await registerTargets(ctx.deps, ctx.viewer, input.targets)),
  },
  {
    description: 'The new registry, or why registration was refused.',
    outputFields: (t) => ({
      targets: t.field({ type: [TargetRef], nullable: true, description: 'The registry now in force; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);
