// The training-matrix builder (docs/grading.md "Training-matrix export"): each eligibility rule refuses with its own
// reason, the document's shape, usage/cost as the report computes them, and a correction applied.
import { describe, expect, it } from 'vitest';
import {
  buildTrainingMatrix,
  TRAINING_MATRIX_MESSAGES,
  TrainingMatrixError,
  trainingMatrixRefusal,
  type TrainingMatrixCall,
  type TrainingMatrixInput,
  type TrainingMatrixManifest,
  type TrainingMatrixResult,
} from '../../../src/domain/export/training-matrix.ts';

const usage = (input: number, cached: number, write: number, output: number) => ({
  input_tokens: input,
  cached_input_tokens: cached,
  cache_write_tokens: write,
  output_tokens: output,
});

function manifest(overrides: Partial<TrainingMatrixManifest> = {}): TrainingMatrixManifest {
  return {
    mode: 'live',
    profile: 'smoke',
    plan_sha256: 'p'.repeat(64),
    cases: [
      { id: 'mmlu-pro/1', benchmark: 'mmlu-pro', messages: [{ role: 'user', content: 'Q1' }], answer: 'A', metadata: { split: 'dev', stratum: 'math' } },
      { id: 'mmlu-pro/2', benchmark: 'mmlu-pro', messages: [{ role: 'user', content: 'Q2' }], answer: 'B', metadata: { split: 'dev', stratum: 'law' } },
    ],
    targets: [
      { id: 'small', kind: 'single', model: 'sim/small', request_params: { temperature: 0 }, base_url: 'http://x' },
      { id: 'router', kind: 'mom', model: 'auto', request_params: {} },
    ],
    ...overrides,
  };
}

function result(caseId: string, targetId: string, correct: boolean): TrainingMatrixResult {
  return { case_id: caseId, target_id: targetId, status: 'completed', answer: correct ? 'A' : 'C', correct, score: correct ? 1 : 0, subject_latency_s: 0.5 };
}

let callSeq = 0;
function call(caseId: string, targetId: string, extra: Partial<TrainingMatrixCall> = {}): TrainingMatrixCall {
  callSeq += 1;
  return {
    id: `call-${callSeq}`,
    case_id: caseId,
    target_id: targetId,
    role: 'subject',
    status: 'completed',
    usage: usage(10, 2, 0, 5),
    cost_usd: 0.25,
    final: `final ${caseId} ${targetId}`,
    ...extra,
  };
}

function input(overrides: Partial<TrainingMatrixInput> = {}, manifestOverrides: Partial<TrainingMatrixManifest> = {}): TrainingMatrixInput {
  const m = manifest(manifestOverrides);
  const results: TrainingMatrixResult[] = [];
  const calls: TrainingMatrixCall[] = [];
  for (const c of m.cases) {
    for (const t of m.targets) {
      results.push(result(c.id, t.id, t.id === 'small'));
      calls.push(call(c.id, t.id));
    }
  }
  return { run: { id: 'run-1', status: 'completed', manifest: m }, results, calls, accountingCorrection: null, ...overrides };
}

function refusalOf(fn: () => unknown): { reason: string; message: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof TrainingMatrixError) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('buildTrainingMatrix: the document', () => {
  it('exports every case (as frozen) with one row per target, in manifest order', () => {
    const doc = buildTrainingMatrix(input());
    expect(doc).toMatchObject({
      version: 'sr-bench-1.0',
      source_run_id: 'run-1',
      kind: 'training-matrix',
      split: 'dev',
      source_plan_sha256: 'p'.repeat(64),
      accounting_correction: null,
      model_requests: 0,
    });
    expect(doc.cases.map((c) => c.id)).toEqual(['mmlu-pro/1', 'mmlu-pro/2']);
    const first = doc.cases[0]!;
    expect(first).toMatchObject({
      benchmark: 'mmlu-pro',
      answer: 'A',
      messages: [{ role: 'user', content: 'Q1' }],
      metadata: { split: 'dev', stratum: 'math' },
    });
    expect(first.targets).toEqual([
      {
        id: 'small',
        model: 'sim/small',
        kind: 'single',
        request_params: { temperature: 0 },
        answer: 'A',
        correct: true,
        score: 1,
        usage: usage(10, 2, 0, 5),
        cost_usd: 0.25,
        subject_latency_s: 0.5,
        final: 'final mmlu-pro/1 small',
      },
      {
        id: 'router',
        model: 'auto',
        kind: 'mom',
        request_params: {},
        answer: 'C',
        correct: false,
        score: 0,
        usage: usage(10, 2, 0, 5),
        cost_usd: 0.25,
        subject_latency_s: 0.5,
        final: 'final mmlu-pro/1 router',
      },
    ]);
    // Deployment wiring of targets never appears in the rows.
    expect(JSON.stringify(doc)).not.toContain('http://x');
  });

  it('sums the usage buckets and costs of a cell’s subject calls; the final is the last subject call’s; auxiliary calls are not subject spend', () => {
    const base = input();
    const extra = [
      call('mmlu-pro/2', 'small', { usage: usage(1, 0, 3, 2), cost_usd: 0.5, final: 'second turn' }),
      call('mmlu-pro/2', 'small', { role: 'judge', usage: usage(100, 0, 0, 100), cost_usd: 9, final: 'judge says' }),
    ];
    const doc = buildTrainingMatrix({ ...base, calls: [...base.calls, ...extra] });
    const row = doc.cases[1]!.targets[0]!;
    expect(row.usage).toEqual(usage(11, 2, 3, 7));
    expect(row.cost_usd).toBe(0.75);
    expect(row.final).toBe('second turn');
  });

  it('keeps unknown usage and cost unknown (null), never zero', () => {
    const base = input();
    const calls = base.calls.map((c, i) => (i === 0 ? { ...c, usage: null, cost_usd: null } : i === 1 ? { ...c, cost_usd: 'n/a' } : c));
    const doc = buildTrainingMatrix({ ...base, calls });
    expect(doc.cases[0]!.targets[0]).toMatchObject({ usage: null, cost_usd: null });
    expect(doc.cases[0]!.targets[1]).toMatchObject({ usage: usage(10, 2, 0, 5), cost_usd: null });
  });

  it('applies the accounting correction in force: corrected rows, unverified or missing rows unknown', () => {
    const base = input();
    const [a, b, c] = base.calls as [TrainingMatrixCall, TrainingMatrixCall, TrainingMatrixCall];
    const correction = {
      id: 'acct-1',
      evidence_sha256: 'e'.repeat(64),
      corrected_known_spend_usd: 1.2,
      calls: [
        { call_id: a.id, usage: usage(20, 0, 0, 8), cost_usd: 0.4, verified: true },
        { call_id: b.id, usage: null, cost_usd: null, verified: false },
        // c is missing: unverified.
      ],
    };
    void c;
    const doc = buildTrainingMatrix({ ...base, accountingCorrection: correction });
    expect(doc.accounting_correction).toEqual({ id: 'acct-1', evidence_sha256: 'e'.repeat(64), corrected_known_spend_usd: 1.2 });
    expect(doc.cases[0]!.targets[0]).toMatchObject({ usage: usage(20, 0, 0, 8), cost_usd: 0.4 });
    expect(doc.cases[0]!.targets[1]).toMatchObject({ usage: null, cost_usd: null });
    expect(doc.cases[1]!.targets[0]).toMatchObject({ usage: null, cost_usd: null });
    // Answers and grades are not accounting: untouched.
    expect(doc.cases[0]!.targets[0]).toMatchObject({ answer: 'A', correct: true, final: 'final mmlu-pro/1 small' });
  });
});

describe('buildTrainingMatrix: refusals', () => {
  const cases: [string, () => TrainingMatrixInput, string][] = [
    ['a run that is not completed', () => ({ ...input(), run: { ...input().run, status: 'failed' } }), 'run_not_completed'],
    ['a replay run', () => input({}, { mode: 'replay' }), 'run_not_live'],
    ['a recovery child', () => input({}, { recovery: { parent_run_id: 'run-0', mode: 'undispatched' } }), 'recovery_child'],
    ['a run with execution_cells', () => input({}, { execution_cells: [{ case_id: 'mmlu-pro/1', target_id: 'small' }] }), 'execution_cells'],
    ['a standard-profile run', () => input({}, { profile: 'standard' }), 'standard_profile'],
  ];
  for (const [name, make, reason] of cases) {
    it(`refuses ${name}`, () => {
      const refused = refusalOf(() => buildTrainingMatrix(make()));
      expect(refused).toEqual({ reason, message: TRAINING_MATRIX_MESSAGES[reason as keyof typeof TRAINING_MATRIX_MESSAGES] });
      expect(trainingMatrixRefusal(make().run)?.reason).toBe(reason);
    });
  }

  it('refuses holdout and unknown splits, naming the case', () => {
    const holdout = manifest().cases.map((c, i) => (i === 1 ? { ...c, metadata: { split: 'holdout' } } : c));
    expect(refusalOf(() => buildTrainingMatrix(input({}, { cases: holdout })))).toEqual({
      reason: 'split_not_dev',
      message: 'Training-matrix export requires every case to have split "dev"; case mmlu-pro/2 has "holdout"',
    });
    const unknown = manifest().cases.map((c, i) => (i === 0 ? { ...c, metadata: {} } : c));
    expect(refusalOf(() => buildTrainingMatrix(input({}, { cases: unknown })))).toEqual({
      reason: 'split_not_dev',
      message: 'Training-matrix export requires every case to have split "dev"; case mmlu-pro/1 has no split',
    });
  });

  it('refuses a matrix with a missing, extra, duplicate or non-completed cell', () => {
    const base = input();
    const partial = (results: TrainingMatrixResult[]) => refusalOf(() => buildTrainingMatrix({ ...base, results })).reason;
    expect(partial(base.results.slice(1))).toBe('partial_matrix');
    expect(partial([...base.results, base.results[0]!])).toBe('partial_matrix');
    expect(partial([...base.results, result('mmlu-pro/9', 'small', true)])).toBe('partial_matrix');
    expect(partial(base.results.map((r, i) => (i === 2 ? { ...r, status: 'failed' } : r)))).toBe('partial_matrix');
  });

  it('refuses a cell without a saved subject call', () => {
    const base = input();
    expect(refusalOf(() => buildTrainingMatrix({ ...base, calls: base.calls.slice(1) }))).toEqual({
      reason: 'subject_evidence_missing',
      message: TRAINING_MATRIX_MESSAGES.subject_evidence_missing,
    });
  });
});
