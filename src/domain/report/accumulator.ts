/**
 * The report of one run, kept current row by row (docs/reports.md "Active runs: kept current from what changed"). Results and
 * calls are put as they are written, in any order; each metric scope (a target, a target ×
 * benchmark) remembers its row until a put touches it, so a document after a few writes
 * recomputes only the scopes those writes reached. `buildReport` is this accumulator fed with
 * every row at once: both paths run the same code, so they give the same document.
 */
import { cacheNeutralCost } from '../accounting/cache-neutral-cost.ts';
import { truthy } from '../accounting/json-values.ts';
import { targetInventory, type PricingManifest, type TargetSpec } from '../accounting/priced-targets.ts';
import { sumCost } from '../accounting/sum-cost.ts';
import { firstSavedFailure, type FailureObservation } from '../failures/first-saved-failure.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import type { JsonRecord } from '../json/json-value.ts';
import { plannedCells } from '../plan/planned-cells.ts';
import { CellIndex } from './cell-index.ts';
import type { SessionMode } from './continuity.ts';
import type { BenchmarkRow, ReportDocument, TargetRow } from './document.ts';
import { faultSummary, type FaultSummary } from './fault-summary.ts';
import type { CallSummary, JsonObject, JsonValue, Manifest, ManifestCase, PlannedCell, ReportCall, ReportInput, ResultData } from './input.ts';
import { limitations } from './limitations.ts';
import { customSubset, scoreFields, SR_BENCH_1_BENCHMARKS, type ScoreContext } from './macro-score.ts';
import { metric, type MetricRow } from './metric.ts';
import { compareNumbers, OrderedList } from './ordered-list.ts';
import { applyPreviewReplay } from './preview-replay.ts';
import { REPORT_VERSION } from './version.ts';
import { wallTimeSeconds } from './wall-time.ts';

/** What a document reads besides the results and calls: the run and its small companions. */
export type ReportContext = Omit<ReportInput, 'results' | 'calls'>;

interface Scope {
  /** Result rows by case id (results order restricted to the scope). */
  rows: OrderedList<string, ResultData>;
  /** Calls by stored sequence. */
  calls: OrderedList<number, ReportCall>;
  /** Planned case ids in manifest case order. */
  caseIds: string[];
  /** The scope's metric row; null once a put has touched the scope. */
  metric: MetricRow | null;
}

interface TargetScope extends Scope {
  sessionMode: SessionMode;
  /** benchmark → the target restricted to that benchmark's planned cases, in benchmark order. */
  benchmarks: Map<string, Scope>;
}

/**
 * A report call: the call's identity, its report facts (call-facts.ts) and its counterfactual
 * cost, always with the same keys in the same order. Every call of a run then has one object
 * shape, which keeps the metric passes over thousands of calls on V8's fast property path
 * (calls parsed from JSON come in dozens of shapes). An absent fact is `undefined`, which every
 * report computation reads as absent.
 */
function reportCall(summary: CallSummary, cacheNeutral: number | null): ReportCall {
  return {
    id: summary.id,
    case_id: summary.case_id,
    target_id: summary.target_id,
    role: summary.role,
    status: summary.status,
    model: summary.model,
    selected_model: summary.selected_model,
    decision: summary.decision,
    usage: summary.usage,
    cost_usd: summary.cost_usd,
    inference_call_count: summary.inference_call_count,
    latency_s: summary.latency_s,
    ttft_s: summary.ttft_s,
    finish_reason: summary.finish_reason,
    model_usage: summary.model_usage,
    cache_read_reported: summary.cache_read_reported,
    phase: summary.phase,
    fault_injected: summary.fault_injected,
    injected_fault: summary.injected_fault,
    response_status: summary.response_status,
    call_index: summary.call_index,
    error: summary.error,
    failure: summary.failure,
    cost_complete: summary['cost_complete'],
    accounting_correction_id: summary['accounting_correction_id'],
    cache_neutral_cost_usd: cacheNeutral,
  };
}

type CellKey = readonly [caseId: string, targetId: string];

const compareCells = (a: CellKey, b: CellKey): number => compareCodePoints(a[0], b[0]) || compareCodePoints(a[1], b[1]);

function emptyScope(caseIds: string[]): Scope {
  return { rows: new OrderedList(compareCodePoints), calls: new OrderedList(compareNumbers), caseIds, metric: null };
}

/** docs/reports.md "Continuity": the target's session mode for live runs; preview and replay are stateless. */
function sessionModeOf(manifest: Manifest, value: JsonValue | undefined): SessionMode {
  if (manifest.mode !== 'live') return 'stateless';
  return value === 'session_aware' ? 'session_aware' : 'stateless';
}

export class ReportAccumulator {
  private readonly inventory: ReadonlyMap<string, TargetSpec>;
  private readonly pricing: PricingManifest;
  private readonly caseById = new Map<string, ManifestCase>();
  private readonly caseBenchmark = new Map<string, string>();
  private readonly cells: PlannedCell[];
  private readonly selected = new Map<string, Set<string>>();
  private readonly scopes = new Map<string, TargetScope>();
  private readonly scoreContext: ScoreContext;
  private readonly index = new CellIndex();
  /** Every result of the run, in results order (case id, then target id). */
  private readonly results = new OrderedList<CellKey, ResultData>(compareCells);
  /** Calls of the manifest's targets, by stored sequence (the run's spend). */
  private readonly targetCalls = new OrderedList<number, ReportCall>(compareNumbers);
  /** The run-level fault summary; null once any put happened. */
  private runFaults: FaultSummary | null = null;

  constructor(readonly manifest: Manifest) {
    this.inventory = targetInventory(manifest);
    this.pricing = {
      targets: manifest.targets,
      auxiliary_targets: manifest['auxiliary_targets'],
      benchmark_options: manifest['benchmark_options'],
      cases: [],
    };
    for (const testCase of manifest.cases) {
      if (!this.caseById.has(testCase.id)) this.caseById.set(testCase.id, testCase);
      this.caseBenchmark.set(testCase.id, testCase.benchmark);
    }
    this.cells = plannedCells(manifest);
    const allBenchmarks = [...new Set(manifest.cases.map((c) => c.benchmark))].sort(compareCodePoints);

    // Planned case sets per target (docs/plans.md "Planned cells"; docs/reports.md "Target and benchmark rows"), ordered by manifest case order.
    for (const target of manifest.targets) this.selected.set(target.id, new Set());
    for (const cell of this.cells) this.selected.get(cell.target_id)?.add(cell.case_id);
    for (const target of manifest.targets) {
      const ids = this.selected.get(target.id) ?? new Set<string>();
      const caseIds: string[] = [];
      const benchmarks = new Map<string, Scope>();
      for (const benchmark of allBenchmarks) benchmarks.set(benchmark, emptyScope([]));
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
      this.scopes.set(target.id, { ...emptyScope(caseIds), sessionMode: sessionModeOf(manifest, target.session_mode), benchmarks });
    }

    // Score context (docs/reports.md "Macro accuracy and score").
    const present = new Set<string>();
    for (const cell of this.cells) {
      const benchmark = this.caseBenchmark.get(cell.case_id);
      if (benchmark !== undefined) present.add(benchmark);
    }
    this.scoreContext = {
      weights: manifest.benchmark_weights ?? {},
      extensionSubset: [...present].some((b) => !SR_BENCH_1_BENCHMARKS.has(b)),
      customSubset: customSubset(manifest),
      recovery: truthy(manifest.recovery),
      // Python formats a missing profile as None.
      profile: manifest.profile === undefined || manifest.profile === null ? 'None' : String(manifest.profile),
    };
  }

  /** Puts a result row (new or changed); the cell `(case_id, target_id)` identifies it. */
  putResult(row: ResultData): void {
    this.results.put([row.case_id, row.target_id], row);
    this.index.putRow(row);
    this.runFaults = null;
    const scope = this.scopes.get(row.target_id);
    if (scope === undefined) return;
    scope.rows.put(row.case_id, row);
    scope.metric = null;
    const benchmark = this.benchmarkScopeOf(scope, row.target_id, row.case_id);
    if (benchmark === undefined) return;
    benchmark.rows.put(row.case_id, row);
    benchmark.metric = null;
  }

  /**
   * Puts an effective call (docs/accounting.md "Effective calls"; new or changed) at its stored sequence number,
   * with its counterfactual cost (docs/accounting.md "Cache-neutral cost") worked out once here.
   */
  putCall(seq: number, summary: CallSummary): void {
    const call = reportCall(summary, cacheNeutralCost(this.pricingView(summary), summary, this.inventory));
    this.index.putCall(seq, call);
    this.runFaults = null;
    const scope = this.scopes.get(call.target_id);
    if (scope === undefined) return;
    this.targetCalls.put(seq, call);
    scope.calls.put(seq, call);
    scope.metric = null;
    const benchmark = this.benchmarkScopeOf(scope, call.target_id, call.case_id);
    if (benchmark === undefined) return;
    benchmark.calls.put(seq, call);
    benchmark.metric = null;
  }

  /** Every result put so far, in results order (a copy: later puts do not change it). */
  resultRows(): ResultData[] {
    return [...this.results.items];
  }

  /**
   * Recomputes the metric rows of the scopes touched since the last document, one scope at a
   * time, awaiting `pause` after each: a caller on a shared event loop lets other work run
   * between scopes instead of waiting for the whole report. `document` then only assembles.
   */
  async refresh(pause: () => Promise<void>): Promise<void> {
    for (const target of this.manifest.targets) {
      const scope = this.scopes.get(target.id) as TargetScope;
      if (scope.metric === null) {
        this.metricOf(target.id, scope, scope.sessionMode);
        await pause();
      }
      for (const bscope of scope.benchmarks.values()) {
        if (bscope.caseIds.length === 0 || bscope.metric !== null) continue;
        this.metricOf(target.id, bscope, scope.sessionMode);
        await pause();
      }
    }
  }

  /** The sr-bench 1.0 report (docs/reports.md "The document") of what was put so far. */
  document(context: ReportContext): ReportDocument {
    const { run } = context;
    const manifest = this.manifest;
    const targetRows: TargetRow[] = [];
    const benchmarkRows: BenchmarkRow[] = [];
    for (const target of manifest.targets) {
      const scope = this.scopes.get(target.id) as TargetScope;
      const row = this.metricOf(target.id, scope, scope.sessionMode);
      const brows: BenchmarkRow[] = [];
      for (const [benchmark, bscope] of scope.benchmarks) {
        if (bscope.caseIds.length === 0) continue;
        brows.push({ benchmark, target_id: target.id, ...this.metricOf(target.id, bscope, scope.sessionMode) });
      }
      targetRows.push({ ...row, ...scoreFields(row, brows, this.scoreContext) });
      benchmarkRows.push(...brows);
    }

    const mode = manifest.mode;
    const sourceRows = mode === 'replay' ? (context.replayPreviewResults ?? []) : this.results.items;
    applyPreviewReplay(mode, [...targetRows, ...benchmarkRows], sourceRows, this.caseBenchmark);

    // Run-level spend (docs/reports.md "The document"): all calls of the run (the union of the targets' calls),
    // summed in stored call order: the fixtures' doubles differ in the last bits otherwise.
    let totalSpend: number | null;
    if (mode === 'replay') totalSpend = 0;
    else if (targetRows.every((row) => row.total_spend_usd !== null)) totalSpend = sumCost(this.targetCalls.items);
    else totalSpend = null;

    // Run-level fault summary (docs/reports.md).
    let runFaults: FaultSummary;
    if (manifest.targets.length === 1 && targetRows[0] !== undefined) runFaults = targetRows[0].fault_summary;
    else runFaults = this.runFaults ??= faultSummary(this.cells, this.index, true);

    const correction = context.accountingCorrection;
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
      failure: this.failureOf(context),
      recovery: manifest.recovery ?? null,
      child_attempts: context.children.map((child) => ({ id: child.id, status: child.status, progress: child.progress })),
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
        hasRunnerProvenance: context.provenance !== null,
      }),
      provenance: {
        accounting_correction: correctionMeta,
        runner: context.provenance,
        plan_sha256: manifest['plan_sha256'] ?? null,
        case_sha256: manifest['case_sha256'] ?? null,
        dataset: manifest.dataset ?? null,
        sampling: manifest['sampling'] ?? null,
        adapter_versions: manifest['adapter_versions'] ?? {},
        custom_subset: this.scoreContext.customSubset,
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

  private metricOf(targetId: string, scope: Scope, sessionMode: SessionMode): MetricRow {
    return (scope.metric ??= metric({
      targetId,
      rows: scope.rows.items,
      calls: scope.calls.items,
      plannedCaseIds: scope.caseIds,
      sessionMode,
      cells: this.index,
    }));
  }

  /** A row or call belongs to a benchmark scope when its case is planned for the target. */
  private benchmarkScopeOf(scope: TargetScope, targetId: string, caseId: string | null | undefined): Scope | undefined {
    if (caseId === null || caseId === undefined || !this.selected.get(targetId)?.has(caseId)) return undefined;
    const benchmark = this.caseBenchmark.get(caseId);
    return benchmark === undefined ? undefined : scope.benchmarks.get(benchmark);
  }

  /**
   * The pricing manifest a call resolves against: an auxiliary call's case is handed to the
   * resolver as a one-case view (the resolver's own first-match scan, without scanning every
   * case for every judge or simulator call).
   */
  private pricingView(call: CallSummary): PricingManifest {
    if (call.role === 'subject') return this.pricing;
    const testCase = call.case_id === null ? undefined : this.caseById.get(call.case_id);
    return { ...this.pricing, cases: testCase === undefined ? [] : [testCase] };
  }

  /** `failure` (docs/reports.md "The document"): the live `failure_observed` event wins over saved results ("Failure reasons"). */
  private failureOf(context: ReportContext): FailureObservation | JsonObject | null {
    if (context.failureObserved !== null && truthy(context.failureObserved)) return context.failureObserved;
    return firstSavedFailure(this.results.items);
  }
}
