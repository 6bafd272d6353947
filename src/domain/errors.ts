// The one error family the application raises on purpose. Each carries the code a client acts
// on and the details it may rely on (extensions such as `modelRequests`, `reason`, `cap`); the
// GraphQL edge turns it into an error with `extensions: { code, ...details }`. Anything that is
// not a DomainError is unexpected and reaches a client only as INTERNAL.

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PLAN_CHANGED'
  | 'RECOVERY_PLAN_REQUIRED'
  | 'COMPARISON_INVALID'
  | 'BUDGET'
  | 'TIMEOUT'
  | 'RATE_LIMITED'
  | 'INTERNAL';

/** Extensions besides `code`, in the order a client sees them. */
export type ErrorDetails = Readonly<Record<string, unknown>>;

export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }

  /** The same refusal with more details (e.g. that nothing was sent); existing keys keep their place. */
  withDetails(more: ErrorDetails): DomainError {
    return new DomainError(this.code, this.message, { ...this.details, ...more });
  }
}

export const domainError = (code: ErrorCode, message: string, details?: ErrorDetails): DomainError => new DomainError(code, message, details);

export const badUserInput = (message: string, details?: ErrorDetails) => domainError('BAD_USER_INPUT', message, details);
export const unauthenticated = (message: string, details?: ErrorDetails) => domainError('UNAUTHENTICATED', message, details);
export const forbidden = (message: string, details?: ErrorDetails) => domainError('FORBIDDEN', message, details);
export const notFound = (message: string) => domainError('NOT_FOUND', message);
export const conflict = (message: string, details?: ErrorDetails) => domainError('CONFLICT', message, details);
export const planChanged = (message: string, details?: ErrorDetails) => domainError('PLAN_CHANGED', message, details);

/** Work that refuses before dispatch says so: nothing started, no model request made. */
export const NOTHING_SENT = { dispatchStarted: false, modelRequests: 0 } as const;

/** Runs `work`; any DomainError it throws leaves with `details` added (one place per refusing operation). */
export async function refusingWith<T>(details: ErrorDetails, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof DomainError ? error.withDetails(details) : error;
  }
}

/** The synchronous form of `refusingWith`. */
export function refusingWithSync<T>(details: ErrorDetails, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw error instanceof DomainError ? error.withDetails(details) : error;
  }
}
