// The caller as the server sees it (clients.md §2 "gating"): clients hide actions the role
// cannot use instead of offering them and failing.
import type { Role, Viewer } from '../../context.ts';
import { builder } from '../builder.ts';

const ROLES = ['READ', 'WRITE', 'RUN', 'ADMIN'] as const satisfies readonly Role[];

const RoleEnum = builder.enumType('Role', {
  description: 'Access roles, ordered READ < WRITE < RUN < ADMIN; each includes the ones before it.',
  values: ROLES,
});

const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The authenticated caller.',
  fields: (t) => ({
    actorId: t.exposeString('actorId'),
    role: t.field({ type: RoleEnum, resolve: (viewer) => viewer.role }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({ type: ViewerRef, description: 'Who is calling and with which role.', resolve: (_root, _args, ctx) => ctx.viewer }),
);
