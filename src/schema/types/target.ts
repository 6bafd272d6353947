// The target registry: Query.targets and Mutation.registerTargets (service.md §12). Credentials are
// environment-variable names, and neither they nor base URLs are returned.
import { listTargets, replaceRegistry, type TargetRecord } from '../../db/queries/targets.ts';
import { validateRegistry } from '../../domain/plan/registry.ts';
import { credentialPolicy } from '../../auth/credential-policy.ts';
import { builder } from '../builder.ts';
import { refusingWithSync } from '../../domain/errors.ts';
import { asObject, int, str } from '../json-fields.ts';
import { requireRole } from '../../auth/roles.ts';
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
    kind: t.field({ type: TargetKindEnum, description: 'SINGLE (one model) or MOM (a router entrypoint).', resolve: (r) => (r.kind === 'mom' ? 'mom' : 'single') }),
    model: t.string({ description: 'The model name sent in requests (for a MoM, the router entrypoint’s model name).', resolve: (r) => str(asObject(r.data), 'model') ?? '' }),
    configHash: t.string({
      nullable: true,
      description: 'The router configuration hash a MoM must acknowledge (needed for live MoM runs); null when none is registered.',
      resolve: (r) => str(asObject(r.data), 'config_hash') }),
    maxInferenceCalls: t.int({
      nullable: true,
      description: 'The most model calls a MoM may make for one request (1..256), used to bound cost reservations; null when not set.',
      resolve: (r) => int(asObject(r.data), 'max_inference_calls') }),
    sessionMode: t.field({
      type: SessionModeEnum,
      description: 'STATELESS (default) or SESSION_AWARE (every subject call of one cell carries the same fresh session id).',
      resolve: (r) => (str(asObject(r.data), 'session_mode') === 'session_aware' ? 'session_aware' : 'stateless') }),
    priced: t.boolean({ description: 'Prices are registered for this target, as REQUIRE_PRICED plans need.', resolve: (r) => Object.keys(asObject(asObject(r.data).prices)).length > 0 }),
    prices: t.field({ type: 'JSON', nullable: true, description: 'model → {input, cached_input, cache_write, output} in USD per million tokens; null when none are registered.', resolve: (r) => asObject(r.data).prices ?? null }),
    requestParams: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Generation parameters sent with every request to this target (snake_case keys), overriding the run’s sampling; null when none.',
      resolve: (r) => asObject(r.data).request_params ?? null }),
    previewable: t.boolean({ description: 'Has a routing preview endpoint.', resolve: (r) => typeof asObject(r.data).preview_url === 'string' }),
  }),
});

builder.queryField('targets', (t) => t.field({ type: [TargetRef], description: 'The registered targets; base URLs and credential names are never returned.', resolve: (_root, _args, ctx) => listTargets(ctx.db) }));

builder.mutationField('registerTargets', (t) =>
  t.field({
    type: [TargetRef],
    description:
      'Replaces the whole target registry with these targets, atomically, and returns the new registry (ADMIN). ' +
      'An invalid target, an unknown field or a raw credential is BAD_USER_INPUT and changes nothing. Zero model requests.',
    args: {
      targets: t.arg({
        type: ['JSON'],
        required: true,
        description:
          'sr-bench target objects (snake_case keys: id, kind, base_url, model, api_key_env, prices, …); credentials only as environment variable names.',
      }),
    },
    resolve: async (_root, args, ctx) => {
      requireRole(ctx.viewer, 'ADMIN', 'Registering targets');
      const validated = refusingWithSync({ modelRequests: 0 }, () => validateRegistry(args.targets, credentialPolicy()));
      await replaceRegistry(ctx.db, validated);
      return listTargets(ctx.db);
    },
  }),
);
