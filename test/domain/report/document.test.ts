import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../src/domain/report/document.ts';
import type { CallSummary, Manifest, ReportInput, ResultData } from '../../../src/domain/report/input.ts';
import { LIMITATION } from '../../../src/domain/report/limitations.ts';

const PRICES = { 'acme/a': { input: 1, cached_input: 0.1, cache_write: 1.25, output: 3 } };

function manifest(overrides: Partial<Manifest> = {}): Manifest {
  return {
    version: 'sr-bench-1.0',
    mode: 'live',
    profile: 'quick',
    seed: 20260918,
    cost_policy: 'require_priced',
    cases: [
      { id: 'c0', benchmark: 'mmlu-pro' },
      { id: 'c1', benchmark: 'mmlu-pro' },
      { id: 'c2', benchmark: 'gpqa-diamond' },
    ],
    targets: [{ id: 'single', kind: 'single', model: 'acme/a', prices: PRICES }],
    benchmark_weights: { 'mmlu-pro': 0.1, 'gpqa-diamond': 0.15 },
    sampling: { temperature: 0 },
    plan_sha256: 'p',
    case_sha256: 'c',
    ...overrides,
  };
}

const usage = { input_tokens: 50, cached_input_tokens: 20, cache_write_tokens: 30, output_tokens: 10 };

function call(id: string, caseId: string, targetId: string, extra: Partial<CallSummary> = {}): CallSummary {
  return {
    id,
    case_id: caseId,
    target_id: targetId,
    role: 'subject',
    status: 'completed',
    model: 'acme/a',
    selected_model: 'acme/a',
    usage,
    cost_usd: 0.4,
    inference_call_count: 1,
    latency_s: 1,
    finish_reason: 'stop',
    ...extra,
  };
}

function row(caseId: string, targetId: string, extra: Partial<ResultData> = {}): ResultData {
  const benchmark = caseId === 'c2' ? 'gpqa-diamond' : 'mmlu-pro';
  return {
    case_id: caseId,
    target_id: targetId,
    status: 'completed',
    benchmark,
    queue_wait_s: 0.5,
    correct: true,
    details: {},
    latency_s: 1,
    subject_latency_s: 1,
    ...extra,
  };
}

function input(m: Manifest, results: ResultData[], calls: CallSummary[], extra: Partial<ReportInput> = {}): ReportInput {
  return {
    run: {
      id: 'run-00000000000000000000',
      owner: 'local',
      status: 'completed',
      created_at: '2026-09-18T00:00:00+00:00',
      updated_at: '2026-09-18T00:00:01.500001+00:00',
      error: null,
      manifest: m,
    },
    results,
    calls,
    failureObserved: null,
    provenance: { captured_by: 'test' },
    accountingCorrection: null,
    children: [],
    ...extra,
  };
}

describe('report document', () => {
  it('computes wall time from exact microseconds', () => {
    const report = buildReport(input(manifest(), [], []));
    expect(report.summary.wall_time_s).toBe(1.500001);
  });

  it('keeps unknown costs null and known costs summed', () => {
    const m = manifest({
      cases: ['0', '1', '2', '3', '4'].map((id) => ({ id, benchmark: 'mmlu-pro' })),
    });
    const calls = ['0', '1', '2', '3'].map((id) => call(`k${id}`, id, 'single'));
    const results = ['0', '1', '2', '3'].map((id) => row(id, 'single'));
    results.push(row('4', 'single', { status: 'failed', error: 'Target HTTP 500', correct: undefined }));
    const report = buildReport(input(m, results, calls, { run: { ...input(m, [], []).run, status: 'failed' } }));
    const target = report.summary.targets[0]!;
    expect(target.known_cost_usd).toBe(1.6);
    expect(target.cost_usd).toBeNull();
    expect(target.total_spend_usd).toBeNull();
    expect(target.cost_complete).toBe(false);
    expect(report.summary.total_spend_usd).toBeNull();
    expect(report.limitations).toContain(LIMITATION.unknownCosts);
    expect(report.limitations).toContain(LIMITATION.incomplete);
    expect(report.failure).toEqual({
      case_id: '4',
      target_id: 'single',
      reason: 'Target HTTP 500',
      inferred_from_saved_results: true,
    });
  });

  it('counts pending MoM aliases without treating them as backends', () => {
    const m = manifest({ targets: [{ id: 'balance', kind: 'mom', model: 'vllm-sr/mom-v1-blend' }] });
    // All three requests belong to one case, so the planned cases are not covered.
    const unpriced = { usage: null, cost_usd: null, inference_call_count: null };
    const calls = [
      call('k1', 'c0', 'balance', { status: 'sent', model: 'vllm-sr/mom-v1-blend', selected_model: null, ...unpriced }),
      call('k2', 'c0', 'balance', { model: 'actual-backend', selected_model: null, ...unpriced }),
      call('k3', 'c0', 'balance', { status: 'failed', model: 'vllm-sr/mom-v1-blend', selected_model: 'acknowledged-backend', ...unpriced }),
    ];
    const target = buildReport(input(m, [], calls)).summary.targets[0]!;
    expect(target.selected_models).toEqual({ 'actual-backend': 1, 'acknowledged-backend': 1 });
    expect(target.pending_selection_count).toBe(1);
    expect(target.request_count).toBe(3);
    expect(target.failed).toBe(0);
    expect(target.pending).toBe(3);
    expect([target.cost_usd, target.tokens, target.total_spend_usd, target.call_count]).toEqual([null, null, null, null]);
    expect(target.known_cost_usd).toBe(0);
    expect(target.evaluation_cost_usd).toBe(0);
  });

  it('nulls scores and counts routing in preview runs', () => {
    const m = manifest({ mode: 'preview', cases: [{ id: 'c0', benchmark: 'mmlu-pro' }] });
    const routing = {
      selection_status: 'execution_required',
      selection_reason: 'runtime learning state',
      selected_model: 'flash',
      decision_result: { plugins: [] },
    };
    const report = buildReport(input(m, [row('c0', 'single', { correct: null, details: { routing } })], []));
    const target = report.summary.targets[0]!;
    const bench = report.benchmarks[0]!;
    expect(target['selection_statuses']).toEqual({ execution_required: 1 });
    expect(bench['selection_reasons']).toEqual({ 'runtime learning state': 1 });
    expect(target.selected_models).toEqual({ flash: 1 });
    expect(target.decisions).toEqual({});
    for (const key of ['accuracy', 'accuracy_ci95', 'correct', 'macro_accuracy', 'sr_bench_score']) {
      expect(target[key as keyof typeof target]).toBeNull();
    }
    expect(report.limitations).toContain(LIMITATION.preview);
    expect(target.continuity.session_mode).toBe('stateless');
  });

  it('moves replay figures to estimated_* and reads routing from the preview source', () => {
    const m = manifest({ mode: 'replay', cases: [{ id: 'c0', benchmark: 'mmlu-pro' }] });
    const preview = [row('c0', 'single', { details: { routing: { selected_model: 'acme/a', decision_result: { decision_name: 'd' } } } })];
    const calls = [call('cached-1', 'c0', 'single', { status: 'replayed' })];
    const report = buildReport(input(m, [row('c0', 'single')], calls, { replayPreviewResults: preview }));
    const target = report.summary.targets[0]!;
    expect(target['estimated_accuracy']).toBe(1);
    expect(target.accuracy).toBeNull();
    expect(target['estimated_cost_usd']).toBe(0.4);
    expect(target.cost_usd).toBeNull();
    expect(target.total_spend_usd).toBe(0);
    expect(target.cost_complete).toBe(false);
    expect(target.decisions).toEqual({ d: 1 });
    expect(report.benchmarks[0]!['sr_bench_score']).toBeNull();
    expect(report.summary.total_spend_usd).toBe(0);
    expect(report.limitations).toContain(LIMITATION.replay);
    expect(report.limitations).not.toContain(LIMITATION.unknownCosts);
  });

  it('adds the history and retest limitations of prepared datasets', () => {
    const m = manifest({
      dataset: {
        custom_subset: false,
        preparation: {
          'mmlu-pro': { evaluation_role: 'retest', history_snapshot: { id: 's' } },
          'gpqa-diamond': { evaluation_role: 'retest', history_snapshot: null },
        },
      },
      limitations: ['Manifest sentence.'],
    });
    const report = buildReport(input(m, [], [], { provenance: null }));
    expect(report.limitations).toEqual([
      LIMITATION.protocolScope,
      LIMITATION.tuning,
      LIMITATION.selfHostedCost,
      LIMITATION.wilson,
      LIMITATION.unknownCosts,
      LIMITATION.reservations,
      'Manifest sentence.',
      LIMITATION.noProvenance,
      LIMITATION.gpqaSeen,
      LIMITATION.historyExclusions,
      'Explicit retest families included in this report: gpqa-diamond, mmlu-pro. Aggregate scores including them are not an unseen holdout aggregate.',
      LIMITATION.requirePriced,
    ]);
    expect(report.provenance.custom_subset).toBe(false);
    expect(report.summary.targets[0]!.score_scope).toBe('selected benchmark subset; renormalized fixed weights; profile=quick');
  });
});

describe("this project's additions", () => {
  it('labels continuity with the target session mode in live runs', () => {
    const m = manifest({ targets: [{ id: 'single', kind: 'single', model: 'acme/a', prices: PRICES, session_mode: 'session_aware' }] });
    const report = buildReport(input(m, [], []));
    expect(report.summary.targets[0]!.continuity.session_mode).toBe('session_aware');
    expect(report.benchmarks.every((b) => b.continuity.session_mode === 'session_aware')).toBe(true);
  });

  it('computes cache-read metrics only from calls that reported cache reads', () => {
    const m = manifest();
    const calls = [
      call('k0', 'c0', 'single', { cache_read_reported: true }),
      call('k1', 'c1', 'single', { cache_read_reported: false }),
      call('k2', 'c2', 'single', { cache_read_reported: null }),
    ];
    const report = buildReport(input(m, [], calls));
    const target = report.summary.targets[0]!;
    expect(target.cache_read_call_count).toBe(1);
    expect(target.cache_read_ratio).toBe(20 / 100);
    expect(target.cache_read_reported).toBe(true);
    const gpqa = report.benchmarks.find((b) => b.benchmark === 'gpqa-diamond')!;
    expect([gpqa.cache_read_ratio, gpqa.cache_read_call_count, gpqa.cache_read_reported]).toEqual([null, 0, null]);
    const mmlu = buildReport(input(m, [], [call('k1', 'c1', 'single', { cache_read_reported: false })])).summary.targets[0]!;
    expect(mmlu.cache_read_reported).toBe(false);
    expect(mmlu.cache_read_ratio).toBeNull();
  });

  it('separates faulted from unfaulted executions', () => {
    const m = manifest({
      targets: [
        { id: 'single', kind: 'single', model: 'acme/a', prices: PRICES },
        { id: 'mom', kind: 'mom', model: 'MoM' },
      ],
    });
    const calls = [
      call('k0', 'c0', 'mom', {
        status: 'failed',
        selected_model: null,
        model: 'MoM',
        fault_injected: true,
        response_status: 503,
        error: 'Target HTTP 503',
        phase: 'user_turn',
      }),
      call('k1', 'c0', 'mom', { selected_model: 'acme/a', decision: 'd', fault_injected: true, injected_fault: { kind: 'stall' }, call_index: 7 }),
      call('k2', 'c1', 'mom'),
    ];
    const results = [
      row('c0', 'mom', { correct: true }),
      row('c0', 'single', { correct: false }),
      row('c1', 'mom', { status: 'failed', error: 'boom', correct: undefined }),
    ];
    const report = buildReport(input(m, results, calls));
    const mom = report.summary.targets[1]!;
    expect(mom.fault_summary.faulted_tasks).toEqual({
      total: 1,
      completed: 1,
      failed: 0,
      correct: 1,
      accuracy: 1,
      tasks: [
        {
          case_id: 'c0',
          outcome: 'completed',
          status: 'completed',
          correct: true,
          error: null,
          quality_failure: null,
          latency_s: 1,
          total_calls: 2,
          fault_count: 2,
          faulted_calls: [
            {
              call_id: 'k0',
              call_index: 0,
              injected_fault: { status: 503, injected: true },
              selected_model: 'MoM',
              router_response: { status: 503, call_status: 'failed', decision: null, error: 'Target HTTP 503' },
            },
            {
              call_id: 'k1',
              call_index: 7,
              injected_fault: { kind: 'stall' },
              selected_model: 'acme/a',
              router_response: { status: null, call_status: 'completed', decision: 'd', error: null },
            },
          ],
          target_id: 'mom',
        },
      ],
    });
    expect(mom.fault_summary.unfaulted_tasks).toEqual({
      total: 2,
      completed: 0,
      failed: 2,
      correct: 0,
      accuracy: 0,
      case_ids: ['c1', 'c2'],
    });
    // Run level with several targets: all planned cells, case-major, with `cells`.
    expect(report.fault_summary.faulted_tasks.total).toBe(1);
    expect(report.fault_summary.unfaulted_tasks.total).toBe(5);
    expect(report.fault_summary.unfaulted_tasks.cells).toEqual([
      { case_id: 'c0', target_id: 'single' },
      { case_id: 'c1', target_id: 'single' },
      { case_id: 'c1', target_id: 'mom' },
      { case_id: 'c2', target_id: 'single' },
      { case_id: 'c2', target_id: 'mom' },
    ]);
    expect(report.summary.fault_summary).toBe(report.fault_summary);
    const single = buildReport(input(manifest(), [], []));
    expect(single.fault_summary).toEqual(single.summary.targets[0]!.fault_summary);
    expect(single.fault_summary.unfaulted_tasks.cells).toBeUndefined();
  });
});
