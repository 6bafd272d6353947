import { truthy } from '../accounting/json-values.ts';
import type { JsonObject, JsonValue } from '../json/json-value.ts';
import type { ResultData } from './input.ts';
import { bump, counterKey } from './values.ts';

/** A target or benchmark row as the transformation sees it (mutated in place). */
type Row = { id: string; benchmark?: unknown; [key: string]: unknown };

interface RoutingCounters {
  selection_statuses: Record<string, number>;
  selection_reasons: Record<string, number>;
  selected_models: Record<string, number>;
  decisions: Record<string, number>;
}

function emptyCounters(): RoutingCounters {
  return { selection_statuses: {}, selection_reasons: {}, selected_models: {}, decisions: {} };
}

function asObject(value: JsonValue | undefined): JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function count(counter: Record<string, number>, value: JsonValue | undefined): void {
  if (truthy(value)) bump(counter, counterKey(value as JsonValue));
}

function addRouting(counters: RoutingCounters, routing: JsonObject): void {
  count(counters.selection_statuses, routing['selection_status']);
  count(counters.selection_reasons, routing['selection_reason']);
  count(counters.selected_models, routing['selected_model']);
  count(counters.decisions, asObject(routing['decision_result'])['decision_name']);
}

const PREVIEW_NULLED = ['accuracy', 'accuracy_ci95', 'correct', 'macro_accuracy', 'sr_bench_score'] as const;
const REPLAY_ESTIMATED = ['accuracy', 'macro_accuracy', 'cost_usd', 'cache_neutral_cost_usd', 'latency_p50_s', 'latency_p95_s', 'ttft_p50_s'] as const;

/**
 * Preview and replay transformations (docs/reports.md "Preview and replay rows"), applied after the score fields to every
 * target row and benchmark row. Routing counters come from the saved `details.routing` of the
 * source rows: this run's results (preview) or the preview run's (replay). The source rows are
 * grouped once by target and benchmark, so each row's counters cost O(1) to look up.
 *
 * `caseBenchmark` maps every manifest case id to its benchmark (the case scope of a row).
 */
export function applyPreviewReplay(
  mode: string | undefined,
  rows: readonly Row[],
  sourceRows: readonly ResultData[],
  caseBenchmark: ReadonlyMap<string, string>,
): void {
  if (mode !== 'preview' && mode !== 'replay') return;

  // target id → (benchmark | '' for the whole manifest) → counters
  const counters = new Map<string, Map<string, RoutingCounters>>();
  const countersFor = (targetId: string, scope: string): RoutingCounters => {
    let byScope = counters.get(targetId);
    if (byScope === undefined) {
      byScope = new Map();
      counters.set(targetId, byScope);
    }
    let found = byScope.get(scope);
    if (found === undefined) {
      found = emptyCounters();
      byScope.set(scope, found);
    }
    return found;
  };
  for (const source of sourceRows) {
    const benchmark = caseBenchmark.get(source.case_id);
    if (benchmark === undefined) continue;
    const routing = asObject(asObject(source.details)['routing']);
    addRouting(countersFor(source.target_id, ''), routing);
    addRouting(countersFor(source.target_id, benchmark), routing);
  }

  for (const row of rows) {
    // Target rows have no truthy `benchmark` key; benchmark rows are scoped to theirs.
    const scope = truthy(row.benchmark as JsonValue | undefined) ? String(row.benchmark) : '';
    const found = counters.get(row.id)?.get(scope) ?? emptyCounters();
    row['selection_statuses'] = found.selection_statuses;
    row['selection_reasons'] = found.selection_reasons;
    row['selected_models'] = found.selected_models;
    row['decisions'] = found.decisions;

    if (mode === 'preview') {
      for (const key of PREVIEW_NULLED) if (key in row) row[key] = null;
    } else {
      for (const key of REPLAY_ESTIMATED) {
        if (!(key in row)) continue;
        row[`estimated_${key}`] = row[key];
        row[key] = null;
      }
      row['sr_bench_score'] = null;
      row['total_spend_usd'] = 0;
      row['cost_complete'] = false;
    }
  }
}
