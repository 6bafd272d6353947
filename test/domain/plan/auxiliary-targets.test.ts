import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AuxiliaryReferenceError, effectiveAuxiliaryTargets } from '../../../src/domain/plan/auxiliary-targets.ts';
import type { AuxiliaryTargetsManifest } from '../../../src/domain/plan/auxiliary-targets.ts';

interface VectorCase {
  args: [AuxiliaryTargetsManifest];
  result: unknown;
}
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/srbench/units/vectors.json', import.meta.url), 'utf8')) as {
  functions: Record<string, VectorCase[]>;
};
const NAME = 'target_contracts.effective_auxiliary_targets (as sorted [[benchmark, role], target] pairs)';

describe('effective auxiliary targets: reference vectors', () => {
  const cases = vectors.functions[NAME] ?? [];
  it('has the vectors', () => expect(cases).toHaveLength(1));
  it.each(cases.map((c, i) => [i, c] as const))('vector %i', (_i, vector) => {
    expect(effectiveAuxiliaryTargets(vector.args[0])).toStrictEqual(vector.result);
  });
});

describe('effective auxiliary targets: rules', () => {
  const judge = { id: 'j', kind: 'single', model: 'acme/j', request_params: { temperature: 0.5 } };
  it('target request_params override run sampling; the stored target is not changed', () => {
    const manifest = {
      sampling: { temperature: 0, max_tokens: 10 },
      targets: [{ id: 's', kind: 'single', model: 'acme/s' }],
      auxiliary_targets: { j: judge },
      benchmark_options: { simpleqa: { judge: 'j', grader_version: 'v1' }, hle: { judge: 's' } },
    };
    expect(effectiveAuxiliaryTargets(manifest)).toStrictEqual([
      [['hle', 'judge'], { id: 's', kind: 'single', model: 'acme/s', request_params: { temperature: 0, max_tokens: 10 } }],
      [['simpleqa', 'judge'], { ...judge, request_params: { temperature: 0.5, max_tokens: 10 } }],
    ]);
    expect(judge.request_params).toEqual({ temperature: 0.5 });
  });
  it('no benchmark options → none', () => {
    expect(effectiveAuxiliaryTargets({ targets: [] })).toEqual([]);
  });
  it('a reference to no frozen target is an error', () => {
    expect(() => effectiveAuxiliaryTargets({ targets: [], benchmark_options: { hle: { judge: 'x' } } })).toThrow(AuxiliaryReferenceError);
  });
});
