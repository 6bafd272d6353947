/**
 * Training-matrix export (docs/grading.md): a completed live run's full case × target matrix as
 * router-training data. Pure: it reads the frozen manifest, the saved results, the run's
 * subject calls and the accounting correction in force, and makes zero model requests.
 *
 * Eligibility: a completed live run whose planned cells are the full rectangle (not a
 * recovery child, no `execution_cells`), whose profile is not `standard`, and whose every
 * case has `metadata.split == "dev"` (holdout and unknown splits are refused: the holdout
 * must never become training data).
 *
 * Case fields: the export is "case + targets", i.e. the frozen case itself with its targets
 * attached. Our reading: the hidden fields of docs/datasets.md "Public and hidden fields" (`answer`, other metadata) are hidden from
 * *browsed* questions; a training matrix is the router's training set and is restricted to
 * the dev split precisely so that it may carry the full case (including the reference
 * answer), so the frozen case is exported as frozen. Holdout cases never leave this way.
 *
 * Numbers: `usage` and `cost_usd` of a target cell are those the report uses (docs/reports.md "The per-target metric",
 * docs/accounting.md "Effective calls"): the cell's effective subject calls (the newest accounting correction overlaid), the
 * four usage buckets summed (null when there is no subject call or any usage is unknown) and
 * `sum_cost` of their `cost_usd` (null when any is unknown).
 */
import { effectiveCalls, type AccountingCorrectionInput } from '../accounting/effective-calls.ts';
import { sumCost } from '../accounting/sum-cost.ts';
import { sumUsage, type TokenUsage } from '../accounting/usage.ts';
import { isJsonObject } from '../accounting/json-values.ts';
import { DomainError, NOTHING_SENT, type ErrorCode } from '../errors.ts';

export const TRAINING_MATRIX_KIND = 'training-matrix';

/** Refusal reasons, one per eligibility rule of docs/grading.md "Training-matrix export". */
export type TrainingMatrixRefusalReason =
  | 'run_not_completed'
  | 'run_not_live'
  | 'recovery_child'
  | 'execution_cells'
  | 'standard_profile'
  | 'split_not_dev'
  | 'partial_matrix'
  | 'subject_evidence_missing';

export const TRAINING_MATRIX_MESSAGES = {
  run_not_completed: 'Training-matrix export requires a completed run',
  run_not_live: 'Training-matrix export requires a live run',
  recovery_child: 'Training-matrix export requires the full matrix of a run; recovery child runs are refused',
  execution_cells: 'Training-matrix export requires the full matrix of a run; runs with execution_cells are refused',
  standard_profile: 'Training-matrix export refuses standard-profile runs (their cases are the holdout)',
  split_not_dev: 'Training-matrix export requires every case to have split "dev"',
  partial_matrix: 'Training-matrix export requires exactly one completed result for every case × target',
  subject_evidence_missing: 'Training-matrix export requires a saved subject call for every case × target',
} as const satisfies Record<TrainingMatrixRefusalReason, string>;

/** A run not (yet) in a state that allows export is CONFLICT; a run of the wrong kind is BAD_USER_INPUT. */
function refusalCode(reason: TrainingMatrixRefusalReason): ErrorCode {
  return reason === 'run_not_completed' || reason === 'subject_evidence_missing' ? 'CONFLICT' : 'BAD_USER_INPUT';
}

/** The export never sends anything, and its refusals say so. */
export class TrainingMatrixError extends DomainError {
  constructor(
    readonly reason: TrainingMatrixRefusalReason,
    message: string = TRAINING_MATRIX_MESSAGES[reason],
  ) {
    super(refusalCode(reason), message, { reason, ...NOTHING_SENT });
    this.name = 'TrainingMatrixError';
  }
}

type Json = unknown;

export interface TrainingMatrixCase {
  readonly id: string;
  readonly benchmark?: string;
  readonly metadata?: unknown;
  readonly [key: string]: Json;
}

export interface TrainingMatrixTarget {
  readonly id: string;
  readonly kind?: unknown;
  readonly model?: unknown;
  readonly request_params?: unknown;
  readonly [key: string]: Json;
}

/** The frozen plan, parsed (only what the export reads is typed). */
export interface TrainingMatrixManifest {
  readonly mode?: unknown;
  readonly profile?: unknown;
  readonly plan_sha256?: unknown;
  readonly recovery?: unknown;
  readonly execution_cells?: unknown;
  readonly cases: readonly TrainingMatrixCase[];
  readonly targets: readonly TrainingMatrixTarget[];
}

export interface TrainingMatrixRun {
  readonly id: string;
  readonly status: string;
  readonly manifest: TrainingMatrixManifest;
}

/** One saved result's `data` (docs/reports.md "Inputs"). */
export interface TrainingMatrixResult {
  readonly case_id: string;
  readonly target_id: string;
  readonly status: string;
  readonly answer?: Json;
  readonly correct?: Json;
  readonly score?: Json;
  readonly subject_latency_s?: Json;
}

/** A stored call summary plus the receipt's `final` (the summary drops it, docs/reports.md "Inputs"). */
export interface TrainingMatrixCall {
  readonly id: string;
  readonly case_id: string | null;
  readonly target_id: string;
  readonly role: string;
  readonly status: string;
  usage?: TokenUsage | null;
  cost_usd?: unknown;
  cost_complete?: unknown;
  accounting_correction_id?: unknown;
  readonly final?: Json;
}

export interface TrainingMatrixInput {
  readonly run: TrainingMatrixRun;
  /** Saved results in store order (`case_id`, `target_id`). */
  readonly results: readonly TrainingMatrixResult[];
  /** The run's calls in insertion order (only `subject` calls are read). */
  readonly calls: readonly TrainingMatrixCall[];
  /** The newest accounting correction of the run (docs/accounting.md "Reconciliation"), or null. */
  readonly accountingCorrection: (AccountingCorrectionInput & Readonly<Record<string, unknown>>) | null;
}

export interface TrainingMatrixTargetRow {
  id: string;
  model: Json;
  kind: Json;
  request_params: Json;
  answer: Json;
  correct: Json;
  score: Json;
  usage: TokenUsage | null;
  cost_usd: number | null;
  subject_latency_s: Json;
  final: Json;
}

export type TrainingMatrixCaseRow = Record<string, Json> & { id: string; targets: TrainingMatrixTargetRow[] };

export interface TrainingMatrixDocument {
  version: 'sr-bench-1.0';
  source_run_id: string;
  kind: typeof TRAINING_MATRIX_KIND;
  split: 'dev';
  cases: TrainingMatrixCaseRow[];
  source_plan_sha256: string | null;
  /** The correction in force without its `calls` rows (docs/accounting.md "Reconciliation"), or null. */
  accounting_correction: Record<string, unknown> | null;
  model_requests: 0;
}

function cellKey(caseId: string, targetId: string): string {
  return JSON.stringify([caseId, targetId]); // unambiguous for any ids
}

function splitOf(testCase: TrainingMatrixCase): unknown {
  return isJsonObject(testCase.metadata) ? testCase.metadata['split'] : undefined;
}

/**
 * The run-level rules (everything but the matrix itself), in a fixed order: state, mode,
 * shape, profile, split. Needs no result or call rows, so a service can refuse before reading
 * them. Returns null when the run may be exported.
 */
export function trainingMatrixRefusal(run: TrainingMatrixRun): TrainingMatrixError | null {
  const { manifest } = run;
  if (run.status !== 'completed') return new TrainingMatrixError('run_not_completed');
  if (manifest.mode !== 'live') return new TrainingMatrixError('run_not_live');
  if (manifest.recovery !== undefined && manifest.recovery !== null) return new TrainingMatrixError('recovery_child');
  // An empty list plans the full matrix (docs/plans.md "Planned cells"); any explicit cell list is a subset.
  if (Array.isArray(manifest.execution_cells) ? manifest.execution_cells.length > 0 : manifest.execution_cells != null) {
    return new TrainingMatrixError('execution_cells');
  }
  if (manifest.profile === 'standard') return new TrainingMatrixError('standard_profile');
  for (const testCase of manifest.cases) {
    const split = splitOf(testCase);
    if (split !== 'dev') {
      const shown = typeof split === 'string' ? `"${split}"` : 'no split';
      return new TrainingMatrixError('split_not_dev', `${TRAINING_MATRIX_MESSAGES.split_not_dev}; case ${testCase.id} has ${shown}`);
    }
  }
  return null;
}

/** Σ of the four buckets over the calls; null without calls or when any usage is unknown. */
function cellUsage(calls: readonly TrainingMatrixCall[]): TokenUsage | null {
  if (calls.length === 0) return null;
  const usages: TokenUsage[] = [];
  for (const call of calls) {
    if (!isJsonObject(call.usage)) return null;
    const usage = call.usage as Partial<TokenUsage>;
    // `tokens` (docs/reports.md "The per-target metric"): a missing bucket counts 0.
    usages.push({
      input_tokens: usage.input_tokens ?? 0,
      cached_input_tokens: usage.cached_input_tokens ?? 0,
      cache_write_tokens: usage.cache_write_tokens ?? 0,
      output_tokens: usage.output_tokens ?? 0,
    });
  }
  return sumUsage(usages);
}

function correctionMetadata(correction: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { calls: _rows, ...metadata } = correction;
  return metadata;
}

/** Builds the export document, or throws `TrainingMatrixError` naming the failed rule. */
export function buildTrainingMatrix(input: TrainingMatrixInput): TrainingMatrixDocument {
  const refusal = trainingMatrixRefusal(input.run);
  if (refusal !== null) throw refusal;
  const { manifest } = input.run;

  // The rectangle: unique case and target ids, and exactly one completed result per cell.
  const caseIds = new Set(manifest.cases.map((c) => c.id));
  const targetIds = new Set(manifest.targets.map((t) => t.id));
  if (caseIds.size !== manifest.cases.length || targetIds.size !== manifest.targets.length || caseIds.size === 0 || targetIds.size === 0) {
    throw new TrainingMatrixError('partial_matrix');
  }
  const results = new Map<string, TrainingMatrixResult>();
  for (const row of input.results) {
    const key = cellKey(row.case_id, row.target_id);
    if (results.has(key) || row.status !== 'completed' || !caseIds.has(row.case_id) || !targetIds.has(row.target_id)) {
      throw new TrainingMatrixError('partial_matrix');
    }
    results.set(key, row);
  }
  if (results.size !== caseIds.size * targetIds.size) throw new TrainingMatrixError('partial_matrix');

  // Effective subject calls per cell, in insertion order (docs/accounting.md "Effective calls").
  const subjects = new Map<string, TrainingMatrixCall[]>();
  for (const call of effectiveCalls(input.calls, input.accountingCorrection)) {
    if (call.role !== 'subject' || call.case_id === null) continue;
    const key = cellKey(call.case_id, call.target_id);
    const list = subjects.get(key);
    if (list) list.push(call);
    else subjects.set(key, [call]);
  }

  const cases = manifest.cases.map((testCase): TrainingMatrixCaseRow => {
    const targets = manifest.targets.map((target): TrainingMatrixTargetRow => {
      const key = cellKey(testCase.id, target.id);
      const result = results.get(key);
      const calls = subjects.get(key) ?? [];
      const last = calls[calls.length - 1];
      if (result === undefined) throw new TrainingMatrixError('partial_matrix');
      if (last === undefined) throw new TrainingMatrixError('subject_evidence_missing');
      return {
        id: target.id,
        model: target.model ?? null,
        kind: target.kind ?? 'single',
        request_params: target.request_params ?? {},
        answer: result.answer ?? null,
        correct: result.correct ?? null,
        score: result.score ?? null,
        usage: cellUsage(calls),
        cost_usd: sumCost(calls),
        subject_latency_s: result.subject_latency_s ?? null,
        // The visible final of the cell's last subject call (the one that was graded).
        final: last.final ?? null,
      };
    });
    return { ...testCase, targets };
  });

  return {
    version: 'sr-bench-1.0',
    source_run_id: input.run.id,
    kind: TRAINING_MATRIX_KIND,
    split: 'dev',
    cases,
    source_plan_sha256: typeof manifest.plan_sha256 === 'string' ? manifest.plan_sha256 : null,
    accounting_correction: input.accountingCorrection === null ? null : correctionMetadata(input.accountingCorrection),
    model_requests: 0,
  };
}
