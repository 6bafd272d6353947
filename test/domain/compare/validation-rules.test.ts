/**
 * docs/comparison.md "Validation" rule by rule on synthetic runs: each check, its exact message, and the order
 * in which the checks run.
 */
import { describe, expect, it } from 'vitest';
import { compareRuns } from '../../../src/domain/compare/document.ts';
import { ComparisonError } from '../../../src/domain/compare/errors.ts';
import type { Manifest, ReportInput } from '../../../src/domain/report/input.ts';
import { cases, syntheticInput } from './synthetic.ts';
import type { SynthRun, SynthTarget } from './synthetic.ts';

const FIVE = cases({ 'mmlu-pro': 2, 'gpqa-diamond': 3 });

const single = (id: string, correct: number[] = [0]): SynthTarget => ({
  id,
  outcome: (i) => ({ correct: correct.includes(i) }),
});
const mom = (id: string, correct: number[] = [0, 1]): SynthTarget => ({
  id,
  kind: 'mom',
  outcome: (i) => ({ correct: correct.includes(i) }),
});

function baselineRun(overrides: Partial<SynthRun> = {}): SynthRun {
  return { id: 'run-base', cases: FIVE, targets: [single('flash'), single('qwen', [1])], ...overrides };
}
function candidateRun(overrides: Partial<SynthRun> = {}): SynthRun {
  return { id: 'run-cand', cases: FIVE, targets: [mom('balance')], ...overrides };
}

function messageOf(baseline: ReportInput, candidate: ReportInput): string | null {
  try {
    compareRuns({ input: baseline }, { input: candidate });
    return null;
  } catch (error) {
    if (!(error instanceof ComparisonError)) throw error;
    expect(error.code).toBe('COMPARISON_INVALID');
    return error.message;
  }
}

const pair = (b: Partial<SynthRun> = {}, c: Partial<SynthRun> = {}): string | null =>
  messageOf(syntheticInput(baselineRun(b)), syntheticInput(candidateRun(c)));

/** A manifest edit applied after the synthetic manifest is built. */
function edited(spec: SynthRun, edit: (m: Manifest) => void): ReportInput {
  const input = syntheticInput(spec);
  edit(input.run.manifest);
  return input;
}

describe('a valid pair compares', () => {
  it('has no error', () => {
    expect(pair()).toBeNull();
  });
});

describe('B1: baseline status comparable and mode live', () => {
  it.each(['completed', 'failed', 'timeout'])('status %s is comparable', (status) => {
    expect(pair({ status })).toBeNull();
  });
  it.each(['running', 'cancelled', 'planned', 'sent_unknown'])('status %s is not', (status) => {
    expect(pair({ status })).toBe('Baseline must be a completed or failed live run');
  });
  it.each(['preview', 'replay', undefined])('mode %s is not', (mode) => {
    const input = edited(baselineRun(), (m) => {
      if (mode === undefined) delete m.mode;
      else m.mode = mode;
    });
    expect(messageOf(input, syntheticInput(candidateRun()))).toBe('Baseline must be a completed or failed live run');
  });
});

describe('B2: the baseline has a single-model target', () => {
  it('rejects a MoM-only baseline', () => {
    expect(pair({ targets: [mom('router')] })).toBe('Baseline must contain a single-model target');
  });
});

describe('B3: every baseline target covers the same nonempty planned cases', () => {
  it('rejects a target planned on fewer cases', () => {
    const cells = FIVE.flatMap((c, i) => [{ case_id: c.id, target_id: 'flash' }, ...(i === 0 ? [] : [{ case_id: c.id, target_id: 'qwen' }])]);
    const baseline: SynthRun = baselineRun({
      targets: [single('flash'), { id: 'qwen', outcome: (i) => (i === 0 ? { status: null, noCall: true } : { correct: false }) }],
      manifest: { execution_cells: cells },
    });
    expect(messageOf(syntheticInput(baseline), syntheticInput(candidateRun()))).toBe('Baseline targets must cover identical nonempty selected cases');
  });
  it('rejects an empty planned set', () => {
    expect(pair({ cases: [], targets: [single('flash')] })).toBe('Baseline targets must cover identical nonempty selected cases');
  });
  it('also checks baseline MoM targets', () => {
    const cells = FIVE.flatMap((c, i) => [{ case_id: c.id, target_id: 'flash' }, ...(i < 4 ? [{ case_id: c.id, target_id: 'router' }] : [])]);
    expect(pair({ targets: [single('flash'), mom('router')], manifest: { execution_cells: cells } })).toBe(
      'Baseline targets must cover identical nonempty selected cases',
    );
  });
});

describe('B4: baseline quality rows', () => {
  const lacks = 'Baseline quality results lack unique terminal outcomes';
  it.each([
    ['a cancelled result', { status: 'cancelled' }],
    ['a running result', { status: 'running' }],
    ['a sent_unknown result', { status: 'sent_unknown' }],
    ['a completed result without a boolean correct', { status: 'completed', correct: null }],
  ])('%s', (_name, outcome) => {
    const targets = [{ id: 'flash', outcome: (i: number) => (i === 3 ? outcome : { correct: i === 0 }) }, single('qwen', [1])];
    expect(pair({ targets })).toBe(lacks);
  });
  it('a result for an unplanned case', () => {
    const input = syntheticInput(baselineRun());
    input.results.push({ case_id: 'elsewhere', target_id: 'flash', status: 'completed', correct: true });
    expect(messageOf(input, syntheticInput(candidateRun()))).toBe(lacks);
  });
  it('a repeated case', () => {
    const input = syntheticInput(baselineRun());
    input.results.push({ ...input.results[0]! });
    expect(messageOf(input, syntheticInput(candidateRun()))).toBe(lacks);
  });
  it('a missing outcome is incomplete', () => {
    const targets = [{ id: 'flash', outcome: (i: number) => (i === 4 ? { status: null } : { correct: false }) }, single('qwen')];
    expect(pair({ targets })).toBe('Baseline quality results are incomplete');
  });
  it('failed and timeout outcomes are terminal (they count as incorrect)', () => {
    const targets = [
      { id: 'flash', outcome: (i: number) => (i === 3 ? { status: 'failed' } : i === 4 ? { status: 'timeout' } : { correct: i === 0 }) },
      single('qwen', [1]),
    ];
    expect(pair({ targets })).toBeNull();
  });
  it('rows of targets outside the run are ignored', () => {
    const input = syntheticInput(baselineRun());
    input.results.push({ case_id: 'elsewhere', target_id: 'ghost', status: 'running' });
    expect(messageOf(input, syntheticInput(candidateRun()))).toBeNull();
  });
  it('baseline checks come before every candidate check', () => {
    expect(pair({ status: 'running' }, { id: 'run-base' })).toBe('Baseline must be a completed or failed live run');
  });
});

describe('C1: two distinct runs', () => {
  it('rejects the same id', () => {
    expect(pair({}, { id: 'run-base' })).toBe('Choose two distinct runs for comparison');
  });
});

describe('C2: protocol compatibility, in order', () => {
  const candidateWith = (edit: (m: Manifest) => void): string | null => messageOf(syntheticInput(baselineRun()), edited(candidateRun(), edit));

  it('output_policy: absent means bounded', () => {
    expect(candidateWith((m) => delete m['output_policy'])).toBeNull();
    expect(candidateWith((m) => (m['output_policy'] = 'native'))).toBe('Cannot compare different output_policy');
  });

  it('native: the same model keeps the same frozen limits', () => {
    const limits = (max: number) => ({ 'acme/flash': { context_window: 32768, max_output_tokens: max } });
    const nativeBaseline = edited(baselineRun(), (m) => {
      m['output_policy'] = 'native';
      m.targets[0]!['native_limits'] = limits(8192);
    });
    const nativeCandidate = (max: number) =>
      edited(candidateRun(), (m) => {
        m['output_policy'] = 'native';
        m.targets[0]!['native_limits'] = limits(max);
      });
    expect(messageOf(nativeBaseline, nativeCandidate(8192))).toBeNull();
    expect(messageOf(nativeBaseline, nativeCandidate(4096))).toBe('Cannot compare changed frozen native model limits');
  });

  it.each([
    [
      'case_sha256',
      (m: Manifest): void => {
        m['case_sha256'] = 'other';
      },
    ],
    [
      'sampling',
      (m: Manifest): void => {
        m['sampling'] = { temperature: 0.5, max_tokens: 4096 };
      },
    ],
    [
      'benchmark_options',
      (m: Manifest): void => {
        m['benchmark_options'] = {};
      },
    ],
    [
      'benchmark_weights',
      (m: Manifest): void => {
        m.benchmark_weights = { ...m.benchmark_weights, hle: 0.2 };
      },
    ],
    [
      'adapter_versions',
      (m: Manifest): void => {
        m['adapter_versions'] = { 'mmlu-pro': 'sr-bench-1.1' };
      },
    ],
    [
      'mode',
      (m: Manifest): void => {
        m.mode = 'preview';
      },
    ],
    [
      'limits',
      (m: Manifest): void => {
        m['limits'] = { concurrency: 2, max_output_tokens: 4096 };
      },
    ],
  ] as const)('%s', (key, edit) => {
    expect(candidateWith(edit)).toBe(`Cannot compare different ${key}`);
  });

  it('numbers compare by value (1 == 1.0) and absent equals absent only', () => {
    expect(candidateWith((m) => (m['limits'] = { concurrency: 1.0, max_output_tokens: 4096 }))).toBeNull();
    expect(candidateWith((m) => delete m['benchmark_options'])).toBeNull();
    expect(candidateWith((m) => (m['benchmark_options'] = {}))).toBe('Cannot compare different benchmark_options');
  });

  it('the first differing key wins', () => {
    expect(
      candidateWith((m) => {
        m['limits'] = {};
        m['sampling'] = {};
        m['output_policy'] = 'native';
      }),
    ).toBe('Cannot compare different output_policy');
    expect(
      candidateWith((m) => {
        m['limits'] = {};
        m['sampling'] = {};
      }),
    ).toBe('Cannot compare different sampling');
  });

  describe('effective judge/simulator targets', () => {
    const judge = (temperature?: number) => ({
      id: 'judge-ref',
      kind: 'single',
      model: 'acme/judge',
      prices: { 'acme/judge': { input: 1, cached_input: 0.1, cache_write: 1.25, output: 3 } },
      ...(temperature === undefined ? {} : { request_params: { temperature } }),
    });
    const withJudge = (spec: SynthRun, temperature?: number) =>
      edited(spec, (m) => {
        m['auxiliary_targets'] = { 'judge-ref': judge(temperature) };
        m['benchmark_options'] = { 'gpqa-diamond': { judge: 'judge-ref' } };
      });
    it('equal effective targets compare', () => {
      expect(messageOf(withJudge(baselineRun()), withJudge(candidateRun()))).toBeNull();
      // Run sampling overlaid by the judge's own params: temperature 0 either way.
      expect(messageOf(withJudge(baselineRun()), withJudge(candidateRun(), 0))).toBeNull();
    });
    it('changed judge parameters do not', () => {
      expect(messageOf(withJudge(baselineRun()), withJudge(candidateRun(), 0.7))).toBe('Cannot compare changed effective judge/simulator targets');
    });
  });

  it('prices: a model keeps one price object across both inventories', () => {
    expect(
      candidateWith((m) => {
        m.targets[0]!['prices'] = { 'acme/flash': { input: 9, cached_input: 0.1, cache_write: 1.25, output: 3 } };
      }),
    ).toBe('Cannot compare changed frozen model prices');
    // A model the baseline never priced is fine.
    expect(
      candidateWith((m) => {
        m.targets[0]!['prices'] = { 'acme/other': { input: 9, cached_input: 0.1, cache_write: 1.25, output: 3 } };
      }),
    ).toBeNull();
  });

  it('prices are checked within the baseline too', () => {
    const baseline = edited(baselineRun(), (m) => {
      m.targets[1]!['prices'] = { 'acme/flash': { input: 2, cached_input: 0.1, cache_write: 1.25, output: 3 } };
    });
    expect(messageOf(baseline, syntheticInput(candidateRun()))).toBe('Cannot compare changed frozen model prices');
  });

  it('single-model profiles: {...sampling, ...request_params} per model', () => {
    const candidate: SynthRun = candidateRun({ targets: [mom('balance'), single('flash-again')] });
    const sameModel = (params?: Record<string, number>) =>
      edited(candidate, (m) => {
        m.targets[1]!.model = 'acme/flash';
        m.targets[1]!['prices'] = { 'acme/flash': { input: 1, cached_input: 0.1, cache_write: 1.25, output: 3 } };
        if (params !== undefined) m.targets[1]!.request_params = params;
      });
    expect(messageOf(syntheticInput(baselineRun()), sameModel())).toBeNull();
    expect(messageOf(syntheticInput(baselineRun()), sameModel({ temperature: 0 }))).toBeNull();
    expect(messageOf(syntheticInput(baselineRun()), sameModel({ top_p: 0.5 }))).toBe('Cannot compare changed single-model request parameters');
  });

  it('prices of a target are checked before its profile', () => {
    const candidate = edited(candidateRun({ targets: [single('x')] }), (m) => {
      m.targets[0]!.model = 'acme/flash';
      m.targets[0]!.request_params = { top_p: 0.5 };
      m.targets[0]!['prices'] = { 'acme/flash': { input: 5, cached_input: 0.1, cache_write: 1.25, output: 3 } };
    });
    expect(messageOf(syntheticInput(baselineRun()), candidate)).toBe('Cannot compare changed frozen model prices');
  });

  it('protocol comes before the candidate status', () => {
    expect(
      messageOf(
        syntheticInput(baselineRun()),
        edited(candidateRun({ status: 'running' }), (m) => (m['case_sha256'] = 'x')),
      ),
    ).toBe('Cannot compare different case_sha256');
  });
});

describe('C3: candidate status comparable', () => {
  it.each(['completed', 'failed', 'timeout'])('status %s is comparable', (status) => {
    expect(pair({}, { status })).toBeNull();
  });
  it.each(['running', 'cancelled', 'planned'])('status %s is not', (status) => {
    expect(pair({}, { status })).toBe('Both runs must be completed or failed before comparison');
  });
});

describe('C4: every candidate target covers the expected cases', () => {
  it('rejects a candidate target planned on fewer cases', () => {
    const cells = FIVE.slice(1).map((c) => ({ case_id: c.id, target_id: 'balance' }));
    expect(
      pair(
        {},
        {
          targets: [{ ...mom('balance'), outcome: (i) => (i === 0 ? { status: null, noCall: true } : { correct: false }) }],
          manifest: { execution_cells: cells },
        },
      ),
    ).toBe('Candidate targets must cover identical planned cases');
  });
});

describe('C5: candidate quality rows', () => {
  it('a cancelled candidate result', () => {
    expect(pair({}, { targets: [{ id: 'balance', kind: 'mom', outcome: (i) => (i === 1 ? { status: 'cancelled' } : {}) }] })).toBe(
      'Candidate quality results lack unique terminal outcomes',
    );
  });
  it('a missing candidate result', () => {
    expect(pair({}, { targets: [{ id: 'balance', kind: 'mom', outcome: (i) => (i === 1 ? { status: null } : {}) }] })).toBe(
      'Candidate quality results are incomplete',
    );
  });
});
