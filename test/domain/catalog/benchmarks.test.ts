/** docs/datasets.md "Benchmarks and profiles": the nine benchmarks, weights, sizes and the catalog. */
import { describe, expect, it } from 'vitest';
import {
  BENCHMARK_IDS,
  BENCHMARKS,
  catalog,
  fixedBenchmarkWeights,
  PROFILE_SIZES,
  profileTotal,
  validateExtensions,
} from '../../../src/domain/catalog/benchmarks.ts';
import type { BenchmarkSpec } from '../../../src/domain/catalog/benchmarks.ts';

describe('the nine benchmarks', () => {
  it('in catalog order with titles, kinds and weights', () => {
    expect(BENCHMARKS.map((b) => [b.id, b.title, b.kind, b.weight])).toEqual([
      ['mmlu-pro', 'MMLU-Pro', 'multiple-choice', 0.1],
      ['gpqa-diamond', 'GPQA Diamond', 'multiple-choice', 0.15],
      ['hle', "Humanity's Last Exam (text)", 'judge', 0.15],
      ['livecodebench', 'LiveCodeBench', 'code', 0.1],
      ['scicode', 'SciCode', 'code', 0.1],
      ['terminal-bench-2.1', 'Terminal-Bench 2.1', 'agent', 0.1],
      ['simpleqa-verified', 'SimpleQA Verified', 'judge', 0.1],
      ['arc-agi-2', 'ARC-AGI-2', 'grid', 0.1],
      ['tau3', 'τ³', 'agent', 0.1],
    ]);
  });
  it('the float sum of the weights is 0.9999999999999999', () => {
    expect(Object.values(fixedBenchmarkWeights()).reduce((a, b) => a + b, 0)).toBe(0.9999999999999999);
  });
  it('answers and messages', () => {
    expect(BENCHMARKS.filter((b) => b.requiresAnswer).map((b) => b.id)).toEqual(['mmlu-pro', 'gpqa-diamond', 'hle', 'simpleqa-verified', 'arc-agi-2']);
    expect(BENCHMARKS.filter((b) => !b.requiresMessages).map((b) => b.id)).toEqual(['scicode', 'terminal-bench-2.1', 'tau3']);
    expect(new Set(BENCHMARKS.map((b) => b.adapterVersion))).toEqual(new Set(['sr-bench-1.0']));
  });
  it('source URLs', () => {
    expect(Object.fromEntries(BENCHMARKS.map((b) => [b.id, b.sourceUrl]))).toEqual({
      'mmlu-pro': 'https://huggingface.co/datasets/TIGER-Lab/MMLU-Pro',
      'gpqa-diamond': 'https://huggingface.co/datasets/Idavidrein/gpqa',
      hle: 'https://huggingface.co/datasets/cais/hle',
      livecodebench: 'https://github.com/LiveCodeBench/LiveCodeBench',
      scicode: 'https://github.com/scicode-bench/SciCode',
      'terminal-bench-2.1': 'https://www.tbench.ai/',
      'simpleqa-verified': 'https://www.kaggle.com/benchmarks/deepmind/simpleqa-verified',
      'arc-agi-2': 'https://github.com/arcprize/ARC-AGI-2',
      tau3: 'https://github.com/sierra-research/tau2-bench',
    });
  });
});

describe('profile sizes', () => {
  it('per benchmark and in total: 36 / 740 / 3183', () => {
    expect(Object.keys(PROFILE_SIZES)).toEqual([...BENCHMARK_IDS]);
    expect(PROFILE_SIZES['gpqa-diamond']).toEqual({ smoke: 4, quick: 40, standard: 158 });
    expect([profileTotal('smoke'), profileTotal('quick'), profileTotal('standard')]).toEqual([36, 740, 3183]);
  });
  it('smoke ⊂ quick: smoke never exceeds quick', () => {
    for (const sizes of Object.values(PROFILE_SIZES)) expect(sizes.smoke).toBeLessThanOrEqual(sizes.quick);
  });
});

describe('catalog', () => {
  it('version, benchmarks, profiles, modes', () => {
    const c = catalog();
    expect(c.version).toBe('sr-bench-1.0');
    expect(c.benchmarks[0]).toEqual({
      id: 'mmlu-pro',
      title: 'MMLU-Pro',
      kind: 'multiple-choice',
      source_url: 'https://huggingface.co/datasets/TIGER-Lab/MMLU-Pro',
      adapter_version: 'sr-bench-1.0',
    });
    expect(c.benchmarks).toHaveLength(9);
    expect(c.profiles).toEqual([
      { id: 'smoke', purpose: 'Integration validation' },
      { id: 'quick', purpose: 'Fixed development cases' },
      { id: 'standard', purpose: 'Frozen holdout evaluation' },
    ]);
    expect(c.modes).toEqual(['live', 'preview']);
  });
  it('lists extension adapters after the nine', () => {
    const ext: BenchmarkSpec = {
      id: 'x-1',
      title: 'X',
      kind: 'custom',
      weight: 1,
      sourceUrl: 'https://x',
      adapterVersion: 'v1',
      requiresAnswer: false,
      requiresMessages: true,
    };
    expect(catalog([ext]).benchmarks.at(-1)).toEqual({ id: 'x-1', title: 'X', kind: 'custom', source_url: 'https://x', adapter_version: 'v1' });
  });
});

describe('extension adapters', () => {
  const ext = (patch: Partial<BenchmarkSpec>): BenchmarkSpec => ({
    id: 'ext',
    title: 'E',
    kind: 'custom',
    weight: 1,
    sourceUrl: '',
    adapterVersion: 'v1',
    requiresAnswer: false,
    requiresMessages: true,
    ...patch,
  });
  it('need a valid id, a positive finite weight and no clash', () => {
    expect(() => validateExtensions([ext({ id: 'Bad' })])).toThrow('valid BenchmarkAdapter');
    expect(() => validateExtensions([ext({ weight: 0 })])).toThrow('positive diagnostic weight');
    expect(() => validateExtensions([ext({ weight: Number.NaN })])).toThrow('positive diagnostic weight');
    expect(() => validateExtensions([ext({ id: 'hle' })])).toThrow('conflicts');
    expect(() => validateExtensions([ext({}), ext({})])).toThrow('conflicts');
    expect(() => validateExtensions([ext({ id: 'a'.repeat(64) })])).not.toThrow();
  });
});
