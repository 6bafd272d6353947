/**
 * `recover(runId, plan, idempotencyKey, acknowledgeNewAttempt)` checks (docs/runs.md "Recover"), in
 * order, with their exact messages. The client sends the reviewed recovery plan, possibly
 * reduced to `selected_cells`; the server recomputes the plan and only accepts a selection
 * that still matches it. Three steps so the caller can interleave its database work:
 *
 * 1. `validateRecoverSubmission` — parent binding, rules 1–4 (no database);
 * 2. `matchExistingAttempt` — rule 5 against the run stored under `(owner, key)`;
 * 3. `checkRecoverEligibility` — rules 6–7 against the freshly recomputed plan.
 *
 * `checkRecoverRequest` runs all three. Every refusal is a `RecoveryError`
 * (`dispatchStarted: false`, `modelRequests: 0`).
 */
import { isJsonObject } from '../accounting/json-values.ts';
import { pyStrip } from '../hashing/python-text.ts';
import { plannedCellsOfRecord } from '../plan/planned-cells.ts';
import { recoveryAttemptKey, sameRecoveryAttempt, storedRecoveryAttempt } from './attempt-identity.ts';
import { cellKey, cellKeySet, exactCell, isExactCell } from './cells.ts';
import type { RecoveryCell } from './cells.ts';
import { DEFAULT_RECOVERY_MODE } from './exclusion.ts';
import type { RecoveryMode } from './exclusion.ts';
import type { ParentSnapshot } from './parent-snapshot.ts';
import { RecoveryError, RECOVERY_MESSAGES } from './recovery-error.ts';
import { recoveryPlan } from './recovery-plan.ts';
import type { RecoveryPlanDocument, RecoveryPlanInput } from './recovery-plan.ts';

/** The mutation's arguments other than the run id. */
export interface RecoverSubmission {
  /** The reviewed recovery plan document (JSON), optionally with `selected_cells`. */
  readonly plan: unknown;
  readonly idempotencyKey: unknown;
  readonly acknowledgeNewAttempt?: unknown;
}

/** A submission that passed the parent binding and rules 1–4. */
export interface ValidatedRecoverSubmission {
  readonly parentRunId: string;
  /** `plan.mode` (absent → `undispatched`); validated when the plan is recomputed (rule 6). */
  readonly mode: unknown;
  /** `plan.plan_sha256` as submitted. */
  readonly planSha256: unknown;
  /** `plan.selected_cells` if present, else `plan.eligible_cells`; exact pairs, submitted order. */
  readonly cells: readonly RecoveryCell[];
  readonly idempotencyKey: string;
  /** The identity for rule 5 (same parent, mode and set of cells ⇔ same key). */
  readonly attemptKey: string;
}

/** A run found under the same `(owner, idempotency_key)`. */
export interface KeyedRun {
  readonly id: string;
  readonly manifest: unknown;
}

/** What a new child attempt is built from (docs/runs.md "The child run"). */
export interface RecoverySelection {
  readonly parentRunId: string;
  readonly mode: RecoveryMode;
  readonly planSha256: string;
  /** The selected cells as submitted (exact pairs, submitted order): `recovery.selected_cells`. */
  readonly selectedCells: RecoveryCell[];
  /** The same cells in the parent's planned-cell order: the child's `execution_cells`. */
  readonly executionCells: RecoveryCell[];
  /** The recomputed plan's `parent`: the child's `recovery.parent_snapshot`. */
  readonly parentSnapshot: ParentSnapshot;
  /** The recomputed recovery plan the selection was checked against. */
  readonly plan: RecoveryPlanDocument;
}

export type RecoverDecision =
  | { readonly kind: 'existing'; readonly runId: string }
  | { readonly kind: 'new'; readonly selection: RecoverySelection; readonly submission: ValidatedRecoverSubmission };

function get(object: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** The parent binding and rules 1–4 of docs/runs.md "Recover". */
export function validateRecoverSubmission(parentRunId: string, submission: RecoverSubmission): ValidatedRecoverSubmission {
  const { plan } = submission;
  if (!isJsonObject(plan) || get(plan, 'parent_run_id') !== parentRunId) {
    throw new RecoveryError('BAD_USER_INPUT', RECOVERY_MESSAGES.otherParent);
  }
  const rawMode = get(plan, 'mode');
  const mode = rawMode === undefined || rawMode === null ? DEFAULT_RECOVERY_MODE : rawMode;
  const selected = get(plan, 'selected_cells');
  const cells = selected === undefined || selected === null ? get(plan, 'eligible_cells') : selected;

  // 1
  const key = submission.idempotencyKey;
  if (typeof key !== 'string' || pyStrip(key) === '') {
    throw new RecoveryError('BAD_USER_INPUT', RECOVERY_MESSAGES.idempotencyKey);
  }
  // 2
  if (!Array.isArray(cells) || cells.length === 0 || !cells.every(isExactCell)) {
    throw new RecoveryError('BAD_USER_INPUT', RECOVERY_MESSAGES.cells);
  }
  const exact = (cells as RecoveryCell[]).map(exactCell);
  // 3
  if (cellKeySet(exact).size !== exact.length) {
    throw new RecoveryError('BAD_USER_INPUT', RECOVERY_MESSAGES.duplicateCells);
  }
  // 4
  if (mode === 'failed' && submission.acknowledgeNewAttempt !== true) {
    throw new RecoveryError('BAD_USER_INPUT', RECOVERY_MESSAGES.acknowledgement);
  }
  return {
    parentRunId,
    mode,
    planSha256: get(plan, 'plan_sha256'),
    cells: exact,
    idempotencyKey: key,
    attemptKey: recoveryAttemptKey({ parentRunId, mode, cells: exact }),
  };
}

/**
 * Rule 5: with no run under the key, null (go on); the same attempt → the existing run's id
 * (return it, dispatch nothing); any other run (another attempt, or a run started by
 * `startRun` with that key) → `CONFLICT`.
 */
export function matchExistingAttempt(submission: ValidatedRecoverSubmission, existing: KeyedRun | null | undefined): string | null {
  if (existing === null || existing === undefined) return null;
  const stored = storedRecoveryAttempt(existing.manifest);
  if (stored !== null && sameRecoveryAttempt(stored, { parentRunId: submission.parentRunId, mode: submission.mode, cells: submission.cells })) {
    return existing.id;
  }
  throw new RecoveryError('CONFLICT', RECOVERY_MESSAGES.keyBound);
}

/**
 * Rules 6–7 against the plan recomputed now (`recoveryPlan(parent, submission.mode)`, which
 * throws for an unknown mode or an unrecoverable parent).
 */
export function checkRecoverEligibility(
  submission: ValidatedRecoverSubmission,
  recomputed: RecoveryPlanDocument,
  parentManifest: Readonly<Record<string, unknown>>,
): RecoverySelection {
  // 6
  if (submission.planSha256 !== recomputed.plan_sha256) {
    throw new RecoveryError('RECOVERY_PLAN_REQUIRED', RECOVERY_MESSAGES.eligibilityChanged);
  }
  // 7
  const eligible = cellKeySet(recomputed.eligible_cells);
  if (submission.cells.some((cell) => !eligible.has(cellKey(cell)))) {
    throw new RecoveryError('RECOVERY_PLAN_REQUIRED', RECOVERY_MESSAGES.notEligible);
  }
  const selected = cellKeySet(submission.cells);
  const executionCells = plannedCellsOfRecord(parentManifest)
    .filter((cell) => selected.has(cellKey(cell)))
    .map(exactCell);
  return {
    parentRunId: submission.parentRunId,
    mode: recomputed.mode,
    planSha256: recomputed.plan_sha256,
    selectedCells: submission.cells.map(exactCell),
    executionCells,
    parentSnapshot: recomputed.parent,
    plan: recomputed,
  };
}

/**
 * All of docs/runs.md "Recover" over one consistent read of the parent: `existing` is the run stored
 * under `(owner, idempotencyKey)`, or null. The insertion must still re-check the key and
 * claim the cells in one transaction (a claim collision is `eligibilityChanged()`).
 */
export function checkRecoverRequest(parent: RecoveryPlanInput, submission: RecoverSubmission, existing: KeyedRun | null = null): RecoverDecision {
  const validated = validateRecoverSubmission(parent.parent.id, submission);
  const existingId = matchExistingAttempt(validated, existing);
  if (existingId !== null) return { kind: 'existing', runId: existingId };
  const recomputed = recoveryPlan(parent, validated.mode);
  return { kind: 'new', selection: checkRecoverEligibility(validated, recomputed, parent.parent.manifest), submission: validated };
}
