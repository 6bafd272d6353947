/** docs/plans.md "Validation order": one describe per step (#N is its number), each message exact, earlier steps first. */
import { describe, expect, it } from 'vitest';
import { canonical, digest, planDigest } from '../../../src/domain/hashing/canonical.ts';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import { PlanError } from '../../../src/domain/plan/plan-error.ts';
import { bad, failure, freeze, mcq, mom, plan, single } from './plan-fixtures.ts';

const EXP = 'exp-0123456789abcdef0123456789abcdef';

describe('#1 manifest is an object', () => {
  it.each([null, [], 'x', 3, true])('%j', (value) => {
    expect(failure(value)).toEqual(bad('manifest must be an object'));
  });
  it('throws PlanError', () => expect(() => freeze([])).toThrow(PlanError));
});

describe('#1 recovery lineage only through recover', () => {
  it('refuses a truthy recovery key', () => {
    expect(failure(plan({ recovery: { parent_run_id: 'run-1' } }))).toEqual(bad('Recovery lineage requires the explicit recovery endpoint'));
  });
  it('accepts it from the recover path, and a falsy recovery anywhere', () => {
    expect(freeze(plan({ recovery: { parent_run_id: 'run-1' } }), { fromRecovery: true }).manifest.recovery).toEqual({
      parent_run_id: 'run-1',
    });
    expect(() => freeze(plan({ recovery: null }))).not.toThrow();
  });
});

describe('#2 no runner_provenance', () => {
  it('refuses the key even when null', () => {
    expect(failure(plan({ runner_provenance: null }))).toEqual(bad('Runner provenance is captured by the service, not the manifest'));
  });
  it('comes before the version check', () => {
    expect(failure({ runner_provenance: {} }).message).toBe('Runner provenance is captured by the service, not the manifest');
  });
});

describe('#3 version', () => {
  it.each([undefined, 'sr-bench-0.9', 1])('%j', (version) => {
    expect(failure(plan({ version }))).toEqual(bad('version must be sr-bench-1.0'));
  });
});

describe('#4 mode', () => {
  it.each(['replay', null, 'LIVE'])('%j', (mode) => {
    expect(failure(plan({ mode }))).toEqual(bad('mode must be live or preview; replay is not live evidence'));
  });
  it('defaults to live', () => expect(freeze(plan()).manifest.mode).toBe('live'));
});

describe('#5 defaults and seed', () => {
  it('writes profile quick, seed 20260918, name sr-bench, cost_policy require_priced', () => {
    const { manifest } = freeze(plan());
    expect([manifest.profile, manifest.seed, manifest.name, manifest.cost_policy]).toEqual(['quick', 20260918, 'sr-bench', 'require_priced']);
  });
  it.each([true, '1', 1.5, new PyFloat(7), null])('seed %j is refused', (seed) => {
    expect(failure(plan({ seed }))).toEqual(bad('seed must be an integer'));
  });
  it('a big int seed is kept exactly', () => {
    expect(freeze(plan({ seed: 2n ** 70n })).manifest.seed).toBe(2n ** 70n);
  });
  it('keeps a given name and seed', () => {
    const { manifest } = freeze(plan({ name: 'mine', seed: 7 }));
    expect([manifest.name, manifest.seed]).toEqual(['mine', 7]);
  });
});

describe('#6 experiment membership', () => {
  it('is checked before the cost policy', () => {
    expect(failure(plan({ experiment: { id: 'x' }, cost_policy: 'free' }))).toEqual(bad('Invalid experiment identity'));
  });
  it('is frozen with a trimmed hypothesis', () => {
    const { manifest } = freeze(plan({ experiment: { id: EXP, role: 'baseline', hypothesis: '  why \x1f' } }));
    expect(manifest.experiment).toEqual({ id: EXP, role: 'baseline', hypothesis: 'why' });
  });
});

describe('#7 cost_policy', () => {
  it.each(['priced', null, 'CAPABILITY_ONLY'])('%j', (cost_policy) => {
    expect(failure(plan({ cost_policy }))).toEqual(bad('cost_policy must be require_priced or capability_only'));
  });
});

describe('#8 profile', () => {
  it.each(['nano', null, 'Quick'])('%j', (profile) => {
    expect(failure(plan({ profile }))).toEqual(bad(`unknown profile ${JSON.stringify(profile)}: the profiles are smoke, quick, standard`));
  });
  it('comes after the cost policy', () => {
    expect(failure(plan({ profile: 'x', cost_policy: 'x' })).message).toBe('cost_policy must be require_priced or capability_only');
  });
});

describe('#9 preview context (preview only)', () => {
  const preview = (extra: object) => plan({ mode: 'preview', targets: [mom()], ...extra });
  it('is checked before the cases', () => {
    expect(failure(preview({ preview_context: [], cases: [] }))).toEqual(bad('preview_context must be an object'));
  });
  it('defaults to the run seed', () => {
    expect(freeze(preview({ seed: 11 })).manifest.preview_context).toEqual({ sampling_seed: 11 });
  });
  it('live plans keep theirs untouched', () => {
    expect(freeze(plan({ preview_context: { anything: 1 } })).manifest.preview_context).toEqual({ anything: 1 });
  });
});

describe('#10 dataset reference', () => {
  it('needs id or path + sha256, before the cases', () => {
    expect(failure(plan({ dataset: { path: 'x.jsonl' }, cases: [] }))).toEqual(bad('dataset requires path and sha256'));
  });
});

describe('#11 operator policy', () => {
  it('runs before the case rules (non-admin, unregistered target)', () => {
    expect(failure(plan({ cases: [mcq('c1'), mcq('c1')] }), { actorIsAdmin: false, registry: new Map() })).toEqual({
      message: 'Target must be registered by the server operator',
      code: 'FORBIDDEN',
    });
  });
});

describe('#12 cases non-empty list', () => {
  it.each([undefined, [], {}, 'c'])('%j', (cases) => {
    expect(failure(plan({ cases }))).toEqual(bad('at least one case is required'));
  });
});

describe('#13 case ids', () => {
  it.each([
    ['a non-object', ['c']],
    ['a missing id', [{ benchmark: 'mmlu-pro' }]],
    ['an empty id', [mcq('')]],
    ['a number id', [{ ...mcq('x'), id: 1 }]],
    ['a duplicate', [mcq('a'), mcq('a')]],
  ])('%s', (_name, cases) => {
    expect(failure(plan({ cases }))).toEqual(bad('case IDs must be unique nonempty strings'));
  });
});

describe('#14 case request fields', () => {
  it.each([
    ['tools', { tools: {} }, 'Preview tools must be an array'],
    ['functions', { functions: 'f' }, 'Preview functions must be an array'],
    ['metadata not a map', { request_metadata: [] }, 'Request metadata must be a bounded map of strings'],
    ['metadata value', { request_metadata: { k: 1 } }, 'Request metadata must be a bounded map of strings'],
    ['metadata empty key', { request_metadata: { '': 'v' } }, 'Request metadata must be a bounded map of strings'],
    ['metadata long value', { request_metadata: { k: 'é'.repeat(513) } }, 'Request metadata must be a bounded map of strings'],
    [
      'metadata entries',
      { request_metadata: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, 'v'])) },
      'Request metadata must be a bounded map of strings',
    ],
  ])('%s', (_name, extra, message) => {
    expect(failure(plan({ cases: [mcq('c1', extra)] }))).toEqual(bad(message));
  });
  it('valid fields are kept in the case', () => {
    const c = mcq('c1', { tools: [], tool_choice: 'auto', response_format: { type: 'json_object' }, request_metadata: { k: 'v' } });
    expect(freeze(plan({ cases: [c] })).manifest.cases).toEqual([c]);
  });
});

describe('#15 holdout profile', () => {
  it('standard needs metadata.split == holdout on every case', () => {
    expect(failure(plan({ profile: 'standard' }))).toEqual(bad('Holdout profiles require prepared holdout cases'));
    expect(failure(plan({ profile: 'standard', cases: [mcq('c', { metadata: 'holdout' })] }))).toEqual(bad('Holdout profiles require prepared holdout cases'));
    expect(() => freeze(plan({ profile: 'standard', cases: [mcq('c', { metadata: { split: 'holdout' } })] }))).not.toThrow();
  });
  it('comes after the request fields of the same case', () => {
    expect(failure(plan({ profile: 'standard', cases: [mcq('c', { tools: 1 })] })).message).toBe('Preview tools must be an array');
  });
});

describe('#16 benchmark is a registered adapter', () => {
  it.each([undefined, 'mmlu', 3])('%j', (benchmark) => {
    expect(failure(plan({ cases: [mcq('q1', { benchmark })] }))).toEqual(bad('unknown benchmark for case q1'));
  });
  it('extension adapters are registered through the context', () => {
    const ext = {
      id: 'my-bench',
      title: 'Mine',
      kind: 'custom',
      weight: 1,
      sourceUrl: '',
      adapterVersion: 'v9',
      requiresAnswer: false,
      requiresMessages: true,
    };
    const { manifest } = freeze(plan({ cases: [mcq('q1', { benchmark: 'my-bench' })] }), { extensions: [ext] });
    expect(canonical((manifest.benchmark_weights as Record<string, unknown>)['my-bench'])).toBe('1.0');
    expect(manifest.adapter_versions).toEqual({ 'my-bench': 'v9' });
  });
});

describe('#17 messages', () => {
  it.each([undefined, [], null, ''])('%j is refused where the benchmark needs messages', (messages) => {
    expect(failure(plan({ cases: [mcq('q1', { messages })] }))).toEqual(bad('messages are required for case q1'));
  });
  it.each(['scicode', 'tau3', 'terminal-bench-2.1'])('%s needs none', (benchmark) => {
    const c = { id: 'h1', benchmark, metadata: {} };
    expect(() => freeze(plan({ cases: [c], cost_policy: 'capability_only', mode: 'preview', targets: [mom()] }))).not.toThrow();
  });
});

describe('#18 message roles', () => {
  it.each([
    ['a string', ['hi']],
    ['an unknown role', [{ role: 'bot', content: 'x' }]],
    ['no role', [{ content: 'x' }]],
    ['a non-list', 'hello'],
  ])('%s', (_name, messages) => {
    expect(failure(plan({ cases: [mcq('q1', { messages })] }))).toEqual(bad('invalid case message'));
  });
  it.each(['system', 'user', 'assistant', 'tool', 'developer'])('%s is allowed', (role) => {
    expect(() => freeze(plan({ cases: [mcq('q1', { messages: [{ role, content: 'x' }] })] }))).not.toThrow();
  });
});

describe('#19 answers in live mode', () => {
  it.each(['mmlu-pro', 'gpqa-diamond', 'arc-agi-2', 'hle', 'simpleqa-verified'])('%s', (benchmark) => {
    const c = { id: 'q1', benchmark, messages: [{ role: 'user', content: 'x' }] };
    expect(failure(plan({ cases: [c] }))).toEqual(bad('answer is required for q1'));
  });
  it('preview mode needs none; livecodebench never', () => {
    const c = { id: 'q1', benchmark: 'mmlu-pro', messages: [{ role: 'user', content: 'x' }] };
    expect(() => freeze(plan({ cases: [c], mode: 'preview', targets: [mom()] }))).not.toThrow();
    const lcb = { id: 'l1', benchmark: 'livecodebench', messages: [{ role: 'user', content: 'x' }] };
    expect(() => freeze(plan({ cases: [lcb], mode: 'preview', targets: [mom()] }))).not.toThrow();
  });
});

describe('#20 targets non-empty list', () => {
  it.each([undefined, [], { s: single() }])('%j', (targets) => {
    expect(failure(plan({ targets }))).toEqual(bad('at least one target is required'));
  });
});

describe('#21 auxiliary_targets map', () => {
  it.each([
    ['a list', [single('j')]],
    ['a mismatched id', { j: single('k') }],
    ['a non-object', { j: 'j' }],
    ['null', null],
  ])('%s', (_name, auxiliary_targets) => {
    expect(failure(plan({ auxiliary_targets }))).toEqual(bad('auxiliary_targets must map target IDs to matching target objects'));
  });
});

describe('#22 target rules run for targets then auxiliary targets', () => {
  it('an auxiliary id clashing with a subject id', () => {
    expect(failure(plan({ auxiliary_targets: { s: single('s') } }))).toEqual(bad('target IDs must be unique nonempty strings'));
  });
  it('a bad subject target is reported before a bad auxiliary target', () => {
    const m = plan({ targets: [{ ...single(), kind: 'x' }], auxiliary_targets: { j: { ...single('j'), base_url: 'ftp://x' } } });
    expect(failure(m).message).toBe('target requires kind single/mom and model');
  });
  it('auxiliary targets obey the rules too', () => {
    const m = plan({ auxiliary_targets: { j: { ...single('j'), base_url: 'ftp://x' } } });
    expect(failure(m).message).toBe('target base_url must be an HTTP(S) URL without credentials/query');
  });
});

describe('#23 limits and output policy', () => {
  it('come after the target rules', () => {
    expect(failure(plan({ targets: [{ ...single(), kind: 'x' }], limits: { x: 1 } })).message).toBe('target requires kind single/mom and model');
    expect(failure(plan({ limits: { x: 1 } }))).toEqual(bad("unknown limits: ['x']"));
  });
});

describe('#24 sampling', () => {
  it('comes after the limits', () => {
    expect(failure(plan({ limits: { concurrency: 0 }, sampling: 1 })).message).toBe('concurrency must be finite and positive');
    expect(failure(plan({ sampling: 1 }))).toEqual(bad('sampling must be an object'));
  });
});

describe('#25 execution cells', () => {
  it('comes after sampling', () => {
    expect(failure(plan({ sampling: { top_p: 2 }, execution_cells: [] })).message).toBe('sampling.top_p is outside its valid range');
    expect(failure(plan({ execution_cells: [] }))).toEqual(bad('execution_cells must select valid case/target pairs'));
  });
});

describe('#26 experiment role fits the run', () => {
  it('a candidate role needs a MoM target', () => {
    expect(failure(plan({ experiment: { id: EXP, role: 'candidate' } }))).toEqual(bad('Run mode, profile or targets do not match its experiment role'));
    expect(() => freeze(plan({ targets: [mom()], experiment: { id: EXP, role: 'candidate' } }))).not.toThrow();
  });
  it('comes after the execution cells', () => {
    expect(failure(plan({ experiment: { id: EXP, role: 'candidate' }, execution_cells: 1 })).message).toBe(
      'execution_cells must select valid case/target pairs',
    );
  });
});

describe('#27 case_sha256', () => {
  it('is the plain digest of the cases (1 and 1.0 differ)', () => {
    const asInt = freeze(plan({ cases: [mcq('c', { metadata: { w: 1 } })] }));
    const asFloat = freeze(plan({ cases: [mcq('c', { metadata: { w: new PyFloat(1) } })] }));
    expect(asInt.caseSha256).toBe(digest(asInt.manifest.cases));
    expect(asInt.caseSha256).not.toBe(asFloat.caseSha256);
  });
});

describe('#28 benchmark_weights', () => {
  it('a supplied map must equal the registered one', () => {
    expect(failure(plan({ benchmark_weights: { 'mmlu-pro': 0.1 } }))).toEqual(bad('Benchmark weights differ from the registered versioned adapters'));
  });
  it('Python equality: key order and 1 == 1.0 do not matter', () => {
    const weights = freeze(plan()).manifest.benchmark_weights as Record<string, unknown>;
    const reversed = Object.fromEntries(Object.entries(weights).reverse());
    expect(() => freeze(plan({ benchmark_weights: reversed }))).not.toThrow();
  });
  it('always carries the nine fixed weights', () => {
    expect(freeze(plan()).manifest.benchmark_weights).toEqual({
      'mmlu-pro': 0.1,
      'gpqa-diamond': 0.15,
      hle: 0.15,
      livecodebench: 0.1,
      scicode: 0.1,
      'terminal-bench-2.1': 0.1,
      'simpleqa-verified': 0.1,
      'arc-agi-2': 0.1,
      tau3: 0.1,
    });
  });
});

describe('#29 adapter_versions', () => {
  it('must equal the versions of the benchmarks present', () => {
    expect(freeze(plan()).manifest.adapter_versions).toEqual({ 'mmlu-pro': 'sr-bench-1.0' });
    expect(failure(plan({ adapter_versions: { 'mmlu-pro': 'sr-bench-0.9' } }))).toEqual(bad('Frozen adapter versions differ from installed adapters'));
    expect(failure(plan({ adapter_versions: {} })).message).toBe('Frozen adapter versions differ from installed adapters');
  });
  it('comes after the weights', () => {
    expect(failure(plan({ benchmark_weights: {}, adapter_versions: {} })).message).toBe('Benchmark weights differ from the registered versioned adapters');
  });
});

describe('#30 live adapter preflight', () => {
  const hle = { id: 'h1', benchmark: 'hle', messages: [{ role: 'user', content: 'x' }], answer: 'y' };
  it('judge references, after weights and versions', () => {
    expect(failure(plan({ cases: [hle], adapter_versions: {} })).message).toBe('Frozen adapter versions differ from installed adapters');
    expect(failure(plan({ cases: [hle] }))).toEqual(bad('judge must reference a frozen target ID'));
  });
  it('is skipped in preview mode', () => {
    expect(() => freeze(plan({ cases: [hle], mode: 'preview', targets: [mom()] }))).not.toThrow();
  });
});

describe('#31 plan_sha256', () => {
  it('is the plan digest of the manifest without itself; 5.0 is frozen as a float', () => {
    const { manifest, planSha256 } = freeze(plan());
    expect(manifest.plan_sha256).toBe(planSha256);
    expect(planDigest(manifest)).toBe(planSha256);
    expect(canonical(manifest.limits)).toContain('"max_cost_usd":5.0');
  });
  it('ignores a stale submitted plan_sha256 and never mutates the input', () => {
    const input = plan({ plan_sha256: 'stale' });
    const before = canonical(input);
    const { planSha256 } = freeze(input);
    expect(planSha256).not.toBe('stale');
    expect(canonical(input)).toBe(before);
  });
  it('re-freezing a frozen plan is the identity', () => {
    const first = freeze(
      plan({
        targets: [single(), mom()],
        execution_cells: [
          { case_id: 'c2', target_id: 'm' },
          { case_id: 'c1', target_id: 's' },
        ],
      }),
    );
    const again = freeze(first.manifest);
    expect(canonical(again.manifest)).toBe(canonical(first.manifest));
    expect(again.total).toBe(2);
  });
});
