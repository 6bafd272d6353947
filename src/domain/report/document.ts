import { cacheNeutralCost } from '../accounting/cache-neutral-cost.ts';
import { effectiveCalls } from '../accounting/effective-calls.ts';
import { truthy } from '../accounting/json-values.ts';
import type { JsonRecord } from '../json/json-value.ts';
import { targetInventory, type PricingManifest } from '../accounting/priced-targets.ts';
import { sumCost } from '../accounting/sum-cost.ts';
import { firstSavedFailure, type FailureObservation } from '../failures/first-saved-failure.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import { plannedCells } from '../plan/planned-cells.ts';
import { CellIndex } from './cell-index.ts';
import type { SessionMode } from './continuity.ts';
import { faultSummary, type FaultSummary } from './fault-summary.ts';
import type {
  ChildAttempt,
  JsonObject,
  JsonValue,
  Manifest,
  ManifestCase,
  ReportCall,
  ReportInput,
  ResultData,
} from './input.ts';
import { limitations } from './limitations.ts';
import { customSubset, scoreFields, SR_BENCH_1_BENCHMARKS, type ScoreFields } from './macro-score.ts';
import { metric, type MetricRow } from './metric.ts';
import { applyPreviewReplay } from './preview-replay.ts';
import { wallTimeSeconds } from './wall-time.ts';

export const REPORT_VERSION = 'sr-bench-1.0';

export type TargetRow = MetricRow & ScoreFields;
export type BenchmarkRow = MetricRow & { benchmark: string; target_id: string };

export interface TargetProfile {
  id: string;
  model: JsonValue;
  kind: JsonValue;
  request_params: JsonValue;
  config_hash: JsonValue;
}

export interface ReportProvenance {
  accounting_correction: JsonRecord | null;
  runner: JsonObject | null;
  plan_sha256: JsonValue;
  case_sha256: JsonValue;
  dataset: JsonValue;
  sampling: JsonValue;
  adapter_versions: JsonValue;
  custom_subset: boolean;
  target_profiles: TargetProfile[];
  profile: JsonValue;
  seed: JsonValue;
}

/** The sr-bench 1.0 report object (report.md 4.6) plus this project's additions (10.4). */
export interface ReportDocument {
  version: typeof REPORT_VERSION;
  run_id: string;
  status: string;
  mode: JsonValue;
  cost_policy: JsonValue;
  failure: FailureObservation | JsonObject | null;
  recovery: JsonValue;
  child_attempts: ChildAttempt[];
  summary: {
    targets: TargetRow[];
    wall_time_s: number;
    total_spend_usd: number | null;
    fault_summary: FaultSummary;
  };
  benchmarks: BenchmarkRow[];
  limitations: string[];
  provenance: ReportProvenance;
  fault_summary: FaultSummary;
}

/** report.md 10.1: the target's session mode for live runs; preview and replay are stateless. */
function sessionModeOf(manifest: Manifest, value: JsonValue | undefined): SessionMode {
  if (manifest.mode !== 'live') return 'stateless';
  return value === 'session_aware' ? 'session_aware' : 'stateless';
}

/**
 * report.md 4.1: effective calls (7.6) with their counterfactual cost (7.4). The target
 * inventory is built once; an auxiliary call's case is found through a map and handed to the
 * resolver as a one-case manifest view (same first-match result as the resolver's own scan,
 * without scanning every case for every judge/simulator call).
 */
function reportCalls(input: ReportInput): ReportCall[] {
  const manifest = input.run.manifest;
  const inventory = targetInventory(manifest);
  const caseById = new Map<string, ManifestCase>();
  for (const testCase of manifest.cases) if (!caseById.has(testCase.id)) caseById.set(testCase.id, testCase);
  const base: PricingManifest = {
    targets: manifest.targets,
    auxiliary_targets: manifest['auxiliary_targets'],
    benchmark_options: manifest['benchmark_options'],
    cases: [],
  };
  return effectiveCalls(input.calls, input.accountingCorrection).map((call) => {
    let view = base;
    if (call.role !== 'subject') {
      const testCase = call.case_id === null ? undefined : caseById.get(call.case_id);
      view = { ...base, cases: testCase === undefined ? [] : [testCase] };
    }
    return { ...call, cache_neutral_cost_usd: cacheNeutralCost(view, call, inventory) };
  });
}

interface TargetScope {
  rows: ResultData[];
  calls: ReportCall[];
  /** Planned case ids in manifest case order. */
  caseIds: string[];
  /** benchmark → the scope restricted to that benchmark's planned cases. */
  benchmarks: Map<string, { rows: ResultData[]; calls: ReportCall[]; caseIds: string[] }>;
}

/**
 * Builds the sr-bench 1.0 report (report.md 4) from stored facts. Pure: makes zero model
 * requests and changes nothing. Rows and calls are partitioned by target and benchmark in
 * one pass each, so the cost is linear in the journal size.
 */
export function buildReport(input: ReportInput): ReportDocument {
  const { run } = input;
  const manifest = run.manifest;
  const results = input.results;
  const calls = reportCalls(input);
  const cells = plannedCells(manifest);
  const index = new CellIndex(results, calls);

  const caseBenchmark = new Map<string, string>();
  for (const testCase of manifest.cases) caseBenchmark.set(testCase.id, testCase.benchmark);
  const allBenchmarks = [...new Set(manifest.cases.map((c) => c.benchmark))].sort(compareCodePoints);

  // Planned case sets per target (report.md 1.4, 4.2), ordered by manifest case order.
  const selected = new Map<string, Set<string>>();
  for (const target of manifest.targets) selected.set(target.id, new Set());
  for (const cell of cells) selected.get(cell.target_id)?.add(cell.case_id);

  const scopes = new Map<string, TargetScope>();
  for (const target of manifest.targets) {
    const ids = selected.get(target.id) ?? new Set<string>();
    const caseIds: string[] = [];
    const benchmarks: TargetScope['benchmarks'] = new Map();
    for (const benchmark of allBenchmarks) benchmarks.set(benchmark, { rows: [], calls: [], caseIds: [] });
    for (const testCase of manifest.cases) {
      if (!ids.has(testCase.id)) continue;
      caseIds.push(testCase.id);
      benchmarks.get(testCase.benchmark)?.caseIds.push(testCase.id);
    }
    // Planned ids that name no manifest case still count in the denominator.
    if (caseIds.length < ids.size) {
      const listed = new Set(caseIds);
      for (const id of ids) if (!listed.has(id)) caseIds.push(id);
    }
    scopes.set(target.id, { rows: [], calls: [], caseIds, benchmarks });
  }
  // A row or call belongs to a benchmark scope when its case is planned for the target.
  const benchmarkScopeOf = (targetId: string, caseId: string | null | undefined) => {
    if (caseId === null || caseId === undefined || !selected.get(targetId)?.has(caseId)) return undefined;
    const benchmark = caseBenchmark.get(caseId);
    return benchmark === undefined ? undefined : scopes.get(targetId)?.benchmarks.get(benchmark);
  };
  for (const row of results) {
    const scope = scopes.get(row.target_id);
    if (scope === undefined) continue;
    scope.rows.push(row);
    benchmarkScopeOf(row.target_id, row.case_id)?.rows.push(row);
  }
  for (const call of calls) {
    const scope = scopes.get(call.target_id);
    if (scope === undefined) continue;
    scope.calls.push(call);
    benchmarkScopeOf(call.target_id, call.case_id)?.calls.push(call);
  }

  // Score context (report.md 4.3).
  const present = new Set<string>();
  for (const cell of cells) {
    const benchmark = caseBenchmark.get(cell.case_id);
    if (benchmark !== undefined) present.add(benchmark);
  }
  const isCustomSubset = customSubset(manifest);
  const scoreContext = {
    weights: manifest.benchmark_weights ?? {},
    extensionSubset: [...present].some((b) => !SR_BENCH_1_BENCHMARKS.has(b)),
    customSubset: isCustomSubset,
    recovery: truthy(manifest.recovery),
    // Python formats a missing profile as None.
    profile: manifest.profile === undefined || manifest.profile === null ? 'None' : String(manifest.profile),
  };

  const targetRows: TargetRow[] = [];
  const benchmarkRows: BenchmarkRow[] = [];
  for (const target of manifest.targets) {
    const scope = scopes.get(target.id) as TargetScope;
    const sessionMode = sessionModeOf(manifest, target.session_mode);
    const row = metric({
      targetId: target.id,
      rows: scope.rows,
      calls: scope.calls,
      plannedCaseIds: scope.caseIds,
      sessionMode,
      cells: index,
    });
    const brows: BenchmarkRow[] = [];
    for (const [benchmark, bscope] of scope.benchmarks) {
      if (bscope.caseIds.length === 0) continue;
      const brow = metric({
        targetId: target.id,
        rows: bscope.rows,
        calls: bscope.calls,
        plannedCaseIds: bscope.caseIds,
        sessionMode,
        cells: index,
      });
      brows.push({ benchmark, target_id: target.id, ...brow });
    }
    targetRows.push({ ...row, ...scoreFields(row, brows, scoreContext) });
    benchmarkRows.push(...brows);
  }

  const mode = manifest.mode;
  const sourceRows = mode === 'replay' ? (input.replayPreviewResults ?? []) : results;
  applyPreviewReplay(mode, [...targetRows, ...benchmarkRows], sourceRows, caseBenchmark);

  // Run-level spend (report.md 4.6): all calls of the run (the union of the targets' calls),
  // summed in stored call order: the fixtures' doubles differ in the last bits otherwise.
  let totalSpend: number | null;
  if (mode === 'replay') totalSpend = 0;
  else if (targetRows.every((row) => row.total_spend_usd !== null)) {
    totalSpend = sumCost(calls.filter((call) => scopes.has(call.target_id)));
  } else totalSpend = null;

  // Run-level fault summary (report.md 10.4).
  const runFaults =
    manifest.targets.length === 1 && targetRows[0] !== undefined
      ? targetRows[0].fault_summary
      : faultSummary(cells, index, true);

  const correction = input.accountingCorrection;
  let correctionMeta: JsonRecord | null = null;
  if (correction !== null) {
    const { calls: _omitted, ...rest } = correction;
    correctionMeta = rest;
  }

  return {
    version: REPORT_VERSION,
    run_id: run.id,
    status: run.status,
    mode: mode ?? null,
    cost_policy: manifest.cost_policy ?? null,
    failure: failureOf(input),
    recovery: manifest.recovery ?? null,
    child_attempts: input.children.map((child) => ({ id: child.id, status: child.status, progress: child.progress })),
    summary: {
      targets: targetRows,
      wall_time_s: wallTimeSeconds(run),
      total_spend_usd: totalSpend,
      fault_summary: runFaults,
    },
    benchmarks: benchmarkRows,
    limitations: limitations({
      manifest,
      runStatus: run.status,
      unknownTargetSpend: targetRows.some((row) => row.total_spend_usd === null),
      hasAccountingCorrection: correction !== null,
      hasRunnerProvenance: input.provenance !== null,
    }),
    provenance: {
      accounting_correction: correctionMeta,
      runner: input.provenance,
      plan_sha256: manifest['plan_sha256'] ?? null,
      case_sha256: manifest['case_sha256'] ?? null,
      dataset: manifest.dataset ?? null,
      sampling: manifest['sampling'] ?? null,
      adapter_versions: manifest['adapter_versions'] ?? {},
      custom_subset: isCustomSubset,
      target_profiles: manifest.targets.map((target) => ({
        id: target.id,
        model: target.model ?? null,
        kind: target.kind ?? null,
        request_params: target.request_params ?? {},
        config_hash: target.config_hash ?? null,
      })),
      profile: manifest.profile ?? null,
      seed: manifest.seed ?? null,
    },
    fault_summary: runFaults,
  };
}

/** report.md 4.6 `failure`: the live `failure_observed` event wins over saved results (5.2). */
function failureOf(input: ReportInput): FailureObservation | JsonObject | null {
  if (input.failureObserved !== null && truthy(input.failureObserved)) return input.failureObserved;
  return firstSavedFailure(input.results);
}
