/**
 * The one error type plan freezing throws (service.md 2.1: every failure is
 * `BAD_USER_INPUT` with the exact message; the operator policy of section 12 refuses with
 * `FORBIDDEN`). The GraphQL layer maps `code` to `extensions.code` unchanged.
 */
export type PlanErrorCode = 'BAD_USER_INPUT' | 'FORBIDDEN';

export class PlanError extends Error {
  override readonly name = 'PlanError';
  readonly code: PlanErrorCode;
  constructor(message: string, code: PlanErrorCode = 'BAD_USER_INPUT') {
    super(message);
    this.code = code;
  }
}

/** Shorthand for the common case. */
export function badInput(message: string): PlanError {
  return new PlanError(message, 'BAD_USER_INPUT');
}

export function forbidden(message: string): PlanError {
  return new PlanError(message, 'FORBIDDEN');
}
