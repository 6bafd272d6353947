/**
 * A failed model call. Its message is the public, recorded error text: docs/reports.md "Failure reasons" maps it
 * to a failure reason by fragment, so the wording must stay exactly as it is.
 */
export class CallFailure extends Error {
  override readonly name = 'CallFailure';
}
