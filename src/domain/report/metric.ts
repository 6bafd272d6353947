import { truthy } from '../accounting/json-values.ts';
import { knownCost, sumCost } from '../accounting/sum-cost.ts';
import { percentile } from '../stats/percentile.ts';
import { wilson } from '../stats/wilson.ts';
import { cacheReadMetrics } from './cache-read.ts';
import type { CellIndex } from './cell-index.ts';
import { continuity, type Continuity, type SessionMode } from './continuity.ts';
import { faultSummary, type FaultSummary } from './fault-summary.ts';
import type { PlannedCell, ReportCall, ResultData, UsageBuckets } from './input.ts';
import { observedModel } from './observed-model.ts';
import { outputDiagnostics, type OutputDiagnostics } from './output-diagnostics.ts';
import { bump, counterKey } from './values.ts';

/** `accuracy_denominator` (docs/reports.md "The per-target metric"). */
export const ACCURACY_DENOMINATOR = 'all_planned_cases; failures and unanswered count as incorrect';
/** `cache_neutral_cost_basis` (docs/reports.md "The per-target metric"; wording from the fixtures). */
export const CACHE_NEUTRAL_COST_BASIS =
  'Counterfactual token-equivalent subject cost: all prompt tokens at the frozen fresh-input rate plus output; not billed spend.';

/** One per-target (or per target × benchmark) metric row (docs/reports.md). */
export interface MetricRow {
  id: string;
  total: number;
  completed: number;
  failed: number;
  timeouts: number;
  pending: number;
  scored: number;
  correct: number | null;
  accuracy: number | null;
  accuracy_denominator: string;
  complete: boolean;
  output_diagnostics: OutputDiagnostics;
  accuracy_ci95: [number, number] | null;
  cost_usd: number | null;
  cache_neutral_cost_usd: number | null;
  cache_neutral_cost_basis: string;
  known_cost_usd: number;
  cost_complete: boolean;
  evaluation_cost_usd: number | null;
  total_spend_usd: number | null;
  tokens: UsageBuckets | null;
  call_count: number | null;
  request_count: number;
  selected_models: Record<string, number>;
  pending_selection_count: number;
  decisions: Record<string, number>;
  continuity: Continuity;
  queue_wait_p50_s: number | null;
  queue_wait_p95_s: number | null;
  evaluation_call_count: number;
  case_wall_time_p50_s: number | null;
  latency_p50_s: number | null;
  latency_p95_s: number | null;
  ttft_p50_s: number | null;
  request_time_sum_s: number;
  // This project's additions (docs/reports.md "Cache reads", "Fault summary").
  cache_read_ratio: number | null;
  cache_read_call_count: number;
  cache_read_reported: boolean | null;
  fault_summary: FaultSummary;
  // Target rows (docs/reports.md "Macro accuracy and score") and preview/replay rows ("Preview and replay rows") add more keys.
  [extra: string]: unknown;
}

/** What one metric scope is made of (docs/reports.md "The per-target metric", "Target and benchmark rows"). */
export interface MetricScope {
  targetId: string;
  /** Result rows of the target in this scope (results order). */
  rows: readonly ResultData[];
  /** Subject and auxiliary calls of the target in this scope (stored order). */
  calls: readonly ReportCall[];
  /** Planned case ids of the scope, in manifest case order (`total` = their number). */
  plannedCaseIds: readonly string[];
  sessionMode: SessionMode;
  /** Cell look-ups for the fault summary (docs/reports.md). */
  cells: CellIndex;
}

const USAGE_KEYS = ['input_tokens', 'cached_input_tokens', 'cache_write_tokens', 'output_tokens'] as const;

/**
 * `metric(target_id, rows, calls, total, planned_case_ids)` of docs/reports.md "The per-target metric", in one pass over
 * the scope's rows and one over its calls. Sums run left to right from integer 0
 * (docs/reports.md "Conventions") so the doubles equal the original's.
 */
export function metric(scope: MetricScope): MetricRow {
  const { targetId, rows, calls, plannedCaseIds } = scope;
  const total = plannedCaseIds.length;
  const planned = new Set(plannedCaseIds);

  // Rows (docs/reports.md "The per-target metric").
  const completedRows: ResultData[] = [];
  let failed = 0;
  let timeouts = 0;
  let scored = 0;
  let correct = 0;
  const queueWaits: number[] = [];
  const caseWallTimes: number[] = [];
  const latencies: number[] = [];
  for (const row of rows) {
    const status = row.status;
    if (status === 'completed') {
      completedRows.push(row);
      if (typeof row.correct === 'boolean') {
        scored += 1;
        if (row.correct) correct += 1;
      }
      const wall = row.latency_s;
      if (wall !== null && wall !== undefined) {
        caseWallTimes.push(wall);
        const subjectLatency = row.subject_latency_s;
        latencies.push(typeof subjectLatency === 'number' ? subjectLatency : wall);
      }
    } else if (status === 'timeout') {
      timeouts += 1;
    } else if (status !== 'running') {
      failed += 1;
    }
    const wait = row.queue_wait_s;
    if (wait !== null && wait !== undefined) queueWaits.push(wait);
  }

  // Calls (docs/reports.md "The per-target metric"): subject calls vs evaluation overhead.
  const subject: ReportCall[] = [];
  const overhead: ReportCall[] = [];
  const receipted = new Set<string>();
  let allUsage = true;
  let allCostsKnown = true;
  let allCacheNeutral = true;
  let allCallCounts = true;
  let knownCostUsd = 0;
  let cacheNeutralSum = 0;
  let callCountSum = 0;
  let requestTimeSum = 0;
  const tokenSums = { input_tokens: 0, cached_input_tokens: 0, cache_write_tokens: 0, output_tokens: 0 };
  const selectedModels: Record<string, number> = {};
  const decisions: Record<string, number> = {};
  let pendingSelection = 0;
  const ttfts: number[] = [];
  for (const call of calls) {
    if (call.role !== 'subject') {
      overhead.push(call);
      continue;
    }
    subject.push(call);
    if (truthy(call.case_id)) receipted.add(String(call.case_id));
    const usage = call.usage;
    if (usage === null || usage === undefined) allUsage = false;
    else for (const key of USAGE_KEYS) tokenSums[key] += usage[key] ?? 0;
    if (knownCost(call.cost_usd)) knownCostUsd += call.cost_usd as number;
    else allCostsKnown = false;
    if (call.cache_neutral_cost_usd === null || call.cache_neutral_cost_usd === undefined) allCacheNeutral = false;
    else cacheNeutralSum += call.cache_neutral_cost_usd;
    const inferenceCalls = call.inference_call_count;
    if (inferenceCalls === null || inferenceCalls === undefined) allCallCounts = false;
    else callCountSum += inferenceCalls;
    const model = observedModel(call);
    if (model !== null) bump(selectedModels, model);
    if ((call.status === 'sent' || call.status === 'running') && !truthy(call.selected_model)) pendingSelection += 1;
    if (truthy(call.decision)) bump(decisions, counterKey(call.decision as string));
    if (call.ttft_s !== null && call.ttft_s !== undefined) ttfts.push(call.ttft_s);
    // A missing or null request time counts 0 (`request_time_sum_s`, docs/reports.md "The per-target metric").
    requestTimeSum += typeof call.latency_s === 'number' ? call.latency_s : 0;
  }

  // Coverage: every planned case has a subject receipt and nothing else does (docs/reports.md "The per-target metric").
  let coverage = receipted.size === total && receipted.size === planned.size;
  if (coverage) for (const id of receipted) if (!planned.has(id)) coverage = false;
  if (coverage) for (const row of rows) if (!receipted.has(row.case_id)) coverage = false;
  const covered = subject.length > 0 && coverage;
  const usageComplete = covered && allUsage;
  const costComplete = covered && allCostsKnown;

  const row: MetricRow = {
    id: targetId,
    total,
    completed: completedRows.length,
    failed,
    timeouts,
    pending: total - rows.length,
    scored,
    correct,
    accuracy: total === 0 ? null : correct / total,
    accuracy_denominator: ACCURACY_DENOMINATOR,
    complete: completedRows.length === total && scored === total,
    output_diagnostics: outputDiagnostics(rows, subject, total),
    accuracy_ci95: wilson(correct, total),
    cost_usd: costComplete ? sumCost(subject) : null,
    cache_neutral_cost_usd: covered && allCacheNeutral ? cacheNeutralSum : null,
    cache_neutral_cost_basis: CACHE_NEUTRAL_COST_BASIS,
    known_cost_usd: knownCostUsd,
    cost_complete: costComplete,
    // 0 (not null) without auxiliary calls; null when any auxiliary cost is unknown.
    evaluation_cost_usd: overhead.length === 0 ? 0 : sumCost(overhead),
    total_spend_usd: coverage ? sumCost(calls) : null,
    tokens: usageComplete ? tokenSums : null,
    call_count: covered && allCallCounts ? callCountSum : null,
    request_count: subject.length,
    selected_models: selectedModels,
    pending_selection_count: pendingSelection,
    decisions,
    continuity: continuity(rows, subject, scope.sessionMode),
    queue_wait_p50_s: percentile(queueWaits, 0.5),
    queue_wait_p95_s: percentile(queueWaits, 0.95),
    evaluation_call_count: overhead.length,
    case_wall_time_p50_s: percentile(caseWallTimes, 0.5),
    latency_p50_s: percentile(latencies, 0.5),
    latency_p95_s: percentile(latencies, 0.95),
    ttft_p50_s: percentile(ttfts, 0.5),
    request_time_sum_s: requestTimeSum,
    ...cacheReadMetrics(subject),
    fault_summary: faultSummary(executionsOf(targetId, plannedCaseIds), scope.cells, false),
  };
  return row;
}

function executionsOf(targetId: string, caseIds: readonly string[]): PlannedCell[] {
  return caseIds.map((caseId) => ({ case_id: caseId, target_id: targetId }));
}
