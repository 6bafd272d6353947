// Who may do what (docs/api.md "Access"): every operation that needs more than READ, with the
// role it needs and the words its refusal uses. The schema declares these on its fields (checked
// before any input is decoded) and each service checks the same entry, so a caller that reaches
// a service without the schema is held to the same rule.
import { forbidden, type DomainError } from '../domain/errors.ts';
import { hasRole, type Actor, type Role } from './actor.ts';

export interface Access {
  readonly role: Role;
  /** The operation, as the refusal names it: "<action> needs the <role> role". */
  readonly action: string;
}

export const ACCESS = {
  planRun: { role: 'WRITE', action: 'Planning a run' },
  candidatePlan: { role: 'WRITE', action: 'Planning a candidate run' },
  startRun: { role: 'RUN', action: 'Starting a run' },
  cancelRun: { role: 'RUN', action: 'Cancelling a run' },
  recoveryPlan: { role: 'WRITE', action: 'A recovery plan' },
  recover: { role: 'RUN', action: 'Recovering' },
  createReplay: { role: 'RUN', action: 'Creating an offline replay' },
  reconcileUsage: { role: 'WRITE', action: 'Reconciling usage' },
  regrade: { role: 'WRITE', action: 'Regrading' },
  exportTrainingMatrix: { role: 'WRITE', action: 'Exporting a training matrix' },
  importDataset: { role: 'WRITE', action: 'Importing a dataset' },
  prepareDataset: { role: 'WRITE', action: 'Preparing datasets' },
  composeDataset: { role: 'WRITE', action: 'Composing datasets' },
  manageExperiments: { role: 'WRITE', action: 'Managing experiments' },
  addRunNote: { role: 'WRITE', action: 'Adding a note' },
  routePreview: { role: 'WRITE', action: 'Previewing a route' },
  registerTargets: { role: 'ADMIN', action: 'Registering targets' },
} as const satisfies Record<string, Access>;

/** The refusal of an actor whose role does not include `access.role`. */
export const accessRefusal = (access: Access): DomainError =>
  forbidden(`${access.action} needs the ${access.role} role`, { requiredRole: access.role, modelRequests: 0 });

/** FORBIDDEN unless the actor's role includes the one `access` needs; checked before anything is read or written. */
export function requireAccess(actor: Actor, access: Access): void {
  if (!hasRole(actor, access.role)) throw accessRefusal(access);
}
