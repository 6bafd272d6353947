import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { failureSummary, publicId } from '../../../src/domain/failures/failure-summary.ts';
import type { FailureSummaryInput } from '../../../src/domain/failures/failure-summary.ts';

interface VectorCase {
  args: [FailureSummaryInput];
  result: string;
}
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/srbench/units/vectors.json', import.meta.url), 'utf8')) as {
  functions: Record<string, VectorCase[]>;
};

describe('failure_summary: reference vectors', () => {
  const cases = vectors.functions['failures.failure_summary'] ?? [];
  it('has the vectors', () => expect(cases).toHaveLength(1));
  it.each(cases.map((c) => [c.result, c] as const))('%s', (_label, vector) => {
    expect(failureSummary(vector.args[0])).toBe(vector.result);
  });
});

describe('failure_summary: ids', () => {
  it('replaces per code point, so an astral character becomes one underscore', () => {
    expect(publicId('a😀b c')).toBe('a_b_c');
  });
  it('keeps [A-Za-z0-9._/-]', () => {
    expect(publicId('AZaz09._/-')).toBe('AZaz09._/-');
  });
  it('cuts each id to 128 code points', () => {
    expect(publicId('é'.repeat(200))).toBe('_'.repeat(128));
    expect(failureSummary({ case_id: 'c'.repeat(130), target_id: 't', reason: 'r' })).toBe(`Case ${'c'.repeat(128)}, target t: r`);
  });
});
