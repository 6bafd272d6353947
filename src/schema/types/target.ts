// The target registry: Query.targets and Mutation.registerTargets (service.md §12). Credentials are
// environment-variable names, and neither they nor base URLs are returned.
import { listTargets, replaceRegistry, type TargetRecord } from '../../db/queries/targets.ts';
import { PlanError } from '../../domain/plan/freeze.ts';
import { validateRegistry } from '../../domain/plan/registry.ts';
import { credentialPolicy } from '../../auth/credential-policy.ts';
import { builder } from '../builder.ts';
import { apiError } from '../errors.ts';
import { asObject, int, str } from '../json-fields.ts';
import { requireRole } from '../../auth/roles.ts';

const TargetRef = builder.objectRef<TargetRecord>('Target');
TargetRef.implement({
  description: 'A registered model endpoint: a single model or a MoM router entrypoint.',
  fields: (t) => ({
    id: t.exposeString('id'),
    kind: t.exposeString('kind', { description: '`single` or `mom`.' }),
    model: t.string({ resolve: (r) => str(asObject(r.data), 'model') ?? '' }),
    configHash: t.string({ nullable: true, resolve: (r) => str(asObject(r.data), 'config_hash') }),
    maxInferenceCalls: t.int({ nullable: true, resolve: (r) => int(asObject(r.data), 'max_inference_calls') }),
    sessionMode: t.string({ resolve: (r) => str(asObject(r.data), 'session_mode') ?? 'stateless' }),
    priced: t.boolean({ resolve: (r) => Object.keys(asObject(asObject(r.data).prices)).length > 0 }),
    prices: t.field({ type: 'JSON', nullable: true, description: 'USD per million tokens per model and bucket.', resolve: (r) => asObject(r.data).prices ?? null }),
    requestParams: t.field({ type: 'JSON', nullable: true, resolve: (r) => asObject(r.data).request_params ?? null }),
    previewable: t.boolean({ description: 'Has a routing preview endpoint.', resolve: (r) => typeof asObject(r.data).preview_url === 'string' }),
  }),
});

builder.queryField('targets', (t) => t.field({ type: [TargetRef], description: 'The target registry.', resolve: (_root, _args, ctx) => listTargets(ctx.db) }));

builder.mutationField('registerTargets', (t) =>
  t.field({
    type: [TargetRef],
    description: 'Replaces the target registry (ADMIN). Targets are sr-bench target objects (service.md §12).',
    args: { targets: t.arg({ type: ['JSON'], required: true }) },
    resolve: async (_root, args, ctx) => {
      requireRole(ctx, 'ADMIN', 'Registering targets');
      let validated;
      try {
        validated = validateRegistry(args.targets, credentialPolicy());
      } catch (error) {
        if (error instanceof PlanError) throw apiError(error.code, error.message, { modelRequests: 0 });
        throw error;
      }
      await replaceRegistry(ctx.db, validated);
      return listTargets(ctx.db);
    },
  }),
);
