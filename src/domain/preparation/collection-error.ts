// Why a collection cannot be prepared as asked (docs/preparation.md
// "Collections"): a selection conflict, named by its reason code. Nothing is merged silently.
import type { SelectionReasonCode } from '../dataset/prepared-selection.ts';
import { DomainError } from '../errors.ts';

export const SEED_CONFLICT = 'Selected datasets and the requested collection must use one common seed.';
export const SOURCE_CONFLICT = 'A selected benchmark has different frozen versions in the store; compose the intended datasets explicitly.';
export const MEMBER_MISSING = 'A prepared member of the collection is not in the store.';

const MESSAGES: Readonly<Record<SelectionReasonCode, string>> = {
  seed_conflict: SEED_CONFLICT,
  source_conflict: SOURCE_CONFLICT,
  not_prepared: MEMBER_MISSING,
};

export class CollectionError extends DomainError {
  override readonly name = 'CollectionError';
  readonly reasonCode: SelectionReasonCode;

  constructor(reasonCode: SelectionReasonCode) {
    super('CONFLICT', MESSAGES[reasonCode], { reason: reasonCode, modelRequests: 0 });
    this.reasonCode = reasonCode;
  }
}
