/**
 * A controlled grading or adapter error (service.md 3.3 step 7): its message is safe to
 * record as the cell error verbatim, unlike unexpected errors, which are recorded by class
 * name only.
 */
export class GradingError extends Error {
  override readonly name = 'GradingError';
}

/** A failed adapter preflight (service.md 2.1 step 30); the plan layer reports it as BAD_USER_INPUT. */
export class AdapterPreflightError extends Error {
  override readonly name = 'AdapterPreflightError';
}
