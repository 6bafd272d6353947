/**
 * The one error type the recovery domain throws (service.md 7.1, 7.2, 7.3). Every recovery
 * refusal happens before anything is dispatched, so the work-error details are fixed:
 * `dispatchStarted: false`, `modelRequests: 0`.
 */
import { DomainError, NOTHING_SENT } from '../errors.ts';

export type RecoveryErrorCode = 'BAD_USER_INPUT' | 'CONFLICT' | 'RECOVERY_PLAN_REQUIRED';

export class RecoveryError extends DomainError {
  override readonly name = 'RecoveryError';
  declare readonly code: RecoveryErrorCode;
  readonly dispatchStarted = false as const;
  readonly modelRequests = 0 as const;
  constructor(code: RecoveryErrorCode, message: string) {
    super(code, message, NOTHING_SENT);
  }
}

// The exact messages (service.md 7.1, 7.2 in rule order, 7.3).
export const RECOVERY_MESSAGES = {
  mode: 'Recovery mode must be undispatched or failed',
  parentState: 'Recovery requires a terminal live parent attempt',
  /** Not worded by the spec: the reviewed plan names another parent run. */
  otherParent: 'Recovery plan belongs to another run',
  idempotencyKey: 'Recovery requires an explicit idempotency_key',
  cells: 'Recovery requires the exact selected case/target cells',
  duplicateCells: 'Duplicate recovery cells are not allowed',
  acknowledgement: 'Failed attempts require explicit new-attempt/spend acknowledgment',
  keyBound: 'Idempotency key is bound to another attempt',
  eligibilityChanged: 'Recovery eligibility changed; inspect a fresh recovery plan',
  notEligible: 'Selected cells are not eligible for this recovery mode',
} as const;

/**
 * `RECOVERY_PLAN_REQUIRED` for a changed plan; also what a claim collision at insertion
 * (another child claimed a cell first, service.md 7.3) is reported as.
 */
export function eligibilityChanged(): RecoveryError {
  return new RecoveryError('RECOVERY_PLAN_REQUIRED', RECOVERY_MESSAGES.eligibilityChanged);
}
