/** A store that cannot be imported; the message says what to do. Nothing was written. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}
