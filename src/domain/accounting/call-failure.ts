/**
 * A failed model call. Its message is the public, recorded error text: report.md 5.1 maps it
 * to a failure reason by fragment, so the wording must stay exactly as the spec writes it.
 */
export class CallFailure extends Error {
  override readonly name = 'CallFailure';
}
