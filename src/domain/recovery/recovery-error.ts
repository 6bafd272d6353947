/**
 * The one error type the recovery domain throws (docs/runs.md). Every recovery
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

// The exact messages (docs/runs.md "Recovery plan", "Recover" in rule order, "The child run").
export const RECOVERY_MESSAGES = {
  mode: 'Recovery mode must be undispatched or failed',
  parentState: 'Recovery requires a terminal live parent attempt',
  /** Not worded by the original: the reviewed plan names another parent run. */
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
 * (another child claimed a cell first, docs/runs.md "The child run") is reported as.
 */
export function eligibilityChanged(): RecoveryError {
  return new RecoveryError('RECOVERY_PLAN_REQUIRED', RECOVERY_MESSAGES.eligibilityChanged);
}
