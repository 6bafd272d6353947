// Who is asking, and what their role lets them do. Roles nest (docs/api.md "Access"): READ (queries,
// compare) < WRITE (plans, datasets, experiments, reconcile, recovery plans) < RUN (start,
// cancel, recover) < ADMIN (targets, every owner's runs).
import { forbidden } from '../domain/errors.ts';

export type Role = 'READ' | 'WRITE' | 'RUN' | 'ADMIN';

export interface Actor {
  readonly actorId: string;
  readonly role: Role;
}

export const ROLES: readonly Role[] = ['READ', 'WRITE', 'RUN', 'ADMIN'];

export function hasRole(actor: Actor, needed: Role): boolean {
  return ROLES.indexOf(actor.role) >= ROLES.indexOf(needed);
}

/** FORBIDDEN unless the actor's role includes `needed`; checked before anything is read or written. */
export function requireRole(actor: Actor, needed: Role, action: string): void {
  if (!hasRole(actor, needed)) throw forbidden(`${action} needs the ${needed} role`, { requiredRole: needed, modelRequests: 0 });
}

/** The owner whose runs the actor may see: null for an admin (every owner's). */
export function ownerScope(actor: Actor): string | null {
  return actor.role === 'ADMIN' ? null : actor.actorId;
}

/**
 * Input decoded only after the role check (ids, typed plans): a caller who may not act learns
 * nothing from how its input is checked.
 */
export type AfterRoleCheck<T> = () => T;
