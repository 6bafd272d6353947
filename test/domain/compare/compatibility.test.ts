/**
 * The cheap `comparisonOptions` predicate agrees with `compare` (docs/comparison.md "Validation") on every
 * ordered pair of g_comparisons runs, without building a report.
 */
import { describe, expect, it } from 'vitest';
import { BaselineCompatibility, canCompare, compatibleCandidates } from '../../../src/domain/compare/compatibility.ts';
import { compareRuns } from '../../../src/domain/compare/document.ts';
import { ComparisonError } from '../../../src/domain/compare/errors.ts';
import { G_DIR, gRun, readJson } from './g-fixtures.ts';

const RUNNING = 'run-1e75ec955a8345efaa33';
const runIds = [...readJson<{ run_id: string }[]>(G_DIR, 'runs.json').map((r) => r.run_id)];
if (!runIds.includes(RUNNING)) runIds.push(RUNNING);

function compareVerdict(baselineId: string, candidateId: string): string | null {
  try {
    compareRuns(gRun(baselineId), gRun(candidateId));
    return null;
  } catch (error) {
    if (error instanceof ComparisonError) return error.message;
    throw error;
  }
}

const pairs = runIds.flatMap((b) => runIds.map((c) => ({ b, c })));

describe('with results, the verdict equals compare on every pair', () => {
  it.each(runIds)('baseline %s', (baselineId) => {
    const checker = new BaselineCompatibility(gRun(baselineId).input);
    for (const candidateId of runIds) {
      const expected = compareVerdict(baselineId, candidateId);
      const verdict = checker.check(gRun(candidateId).input);
      expect(verdict.comparable ? null : verdict.message, `${baselineId} vs ${candidateId}`).toBe(expected);
    }
  });

  it('covers comparable and incomparable pairs', () => {
    const verdicts = pairs.map(({ b, c }) => canCompare(gRun(b).input, gRun(c).input));
    expect(verdicts.filter(Boolean).length).toBeGreaterThanOrEqual(12);
    expect(verdicts.filter((v) => !v).length).toBeGreaterThan(0);
  });
});

describe('without results, the plan-level verdict never hides a comparable pair', () => {
  it.each(runIds)('baseline %s', (baselineId) => {
    const baseline = gRun(baselineId).input.run;
    const checker = new BaselineCompatibility({ run: baseline });
    for (const candidateId of runIds) {
      if (compareVerdict(baselineId, candidateId) !== null) continue;
      expect(checker.comparable({ run: gRun(candidateId).input.run }), `${baselineId} vs ${candidateId}`).toBe(true);
    }
  });
});

describe('baseline eligibility and candidate listing', () => {
  it('a MoM-only run is not an eligible baseline', () => {
    const checker = new BaselineCompatibility(gRun('run-8aed1daf5db84891be2a').input);
    expect(checker.eligible).toBe(false);
    expect(checker.verdict).toEqual({ comparable: false, message: 'Baseline must contain a single-model target' });
  });

  it('lists B1 candidates in input order', () => {
    const candidates = runIds.map((id) => gRun(id).input);
    const listed = compatibleCandidates(gRun('run-43b7f1d15eed43d68830').input, candidates).map((c) => c.run.id);
    expect(listed).toEqual(runIds.filter((id) => compareVerdict('run-43b7f1d15eed43d68830', id) === null));
    expect(listed).toContain('run-8aed1daf5db84891be2a');
    expect(listed).not.toContain(RUNNING);
  });
});
