// The recovery domain's public surface (docs/runs.md "Recovery runs", "Idempotency"): pure functions over plain data.
export { cellKey, exactCell, isExactCell } from './cells.ts';
export type { RecoveryCell } from './cells.ts';
export { eligibilityChanged, RecoveryError, RECOVERY_MESSAGES } from './recovery-error.ts';
export type { RecoveryErrorCode } from './recovery-error.ts';
export {
  DEFAULT_RECOVERY_MODE,
  EXCLUSION_REASONS,
  exclusionReason,
  hasUnsettledAccounting,
  RECOVERY_MODES,
  recoveryMode,
} from './exclusion.ts';
export type { CellCall, CellFacts, ExclusionReason, RecoveryMode } from './exclusion.ts';
export { correctionMetadata, knownSpendUsd, parentSnapshot, spendComplete } from './parent-snapshot.ts';
export type { ParentProgress, ParentSnapshot } from './parent-snapshot.ts';
export { assertRecoverableParent, RECOVERY_SCOPE, recoveryPlan, recoveryPlanDigest } from './recovery-plan.ts';
export type {
  ExcludedCell,
  RecoveryCallRow,
  RecoveryClaimRow,
  RecoveryParentRun,
  RecoveryPlanDocument,
  RecoveryPlanInput,
  RecoveryResultRow,
} from './recovery-plan.ts';
export { recoveryAttemptKey, sameRecoveryAttempt, storedRecoveryAttempt } from './attempt-identity.ts';
export type { RecoveryAttempt } from './attempt-identity.ts';
export { checkRecoverEligibility, checkRecoverRequest, matchExistingAttempt, validateRecoverSubmission } from './recover-request.ts';
export type { KeyedRun, RecoverDecision, RecoverSubmission, RecoverySelection, ValidatedRecoverSubmission } from './recover-request.ts';
export { childManifest, childManifestDraft, recoveryBlock, RECOVERY_NAME_PREFIX } from './child-manifest.ts';
export type { ChildManifestOptions, ChildSelection } from './child-manifest.ts';
export { recoveryClaims } from './claims.ts';
export type { RecoveryClaim } from './claims.ts';
