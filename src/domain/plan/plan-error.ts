/**
 * The one error type plan freezing throws (docs/plans.md "Validation order": every failure is
 * `BAD_USER_INPUT` with the exact message; the operator policy (docs/plans.md "The target registry and operator options") refuses with
 * `FORBIDDEN`). Callers add what was sent (nothing) to its details.
 */
import { DomainError } from '../errors.ts';

export type PlanErrorCode = 'BAD_USER_INPUT' | 'FORBIDDEN';

export class PlanError extends DomainError {
  override readonly name = 'PlanError';
  declare readonly code: PlanErrorCode;
  constructor(message: string, code: PlanErrorCode = 'BAD_USER_INPUT') {
    super(code, message);
  }
}

/** Shorthand for the common case. */
export function badInput(message: string): PlanError {
  return new PlanError(message, 'BAD_USER_INPUT');
}

export function forbidden(message: string): PlanError {
  return new PlanError(message, 'FORBIDDEN');
}
