import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstSavedFailure } from '../../../src/domain/failures/first-saved-failure.ts';
import type { SavedResultRow } from '../../../src/domain/failures/first-saved-failure.ts';

interface VectorCase {
  args: [SavedResultRow[]];
  result: unknown;
}
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/srbench/units/vectors.json', import.meta.url), 'utf8')) as {
  functions: Record<string, VectorCase[]>;
};

describe('first_saved_failure: reference vectors', () => {
  const cases = vectors.functions['failures.first_saved_failure'] ?? [];
  it('has the vectors', () => expect(cases).toHaveLength(2));
  it.each(cases.map((c, i) => [i, c] as const))('vector %i', (_i, vector) => {
    expect(firstSavedFailure(vector.args[0])).toStrictEqual(vector.result);
  });
});

describe('first_saved_failure: rules', () => {
  const row = (case_id: string, status: string, error: string | null, finished_at?: string): SavedResultRow => ({
    case_id,
    target_id: 't',
    status,
    error,
    ...(finished_at === undefined ? {} : { finished_at }),
  });

  it('ties on finished_at keep the first row in results order', () => {
    const at = '2026-09-18T00:00:01+00:00';
    expect(firstSavedFailure([row('a', 'failed', 'Target HTTP 503', at), row('b', 'failed', 'ReadTimeout', at)])?.case_id).toBe('a');
  });
  it('a missing finished_at sorts first (as "")', () => {
    expect(firstSavedFailure([row('a', 'failed', 'x', '2026-09-18T00:00:01+00:00'), row('b', 'cancelled', 'cancelled')])).toStrictEqual({
      case_id: 'b',
      target_id: 't',
      reason: 'Request cancelled after the run stopped',
      inferred_from_saved_results: true,
    });
  });
  it('running and completed rows never count, even with an error', () => {
    expect(firstSavedFailure([row('a', 'running', 'x'), row('b', 'completed', 'y')])).toBeNull();
  });
  it('an empty error does not count', () => {
    expect(firstSavedFailure([row('a', 'failed', '')])).toBeNull();
  });
});

describe('first_saved_failure: restart example', () => {
  it('b3: the interrupted cell maps to the fallback summary', () => {
    const report = JSON.parse(
      readFileSync(new URL('../../fixtures/srbench/b3_inflight_interrupted/report-run-16ecb4d447d542f18f04.json', import.meta.url), 'utf8'),
    ) as { failure: unknown };
    expect(
      firstSavedFailure([
        {
          ...(report.failure as { case_id: string; target_id: string }),
          status: 'sent_unknown',
          error: 'Worker stopped; dispatched requests are not retried',
        },
      ]),
    ).toStrictEqual(report.failure);
  });
});
