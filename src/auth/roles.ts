// Roles nest (api.md "Access"): READ (queries, compare) < WRITE (plans, datasets, experiments,
// reconcile, recovery plans) < RUN (start, cancel, recover) < ADMIN (targets, every owner's runs).
import type { Context, Role, Viewer } from '../context.ts';
import { apiError } from '../schema/errors.ts';

export const ROLES: readonly Role[] = ['READ', 'WRITE', 'RUN', 'ADMIN'];

export function hasRole(viewer: Viewer, needed: Role): boolean {
  return ROLES.indexOf(viewer.role) >= ROLES.indexOf(needed);
}

/** FORBIDDEN unless the viewer's role includes `needed`; checked before anything is read or written. */
export function requireRole(ctx: Pick<Context, 'viewer'>, needed: Role, action: string): void {
  if (!hasRole(ctx.viewer, needed)) {
    throw apiError('FORBIDDEN', `${action} needs the ${needed} role`, { requiredRole: needed, modelRequests: 0 });
  }
}
