// A source that could not be acquired. The message is public and says what to do (a missing
// token, a revision the Hub does not have, a full disk, a checksum that does not match).
export class AcquisitionError extends Error {
  override readonly name = 'AcquisitionError';
}
