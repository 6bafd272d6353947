// The caller as the server sees it (docs/dashboard.md "Shell"): clients hide actions the role
// cannot use instead of offering them and failing.
import type { Role, Viewer } from '../../context.ts';
import { builder } from '../builder.ts';

const ROLES = ['READ', 'WRITE', 'RUN', 'ADMIN'] as const satisfies readonly Role[];

const ROLE_DESCRIPTIONS: Record<Role, string> = {
  READ: 'Queries and comparisons.',
  WRITE: 'READ, plus plans, datasets, experiments, route previews, regrades, exports, reconciliation and recovery plans.',
  RUN: 'WRITE, plus starting, cancelling, recovering and replaying runs.',
  ADMIN: 'Everything: also the target registry, plans with unregistered targets, submitted manifests and every owner’s runs.',
};

const RoleEnum = builder.enumType('Role', {
  description: 'Access roles, ordered READ < WRITE < RUN < ADMIN; each includes the ones before it.',
  values: Object.fromEntries(ROLES.map((role) => [role, { value: role, description: ROLE_DESCRIPTIONS[role] }])) as Record<
    Role,
    { value: Role; description: string }
  >,
});

const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The authenticated caller.',
  fields: (t) => ({
    actorId: t.exposeString('actorId', { description: 'Your actor id, the owner of what you create (`local` for the loopback admin).' }),
    role: t.field({ type: RoleEnum, description: 'Your role: what you may do; hide the actions it does not allow.', resolve: (viewer) => viewer.role }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({ type: ViewerRef, description: 'Who is calling and with which role.', resolve: (_root, _args, ctx) => ctx.viewer }),
);
