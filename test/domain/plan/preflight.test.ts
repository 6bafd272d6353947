/** Live adapter preflight, manifest checks and the hook (docs/plans.md "Validation order", step 30; docs/harness.md). */
import { describe, expect, it } from 'vitest';
import type { PlanObject } from '../../../src/domain/plan/json.ts';
import { PlanError } from '../../../src/domain/plan/plan-error.ts';
import { bad, failure, freeze, mom, plan, single } from './plan-fixtures.ts';

const REV = '0123456789abcdef0123456789abcdef01234567';
const IMAGE = 'registry.invalid/sandbox@sha256:abab';
const judge = single('judge', 'acme/judge');
const sim = single('sim', 'acme/sim');
const q = (id: string, benchmark: string, extra: PlanObject = {}) => ({
  id,
  benchmark,
  messages: [{ role: 'user', content: 'q' }],
  answer: 'a',
  ...extra,
});
const live = (cases: PlanObject[], options: PlanObject) => plan({ cases, targets: [mom()], auxiliary_targets: { judge, sim }, benchmark_options: options });

describe('judge-graded benchmarks', () => {
  const ok = { judge: 'judge', grader_version: 'sr-bench-reference-judge-v1' };
  it.each(['hle', 'simpleqa-verified'])('%s', (benchmark) => {
    expect(() => freeze(live([q('a', benchmark)], { [benchmark]: ok }))).not.toThrow();
    expect(failure(live([q('a', benchmark)], {}))).toEqual(bad('judge must reference a frozen target ID'));
    expect(failure(live([q('a', benchmark)], { [benchmark]: { ...ok, judge: 'nobody' } }))).toEqual(bad('judge requires a fixed single-model target'));
    expect(failure(live([q('a', benchmark)], { [benchmark]: { ...ok, judge: 'm' } }))).toEqual(bad('judge requires a fixed single-model target'));
    expect(failure(live([q('a', benchmark)], { [benchmark]: { judge: 'judge' } }))).toEqual(
      bad(`${benchmark} requires grader_version=sr-bench-reference-judge-v1`),
    );
  });
});

describe('sr-bench-dialogue, the project extension (default extensions)', () => {
  const task = q('sr-bench-dialogue/1', 'sr-bench-dialogue', {
    messages: [{ role: 'system', content: 'Answer the user.' }],
    metadata: { persona: 'p', goal: 'g', max_turns: 3 },
  });
  it('freezes with its weight and version, and needs a simulator reference naming a single target', () => {
    const { manifest } = freeze(live([task], { 'sr-bench-dialogue': { simulator: 'sim' } }));
    expect((manifest.benchmark_weights as Record<string, unknown>)['sr-bench-dialogue']).toBe(0.1);
    expect(manifest.adapter_versions).toEqual({ 'sr-bench-dialogue': 'sr-bench-dialogue-v1' });
    expect(failure(live([task], {}))).toEqual(bad('sr-bench-dialogue requires a simulator target reference'));
    expect(failure(live([task], { 'sr-bench-dialogue': { simulator: 7 } }))).toEqual(bad('sr-bench-dialogue requires a simulator target reference'));
    expect(failure(live([task], { 'sr-bench-dialogue': { simulator: 'nobody' } }))).toEqual(bad('simulator requires a fixed single-model target'));
    expect(failure(live([task], { 'sr-bench-dialogue': { simulator: 'm' } }))).toEqual(bad('simulator requires a fixed single-model target'));
  });
  it('needs an answer in live mode; preview plans skip the preflight', () => {
    const { answer: _omitted, ...noAnswer } = task;
    expect(failure(live([noAnswer], { 'sr-bench-dialogue': { simulator: 'sim' } }))).toEqual(bad('answer is required for sr-bench-dialogue/1'));
    expect(() => freeze(plan({ mode: 'preview', targets: [mom()], cases: [task] }))).not.toThrow();
  });
  it('is unknown when the context names its own extensions', () => {
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
    expect(failure(live([task], { 'sr-bench-dialogue': { simulator: 'sim' } }), { extensions: [ext] })).toEqual(
      bad('unknown benchmark for case sr-bench-dialogue/1'),
    );
  });
});

describe('harness benchmarks', () => {
  const harness = (benchmark: string) => ({ id: `${benchmark}-1`, benchmark, metadata: {} });
  it('source_revision must be a full pin', () => {
    expect(failure(live([harness('terminal-bench-2.1')], { 'terminal-bench-2.1': { source_revision: 'abc' } }))).toEqual(
      bad('terminal-bench-2.1 requires a full pinned source_revision'),
    );
    expect(() => freeze(live([harness('terminal-bench-2.1')], { 'terminal-bench-2.1': { source_revision: REV } }))).not.toThrow();
  });
  it.each(['livecodebench', 'scicode'])('%s needs a digest-pinned sandbox image', (benchmark) => {
    const c = benchmark === 'livecodebench' ? { ...harness(benchmark), messages: [{ role: 'user', content: 'x' }] } : harness(benchmark);
    expect(failure(live([c], { [benchmark]: { source_revision: REV, sandbox_image: 'img:latest' } }))).toEqual(
      bad(`${benchmark} requires a digest-pinned sandbox_image`),
    );
    expect(() => freeze(live([c], { [benchmark]: { source_revision: REV, sandbox_image: IMAGE } }))).not.toThrow();
    expect(() => freeze(live([c], { [benchmark]: { source_revision: REV, sandbox_image: 'sha256:ab' } }))).not.toThrow();
    // The project's own harness runs code without a container unless one is configured; a configured one must be pinned.
    expect(failure(live([c], { [benchmark]: { source_revision: REV } }))).toEqual(bad(`${benchmark} requires a digest-pinned sandbox_image`));
    expect(() => freeze(live([c], { [benchmark]: { harness: 'sr-bench-local', source_revision: REV } }))).not.toThrow();
    expect(failure(live([c], { [benchmark]: { harness: 'sr-bench-local', source_revision: REV, sandbox_image: 'img:latest' } }))).toEqual(
      bad(`${benchmark} requires a digest-pinned sandbox_image`),
    );
  });
  it('tau3 needs simulator, judge and release 1.0.1', () => {
    const tau = harness('tau3');
    expect(failure(live([tau], { tau3: { judge: 'judge', source_revision: REV, release: '1.0.1' } }))).toEqual(
      bad('simulator must reference a frozen target ID'),
    );
    expect(failure(live([tau], { tau3: { simulator: 'sim', judge: 'judge', source_revision: REV } }))).toEqual(bad('tau3 requires release 1.0.1'));
    expect(() => freeze(live([tau], { tau3: { simulator: 'sim', judge: 'judge', source_revision: REV, release: '1.0.1' } }))).not.toThrow();
  });
  it('max_steps in 1..1000', () => {
    const c = harness('terminal-bench-2.1');
    for (const max_steps of [0, 1001, 5.5, '10']) {
      expect(failure(live([c], { 'terminal-bench-2.1': { source_revision: REV, max_steps } }))).toEqual(bad('Harness max_steps must be between 1 and 1000'));
    }
    expect(() => freeze(live([c], { 'terminal-bench-2.1': { source_revision: REV, max_steps: 1000 } }))).not.toThrow();
  });
  it('the environment hook runs for every harness case after the manifest checks', () => {
    const seen: string[] = [];
    const cases = [harness('terminal-bench-2.1'), { ...harness('terminal-bench-2.1'), id: 't2' }];
    freeze(live(cases, { 'terminal-bench-2.1': { source_revision: REV } }), {
      harnessPreflight: (benchmark, options, c) => seen.push(`${benchmark}:${String(options.source_revision).length}:${String(c.id)}`),
    });
    expect(seen).toEqual(['terminal-bench-2.1:40:terminal-bench-2.1-1', 'terminal-bench-2.1:40:t2']);
    const refuse = () => {
      throw new PlanError('terminal-bench-2.1 source revision differs from frozen harness');
    };
    expect(failure(live(cases, { 'terminal-bench-2.1': { source_revision: REV } }), { harnessPreflight: refuse })).toEqual(
      bad('terminal-bench-2.1 source revision differs from frozen harness'),
    );
  });
  it('benchmark_options must map benchmarks to objects (every mode)', () => {
    expect(failure(plan({ benchmark_options: { hle: 'judge' } }))).toEqual(bad('benchmark_options must map benchmarks to option objects'));
    expect(failure(plan({ benchmark_options: [] }))).toEqual(bad('benchmark_options must map benchmarks to option objects'));
  });
  it('preview plans skip the preflight', () => {
    expect(() => freeze(plan({ mode: 'preview', targets: [mom()], cases: [harness('tau3')] }))).not.toThrow();
  });
});
