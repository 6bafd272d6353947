/**
 * One call of an offline reconciliation (docs/accounting.md "Reconciliation"): the saved stream
 * evidence is re-read, must agree with the terminal call receipt, and its final usage is
 * priced with the frozen prices. The row is built with Python's value types so that the
 * evidence digest hashes exactly what the original hashed.
 */
import { createHash } from 'node:crypto';
import { digest } from '../hashing/canonical.ts';
import { pyFloat } from '../hashing/json-lexeme.ts';
import { CallFailure } from './call-failure.ts';
import { EVIDENCE_REASON, EvidenceRejected, replayEvidence } from './evidence-replay.ts';
import type { EvidenceReplay } from './evidence-replay.ts';
import { getKey, isJsonObject, pyEquals, truthy } from './json-values.ts';
import type { JsonRecord } from './json-values.ts';
import { AUXILIARY_IDENTITY_UNAVAILABLE, PricedTargetError, resolvePricedTarget } from './priced-targets.ts';
import type { PricingManifest, TargetSpec } from './priced-targets.ts';
import { costFor } from './pricing.ts';
import type { PriceTable } from './pricing.ts';
import { normalizeUsage } from './usage.ts';
import type { TokenUsage } from './usage.ts';
// The live transport's set of complete finish reasons (docs/transport.md "End of stream"; docs/accounting.md "Reconciliation", step 3).
import { FINAL_FINISH_REASONS } from '../transport/stream-state.ts';

/**
 * A correction row as hashed (docs/accounting.md "Reconciliation"): stored values keep their lexemes (`PyFloat`
 * for `0.0`), a computed cost is a Python float (`pyFloat`), tokens are ints.
 */
export interface HashedCorrectionRow {
  call_id: string;
  original_receipt_sha256: string;
  original_usage: unknown;
  original_cost_usd: unknown;
  usage: TokenUsage | null;
  cost_usd: unknown;
  verified: boolean;
  stream_sha256?: string;
  unknown_reason?: string;
}

/** What verification needs besides the call: the frozen plan and its evidence bound. */
export interface ReconcileCallContext {
  readonly manifest: PricingManifest;
  readonly inventory: ReadonlyMap<string, TargetSpec>;
  /** `max(limits.max_output_chars · 30, 1048576)` bytes. */
  readonly byteLimit: number;
}

/** The verified outcome of one call: its corrected usage and cost (both known). */
interface Verified {
  usage: TokenUsage;
  cost: number;
}

/** The full call record `{id, case_id, target_id, role, status, ...data}` (docs/reports.md "Inputs"). */
export type FullCallRecord = JsonRecord;

/** Steps 3–6 of docs/accounting.md "Reconciliation" on replayed evidence; throws on every failure. */
function verify(record: FullCallRecord, stream: EvidenceReplay, context: ReconcileCallContext): Verified {
  // Step 3: agreement with the terminal receipt.
  const finish = stream.finishReason;
  const agrees =
    record.status === 'completed' &&
    stream.done === 1 &&
    typeof finish === 'string' &&
    FINAL_FINISH_REASONS.has(finish) &&
    pyEquals(finish, getKey(record, 'finish_reason')) &&
    // A call without usage stores `{}`, which never equals "none found" (null).
    pyEquals(stream.rawUsage, getKey(record, 'raw_usage')) &&
    pyEquals(stream.model, getKey(record, 'model'));
  if (!agrees) throw new EvidenceRejected(EVIDENCE_REASON.disagree);

  // Step 4: the priced target; a MoM call must be a proven direct dispatch.
  const target = resolvePricedTarget(context.manifest, record, context.inventory);
  if (target.kind === 'mom') {
    const selected = getKey(record, 'selected_model');
    const direct =
      pyEquals(getKey(record, 'inference_call_count'), 1) && !truthy(getKey(record, 'model_usage')) && truthy(selected) && pyEquals(selected, stream.model);
    if (!direct) throw new EvidenceRejected(EVIDENCE_REASON.momNotDirect);
  }

  // Step 5: the frozen response identity.
  const expected = getKey(target, 'expected_response_model');
  if (truthy(expected) && !pyEquals(expected, stream.model)) throw new EvidenceRejected(EVIDENCE_REASON.modelDiffers);

  // Step 6: the final stream usage priced by the stream model.
  let usage: TokenUsage | null;
  try {
    usage = normalizeUsage(truthy(stream.rawUsage) ? stream.rawUsage : {});
  } catch (error) {
    if (error instanceof CallFailure) throw new EvidenceRejected(error.message);
    throw error;
  }
  const prices = (truthy(target.prices) ? target.prices : {}) as PriceTable;
  const cost = typeof stream.model === 'string' ? costFor(usage, stream.model, prices) : null;
  if (usage === null || cost === null) throw new EvidenceRejected(EVIDENCE_REASON.incomplete);
  return { usage, cost };
}

/** The public reason of a verification failure (docs/accounting.md "Reconciliation"). */
function unknownReason(error: unknown): string {
  if (error instanceof EvidenceRejected) return error.message;
  if (error instanceof PricedTargetError && error.code === 'auxiliary_reference_missing') {
    return AUXILIARY_IDENTITY_UNAVAILABLE;
  }
  return EVIDENCE_REASON.generic;
}

/**
 * docs/accounting.md "Reconciliation": the row of one full call record. `bytes` is the saved evidence
 * (null when missing). `stream_sha256` is set only once the whole evidence was read and
 * replayed: a stream that cannot be read to its end (an error event, a truncated or invalid
 * event) leaves it out, as the original does, while a later verification failure keeps it.
 */
export function reconcileCall(record: FullCallRecord, bytes: Uint8Array | null, context: ReconcileCallContext): HashedCorrectionRow {
  const row: HashedCorrectionRow = {
    call_id: String(record.id),
    original_receipt_sha256: digest(record),
    original_usage: getKey(record, 'usage'),
    original_cost_usd: getKey(record, 'cost_usd'),
    usage: null,
    cost_usd: null,
    verified: false,
  };
  if (bytes === null) return { ...row, unknown_reason: EVIDENCE_REASON.generic };
  if (bytes.length > context.byteLimit) return { ...row, unknown_reason: EVIDENCE_REASON.bound };
  let stream: EvidenceReplay;
  try {
    stream = replayEvidence(bytes);
  } catch (error) {
    return { ...row, unknown_reason: unknownReason(error) };
  }
  const streamSha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    const { usage, cost } = verify(record, stream, context);
    // cost_for divides, so the cost is a Python float even when integral (`0.0`).
    return { ...row, usage, cost_usd: pyFloat(cost), verified: true, stream_sha256: streamSha256 };
  } catch (error) {
    return { ...row, stream_sha256: streamSha256, unknown_reason: unknownReason(error) };
  }
}

/** A stored call `data` text parsed into the full record; the columns come first, `data` wins (docs/reports.md "Inputs"). */
export function fullCallRecord(
  columns: { readonly id: string; readonly case_id: string | null; readonly target_id: string; readonly role: string; readonly status: string },
  data: unknown,
): FullCallRecord {
  if (!isJsonObject(data)) throw new TypeError(`Stored data of ${columns.id} is not a JSON object`);
  const { id, case_id, target_id, role, status } = columns;
  return { id, case_id, target_id, role, status, ...data };
}
