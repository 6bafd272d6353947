// Offline replay eligibility (docs/runs.md "Replay runs"): every reason code, each breaking
// exactly one rule of an otherwise eligible baseline/preview pair built from plain objects.
import { describe, expect, it } from 'vitest';
import type { JsonRecord } from '../../../src/domain/accounting/json-values.ts';
import { digest } from '../../../src/domain/hashing/canonical.ts';
import {
  checkReplayEligibility,
  REPLAY_MESSAGES,
  REPLAY_REASONS,
  ReplayIneligible,
  type ReplayPair,
  type ReplayReason,
} from '../../../src/domain/replay/eligibility.ts';
import { EVIDENCE_MODE, replayManifest, replayRows } from '../../../src/domain/replay/replay-run.ts';

// biome-ignore lint/suspicious/noExplicitAny: test fixtures are plain JSON
type Mutable = { -readonly [K in keyof ReplayPair]: any };

const SAMPLING = { temperature: 0, top_p: 1, max_tokens: 256 };
const CASES = [
  { id: 'mmlu-pro/1', benchmark: 'mmlu-pro', messages: [{ role: 'user', content: 'What is 2 + 2? (A) 3 (B) 4' }], answer: 'B' },
  { id: 'arc-agi-2/1', benchmark: 'arc-agi-2', messages: [{ role: 'user', content: 'Mirror the grid [[1,0]]' }], answer: [[[0, 1]]] },
];
const PRICES = { input: 0.1, cached_input: 0.025, cache_write: 0.125, output: 0.4 };
const ROUTE: Record<string, string> = { 'mmlu-pro/1': 'acme/small', 'arc-agi-2/1': 'acme/large' };

function manifest(mode: string, targets: JsonRecord[]): JsonRecord {
  const cases = structuredClone(CASES);
  return {
    version: 'sr-bench-1.0',
    name: mode === 'preview' ? 'Routing check' : 'Singles',
    mode,
    profile: 'smoke',
    seed: 7,
    cost_policy: 'require_priced',
    cases,
    case_sha256: digest(cases),
    sampling: { ...SAMPLING },
    limits: { concurrency: 2 },
    adapter_versions: { 'mmlu-pro': 'sr-bench-mcq-final-v2', 'arc-agi-2': 'sr-bench-grid-v1' },
    benchmark_options: {},
    benchmark_weights: { 'mmlu-pro': 1, 'arc-agi-2': 1 },
    targets,
    plan_sha256: `${mode}-plan`,
  };
}

/** An eligible pair: two single targets (small, large) and one router that picks small for MMLU, large for ARC. */
function eligiblePair(): Mutable {
  const singles = [
    { id: 'small', kind: 'single', model: 'acme/small', prices: { 'acme/small': PRICES } },
    { id: 'large', kind: 'single', model: 'acme/large', prices: { 'acme/large': { ...PRICES, output: 2 } } },
  ];
  const baselineResults: JsonRecord[] = [];
  const baselineCalls: JsonRecord[] = [];
  for (const c of CASES) {
    for (const t of singles) {
      baselineResults.push({
        case_id: c.id,
        target_id: t.id,
        status: 'completed',
        data: {
          case_id: c.id,
          target_id: t.id,
          status: 'completed',
          answer: 'B',
          correct: t.id === 'large',
          score: t.id === 'large' ? 1 : 0,
          cost_usd: 0.001,
          latency_s: 0.5,
          details: { strict_format: true },
        },
      });
      baselineCalls.push({
        id: `call-${c.id}-${t.id}`,
        case_id: c.id,
        target_id: t.id,
        role: 'subject',
        status: 'completed',
        data: {
          model: t.model,
          request: { messages: structuredClone(c.messages), sampling: { ...SAMPLING }, request_params: {} },
          cost_usd: 0.001,
          output_complete: true,
          final: 'B',
        },
      });
    }
  }
  const previewResults = CASES.map((c) => ({
    case_id: c.id,
    target_id: 'router',
    status: 'completed',
    data: {
      case_id: c.id,
      target_id: 'router',
      status: 'completed',
      answer: null,
      correct: null,
      score: null,
      details: {
        routing: {
          selection_status: 'selected',
          selection_method: 'static',
          selection_reason: 'keyword',
          selected_model: ROUTE[c.id],
          decision_result: { decision_name: 'd' },
          selection_provenance: { sampling_performed: false, state_snapshot_hash: 'h' },
        },
      },
    },
  }));
  return {
    baseline: { id: 'run-baseline', status: 'completed', manifest: manifest('live', singles) },
    baselineResults,
    baselineCalls,
    preview: {
      id: 'run-preview',
      status: 'completed',
      manifest: manifest('preview', [{ id: 'router', kind: 'mom', model: 'MoM', preview_url: 'http://x/preview' }]),
    },
    previewResults,
  };
}

function reasonOf(pair: Mutable): ReplayReason | null {
  try {
    checkReplayEligibility(pair as ReplayPair);
    return null;
  } catch (error) {
    if (error instanceof ReplayIneligible) return error.reason;
    throw error;
  }
}

const rehash = (m: Record<string, unknown>) => {
  m.case_sha256 = digest(m.cases);
};
const routing = (p: Mutable, index = 0) => p.previewResults[index].data.details.routing;
const largeCell = (p: Mutable) => p.baselineResults.find((r: JsonRecord) => r.case_id === 'arc-agi-2/1' && r.target_id === 'large');
const largeCall = (p: Mutable) => p.baselineCalls.find((r: JsonRecord) => r.case_id === 'arc-agi-2/1' && r.target_id === 'large');

const BREAKS: Record<ReplayReason, (p: Mutable) => void> = {
  baseline_not_completed_live: (p) => {
    p.baseline.status = 'failed';
  },
  preview_not_completed: (p) => {
    p.preview.status = 'running';
  },
  version_mismatch: (p) => {
    p.preview.manifest.version = 'sr-bench-0.9';
  },
  partial_matrix: (p) => {
    p.baseline.manifest.recovery = { parent_run_id: 'run-parent' };
  },
  duplicate_case_ids: (p) => {
    p.preview.manifest.cases.push(structuredClone(CASES[0]));
  },
  case_receipt_mismatch: (p) => {
    p.baseline.manifest.case_sha256 = '0'.repeat(64);
  },
  case_set_mismatch: (p) => {
    p.preview.manifest.cases.pop();
    rehash(p.preview.manifest);
  },
  case_content_mismatch: (p) => {
    p.preview.manifest.cases[0].messages[0].content = 'What is 3 + 3?';
    rehash(p.preview.manifest);
  },
  benchmark_not_replayable: (p) => {
    for (const m of [p.baseline.manifest, p.preview.manifest]) {
      m.cases[1].benchmark = 'livecodebench';
      rehash(m);
    }
  },
  grader_protocol_mismatch: (p) => {
    p.preview.manifest.adapter_versions['mmlu-pro'] = 'sr-bench-mcq-final-v3';
  },
  baseline_models_not_unique: (p) => {
    p.baseline.manifest.targets[1].model = 'acme/small';
  },
  preview_rows_incomplete: (p) => {
    p.previewResults.pop();
  },
  state_dependent_preview: (p) => {
    routing(p).selection_provenance.state_dependent = true;
  },
  route_not_deterministic: (p) => {
    routing(p).selection_status = 'execution_required';
  },
  plugins_not_replayable: (p) => {
    routing(p).decision_result.plugins = [{ name: 'semantic-cache' }];
  },
  model_missing: (p) => {
    routing(p, 1).selected_model = 'acme/huge';
  },
  sampling_mismatch: (p) => {
    p.preview.manifest.sampling.temperature = 0.7;
  },
  saved_generation_incomplete: (p) => {
    largeCall(p).status = 'failed';
  },
  saved_grade_missing: (p) => {
    largeCell(p).data.correct = null;
  },
  saved_prompt_mismatch: (p) => {
    largeCall(p).data.request.messages = [{ role: 'user', content: 'something else' }];
  },
  saved_request_parameters_mismatch: (p) => {
    largeCall(p).data.request.request_params = { temperature: 1 };
  },
  saved_model_mismatch: (p) => {
    largeCall(p).data.model = 'acme/large-2025';
  },
};

describe('replay eligibility', () => {
  it('accepts the eligible pair: one cell per preview decision, from the baseline target serving the selected model', () => {
    const { cells } = checkReplayEligibility(eligiblePair() as ReplayPair);
    expect(cells.map((c) => [c.caseId, c.previewTargetId, c.baselineTargetId])).toEqual([
      ['mmlu-pro/1', 'router', 'small'],
      ['arc-agi-2/1', 'router', 'large'],
    ]);
  });

  it('has one break per reason code, in the specified order', () => {
    expect(Object.keys(BREAKS)).toEqual([...REPLAY_REASONS]);
  });

  describe.each(REPLAY_REASONS.map((reason) => [reason]))('%s', (reason) => {
    it('is the first failed rule when only that rule breaks', () => {
      const pair = eligiblePair();
      BREAKS[reason](pair);
      expect(reasonOf(pair)).toBe(reason);
      expect(() => checkReplayEligibility(pair as ReplayPair)).toThrow(REPLAY_MESSAGES[reason]);
    });
  });

  it('route_not_deterministic also covers non-deterministic methods and performed sampling', () => {
    for (const change of [
      (r: Record<string, unknown>) => {
        r.selection_method = 'learned';
      },
      (r: Record<string, unknown>) => {
        (r.selection_provenance as Record<string, unknown>).sampling_performed = true;
      },
    ]) {
      const pair = eligiblePair();
      change(routing(pair, 1));
      expect(reasonOf(pair)).toBe('route_not_deterministic');
    }
    const single = eligiblePair();
    routing(single).selection_method = 'single';
    routing(single, 1).selection_method = 'route_action';
    expect(reasonOf(single)).toBeNull();
  });

  it('reports the earliest rule when several break', () => {
    const pair = eligiblePair();
    BREAKS.saved_model_mismatch(pair);
    BREAKS.sampling_mismatch(pair);
    BREAKS.version_mismatch(pair);
    expect(reasonOf(pair)).toBe('version_mismatch');
  });

  it('refuses a preview run as the baseline and a live run as the preview', () => {
    const swapped = eligiblePair();
    swapped.baseline.manifest.mode = 'preview';
    expect(reasonOf(swapped)).toBe('baseline_not_completed_live');
    const live = eligiblePair();
    live.preview.manifest.mode = 'live';
    expect(reasonOf(live)).toBe('preview_not_completed');
    const mom = eligiblePair();
    mom.baseline.manifest.targets[0].kind = 'mom';
    expect(reasonOf(mom)).toBe('baseline_not_completed_live');
  });
});

describe('the replay run', () => {
  it('keeps the baseline protocol, the preview targets with the source singles’ prices, sources and a compatibility receipt', () => {
    const pair = eligiblePair();
    const eligibility = checkReplayEligibility(pair as ReplayPair);
    const { manifest, planSha256 } = replayManifest(pair as ReplayPair, eligibility);
    expect(manifest).toMatchObject({
      name: 'Offline replay: Routing check',
      mode: 'replay',
      profile: 'smoke',
      seed: 7,
      sampling: SAMPLING,
      case_sha256: pair.baseline.manifest.case_sha256,
      plan_sha256: planSha256,
      replay_sources: { baseline_run_id: 'run-baseline', preview_run_id: 'run-preview' },
      replay_compatibility: { eligible: true, replayed_cells: 2, model_requests: 0, source_targets_by_model: { 'acme/large': 'large', 'acme/small': 'small' } },
    });
    expect(manifest.targets).toEqual([
      {
        id: 'router',
        kind: 'mom',
        model: 'MoM',
        prices: { 'acme/small': PRICES, 'acme/large': { ...PRICES, output: 2 } },
      },
    ]);
  });

  it('copies the selected baseline cells as offline estimates and their calls under cached- ids', () => {
    const pair = eligiblePair();
    const eligibility = checkReplayEligibility(pair as ReplayPair);
    let n = 0;
    const rows = replayRows(pair as ReplayPair, eligibility, () => `cached-${String(n++).padStart(32, '0')}`);
    expect(rows.results.map((r) => [r.caseId, r.targetId, r.benchmark, r.data.correct])).toEqual([
      ['mmlu-pro/1', 'router', 'mmlu-pro', false],
      ['arc-agi-2/1', 'router', 'arc-agi-2', true],
    ]);
    expect(rows.results[1]!.data.details).toMatchObject({
      evidence_mode: EVIDENCE_MODE,
      source_target_id: 'large',
      routing: { selected_model: 'acme/large' },
      strict_format: true,
    });
    expect(rows.calls.map((c) => [c.id, c.sourceCallId, c.targetId])).toEqual([
      [`cached-${'0'.repeat(32)}`, 'call-mmlu-pro/1-small', 'router'],
      [`cached-${'0'.repeat(31)}1`, 'call-arc-agi-2/1-large', 'router'],
    ]);
    expect(rows.calls[1]!.data).toMatchObject({ source_call_id: 'call-arc-agi-2/1-large', source_run_id: 'run-baseline', model: 'acme/large' });
  });
});
