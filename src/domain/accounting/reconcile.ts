/**
 * Offline usage reconciliation (docs/accounting.md): re-verifies every saved call of a terminal
 * live run against its raw SSE evidence and builds a versioned correction artifact. Pure:
 * zero model requests, nothing stored; the caller stores the artifact idempotently per
 * `(run_id, evidence_sha256)` (docs/runs.md "Idempotency") and appends `accounting_reconciled`.
 */
import { digest } from '../hashing/canonical.ts';
import { parseJson } from '../hashing/json-lexeme.ts';
import { toPlainJson } from '../hashing/plain-json.ts';
import type { JsonValue } from '../json/json-value.ts';
import { DEFAULT_MAX_OUTPUT_CHARS, evidenceByteLimitFor } from './evidence-replay.ts';
import { isJsonObject, numberValue, pyEquals, truthy } from './json-values.ts';
import { fullCallRecord, reconcileCall } from './reconcile-call.ts';
import type { HashedCorrectionRow } from './reconcile-call.ts';
import { targetInventory } from './priced-targets.ts';
import type { PricingManifest } from './priced-targets.ts';
import type { TokenUsage } from './usage.ts';
import { isTerminalRun } from '../run/status.ts';
import { DomainError, NOTHING_SENT } from '../errors.ts';

export { EVIDENCE_REASON, evidenceByteLimitFor } from './evidence-replay.ts';

export const ACCOUNTING_VERSION = 'sr-bench-accounting-v1';

/** The preconditions of docs/accounting.md "Reconciliation", verbatim. */
export const RECONCILIATION_REFUSAL = {
  notTerminalLive: 'Usage reconciliation requires a terminal live run',
  noCalls: 'Run has no saved calls to reconcile',
} as const;

/**
 * A refused reconciliation. The run is not in a state that allows it, so the GraphQL code is
 * `CONFLICT` (docs/api.md "Errors").
 */
export class ReconciliationError extends DomainError {
  override readonly name = 'ReconciliationError';
  declare readonly code: 'CONFLICT';
  constructor(message: string) {
    super('CONFLICT', message, NOTHING_SENT);
  }
}

/** The frozen plan fields reconciliation reads (parsed; a lexeme-preserving parse is fine too). */
export interface ReconcileManifest extends PricingManifest {
  readonly mode?: unknown;
  readonly plan_sha256?: unknown;
  readonly limits?: unknown;
}

export interface ReconcileRun {
  readonly id: string;
  readonly status: string;
  /** `manifest.mode`; read from the manifest when omitted. */
  readonly mode?: unknown;
  readonly manifest: ReconcileManifest;
  /** `manifest.plan_sha256`; read from the manifest when omitted. */
  readonly planSha256?: string | null;
}

/** One saved call: its columns and the stored canonical `data` text, byte-exact (docs/plans.md "Canonical JSON and hashes"). */
export interface ReconcileCallInput {
  readonly id: string;
  readonly case_id: string | null;
  readonly target_id: string;
  readonly role: string;
  readonly status: string;
  /** Re-parsed lexeme-preserving: `original_receipt_sha256` hashes exactly the stored record. */
  readonly dataText: string;
  /** Not read (the text is the source of truth); accepted so callers may pass their parsed copy. */
  readonly data?: unknown;
}

export interface ReconcileInput {
  readonly run: ReconcileRun;
  /** Every saved call of the run, in insertion order. */
  readonly calls: readonly ReconcileCallInput[];
  /**
   * Raw SSE evidence per call id (docs/transport.md "Evidence"), at most `evidenceByteLimit(manifest) + 1`
   * bytes needed; null or absent = missing evidence object.
   */
  readonly evidence: ReadonlyMap<string, Uint8Array | null>;
  /** `created_at` of the artifact if it is stored now (an already stored one keeps its own). */
  readonly createdAt: string;
}

/** One row of the artifact (docs/accounting.md "Reconciliation", SCHEMA.md `accounting_corrections.data`), plain JSON. */
export type ReconciledCallRow = {
  call_id: string;
  original_receipt_sha256: string;
  original_usage: JsonValue;
  original_cost_usd: JsonValue;
  usage: TokenUsage | null;
  cost_usd: number | null;
  verified: boolean;
  stream_sha256?: string;
  unknown_reason?: string;
};

/** The correction artifact without its rows (`provenance.accounting_correction`, `Run.accountingCorrections`). */
export type CorrectionMetadata = {
  id: string;
  version: typeof ACCOUNTING_VERSION;
  run_id: string;
  plan_sha256: string | null;
  evidence_sha256: string;
  qualified: boolean;
  verified_call_count: number;
  unverifiable_call_count: number;
  corrected_call_count: number;
  original_known_spend_usd: number;
  corrected_known_spend_usd: number;
  original_receipts_preserved: true;
  model_requests: 0;
  created_at: string;
};

/** The artifact, keys in the original's order (plain JSON: no `PyFloat`, no `bigint`). */
export type CorrectionArtifact = Omit<CorrectionMetadata, 'created_at'> & {
  calls: ReconciledCallRow[];
  created_at: string;
};

/** The preconditions of docs/accounting.md "Reconciliation": the refusal message, or null when reconciliation may run. */
export function reconciliationRefusal(
  run: { readonly status: string; readonly mode?: unknown; readonly manifest?: { readonly mode?: unknown } | null },
  savedCallCount?: number,
): string | null {
  const mode = run.mode !== undefined ? run.mode : run.manifest?.mode;
  if (!isTerminalRun(run.status) || mode !== 'live') return RECONCILIATION_REFUSAL.notTerminalLive;
  if (savedCallCount !== undefined && savedCallCount < 1) return RECONCILIATION_REFUSAL.noCalls;
  return null;
}

/** docs/transport.md "Evidence": `max(limits.max_output_chars · 30, 1048576)` bytes of the frozen plan. */
export function evidenceByteLimit(manifest: ReconcileManifest): number {
  const limits = isJsonObject(manifest.limits) ? manifest.limits : {};
  const chars = numberValue(limits.max_output_chars);
  return evidenceByteLimitFor(chars !== null && Number.isFinite(chars) && chars > 0 ? chars : DEFAULT_MAX_OUTPUT_CHARS);
}

/**
 * `evidence_sha256 = digest({version, plan_sha256, calls: rows})` over the rows as hashed
 * (`reconcileRows`): stored values with their lexemes, computed costs as Python floats.
 */
export function evidenceSha256(planSha256: string | null, rows: readonly HashedCorrectionRow[]): string {
  return digest({ version: ACCOUNTING_VERSION, plan_sha256: planSha256, calls: rows });
}

function planShaOf(run: ReconcileRun): string | null {
  if (run.planSha256 !== undefined) return run.planSha256;
  const stored = run.manifest.plan_sha256;
  return typeof stored === 'string' ? stored : null;
}

/** The rows of docs/accounting.md "Reconciliation" for every call, in the order given (insertion order). */
export function reconcileRows(input: Pick<ReconcileInput, 'run' | 'calls' | 'evidence'>): HashedCorrectionRow[] {
  const { manifest } = input.run;
  const context = { manifest, inventory: targetInventory(manifest), byteLimit: evidenceByteLimit(manifest) };
  return input.calls.map((call) => {
    const record = fullCallRecord(call, parseJson(call.dataText));
    return reconcileCall(record, input.evidence.get(call.id) ?? null, context);
  });
}

/**
 * Python `sum(v or 0 for v in values)`: left to right from 0, no compensation (docs/reports.md "Conventions").
 * `true` adds 1 as in Python; other non-numbers (never written by a transport) count as 0.
 */
function knownSpend(values: readonly unknown[]): number {
  let total = 0;
  for (const value of values) {
    if (!truthy(value)) continue;
    const number = value === true ? 1 : numberValue(value);
    if (number !== null) total += number;
  }
  return total;
}

function plainRow(row: HashedCorrectionRow): ReconciledCallRow {
  const plain: ReconciledCallRow = {
    call_id: row.call_id,
    original_receipt_sha256: row.original_receipt_sha256,
    original_usage: (toPlainJson(row.original_usage) ?? null) as JsonValue,
    original_cost_usd: (toPlainJson(row.original_cost_usd) ?? null) as JsonValue,
    usage: row.usage,
    cost_usd: row.cost_usd === null ? null : numberValue(row.cost_usd),
    verified: row.verified,
  };
  if (row.stream_sha256 !== undefined) plain.stream_sha256 = row.stream_sha256;
  if (row.unknown_reason !== undefined) plain.unknown_reason = row.unknown_reason;
  return plain;
}

/**
 * docs/accounting.md "Reconciliation". Throws `ReconciliationError` when the run is not a terminal live run or
 * has no saved calls. The same calls and evidence always give the same `evidence_sha256`
 * (and id), whatever `createdAt` is: the caller returns the stored artifact of that digest
 * when there is one and stores this one otherwise.
 */
export function reconcileUsage(input: ReconcileInput): CorrectionArtifact {
  const refusal = reconciliationRefusal(input.run, input.calls.length);
  if (refusal !== null) throw new ReconciliationError(refusal);

  const planSha256 = planShaOf(input.run);
  const rows = reconcileRows(input);
  const evidence = evidenceSha256(planSha256, rows);
  const verified = rows.filter((row) => row.verified).length;
  const corrected = rows.filter((row) => row.verified && (!pyEquals(row.usage, row.original_usage) || !pyEquals(row.cost_usd, row.original_cost_usd))).length;

  return {
    id: `accounting-${evidence.slice(0, 24)}`,
    version: ACCOUNTING_VERSION,
    run_id: input.run.id,
    plan_sha256: planSha256,
    evidence_sha256: evidence,
    qualified: verified === rows.length,
    verified_call_count: verified,
    unverifiable_call_count: rows.length - verified,
    corrected_call_count: corrected,
    original_known_spend_usd: knownSpend(rows.map((row) => row.original_cost_usd)),
    corrected_known_spend_usd: knownSpend(rows.map((row) => row.cost_usd)),
    original_receipts_preserved: true,
    model_requests: 0,
    calls: rows.map(plainRow),
    created_at: input.createdAt,
  };
}

/** The artifact without `calls` (docs/accounting.md "Reconciliation": `provenance.accounting_correction`, `Run.accountingCorrections`). */
export function correctionMetadata(artifact: CorrectionArtifact): CorrectionMetadata {
  const { calls: _rows, ...metadata } = artifact;
  return metadata;
}

/** The `accounting_reconciled` event data of a newly stored correction (docs/runs.md "Events"). */
export function accountingReconciledEvent(artifact: Pick<CorrectionArtifact, 'id' | 'evidence_sha256'>): {
  id: string;
  evidence_sha256: string;
  model_requests: 0;
} {
  return { id: artifact.id, evidence_sha256: artifact.evidence_sha256, model_requests: 0 };
}
