/** docs/comparison.md "Several candidates": one baseline, several candidates, each compared or rejected on its own. */
import { describe, expect, it } from 'vitest';
import { prepareBaseline } from '../../../src/domain/compare/document.ts';
import { ComparisonError } from '../../../src/domain/compare/errors.ts';
import { compareSeveral } from '../../../src/domain/compare/several.ts';
import type { CandidateEntry } from '../../../src/domain/compare/several.ts';
import { firstDifference } from '../../helpers/by-value.ts';
import { allowComparisonAddition, G_DIR, gRun, gRunId, readJson } from './g-fixtures.ts';

const entry = (label: string): CandidateEntry => ({ runId: gRunId(label), run: gRun(gRunId(label)) });
const RUNNING = 'run-1e75ec955a8345efaa33';

describe('several candidates against B1', () => {
  const set = compareSeveral(gRun(gRunId('B1')), [
    entry('C1'),
    { runId: RUNNING, run: gRun(RUNNING) },
    entry('X'),
    { runId: 'run-missing', run: null },
    entry('C1'),
    entry('B1'),
    entry('C5'),
  ]);

  it('keeps request order and compares a repeated id once', () => {
    expect(set.results.map((r) => [r.candidate_run_id, r.status])).toEqual([
      [gRunId('C1'), 'compared'],
      [RUNNING, 'rejected'],
      [gRunId('X'), 'rejected'],
      ['run-missing', 'rejected'],
      [gRunId('B1'), 'rejected'],
      [gRunId('C5'), 'compared'],
    ]);
  });

  it('compared candidates carry the same document as a single comparison', () => {
    for (const [index, name] of [
      [0, 'compare-B1-vs-C1.json'],
      [5, 'compare-B1-vs-C5.json'],
    ] as const) {
      const result = set.results[index]!;
      if (result.status !== 'compared') throw new Error('expected a comparison');
      expect(firstDifference(result.document, readJson<unknown>(G_DIR, name), { allowExtra: allowComparisonAddition })).toBeNull();
    }
  });

  it('rejections carry the exact code and message', () => {
    expect(set.results.filter((r) => r.status === 'rejected')).toEqual([
      {
        status: 'rejected',
        candidate_run_id: RUNNING,
        code: 'COMPARISON_INVALID',
        message: 'Both runs must be completed or failed before comparison',
      },
      {
        status: 'rejected',
        candidate_run_id: gRunId('X'),
        code: 'COMPARISON_INVALID',
        message: 'Cannot compare different case_sha256',
      },
      { status: 'rejected', candidate_run_id: 'run-missing', code: 'NOT_FOUND', message: 'Run run-missing not found' },
      {
        status: 'rejected',
        candidate_run_id: gRunId('B1'),
        code: 'COMPARISON_INVALID',
        message: 'Choose two distinct runs for comparison',
      },
    ]);
  });

  it('the baseline report is built once and shared', () => {
    const docs = set.results.flatMap((r) => (r.status === 'compared' ? [r.document] : []));
    expect(docs[0]!.baseline_targets).toBe(set.baseline.report.summary.targets);
    expect(docs[1]!.baseline_targets).toBe(set.baseline.report.summary.targets);
  });
});

describe('a baseline failing B1-B4 fails the whole request', () => {
  it('throws the baseline message', () => {
    expect(() => compareSeveral(gRun(gRunId('C1')), [entry('B1')])).toThrow(new ComparisonError('Baseline must contain a single-model target'));
  });

  it('even with no candidates', () => {
    expect(() => compareSeveral(gRun(gRunId('C1')), [])).toThrow(ComparisonError);
  });

  it('accepts a prepared baseline', () => {
    const prepared = prepareBaseline(gRun(gRunId('B6')));
    const set = compareSeveral(prepared, [entry('C1'), entry('C5')]);
    expect(set.baseline).toBe(prepared);
    expect(set.results.map((r) => r.status)).toEqual(['compared', 'compared']);
  });
});
