/**
 * The typed `PlanInput` of the API (docs/api.md "Mutations", docs/dashboard.md "The form") turned into an
 * sr-bench manifest for `freezePlan`. The GraphQL layer zod-validates the shape, resolves
 * what needs the database (a `benchmarks` selection becomes a composed `datasetId`;
 * `baselineRunId` candidate plans are built from the baseline run), then calls
 * `planInputToManifest` and `freezePlan` with the operator policy. Only given (non-null)
 * fields are written, so the plan defaults of docs/plans.md apply to the rest.
 *
 * Numbers are written as JavaScript numbers: an integral value is a Python int (as when
 * the original's dashboard posted JSON), e.g. `maxCostUsd: 5` freezes as `5`, whereas an
 * omitted budget freezes as the default `5.0`; `plan_sha256` is the same either way.
 */
import type { PlanObject } from './json.ts';

export interface PlanLimitsInput {
  concurrency?: number | null;
  totalTimeoutS?: number | null;
  idleTimeoutS?: number | null;
  maxOutputTokens?: number | null;
  maxOutputChars?: number | null;
  maxLogBytes?: number | null;
  repetitionWindow?: number | null;
  repetitionLimit?: number | null;
  maxCostUsd?: number | null;
  maxRunSeconds?: number | null;
  maxCallsPerCase?: number | null;
  caseTimeoutS?: number | null;
}

export interface PlanSamplingInput {
  temperature?: number | null;
  topP?: number | null;
  topK?: number | null;
  minP?: number | null;
  presencePenalty?: number | null;
  frequencyPenalty?: number | null;
  repetitionPenalty?: number | null;
  lengthPenalty?: number | null;
  stop?: string | readonly string[] | null;
  seed?: number | null;
  maxTokens?: number | null;
  minTokens?: number | null;
  reasoningEffort?: string | null;
  n?: number | null;
  chatTemplateKwargs?: PlanObject | null;
  ignoreEos?: boolean | null;
  skipSpecialTokens?: boolean | null;
  spacesBetweenSpecialTokens?: boolean | null;
}

export interface PlanExperimentInput {
  id: string;
  /** `ExperimentRole` enum name (`CANDIDATE`) or its wire value (`candidate`). */
  role: string;
  hypothesis?: string | null;
}

export interface PlanPreviewContextInput {
  sessionId?: string | null;
  conversationId?: string | null;
  samplingSeed?: number | bigint | null;
}

export interface PlanCellInput {
  caseId: string;
  targetId: string;
}

/**
 * `PlanInput`. Exactly one case source: `datasetId` (a stored dataset) or `cases` (inline,
 * sr-bench case objects). Enum-valued strings accept the GraphQL enum names (`LIVE`,
 * `QUICK`, `REQUIRE_PRICED`, `BOUNDED`) or the manifest values.
 */
export interface PlanInput {
  name?: string | null;
  mode?: string | null;
  profile?: string | null;
  seed?: number | null;
  datasetId?: string | null;
  cases?: readonly PlanObject[] | null;
  /** Resolved to `datasetId` by the caller (dataset selection/composition, docs/datasets.md "Selection for a profile"). */
  benchmarks?: readonly string[] | null;
  targetIds: readonly string[];
  sampling?: PlanSamplingInput | null;
  limits?: PlanLimitsInput | null;
  costPolicy?: string | null;
  outputPolicy?: string | null;
  experiment?: PlanExperimentInput | null;
  previewContext?: PlanPreviewContextInput | null;
  executionCells?: readonly PlanCellInput[] | null;
  /** Must equal the operator's options for non-admin actors (docs/plans.md "The target registry and operator options"). */
  benchmarkOptions?: PlanObject | null;
}

const LIMIT_NAMES: readonly [keyof PlanLimitsInput, string][] = [
  ['concurrency', 'concurrency'],
  ['totalTimeoutS', 'total_timeout_s'],
  ['idleTimeoutS', 'idle_timeout_s'],
  ['maxOutputTokens', 'max_output_tokens'],
  ['maxOutputChars', 'max_output_chars'],
  ['maxLogBytes', 'max_log_bytes'],
  ['repetitionWindow', 'repetition_window'],
  ['repetitionLimit', 'repetition_limit'],
  ['maxCostUsd', 'max_cost_usd'],
  ['maxRunSeconds', 'max_run_seconds'],
  ['maxCallsPerCase', 'max_calls_per_case'],
  ['caseTimeoutS', 'case_timeout_s'],
];

const SAMPLING_NAMES: readonly [keyof PlanSamplingInput, string][] = [
  ['temperature', 'temperature'],
  ['topP', 'top_p'],
  ['topK', 'top_k'],
  ['minP', 'min_p'],
  ['presencePenalty', 'presence_penalty'],
  ['frequencyPenalty', 'frequency_penalty'],
  ['repetitionPenalty', 'repetition_penalty'],
  ['lengthPenalty', 'length_penalty'],
  ['stop', 'stop'],
  ['seed', 'seed'],
  ['maxTokens', 'max_tokens'],
  ['minTokens', 'min_tokens'],
  ['reasoningEffort', 'reasoning_effort'],
  ['n', 'n'],
  ['chatTemplateKwargs', 'chat_template_kwargs'],
  ['ignoreEos', 'ignore_eos'],
  ['skipSpecialTokens', 'skip_special_tokens'],
  ['spacesBetweenSpecialTokens', 'spaces_between_special_tokens'],
];

/** `REQUIRE_PRICED` → `require_priced`; manifest values and anything else pass unchanged. */
function enumValue(value: string): string {
  return /^[A-Z][A-Z0-9_]*$/.test(value) ? value.toLowerCase() : value;
}

function mapped<T extends object>(input: T, names: readonly [keyof T, string][]): PlanObject {
  const out: PlanObject = {};
  for (const [from, to] of names) {
    const value = input[from];
    if (value !== null && value !== undefined) out[to] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  return out;
}

/**
 * The manifest for `freezePlan`. Throws a plain `TypeError` when both or neither case
 * sources are given (the schema layer should have refused that already).
 */
export function planInputToManifest(input: PlanInput): PlanObject {
  const hasDataset = input.datasetId !== null && input.datasetId !== undefined;
  const hasCases = input.cases !== null && input.cases !== undefined;
  if (hasDataset === hasCases) throw new TypeError('PlanInput needs exactly one of datasetId or cases');
  const m: PlanObject = { version: 'sr-bench-1.0' };
  if (input.name != null) m.name = input.name;
  if (input.mode != null) m.mode = enumValue(input.mode);
  if (input.profile != null) m.profile = enumValue(input.profile);
  if (input.seed != null) m.seed = input.seed;
  if (input.costPolicy != null) m.cost_policy = enumValue(input.costPolicy);
  if (input.outputPolicy != null) m.output_policy = enumValue(input.outputPolicy);
  if (hasDataset) m.dataset = { id: input.datasetId };
  else m.cases = (input.cases ?? []).map((c) => ({ ...c }));
  m.targets = input.targetIds.map((id) => ({ id }));
  if (input.benchmarkOptions != null) m.benchmark_options = input.benchmarkOptions;
  if (input.limits != null) m.limits = mapped(input.limits, LIMIT_NAMES);
  if (input.sampling != null) m.sampling = mapped(input.sampling, SAMPLING_NAMES);
  if (input.experiment != null) {
    const { id, role, hypothesis } = input.experiment;
    m.experiment = { id, role: enumValue(role), ...(hypothesis != null ? { hypothesis } : {}) };
  }
  if (input.previewContext != null) {
    m.preview_context = mapped(input.previewContext, [
      ['sessionId', 'session_id'],
      ['conversationId', 'conversation_id'],
      ['samplingSeed', 'sampling_seed'],
    ]);
  }
  if (input.executionCells != null) {
    m.execution_cells = input.executionCells.map((cell) => ({ case_id: cell.caseId, target_id: cell.targetId }));
  }
  return m;
}
