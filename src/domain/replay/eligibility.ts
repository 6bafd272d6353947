/**
 * Offline replay eligibility (docs/runs.md "Replay runs"): whether a completed live
 * single-model baseline and a completed routing preview on identical frozen cases can be
 * combined into an offline estimate. Each preview decision must pick, deterministically and
 * without plugins, a model that one baseline target served with a complete, graded saved
 * generation whose prompt, request parameters and model match. Pure: the caller loads both
 * runs (manifests parsed lexeme-preserving), their results and the baseline's calls.
 *
 * The rules are checked in the order of REPLAY_REASONS; every rule is checked over the whole
 * pair before the next one, so the first failed rule is the reported one.
 */
import { hasKey, isJsonObject, truthy } from '../accounting/json-values.ts';
import type { JsonRecord } from '../json/json-value.ts';
import { canonical, digest } from '../hashing/canonical.ts';
import { DomainError, NOTHING_SENT } from '../errors.ts';

export const REPLAY_REASONS = [
  'baseline_not_completed_live',
  'preview_not_completed',
  'version_mismatch',
  'partial_matrix',
  'duplicate_case_ids',
  'case_receipt_mismatch',
  'case_set_mismatch',
  'case_content_mismatch',
  'benchmark_not_replayable',
  'grader_protocol_mismatch',
  'baseline_models_not_unique',
  'preview_rows_incomplete',
  'state_dependent_preview',
  'route_not_deterministic',
  'plugins_not_replayable',
  'model_missing',
  'sampling_mismatch',
  'saved_generation_incomplete',
  'saved_grade_missing',
  'saved_prompt_mismatch',
  'saved_request_parameters_mismatch',
  'saved_model_mismatch',
] as const;

export type ReplayReason = (typeof REPLAY_REASONS)[number];

/** The only benchmarks whose saved answers a routing change can reuse (single call, in-process grading). */
export const REPLAYABLE_BENCHMARKS: ReadonlySet<string> = new Set(['mmlu-pro', 'gpqa-diamond', 'arc-agi-2', 'hle', 'simpleqa-verified']);

/** Selection methods whose decision does not depend on sampling or the answer (docs/runs.md "Replay runs"). */
export const DETERMINISTIC_METHODS: ReadonlySet<string> = new Set(['static', 'single', 'route_action']);

/** The public sentence for each reason (the reason code travels in `extensions.reason`). */
export const REPLAY_MESSAGES: Readonly<Record<ReplayReason, string>> = {
  baseline_not_completed_live: 'The baseline must be a completed live run of single-model targets',
  preview_not_completed: 'The routing preview must be a completed preview run',
  version_mismatch: 'The baseline and the preview use different protocol versions',
  partial_matrix: 'Recovery subsets and runs with selected execution cells cannot be replayed',
  duplicate_case_ids: 'A run repeats a case id',
  case_receipt_mismatch: "A run's case_sha256 does not match its frozen cases",
  case_set_mismatch: 'The baseline and the preview froze different cases',
  case_content_mismatch: 'The baseline and the preview froze different content for the same case',
  benchmark_not_replayable: 'Only mmlu-pro, gpqa-diamond, arc-agi-2, hle and simpleqa-verified cases can be replayed',
  grader_protocol_mismatch: 'The baseline and the preview use different grader versions, benchmark options or auxiliary targets',
  baseline_models_not_unique: 'Two baseline targets serve the same model',
  preview_rows_incomplete: 'The preview has no completed routing decision for every case and target',
  state_dependent_preview: 'A preview decision depends on mutable router state',
  route_not_deterministic: 'A preview decision is not a deterministic single selection',
  plugins_not_replayable: 'A preview decision applies plugins that a saved answer cannot reproduce',
  model_missing: 'A preview decision selects a model that no baseline target served',
  sampling_mismatch: 'The baseline and the preview froze different sampling',
  saved_generation_incomplete: 'A saved baseline generation the preview selects is missing or incomplete',
  saved_grade_missing: 'A saved baseline answer the preview selects has no grade',
  saved_prompt_mismatch: 'A saved baseline request did not send the frozen case messages',
  saved_request_parameters_mismatch: 'A saved baseline request used other sampling or request parameters than frozen',
  saved_model_mismatch: 'A saved baseline response came from another model than the target names',
};

/** A refused replay: the caller's choice of runs, refused before anything is written or sent. */
export class ReplayIneligible extends DomainError {
  constructor(readonly reason: ReplayReason) {
    super('BAD_USER_INPUT', REPLAY_MESSAGES[reason], { reason, rejection: 'replay_ineligible', ...NOTHING_SENT });
    this.name = 'ReplayIneligible';
  }
}

export interface ReplayRun {
  readonly id: string;
  readonly status: string;
  /** The frozen manifest, parsed lexeme-preserving (the case receipt is re-hashed). */
  readonly manifest: JsonRecord;
}

export interface ReplayResultRow {
  readonly case_id: string;
  readonly target_id: string;
  readonly status: string;
  /** The result `data` (repeats case_id, target_id, status). */
  readonly data: JsonRecord;
}

export interface ReplayCallRow {
  readonly id: string;
  readonly case_id: string;
  readonly target_id: string;
  readonly role: string;
  readonly status: string;
  /** The full call receipt. */
  readonly data: JsonRecord;
}

export interface ReplayPair {
  readonly baseline: ReplayRun;
  readonly baselineResults: readonly ReplayResultRow[];
  /** The baseline's calls in stored order. */
  readonly baselineCalls: readonly ReplayCallRow[];
  readonly preview: ReplayRun;
  readonly previewResults: readonly ReplayResultRow[];
}

/** One replayed cell: the preview's decision for (case, preview target) and the baseline cell it reuses. */
export interface ReplayCell {
  readonly caseId: string;
  readonly previewTargetId: string;
  readonly baselineTargetId: string;
  readonly selectedModel: string;
  readonly routing: JsonRecord;
  readonly baselineResult: ReplayResultRow;
  /** Every call of the baseline cell (subject and auxiliary), in stored order. */
  readonly baselineCalls: readonly ReplayCallRow[];
}

export interface ReplayEligibility {
  readonly cells: readonly ReplayCell[];
}

const cellKey = (caseId: string, targetId: string): string => JSON.stringify([caseId, targetId]);

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function objects(value: unknown): JsonRecord[] {
  return list(value).filter(isJsonObject);
}

function object(value: unknown): JsonRecord {
  return isJsonObject(value) ? value : {};
}

function mode(manifest: JsonRecord): unknown {
  return hasKey(manifest, 'mode') ? manifest.mode : 'live';
}

function same(a: unknown, b: unknown): boolean {
  return canonical(a ?? null) === canonical(b ?? null);
}

function caseIds(manifest: JsonRecord): string[] {
  return objects(manifest.cases).map((c) => String(c.id));
}

function hasDuplicates(values: readonly string[]): boolean {
  return new Set(values).size !== values.length;
}

function receiptHolds(manifest: JsonRecord): boolean {
  return typeof manifest.case_sha256 === 'string' && manifest.case_sha256 === digest(list(manifest.cases));
}

function isSubjectComplete(call: ReplayCallRow): boolean {
  return call.status === 'completed' && call.data.output_complete !== false && call.data.error == null;
}

/**
 * Checks every rule in order; throws `ReplayIneligible` with the first failed rule, else
 * returns the replayed cells in preview result order.
 */
export function checkReplayEligibility(pair: ReplayPair): ReplayEligibility {
  const fail = (reason: ReplayReason): never => {
    throw new ReplayIneligible(reason);
  };
  const b = pair.baseline.manifest;
  const p = pair.preview.manifest;
  const baselineTargets = objects(b.targets);
  const previewTargets = objects(p.targets);

  if (
    pair.baseline.status !== 'completed' ||
    mode(b) !== 'live' ||
    baselineTargets.length === 0 ||
    baselineTargets.some((t) => (t.kind ?? 'single') !== 'single')
  )
    fail('baseline_not_completed_live');
  if (pair.preview.status !== 'completed' || mode(p) !== 'preview' || previewTargets.length === 0) fail('preview_not_completed');
  if (!same(b.version, p.version)) fail('version_mismatch');
  if ([b, p].some((m) => hasKey(m, 'execution_cells') || truthy(m.recovery))) fail('partial_matrix');
  if (hasDuplicates(caseIds(b)) || hasDuplicates(caseIds(p))) fail('duplicate_case_ids');
  if (!receiptHolds(b) || !receiptHolds(p)) fail('case_receipt_mismatch');

  const baselineCases = new Map(objects(b.cases).map((c) => [String(c.id), c]));
  const previewCases = objects(p.cases);
  if (previewCases.length !== baselineCases.size || previewCases.some((c) => !baselineCases.has(String(c.id)))) fail('case_set_mismatch');
  if (previewCases.some((c) => !same(c, baselineCases.get(String(c.id))))) fail('case_content_mismatch');
  if (previewCases.some((c) => !REPLAYABLE_BENCHMARKS.has(String(c.benchmark)))) fail('benchmark_not_replayable');
  if (!same(b.adapter_versions, p.adapter_versions) || !same(b.benchmark_options, p.benchmark_options) || !same(b.auxiliary_targets, p.auxiliary_targets))
    fail('grader_protocol_mismatch');

  const byModel = new Map<string, JsonRecord>();
  for (const target of baselineTargets) {
    const model = String(target.model);
    if (byModel.has(model)) fail('baseline_models_not_unique');
    byModel.set(model, target);
  }

  // Every (case, preview target) has a completed row with a routing decision.
  const previewRows = new Map(pair.previewResults.map((row) => [cellKey(row.case_id, row.target_id), row]));
  const decisions: { caseId: string; targetId: string; routing: JsonRecord }[] = [];
  for (const c of previewCases) {
    for (const target of previewTargets) {
      const row = previewRows.get(cellKey(String(c.id), String(target.id)));
      const routing = row?.data.details === undefined ? undefined : object(row.data.details).routing;
      if (row === undefined || row.status !== 'completed' || !isJsonObject(routing)) fail('preview_rows_incomplete');
      decisions.push({ caseId: String(c.id), targetId: String(target.id), routing: routing as JsonRecord });
    }
  }
  if (
    decisions.some(({ routing }) => {
      const provenance = object(routing.selection_provenance);
      return provenance.state_dependent === true || provenance.depends_on_mutable_state === true;
    })
  )
    fail('state_dependent_preview');
  if (
    decisions.some(
      ({ routing }) =>
        routing.selection_status !== 'selected' ||
        !DETERMINISTIC_METHODS.has(String(routing.selection_method)) ||
        typeof routing.selected_model !== 'string' ||
        object(routing.selection_provenance).sampling_performed === true,
    )
  )
    fail('route_not_deterministic');
  if (decisions.some(({ routing }) => list(object(routing.decision_result).plugins).length > 0)) fail('plugins_not_replayable');
  if (decisions.some(({ routing }) => !byModel.has(String(routing.selected_model)))) fail('model_missing');
  if (!same(b.sampling, p.sampling)) fail('sampling_mismatch');

  const baselineRows = new Map(pair.baselineResults.map((row) => [cellKey(row.case_id, row.target_id), row]));
  const callsByCell = new Map<string, ReplayCallRow[]>();
  for (const call of pair.baselineCalls) {
    const key = cellKey(call.case_id, call.target_id);
    const found = callsByCell.get(key);
    if (found === undefined) callsByCell.set(key, [call]);
    else found.push(call);
  }
  const cells: ReplayCell[] = decisions.map(({ caseId, targetId, routing }) => {
    const selectedModel = String(routing.selected_model);
    const source = byModel.get(selectedModel) as JsonRecord;
    const baselineTargetId = String(source.id);
    const key = cellKey(caseId, baselineTargetId);
    return {
      caseId,
      previewTargetId: targetId,
      baselineTargetId,
      selectedModel,
      routing,
      baselineResult: baselineRows.get(key) as ReplayResultRow,
      baselineCalls: callsByCell.get(key) ?? [],
    };
  });

  const subjectCalls = (cell: ReplayCell) => cell.baselineCalls.filter((call) => call.role === 'subject');
  if (
    cells.some(
      (cell) =>
        cell.baselineResult === undefined ||
        cell.baselineResult.status !== 'completed' ||
        object(cell.baselineResult.data.details).quality_failure === 'output_limit' ||
        subjectCalls(cell).length === 0 ||
        !cell.baselineCalls.every(isSubjectComplete),
    )
  )
    fail('saved_generation_incomplete');
  if (cells.some((cell) => typeof cell.baselineResult.data.correct !== 'boolean' || typeof cell.baselineResult.data.score !== 'number'))
    fail('saved_grade_missing');

  const request = (cell: ReplayCell) => object((subjectCalls(cell)[0] as ReplayCallRow).data.request);
  if (cells.some((cell) => !same(request(cell).messages, baselineCases.get(cell.caseId)?.messages))) fail('saved_prompt_mismatch');
  const targetParams = (cell: ReplayCell) => object(byModel.get(cell.selectedModel)?.request_params);
  if (cells.some((cell) => !same(request(cell).sampling, b.sampling) || !same(request(cell).request_params, targetParams(cell)))) {
    fail('saved_request_parameters_mismatch');
  }
  if (cells.some((cell) => subjectCalls(cell).some((call) => call.data.model !== cell.selectedModel))) fail('saved_model_mismatch');

  return { cells };
}
