/** docs/datasets.md "Benchmarks and profiles": the project's extension benchmarks are valid extensions and stay out of the nine. */
import { describe, expect, it } from 'vitest';
import { BENCHMARK_IDS, catalog, fixedBenchmarkWeights, validateExtensions } from '../../../src/domain/catalog/benchmarks.ts';
import { PROJECT_EXTENSIONS, projectExtension } from '../../../src/domain/catalog/extensions.ts';

describe('PROJECT_EXTENSIONS', () => {
  it('is sr-bench-dialogue: an agent task with weight 0.1, answers and messages required, own version', () => {
    expect(PROJECT_EXTENSIONS).toEqual([
      {
        id: 'sr-bench-dialogue',
        title: 'sr-bench dialogue (user simulator)',
        kind: 'agent',
        weight: 0.1,
        sourceUrl: 'urn:sr-bench-server:dialogue',
        adapterVersion: 'sr-bench-dialogue-v1',
        requiresAnswer: true,
        requiresMessages: true,
      },
    ]);
    expect(projectExtension('sr-bench-dialogue')).toBe(PROJECT_EXTENSIONS[0]);
    expect(projectExtension('mmlu-pro')).toBeUndefined();
  });

  it('passes the extension rules and never touches the nine fixed weights', () => {
    expect(() => validateExtensions(PROJECT_EXTENSIONS)).not.toThrow();
    expect(BENCHMARK_IDS).not.toContain('sr-bench-dialogue');
    expect(Object.keys(fixedBenchmarkWeights())).toHaveLength(9);
    expect(catalog(PROJECT_EXTENSIONS).benchmarks.at(-1)).toMatchObject({ id: 'sr-bench-dialogue', kind: 'agent', adapter_version: 'sr-bench-dialogue-v1' });
  });
});
