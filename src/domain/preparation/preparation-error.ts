// A refusal while preparing a dataset from upstream files. Besides the client-facing code it
// keeps the kind of error the reference preparation reports (`ValueError`, `FileNotFoundError`
// …), since prepared datasets and their refusals are checked against reference vectors
// (docs/preparation.md).
import { DomainError } from '../errors.ts';

export type PreparationErrorKind = 'ValueError' | 'KeyError' | 'FileNotFoundError' | 'JSONDecodeError' | 'Error';

export class PreparationError extends DomainError {
  override readonly name = 'PreparationError';
  readonly kind: PreparationErrorKind;

  constructor(kind: PreparationErrorKind, message: string) {
    super('BAD_USER_INPUT', message, { reason: 'preparation_refused', modelRequests: 0 });
    this.kind = kind;
  }
}
