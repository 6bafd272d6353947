import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FAILURE_REASON, failureReason } from '../../../src/domain/failures/failure-reason.ts';

interface VectorCase {
  args: [unknown];
  result: string;
}
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/srbench/units/vectors.json', import.meta.url), 'utf8')) as {
  functions: Record<string, VectorCase[]>;
};

describe('failure_reason: reference vectors', () => {
  const cases = vectors.functions['failures.failure_reason'] ?? [];
  it('has the vectors', () => expect(cases).toHaveLength(18));
  it.each(cases.map((c) => [String(c.args[0]), c] as const))('%s', (_label, vector) => {
    expect(failureReason(vector.args[0])).toBe(vector.result);
  });
});

describe('failure_reason: HTTP status messages pass through whole', () => {
  it.each([
    ['Target HTTP 100', 'Target HTTP 100'],
    ['Preview HTTP 599', 'Preview HTTP 599'],
    ['Target HTTP 600', FALLBACK_FAILURE_REASON],
    ['Target HTTP 5030', FALLBACK_FAILURE_REASON],
    ['Target HTTP 503 ', FALLBACK_FAILURE_REASON],
    ['target HTTP 503', FALLBACK_FAILURE_REASON],
    ['Target HTTP 429\n', FALLBACK_FAILURE_REASON],
  ])('%j → %s', (message, reason) => {
    expect(failureReason(message)).toBe(reason);
  });
});

describe('failure_reason: first matching row wins', () => {
  it.each([
    ['Run cancelled or wall-time budget exhausted', 'Request or case deadline exceeded'],
    ['Case ended at the frozen output limit; no further calls are permitted', 'Frozen output or call limit exceeded'],
    ['Per-case call budget exhausted', 'Frozen request or cost budget exhausted'],
    ['Inference call count exceeded frozen bound', FALLBACK_FAILURE_REASON],
    ['Call has no frozen prices', 'Required usage or pricing evidence is incomplete'],
    ['Worker stopped; dispatched requests are not retried', FALLBACK_FAILURE_REASON],
    ['', FALLBACK_FAILURE_REASON],
  ])('%s', (message, reason) => {
    expect(failureReason(message)).toBe(reason);
  });
});
