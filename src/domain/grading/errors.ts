/**
 * A controlled grading or adapter error (docs/runs.md "One cell", step 7): its message is safe to
 * record as the cell error verbatim, unlike unexpected errors, which are recorded by class
 * name only.
 */
export class GradingError extends Error {
  override readonly name = 'GradingError';
}
